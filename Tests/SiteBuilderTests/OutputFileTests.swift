import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

struct OutputFileTests {
    static func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("precept-outputfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func chunksAreWrittenInOrderAndReadBackAsOneBuffer() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = OutputFile(path: "a.html", chunks: [.text("<head>é"), .data(Data([0x41, 0x42])), .text(""), .text("色</html>")])
        #expect(file.byteCount == "<head>éAB色</html>".utf8.count)
        #expect(file.data == Data("<head>éAB色</html>".utf8))
        #expect(file == OutputFile(path: "a.html", text: "<head>éAB色</html>"), "equal by bytes, whatever the chunks")
        let url = folder.appendingPathComponent("a.html")
        try OutputWriter.write(file, to: url)
        #expect(try Data(contentsOf: url) == file.data)
        #expect(file.matchesFile(atPath: url.path))
    }

    /// Compared a block at a time: chunks of several megabytes that cross block boundaries, and a difference
    /// in the last byte, in the first byte of a later chunk, or in the length.
    @Test func matchingAFileComparesEveryByte() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SplitMix64(state: 5)
        let big = Data((0..<(3 << 20) + 12_345).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let text = String(repeating: "rule ✓ ", count: 200_000)
        let file = OutputFile(path: "big", chunks: [.data(big), .text(text), .data(Data([1, 2, 3]))])
        let url = folder.appendingPathComponent("big")
        try OutputWriter.write(file, to: url)
        #expect(file.matchesFile(atPath: url.path))
        var lastByte = file.data
        lastByte[lastByte.count - 1] ^= 0xFF
        #expect(!OutputFile(path: "big", data: lastByte).matchesFile(atPath: url.path))
        #expect(
            !OutputFile(path: "big", chunks: [.data(big), .text("x" + text.dropFirst()), .data(Data([1, 2, 3]))]).matchesFile(
                atPath: url.path))
        #expect(!OutputFile(path: "big", chunks: [.data(big), .text(text)]).matchesFile(atPath: url.path))
        #expect(!file.matchesFile(atPath: folder.appendingPathComponent("missing").path))
    }
}
