import Foundation
import TestSupport
import Testing

@testable import OutputStore

#if canImport(Glibc)
    import Glibc
#endif

/// Page edits through the journal: all or nothing for failed writes, and after a process that died the
/// next `recover` restores the previous files exactly (the real kills are in `KilledEditTests`).
struct OutputReplacementJournalTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-journal-\(UUID().uuidString)")
    var journalFolder: String { root.path + "/" + OutputReplacementJournal.folderName }

    func inode(_ path: String) -> UInt {
        var info = stat()
        return lstat(root.appendingPathComponent(path).path, &info) == 0 ? UInt(info.st_ino) : 0
    }

    /// Every regular file and folder under the root: path → bytes (nil for a folder) and inode.
    func tree() -> [String: (Data?, UInt)] {
        var result: [String: (Data?, UInt)] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root.path + "/" + path, isDirectory: &isDirectory)
            result[path] = (isDirectory.boolValue ? nil : FileManager.default.contents(atPath: root.path + "/" + path), inode(path))
        }
        return result
    }

    func expectTree(_ after: [String: (Data?, UInt)], equals original: [String: (Data?, UInt)], sameFiles: Bool) {
        #expect(after.keys.sorted() == original.keys.sorted())
        for (path, (data, inode)) in original {
            #expect(after[path]?.0 == data, "\(path)")
            if sameFiles, data != nil { #expect(after[path]?.1 == inode, "\(path): not the same file") }
        }
    }

    func makeSite() throws -> [String: (Data?, UInt)] {
        let plain = OutputFileReplacer(output: root)
        try plain.replace(OutputFile(path: "a.html", text: "a"))
        try plain.replace(OutputFile(path: "sub/b.html", text: "b"))
        try plain.replace(OutputFile(path: "sub/c.html", text: "c"))
        return tree()
    }

    /// The edit the tests make, in two applied batches as `watch` makes them: replacements (one file twice),
    /// a file that already holds its bytes, a new file in new folders, a deletion.
    func edit(_ journal: OutputReplacementJournal) throws {
        let replacer = OutputFileReplacer(output: root, journal: journal)
        #expect(try replacer.replace(OutputFile(path: "a.html", text: "a2")))
        #expect(try !replacer.replace(OutputFile(path: "sub/c.html", text: "c")))
        #expect(replacer.contents("a.html") == Data("a".utf8), "nothing changes before apply")
        try journal.apply()
        #expect(replacer.contents("a.html") == Data("a2".utf8))
        #expect(try replacer.replace(OutputFile(path: "a.html", text: "a3")))
        #expect(try replacer.replace(OutputFile(path: "new/deep/d.html", text: "d")))
        #expect(try replacer.remove("sub/b.html"))
        #expect(try !replacer.remove("sub/missing.html"))
        try journal.apply()
        #expect(journal.count == 3)
    }

    @Test(arguments: [(false, true), (true, true), (false, false), (true, false)])
    func undoesOrKeepsEveryChange(commits: Bool, hardLinks: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let original = try makeSite()
        let journal = OutputReplacementJournal(output: root, durable: !hardLinks, hardLinks: hardLinks)
        try edit(journal)
        #expect(FileManager.default.fileExists(atPath: journalFolder + "/" + OutputReplacementJournal.fileName))
        if commits {
            journal.commit()
            let after = tree()
            #expect(after.keys.sorted() == ["a.html", "new", "new/deep", "new/deep/d.html", "sub", "sub/c.html"])
            #expect(after["a.html"]?.0 == Data("a3".utf8) && after["new/deep/d.html"]?.0 == Data("d".utf8))
            #expect(after["sub/c.html"]?.1 == original["sub/c.html"]?.1)
        } else {
            #expect(journal.rollback())
            // With hard links the kept files come back under their inodes; copies bring back the bytes.
            expectTree(tree(), equals: original, sameFiles: hardLinks)
        }
        #expect(OutputReplacementJournal.recover(root) == .nothing)
    }

    /// A process that died after applying: `recover` restores the files as they were and removes the folder;
    /// a second recovery finds nothing.
    @Test(arguments: [true, false])
    func recoversTheEditOfAProcessThatDied(hardLinks: Bool) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let original = try makeSite()
        let journal = OutputReplacementJournal(output: root, durable: false, hardLinks: hardLinks)
        try edit(journal)
        journal.abandon()
        let recovery = OutputReplacementJournal.recover(root)
        #expect(recovery == .restored(processID: getpid(), restored: 2, removed: 1))
        expectTree(tree(), equals: original, sameFiles: hardLinks)
        #expect(OutputReplacementJournal.recover(root) == .nothing)
        let note = try #require(recovery.note(display: "public"))
        #expect(note.id == "output.restored")
        #expect(note.message.hasPrefix("'public/' was left part-written by a build that was stopped (process \(getpid()))"))
        #expect(note.message.hasSuffix("the previous site was restored (2 files put back, 1 new file removed)"))
    }

    /// Died after staging, before any record: nothing had changed; the kept links and new versions go.
    @Test func aJournalWithoutRecordsChangedNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let original = try makeSite()
        let journal = OutputReplacementJournal(output: root, durable: false)
        let replacer = OutputFileReplacer(output: root, journal: journal)
        try replacer.replace(OutputFile(path: "a.html", text: "a2"))
        try replacer.remove("sub/b.html")
        journal.abandon()
        let recovery = OutputReplacementJournal.recover(root)
        #expect(recovery == .restored(processID: getpid(), restored: 0, removed: 0))
        #expect(recovery.note(display: "public/")?.message.contains("before it changed any file") == true)
        expectTree(tree(), equals: original, sameFiles: true)
    }

    /// A recovery cut short (the first entries already put back) is finished by the next one.
    @Test(arguments: 0..<4)
    func aRecoveryCutShortIsFinishedByTheNext(alreadyRestored: Int) throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let original = try makeSite()
        let journal = OutputReplacementJournal(output: root, durable: false)
        try edit(journal)
        journal.abandon()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: journalFolder + "/" + OutputReplacementJournal.fileName)))
        let entries = OutputReplacementJournal.decode(bytes).records.flatMap(\.entries)
        #expect(entries.count == 3)
        // `restore` works from the last entry back, as the killed recovery did.
        _ = OutputReplacementJournal.restore(
            Array(entries.suffix(alreadyRestored)), folders: [], output: root.path, folder: journalFolder)
        guard case .restored = OutputReplacementJournal.recover(root) else {
            Issue.record("not restored")
            return
        }
        expectTree(tree(), equals: original, sameFiles: true)
    }

    /// A journal whose writer is alive (it holds the lock) is left alone.
    @Test func aLiveWritersJournalIsLeftAlone() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try makeSite()
        let journal = OutputReplacementJournal(output: root, durable: false)
        try edit(journal)
        let recovery = OutputReplacementJournal.recover(root, patience: .milliseconds(150))
        #expect(recovery == .busy(processID: getpid()))
        #expect(recovery.busyMessage(display: "public")?.contains("is writing a page edit into 'public'") == true)
        #expect(tree()["a.html"]?.0 == Data("a3".utf8), "untouched")
        journal.commit()
        #expect(OutputReplacementJournal.recover(root) == .nothing)
        #expect(tree()["a.html"]?.0 == Data("a3".utf8))
    }

    /// A second journal cannot start while one is in the folder.
    @Test func aSecondJournalWaitsForTheFirst() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try makeSite()
        let first = OutputReplacementJournal(output: root, durable: false)
        try OutputFileReplacer(output: root, journal: first).replace(OutputFile(path: "a.html", text: "one"))
        let second = OutputReplacementJournal(output: root, durable: false)
        #expect(throws: OutputError.self) {
            try OutputFileReplacer(output: root, journal: second).replace(OutputFile(path: "a.html", text: "two"))
        }
        #expect(first.rollback())
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["a.html", "sub"])
    }

    /// Records torn anywhere are ignored from the tear on; a flipped byte fails the checksum; a record that
    /// names a path outside the output folder makes the journal damaged, and nothing is undone.
    @Test func tornAndDamagedRecordsAreDetected() {
        let first = OutputReplacementJournal.Record(
            entries: [.init(path: "a.html", kept: "kept-1"), .init(path: "new/x.html", kept: nil)], folders: ["new"])
        let second = OutputReplacementJournal.Record(entries: [.init(path: "b b/é.html", kept: "kept-2")], folders: [])
        let header = Array("\(OutputReplacementJournal.magic) 4242\n".utf8)
        let one = OutputReplacementJournal.encode(first)
        let two = OutputReplacementJournal.encode(second)
        let whole = header + one + two
        #expect(OutputReplacementJournal.decode(whole).records == [first, second])
        #expect(OutputReplacementJournal.decode(whole).processID == 4242)
        for cut in 0..<whole.count {
            let complete = cut >= header.count + one.count + two.count ? 2 : cut >= header.count + one.count ? 1 : 0
            let decoded = OutputReplacementJournal.decode(Array(whole[..<cut]))
            #expect(decoded.records.count == complete, "cut at \(cut)")
            #expect(!decoded.damaged)
        }
        var rng = SplitMix64(state: 7)
        for _ in 0..<50 {
            var flipped = whole
            let position = Int.random(in: (header.count + one.count)..<whole.count, using: &rng)
            flipped[position] ^= UInt8.random(in: 1...255, using: &rng)
            let decoded = OutputReplacementJournal.decode(flipped)
            #expect(decoded.records == [first], "flip at \(position)")
        }
        for unsafe in ["../outside.html", "/etc/passwd", "a//b", "./a", ""] {
            let bad = OutputReplacementJournal.Record(entries: [.init(path: unsafe, kept: nil)], folders: [])
            let decoded = OutputReplacementJournal.decode(header + one + OutputReplacementJournal.encode(bad))
            #expect(decoded.damaged && decoded.records == [first], "\(unsafe)")
        }
        let badKept = OutputReplacementJournal.Record(entries: [.init(path: "a.html", kept: "../../x")], folders: [])
        #expect(OutputReplacementJournal.decode(header + OutputReplacementJournal.encode(badKept)).damaged)
    }

    /// A damaged journal is refused with a note and left for the next whole build.
    @Test func aDamagedJournalIsNotFollowed() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let original = try makeSite()
        try FileManager.default.createDirectory(atPath: journalFolder, withIntermediateDirectories: true)
        let bad = OutputReplacementJournal.Record(entries: [.init(path: "../a.html", kept: nil)], folders: [])
        let bytes = Array("\(OutputReplacementJournal.magic) 1\n".utf8) + OutputReplacementJournal.encode(bad)
        try Data(bytes).write(to: URL(fileURLWithPath: journalFolder + "/" + OutputReplacementJournal.fileName))
        let recovery = OutputReplacementJournal.recover(root)
        guard case .failed = recovery else {
            Issue.record("\(recovery)")
            return
        }
        #expect(recovery.note(display: "public")?.id == "output.not-restored")
        #expect(tree().filter { !$0.key.hasPrefix(".") }.keys.sorted() == original.keys.sorted())
    }
}
