import ContentHashing
import Foundation
import TestSupport
import Testing

@testable import OutputStore
@testable import PageCache
@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// The cache and the incremental writer: output always equals a clean build, and unchanged files are left alone.
@Suite struct IncrementalBuildTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-incremental-\(UUID().uuidString)")

    struct FileState: Equatable {
        var data: Data
        var inode: UInt
        var modified: Int
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func build(output: String = "public", mode: PageCache.Mode = .readWrite) async -> BuildReport {
        var request = BuildRequest(projectRoot: root, outputDirectory: output)
        request.cacheMode = mode
        return await SiteBuild(request).run()
    }

    /// Every file under `output` with its bytes, inode and modification time.
    func snapshot(_ output: String) -> [String: FileState] {
        let base = root.appendingPathComponent(output).path
        var result: [String: FileState] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var info = stat()
            guard lstat(base + "/" + path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            result[path] = FileState(
                data: FileManager.default.contents(atPath: base + "/" + path) ?? Data(), inode: UInt(info.st_ino),
                modified: info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec)
        }
        return result
    }

    func page(_ title: String, rng: inout SplitMix64, links: [String]) -> String {
        var text = "---\ntitle: \(title)\n"
        if Int.random(in: 0..<4, using: &rng) == 0 { text += "weight: \(Int.random(in: 1...5, using: &rng))\n" }
        if Int.random(in: 0..<8, using: &rng) == 0 { text += "draft: true\n" }
        text += "description: About \(title.lowercased()).\n---\n\n# \(title)\n\n"
        for section in 0..<Int.random(in: 1...3, using: &rng) {
            text += "## Part \(section)\n\nWords \(UInt32.random(in: 0...9999, using: &rng)) about \(title).\n\n"
            if let target = links.randomElement(using: &rng) {
                text += "See [\(target)](\(target))\(Bool.random(using: &rng) ? "#part-0" : "").\n\n"
            }
            if Int.random(in: 0..<4, using: &rng) == 0 { text += "- [ ] Check \(title) \(section)\n\n" }
        }
        return text
    }

    @Test func anUnchangedTreeRewritesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n\nText.\n")
        try write("content/guides/b.md", "# B\n\nSee [A](../a.md).\n")
        let first = await build()
        #expect(first.succeeded && !first.nothingChanged)
        let before = snapshot("public")
        let second = await build()
        #expect(second.nothingChanged)
        #expect(second.pagesFromCache == 2)
        #expect(second.writtenPaths.isEmpty && second.deletedPaths.isEmpty)
        #expect(snapshot("public") == before)
    }

    /// Random edit sequences; after each, the incremental output equals a clean build byte for byte.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func incrementalOutputEqualsACleanBuild(seed: UInt64) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var rng = SplitMix64(state: seed)
        var pages: [String] = []
        var counter = 0
        func newPath() -> String {
            counter += 1
            let folder = ["", "foundations/", "patterns/", "patterns/deep/"].randomElement(using: &rng)!
            return "content/\(folder)page-\(counter).md"
        }
        /// Links relative to the content root work from top-level pages; from deeper pages they may
        /// be missing, which is fine: warnings must match too.
        func linkTargets() -> [String] { pages.map { String($0.dropFirst("content/".count)) } + ["missing.md"] }
        for _ in 0..<4 {
            let path = newPath()
            try write(path, page("Page \(counter)", rng: &rng, links: linkTargets()))
            pages.append(path)
        }
        try write("precept.yml", "title: Seeded \(seed)\n")
        let fm = FileManager.default
        for step in 0..<20 {
            let action = Int.random(in: 0..<9, using: &rng)
            switch action {
            case 0, 1:
                let path = newPath()
                try write(path, page("Page \(counter)", rng: &rng, links: linkTargets()))
                pages.append(path)
            case 2, 3:
                if let path = pages.randomElement(using: &rng) {
                    try write(path, page("Edited \(step)", rng: &rng, links: linkTargets()))
                }
            case 4:
                if let index = pages.indices.randomElement(using: &rng) {
                    let target = newPath()
                    try fm.createDirectory(
                        at: root.appendingPathComponent(target).deletingLastPathComponent(), withIntermediateDirectories: true)
                    try fm.moveItem(at: root.appendingPathComponent(pages[index]), to: root.appendingPathComponent(target))
                    pages[index] = target
                }
            case 5:
                if pages.count > 1, let index = pages.indices.randomElement(using: &rng) {
                    try fm.removeItem(at: root.appendingPathComponent(pages.remove(at: index)))
                }
            case 6:
                if Bool.random(using: &rng) {
                    try write("templates/footer.mustache", "<footer class=\"footer\">Edition \(step) of {{site.title}}</footer>\n")
                } else {
                    try? fm.removeItem(at: root.appendingPathComponent("templates/footer.mustache"))
                }
            case 7:
                let drafts = Bool.random(using: &rng)
                try write(
                    "precept.yml", "title: Seeded \(seed) step \(step)\ndrafts: \(drafts)\nunsafe_html: \(Bool.random(using: &rng))\n")
            default:
                if Bool.random(using: &rng) {
                    try write("content/images/note-\(step).txt", "static \(step)\n")
                } else if let file = try? fm.contentsOfDirectory(atPath: root.appendingPathComponent("content/images").path).first {
                    try fm.removeItem(at: root.appendingPathComponent("content/images/\(file)"))
                }
            }
            let before = snapshot("public")
            let incremental = await build()
            try? fm.removeItem(at: root.appendingPathComponent("clean"))
            let clean = await build(output: "clean", mode: .off)
            #expect(incremental.succeeded == clean.succeeded, "step \(step)")
            #expect(incremental.diagnostics.sorted == clean.diagnostics.sorted, "step \(step): diagnostics differ")
            let after = snapshot("public")
            let expected = snapshot("clean")
            #expect(
                after.mapValues(\.data) == expected.mapValues(\.data), "step \(step) (action \(action)): output differs from a clean build")
            // Files whose bytes did not change were not touched.
            for (path, old) in before where after[path]?.data == old.data {
                #expect(after[path] == old, "step \(step): \(path) was rewritten with the same bytes")
            }
            #expect(incremental.nothingChanged == (before.mapValues(\.data) == after.mapValues(\.data)), "step \(step)")
            // After a successful build the next one takes the no-op fast path and reports the same; after a failed one it runs.
            let again = await build()
            #expect(again.nothingChanged == incremental.succeeded, "step \(step): fast path")
            #expect(again.diagnostics.sorted == clean.diagnostics.sorted, "step \(step): fast path diagnostics")
            #expect(snapshot("public") == after, "step \(step): the fast path wrote")
        }
    }

    /// Builds that move page bodies out of memory (`build`) and builds that keep them (`watch`, `serve`) write
    /// the same bytes, from fresh pages and from cached ones.
    @Test func bodiesMovedOutOfMemoryRenderTheSameSite() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var rng = SplitMix64(state: 7)
        let names = (0..<12).map { "page-\($0)" }
        for name in names {
            try write("content/\(name).md", page(name.capitalized, rng: &rng, links: names.map { $0 + ".md" }))
        }
        try write(
            "content/colors/palette.md",
            "# Palette\n\n## Rules\n\n- **Keep contrast high.** Text needs 4.5:1.\n\n| Name | Light | Dark |\n|---|---|---|\n| Blue | #0088FF | #0091FF |\n"
        )
        func build(_ output: String, keeping: Bool) async -> BuildReport {
            var request = BuildRequest(projectRoot: root, outputDirectory: output)
            request.mode = keeping ? .session : .build
            return await SiteBuild(request).run()
        }
        for round in 0..<2 {
            // Round 0 processes every page; round 1 reads them all from the cache.
            let moved = await build("moved-\(round)", keeping: false)
            let kept = await build("kept-\(round)", keeping: true)
            #expect(moved.succeeded && kept.succeeded)
            #expect(moved.warmPages.isEmpty && kept.warmPages.count == 13)
            let movedFiles = snapshot("moved-\(round)").mapValues(\.data)
            #expect(movedFiles.count > 20)
            #expect(movedFiles == snapshot("kept-\(round)").mapValues(\.data), "round \(round)")
            #expect(movedFiles["page-3.html"].map { String(decoding: $0, as: UTF8.self).contains("Words") } == true)
        }
    }

    @Test func aDamagedEntryIsNotedAndRebuilt() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n\nText.\n")
        _ = await build()
        let pages = root.appendingPathComponent(".precept-cache/pages")
        let listing = try FileManager.default.contentsOfDirectory(atPath: pages.path)
        // One pack holding the one entry, and the index naming it.
        #expect(listing.count == 2 && listing.contains(PagePackIndex.fileName))
        let pack = try #require(listing.first { $0.hasSuffix(".pack") })
        var data = try Data(contentsOf: pages.appendingPathComponent(pack))
        data[data.count - 5] ^= 0x01
        try data.write(to: pages.appendingPathComponent(pack))
        let before = snapshot("public")
        let report = await build()
        #expect(report.diagnostics.diagnostics.contains { $0.id == "cache.damaged-entry" && $0.severity == .note })
        #expect(report.pagesFromCache == 0)
        #expect(report.nothingChanged)
        #expect(snapshot("public") == before)
        #expect(await build().pagesFromCache == 1)
    }

    @Test func aForeignCacheFolderIsIgnoredAndLeftAlone() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n")
        try write(".precept-cache/something-else.db", "not ours")
        let report = await build()
        #expect(report.succeeded)
        #expect(report.diagnostics.diagnostics.contains { $0.id == "cache.ignored" && $0.severity == .note })
        #expect(try String(contentsOf: root.appendingPathComponent(".precept-cache/something-else.db"), encoding: .utf8) == "not ours")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".precept-cache/pages").path))
    }

    @Test func anInterruptedWriteIsRepairedByTheNextBuild() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n")
        _ = await build()
        let clean = snapshot("public").mapValues(\.data)
        // As if a build died between its renames: a journal, a half-updated file, a leftover temporary.
        try write("public/\(IncrementalOutputWriter.journalName)", "")
        try write("public/a.html", "half")
        try write("public/.precept-tmp-1-0", "temporary")
        let report = await build()
        #expect(!report.nothingChanged)
        #expect(snapshot("public").mapValues(\.data) == clean)
    }

    @Test func aFailedBuildWritesNothing() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", "# A\n")
        _ = await build()
        let before = snapshot("public")
        try write("content/b.md", "---\ntitle: [unclosed\n---\n# B\n")
        let report = await build()
        #expect(!report.succeeded)
        #expect(snapshot("public") == before)
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func contentHashMatchesPublishedSHA256Vectors(input: String, digest: String) {
        #expect(ContentHash.hex(Data(input.utf8)) == digest)
        // Fed in pieces, the result is the same.
        var pieces = ContentHash()
        for character in input { pieces.update(String(character)) }
        #expect(pieces.finalizeHex() == digest)
    }

    @Test func aMillionAsHashLikeThePublishedVector() {
        var hash = ContentHash()
        let chunk = Data(repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hash.update(chunk) }
        #expect(hash.finalizeHex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func aCopiedHashGoesOnIndependently() {
        var first = ContentHash()
        first.update("ab")
        var second = first
        first.update("c")
        second.update("d")
        #expect(first.finalizeHex() == ContentHash.hex(Data("abc".utf8)))
        #expect(second.finalizeHex() == ContentHash.hex(Data("abd".utf8)))
        #expect(ContentHash.hex(Data("abc".utf8)) != ContentHash.hex(Data("abd".utf8)))
    }
}
