import Foundation
import Guidelines
import Testing

@testable import PageCache
@testable import SiteBuilder

/// What a fingerprint check hands the build it lets run: the page keys it knows without reading the
/// pages again, and a build that takes a page by such a key without reading it.
@Suite struct RecordedPagesTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-recorded-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func request() -> BuildRequest {
        var request = BuildRequest(projectRoot: root, outputDirectory: "public")
        request.cacheMode = .readWrite
        return request
    }

    func recordedKeys() -> Set<String> {
        BuildFingerprint.recordedKeys(in: root.appendingPathComponent(PageCache.directoryName))
    }

    /// Waits until files written now are past the fingerprint's racy window, so that their stat can vouch for them.
    static func waitPastTheRacyWindow() async throws {
        try await Task.sleep(for: .nanoseconds(BuildFingerprint.racyWindow + 200_000_000))
    }

    /// The files of an output folder by path.
    func files(_ output: String) throws -> [String: Data] {
        let base = root.appendingPathComponent(output)
        var result: [String: Data] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: base.path)?.allObjects ?? [] {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base.path + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                result[path] = try Data(contentsOf: base.appendingPathComponent(path))
            }
        }
        return result
    }

    @Test func anEditedPageHasItsNewKeyAndTheOthersTheirRecordedOnes() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n\nText about [B](guides/b.md).\n")
        try write("content/guides/b.md", "# B\n\nSee [A](../a.md).\n")
        try write("content/images/logo.txt", "logo\n")
        try write("content/c.md", "# C\n\nThird.\n")
        // Old enough that the fingerprint trusts their stat.
        try await Self.waitPastTheRacyWindow()
        #expect(await SiteBuild(request()).run().succeeded)
        let before = recordedKeys()
        #expect(before.count == 3)
        try write("content/a.md", "# A\n\nText about [B](guides/b.md), edited.\n")
        guard case .run(_, let outputAsRecorded, let recorded?) = BuildFingerprint.check(SiteBuild(request())) else {
            Issue.record("the check should let the build run, with what it read of the pages")
            return
        }
        #expect(outputAsRecorded)
        #expect(Set(recorded.keys.keys) == ["a.md", "c.md", "guides/b.md"], "pages only: no static file")
        #expect(Set(recorded.keys.values) == before)
        // Stat as recorded: the recorded key. The edited page: none, the build reads it.
        #expect(recorded.current["guides/b.md"] == recorded.keys["guides/b.md"])
        #expect(recorded.current["c.md"] == recorded.keys["c.md"])
        #expect(recorded.current["a.md"] == nil)
        let report = await SiteBuild(request()).run()
        #expect(report.succeeded && !report.nothingChanged)
        #expect(recordedKeys().isSuperset(of: [recorded.keys["guides/b.md"]!, recorded.keys["c.md"]!]))
        #expect(!recordedKeys().contains(recorded.keys["a.md"]!))
        // What the build wrote is what a build without the cache writes.
        var clean = BuildRequest(projectRoot: root, outputDirectory: "clean")
        clean.cacheMode = .off
        #expect(await SiteBuild(clean).run().succeeded)
        #expect(try files("public") == files("clean"))
    }

    @Test func aTouchedPageThatIsTheSameKeepsItsKey() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n\nText.\n")
        try write("content/b.md", "# B\n\nText.\n")
        try await Self.waitPastTheRacyWindow()
        #expect(await SiteBuild(request()).run().succeeded)
        // b.md is written again with the same bytes (a new stat), a.md changes.
        try write("content/b.md", "# B\n\nText.\n")
        try write("content/a.md", "# A\n\nOther text.\n")
        guard case .run(_, _, let recorded?) = BuildFingerprint.check(SiteBuild(request())) else {
            Issue.record("the check should let the build run, with what it read of the pages")
            return
        }
        #expect(recorded.current["b.md"] == recorded.keys["b.md"])
        #expect(recorded.current["a.md"] == nil)
    }

    @Test func aSessionsLaterSnapshotCountsFilesChangedSinceTheBuildBeganAsRacy() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "title: Racy\n")
        try write("content/old.md", "# Old\n")
        try write("content/new.md", "# New\n")
        try await Self.waitPastTheRacyWindow()
        let began = BuildFingerprint.now()
        try await Self.waitPastTheRacyWindow()
        // Saved while the build ran, longer ago than the racy window when the snapshot is taken.
        try write("content/new.md", "# New, saved during the build\n")
        try await Self.waitPastTheRacyWindow()
        let build = SiteBuild(request())
        let config = build.configuration().0
        let later = try #require(BuildFingerprint.pending(build, config: config, since: began))
        let now = try #require(BuildFingerprint.pending(build, config: config))
        func entry(_ pending: BuildFingerprint.Pending, _ path: String) throws -> BuildFingerprint.Stat {
            try #require(pending.content.first { $0.path == path })
        }
        #expect(later.isRacy(try entry(later, "new.md")))
        #expect(!later.isRacy(try entry(later, "old.md")))
        #expect(!now.isRacy(try entry(now, "new.md")), "taken now, the file is past the window")
    }

    @Test func aPageWithAKnownKeyIsTakenFromTheCacheUnread() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cacheFolder = root.appendingPathComponent("cache")
        let cache = PageCache(directory: cacheFolder, mode: .readWrite, stamp: "test")
        #expect(cache.prepare())
        let processor = PageProcessor(options: .init())
        let cached = processor.process(PageSource(relativePath: "p.md", displayPath: "p.md", text: "# Cached\n\nAs it was.\n"))
        cache.write("known-key", result: cached, encoded: nil)
        cache.commit(keeping: ["known-key"])
        // The file on disk says something else: with the key known, it is not read.
        try write("content/p.md", "# On disk\n\nAs it is now.\n")
        let content = root.appendingPathComponent("content")
        func run(_ known: [String: String]) async -> CachedPageProcessing.Outcome {
            await CachedPageProcessing(
                cache: PageCache(directory: cacheFolder, mode: .readWrite, stamp: "test"), processor: processor, warm: [:],
                pool: nil, mode: .check, cleansCache: false, knownKeys: known
            ).run(["p.md"], in: content, display: "")
        }
        let taken = await run(["p.md": "known-key"])
        #expect(taken.results.first?.page?.title == "Cached")
        #expect(taken.keys == ["known-key"])
        #expect(taken.fromCache == 1)
        // A known key the cache does not hold: the page is read and processed after all.
        let missing = await run(["p.md": "no-such-key"])
        #expect(missing.results.first?.page?.title == "On disk")
        #expect(missing.keys.first != "no-such-key")
        // No key known: read as always.
        #expect(await run([:]).results.first?.page?.title == "On disk")
    }

    @Test(
        arguments: [
            (
                BuildFingerprint.Stat(path: "a.md", kind: "f", size: 120, modified: 1_733_000_000_123_456_789, changed: 5, inode: 42),
                "f 120 1733000000123456789 5 42"
            ),
            (
                BuildFingerprint.Stat(path: "色/b.md", kind: "l", size: 0, modified: -1_000_000_001, changed: -7, inode: .max),
                "l 0 -1000000001 -7 18446744073709551615"
            ),
            (BuildFingerprint.Stat(path: "folder", kind: "d", size: 4096, modified: 9, changed: 9, inode: 1), "d"),
            (BuildFingerprint.Stat(path: "bad\\xFF", kind: "x", size: 1, modified: 1, changed: 1, inode: 1), "x"),
        ] as [(BuildFingerprint.Stat, String)])
    func statLinesAreThePathATabAndTheFields(stat: BuildFingerprint.Stat, text: String) {
        var bytes: [UInt8] = []
        stat.appendText(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == text)
        bytes.removeAll()
        stat.appendLine(to: &bytes)
        let line = stat.path + "\t" + text
        #expect(String(decoding: bytes, as: UTF8.self) == line)
        var scratch: [UInt8] = []
        #expect(stat.isLine(Substring(line), scratch: &scratch))
        #expect(stat.isText(Substring(text), scratch: &scratch))
        #expect(!stat.isLine(Substring(line + "0"), scratch: &scratch))
        #expect(!stat.isText(Substring(String(text.dropLast())), scratch: &scratch))
        #expect(!stat.isLine(Substring("x" + line), scratch: &scratch))
    }

    @Test func aBuildWithoutTheCacheElsewhereLeavesThisFoldersMemo() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n\nText.\n")
        try write("content/b.md", "# B\n\nText.\n")
        #expect(await SiteBuild(request()).run().succeeded)
        let memo = root.appendingPathComponent(PageCache.directoryName).appendingPathComponent(BuildMemo.fileName)
        let before = try Data(contentsOf: memo)
        // `build --no-cache --output other`: stores page entries, records no fingerprint.
        var elsewhere = BuildRequest(projectRoot: root, outputDirectory: "other")
        elsewhere.cacheMode = .writeOnly
        #expect(await SiteBuild(elsewhere).run().succeeded)
        #expect(try Data(contentsOf: memo) == before, "the memo still describes public/, which the fingerprint vouches for")
        // So an edit here still renders only what it changes.
        try write("content/a.md", "# A\n\nOther text.\n")
        let edit = await SiteBuild(request()).run()
        #expect(edit.succeeded)
        #expect(edit.fullBuildReason == nil)
        #expect(edit.writtenPaths.contains("a.html"))
        #expect(!edit.writtenPaths.contains("b.html"))
    }
}
