import Foundation
import Synchronization
import Testing

@testable import PreviewServer

/// The watcher against real files: edits, new folders, editor-style saves, deletions, the config file.
@Suite struct FileWatcherTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-watch-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/guides"), withIntermediateDirectories: true)
        try Data("# A\n".utf8).write(to: root.appendingPathComponent("content/guides/a.md"))
        try Data("title: X\n".utf8).write(to: root.appendingPathComponent("precept.yml"))
    }

    func makeWatcher() throws -> FileWatcher {
        try FileWatcher(
            root: root, trees: [root.appendingPathComponent("content"), root.appendingPathComponent("templates")],
            files: [root.appendingPathComponent("precept.yml")])
    }

    /// Runs `change` and returns the next batch the watcher reports.
    func changes(_ watcher: FileWatcher, after change: () throws -> Void) rethrows -> [String] {
        try change()
        return watcher.waitForChanges() ?? []
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    @Test func reportsEditsCreationsAndDeletions() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try makeWatcher()
        #expect(try changes(watcher) { try write("content/guides/a.md", "# A2\n") } == ["content/guides/a.md"])
        #expect(try changes(watcher) { try write("content/b.md", "# B\n") } == ["content/b.md"])
        #expect(
            try changes(watcher) { try FileManager.default.removeItem(at: root.appendingPathComponent("content/b.md")) } == [
                "content/b.md"
            ])
    }

    @Test func watchesFoldersCreatedLater() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try makeWatcher()
        let batch = try changes(watcher) {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("content/new/deeper"), withIntermediateDirectories: true)
            try write("content/new/deeper/c.md", "# C\n")
        }
        #expect(batch.contains("content/new"))
        // The new folder is watched: a later edit inside it is seen.
        #expect(try changes(watcher) { try write("content/new/deeper/c.md", "# C2\n") } == ["content/new/deeper/c.md"])
        // So is a templates folder that did not exist when watching began.
        let templates = try changes(watcher) {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("templates"), withIntermediateDirectories: true)
        }
        #expect(templates.contains("templates"))
        #expect(try changes(watcher) { try write("templates/footer.mustache", "x") } == ["templates/footer.mustache"])
    }

    @Test func editorSavesByRenameBecomeOneChangeOfTheFile() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try makeWatcher()
        let batch = try changes(watcher) {
            // Like Vim or VS Code: write a dot-temporary, then rename it over the page.
            try write("content/guides/.a.md.swp", "# A3\n")
            _ = rename(
                root.appendingPathComponent("content/guides/.a.md.swp").path, root.appendingPathComponent("content/guides/a.md").path)
        }
        #expect(batch == ["content/guides/a.md"])
        // The config file is watched through its folder, so a rename-save of it is seen too, repeatedly.
        for round in 0..<2 {
            let config = try changes(watcher) {
                try write("precept.yml.tmp", "title: Y\(round)\n")
                _ = rename(root.appendingPathComponent("precept.yml.tmp").path, root.appendingPathComponent("precept.yml").path)
            }
            #expect(config == ["precept.yml"])
        }
    }

    @Test func debouncesABurstIntoOneBatch() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try makeWatcher()
        let batch = try changes(watcher) {
            for index in 0..<20 { try write("content/p\(index).md", "# P\(index)\n") }
        }
        #expect(batch.count == 20)
    }

    @Test func stopEndsTheWait() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try makeWatcher()
        // The wait runs on its own thread so that a stop that does not end it fails here after 30 s instead of
        // hanging the test run.
        let ended = DispatchSemaphore(value: 0)
        let endedWithNothing = Mutex(false)
        Thread {
            let changes = watcher.waitForChanges()
            endedWithNothing.withLock { $0 = changes == nil }
            ended.signal()
        }.start()
        Thread { watcher.stop() }.start()
        #expect(ended.wait(timeout: .now() + 30) == .success, "stop() did not end the wait within 30 s")
        #expect(endedWithNothing.withLock { $0 }, "the wait ended with changes instead of nil")
    }
}

/// Names that are not UTF-8 (issue 24) neither stop the watch nor hide what is beside them, and are reported as
/// the content scanner's diagnostics show them, their invalid bytes as `\xFF`.
@Suite struct FileWatcherInvalidNameTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-watch-names-\(UUID().uuidString)")

    func path(_ relative: [UInt8]) -> [CChar] {
        (Array(root.path.utf8) + [UInt8(ascii: "/")] + relative + [0]).map { CChar(bitPattern: $0) }
    }

    func makeFile(_ relative: [UInt8]) {
        let descriptor = open(path(relative), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        #expect(descriptor >= 0)
        _ = "x".withCString { write(descriptor, $0, 1) }
        close(descriptor)
    }

    @Test func namesThatAreNotUTF8AreReportedEscapedAndTheRestIsWatched() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content.appendingPathComponent("a"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: content.appendingPathComponent("z"), withIntermediateDirectories: true)
        makeFile(Array("content/a/bad".utf8) + [0xFF] + Array(".md".utf8))
        #expect(mkdir(path(Array("content/dir".utf8) + [0xFE]), 0o755) == 0)
        let watcher = try FileWatcher(root: root, trees: [content], files: [])
        // Folders listed after the invalid names are watched.
        try Data("# Z\n".utf8).write(to: content.appendingPathComponent("z/page.md"))
        #expect(watcher.waitForChanges() == ["content/z/page.md"])
        makeFile(Array("content/a/new".utf8) + [0xE9] + Array(".md".utf8))
        #expect(watcher.waitForChanges() == ["content/a/new\\xE9.md"])
        #expect(mkdir(path(Array("content/other".utf8) + [0x80]), 0o755) == 0)
        #expect(watcher.waitForChanges() == ["content/other\\x80"])
    }
}
