import Foundation
import Testing

@testable import SiteBuilder

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

    /// Every regular file and folder under the root: path → bytes (nil for a folder) and inode.
    func tree() -> [String: (Data?, UInt)] {
        var result: [String: (Data?, UInt)] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: root.path + "/" + path, isDirectory: &isDirectory)
            result[path] = (isDirectory.boolValue ? nil : FileManager.default.contents(atPath: root.path + "/" + path), inode(path))
        }
        return result
    }

    /// With a journal, replacements, new files in new folders and deletions are undone whole, the kept
    /// files back under their inodes; or kept whole, with no temporary left.
    @Test func aJournalUndoesOrKeepsEveryChange() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = OutputFileReplacer(output: root)
        try plain.replace(OutputFile(path: "a.html", text: "a"))
        try plain.replace(OutputFile(path: "sub/b.html", text: "b"))
        try plain.replace(OutputFile(path: "sub/c.html", text: "c"))
        let original = tree()
        for commits in [false, true] {
            let journal = OutputReplacementJournal()
            let replacer = OutputFileReplacer(output: root, journal: journal)
            #expect(try replacer.replace(OutputFile(path: "a.html", text: "a2")))
            #expect(try replacer.replace(OutputFile(path: "a.html", text: "a3")))
            #expect(try !replacer.replace(OutputFile(path: "sub/c.html", text: "c")))
            #expect(try replacer.replace(OutputFile(path: "new/deep/d.html", text: "d")))
            #expect(try replacer.remove("sub/b.html"))
            #expect(try !replacer.remove("sub/missing.html"))
            // As when a write fails after the file was kept: the kept name and the file are the same file.
            try journal.preserve(root.appendingPathComponent("sub/c.html").path)
            #expect(journal.count == 5)
            if commits {
                journal.commit()
                let after = tree()
                #expect(after.keys.sorted() == ["a.html", "new", "new/deep", "new/deep/d.html", "sub", "sub/c.html"])
                #expect(after["a.html"]?.0 == Data("a3".utf8) && after["new/deep/d.html"]?.0 == Data("d".utf8))
                #expect(after["sub/c.html"]?.1 == original["sub/c.html"]?.1)
            } else {
                #expect(journal.rollback())
                let after = tree()
                #expect(after.keys.sorted() == original.keys.sorted())
                for (path, (data, inode)) in original {
                    #expect(after[path]?.0 == data, "\(path)")
                    #expect(after[path]?.1 == inode, "\(path): not the same file")
                }
            }
        }
    }
}
