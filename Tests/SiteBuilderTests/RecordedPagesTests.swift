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

    @Test func anEditedPageHasItsNewKeyAndTheOthersTheirRecordedOnes() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n\nText about [B](guides/b.md).\n")
        try write("content/guides/b.md", "# B\n\nSee [A](../a.md).\n")
        try write("content/images/logo.txt", "logo\n")
        #expect(await SiteBuild(request()).run().succeeded)
        let before = recordedKeys()
        #expect(before.count == 2)
        try write("content/a.md", "# A\n\nText about [B](guides/b.md), edited.\n")
        guard case .run(_, let outputAsRecorded, let recorded?) = BuildFingerprint.check(SiteBuild(request())) else {
            Issue.record("the check should let the build run, with what it read of the pages")
            return
        }
        #expect(outputAsRecorded)
        #expect(Set(recorded.keys.keys) == ["a.md", "guides/b.md"], "pages only: no static file")
        #expect(Set(recorded.keys.values) == before)
        #expect(recorded.current["guides/b.md"] == recorded.keys["guides/b.md"])
        let edited = try #require(recorded.current["a.md"])
        #expect(edited != recorded.keys["a.md"])
        // The build that follows reads the edited page itself and records the same key for it.
        let report = await SiteBuild(request()).run()
        #expect(report.succeeded && !report.nothingChanged)
        #expect(recordedKeys() == [edited, recorded.current["guides/b.md"]!])
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

    @Test(arguments: [
        BuildFingerprint.Stat(path: "a.md", kind: "f", size: 120, modified: 1_733_000_000_123_456_789, changed: 5, inode: 42),
        BuildFingerprint.Stat(path: "色/b.md", kind: "l", size: 0, modified: -1_000_000_001, changed: -7, inode: .max),
        BuildFingerprint.Stat(path: "folder", kind: "d", size: 4096, modified: 9, changed: 9, inode: 1),
        BuildFingerprint.Stat(path: "bad\\xFF", kind: "x", size: 1, modified: 1, changed: 1, inode: 1),
    ])
    func statLinesCompareOnTheirBytesAsTheirText(stat: BuildFingerprint.Stat) {
        var scratch: [UInt8] = []
        let line = stat.path + "\t" + stat.text
        #expect(stat.isLine(Substring(line), scratch: &scratch))
        #expect(stat.isText(Substring(stat.text), scratch: &scratch))
        #expect(!stat.isLine(Substring(line + "0"), scratch: &scratch))
        #expect(!stat.isText(Substring(String(stat.text.dropLast())), scratch: &scratch))
        #expect(!stat.isLine(Substring("x" + line), scratch: &scratch))
    }

    @Test func aStatTextIsItsFields() {
        let stat = BuildFingerprint.Stat(path: "a.md", kind: "f", size: 12, modified: -3, changed: 40, inode: 7)
        #expect(stat.text == "f 12 -3 40 7")
        var bytes: [UInt8] = []
        stat.appendText(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "f 12 -3 40 7")
    }
}
