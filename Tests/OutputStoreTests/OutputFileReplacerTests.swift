import Foundation
import Testing

@testable import OutputStore

#if canImport(Glibc)
    import Glibc
#endif

/// Single files of a written site are replaced atomically, and only when their bytes change.
struct OutputFileReplacerTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-replacer-\(UUID().uuidString)")

    func inode(_ path: String) -> UInt {
        var info = stat()
        return lstat(root.appendingPathComponent(path).path, &info) == 0 ? UInt(info.st_ino) : 0
    }

    @Test func replacesChangedFilesAndLeavesTheRestAlone() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let replacer = OutputFileReplacer(output: root)
        #expect(try replacer.replace(OutputFile(path: "a/b/page.html", text: "one")))
        let first = inode("a/b/page.html")
        #expect(try !replacer.replace(OutputFile(path: "a/b/page.html", text: "one")))
        #expect(inode("a/b/page.html") == first, "same bytes: not touched")
        #expect(try replacer.replace(OutputFile(path: "a/b/page.html", text: "two")))
        #expect(inode("a/b/page.html") != first, "a new file renamed over the old one")
        #expect(replacer.contents("a/b/page.html") == Data("two".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("a/b").path) == ["page.html"])
        #expect(try replacer.remove("a/b/page.html"))
        #expect(try !replacer.remove("a/b/page.html"))
    }

    @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let replacer = OutputFileReplacer(output: root)
        try replacer.replace(OutputFile(path: "page.html", text: "old"))
        // A folder where the file should go cannot be replaced by a rename.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("dir.html"), withIntermediateDirectories: true)
        #expect(throws: OutputError.self) { try replacer.replace(OutputFile(path: "dir.html", text: "new")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["dir.html", "page.html"])
        #expect(replacer.contents("page.html") == Data("old".utf8))
    }
}
