import Foundation
import MCPServer
import Testing

struct MCPLineFramerTests {
    func messages(_ events: [MCPLineFramer.Event]) -> [String] {
        events.map {
            switch $0 {
            case .message(let data): String(decoding: data, as: UTF8.self)
            case .oversized: "<oversized>"
            }
        }
    }

    @Test func linesAreCutAtNewlinesWhereverTheChunksEnd() {
        var framer = MCPLineFramer(maximumBytes: 100)
        var out: [String] = []
        for chunk in ["{\"a\":", "1}\n{\"b\"", ":2}\r\n\n   \n{\"c\":3}"] { out += messages(framer.feed(Data(chunk.utf8))) }
        #expect(out == ["{\"a\":1}", "{\"b\":2}"])
        #expect(messages(framer.finish()) == ["{\"c\":3}"], "a last line without its newline is still a message")
        #expect(messages(framer.finish()).isEmpty)
    }

    @Test func anOversizedLineIsReportedOnceAndDroppedToItsEnd() {
        var framer = MCPLineFramer(maximumBytes: 10)
        var out = messages(framer.feed(Data(String(repeating: "x", count: 8).utf8)))
        out += messages(framer.feed(Data(String(repeating: "y", count: 8).utf8)))
        out += messages(framer.feed(Data(String(repeating: "z", count: 50).utf8)))
        out += messages(framer.feed(Data("zz\n{}\n".utf8)))
        #expect(out == ["<oversized>", "{}"])
        // Within one chunk too, and a line of exactly the limit is read.
        out = messages(framer.feed(Data((String(repeating: "a", count: 11) + "\n" + String(repeating: "b", count: 10) + "\n").utf8)))
        #expect(out == ["<oversized>", String(repeating: "b", count: 10)])
    }
}
