import Foundation
import TestSupport
import Testing

@testable import OutputStore

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

    /// A range of another file is written and compared a block at a time, from the file as it was when it was
    /// opened; a range that can no longer be read fails the write instead of writing less.
    @Test func fileRangesAreReadWhereTheyLie() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SplitMix64(state: 9)
        let source = Data((0..<(3 << 20) + 777).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let sourceURL = folder.appendingPathComponent("source")
        try source.write(to: sourceURL)
        let opened = try #require(ReadOnlyFile(path: sourceURL.path))
        #expect(opened.size == source.count)
        #expect(ReadOnlyFile(path: folder.path) == nil, "a folder is not a file")
        #expect(opened.read(10..<20) == Array(source[10..<20]))
        #expect(opened.read(source.count - 1..<source.count + 1) == nil)
        let range = 1_000..<(2 << 20) + 555
        let file = OutputFile(path: "out", chunks: [.text("head "), .file(opened, range), .file(opened, 0..<0), .bytes([1, 2])])
        var expected = Data("head ".utf8)
        expected.append(source[range])
        expected.append(contentsOf: [1, 2])
        #expect(file.byteCount == expected.count)
        #expect(file.data == expected)
        let url = folder.appendingPathComponent("out")
        try OutputWriter.write(file, to: url)
        #expect(try Data(contentsOf: url) == expected)
        #expect(file.matchesFile(atPath: url.path))
        // The path replaced by a new file: the open file still reads the old bytes.
        try Data("new".utf8).write(to: folder.appendingPathComponent("replacement"))
        #expect(rename(folder.appendingPathComponent("replacement").path, sourceURL.path) == 0)
        #expect(file.data == expected)
        // Cut short under the open descriptor: the write fails.
        let cut = try #require(ReadOnlyFile(path: sourceURL.path))
        #expect(truncate(sourceURL.path, 1) == 0)
        #expect(throws: (any Error).self) {
            try OutputWriter.write(OutputFile(path: "x", chunks: [.file(cut, 0..<3)]), to: folder.appendingPathComponent("x"))
        }
        #expect(!OutputFile(path: "x", chunks: [.file(cut, 0..<3)]).matchesFile(atPath: sourceURL.path))
    }
}
