import Testing

@testable import PreviewServer

/// Where a request head ends and what makes it malformed, byte by byte.
@Suite struct RequestHeadTests {
    /// Fed one byte at a time, the way a slow client sends it.
    func end(of text: String) -> Int? {
        var buffer = RequestHeadBuffer()
        for byte in text.utf8 {
            buffer.append([byte][...])
            if let end = buffer.end() { return end }
        }
        return nil
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: a\r\n\r\n", 24), ("GET / HTTP/1.1\nHost: a\n\n", 22), ("GET / HTTP/1.1\r\nHost: a\n\r\n", 23),
        ("GET / HTTP/1.1\nHost: a\r\n\n", 23), ("GET / HTTP/1.1\r\nHost: a\r\n\r\nbody", 24),
    ])
    func findsTheEmptyLineWhateverTheLineEndings(text: String, end: Int) {
        #expect(self.end(of: text) == end)
    }

    @Test(arguments: ["GET / HTTP/1.1\r\nHost: a\r\n", "GET / HTTP/1.1\r\nHost: a\n\r", "GET / HTTP/1.1\r\r"])
    func waitsForAHeadNotYetEnded(text: String) {
        #expect(end(of: text) == nil)
    }

    @Test func parsesLinesEndingEitherWay() throws {
        let request = try #require(HTTPRequest.parse(head: Array("GET /a?b HTTP/1.1\nHost: localhost\r\nX-One:  1 \r".utf8)))
        #expect(request.target == "/a?b")
        #expect(request.headers == ["host": "localhost", "x-one": "1"])
    }

    @Test(arguments: [
        "GET / HTTP/1.1\r\nHost: a\r\nHost: b", "GET / HTTP/1.1\r\nHost: a\r\nhOST: a", "GET / HTTP/1.1\r\nHost: a\rb",
        "GET /\u{1}x HTTP/1.1\r\nHost: a", "GET / HTTP/1.1\r\n folded: value", "GET  / HTTP/1.1", "GET / HTTP/2\r\nHost: a",
    ])
    func refusesMalformedHeads(text: String) {
        #expect(HTTPRequest.parse(head: Array(text.utf8)) == nil)
    }
}
