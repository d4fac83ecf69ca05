import Foundation
import TestSupport
import Testing

@testable import PageCache
@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// The no-op fast path: a build whose fingerprint matches does nothing, and any change to what the output
/// depends on (a page, a template, the configuration, the output or the cache folder) makes it run.
@Suite struct BuildFingerprintTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-fingerprint-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func request(output: String = "public", mode: PageCache.Mode = .readWrite) -> BuildRequest {
        var request = BuildRequest(projectRoot: root, outputDirectory: output)
        request.cacheMode = mode
        return request
    }

    func build(output: String = "public", mode: PageCache.Mode = .readWrite) async -> BuildReport {
        await SiteBuild(request(output: output, mode: mode)).run()
    }

    /// True when the next `build` would take the fast path.
    func upToDate() -> Bool {
        if case .upToDate = BuildFingerprint.check(SiteBuild(request())) { return true }
        return false
    }

    func files(_ output: String) -> [String: Data] {
        let base = root.appendingPathComponent(output).path
        var result: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [:] }
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                result[path] = FileManager.default.contents(atPath: base + "/" + path)
            }
        }
        return result
    }

    /// The output of `public` equals a clean build's.
    func expectEqualsCleanBuild(_ comment: Comment) async {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("clean"))
        let clean = await build(output: "clean", mode: .off)
        #expect(clean.succeeded, comment)
        #expect(files("public") == files("clean"), comment)
    }

    func site() throws {
        try write("content/a.md", "---\ntitle: A\n---\n# A\n\nText about [B](guides/b.md).\n")
        try write("content/guides/b.md", "# B\n\nSee [A](../a.md).\n")
        try write("content/images/logo.txt", "logo\n")
        try write("precept.yml", "title: Fingerprinted\n")
    }

    @Test func aSecondBuildTakesTheFastPathAndReportsTheSame() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        try write("content/c.md", "# C\n\nA link to [nowhere](missing.md).\n")
        let first = await build()
        #expect(first.succeeded && !first.nothingChanged)
        #expect(upToDate())
        let second = await build()
        #expect(second.nothingChanged && second.succeeded)
        #expect(second.pageCount == first.pageCount && second.pagesFromCache == 3)
        #expect(second.diagnostics.sorted == first.diagnostics.sorted)
        #expect(!second.diagnostics.isEmpty)
        #expect(second.outputPath == "public")
    }

    @Test func touchingAPageWithoutChangingItKeepsTheFastPath() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        _ = await build()
        #expect(utimes(root.appendingPathComponent("content/a.md").path, nil) == 0)
        #expect(upToDate())
        #expect(await build().nothingChanged)
        // Rewriting the same bytes (a new inode) too.
        try write("content/guides/b.md", "# B\n\nSee [A](../a.md).\n")
        #expect(upToDate())
    }

    @Test func touchingAPageKeepsTheFastPathWithPageLimitsConfigured() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        // The page options (and so the page keys) include the page limits: the fingerprint must compute them alike.
        try write("precept.yml", "title: Fingerprinted\nlimits:\n  table_columns: 64\n")
        _ = await build()
        #expect(utimes(root.appendingPathComponent("content/a.md").path, nil) == 0)
        #expect(upToDate())
    }

    @Test func editingAPageRebuilds() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        _ = await build()
        // Same size, same second: only the key tells.
        try write("content/a.md", "---\ntitle: A\n---\n# A\n\nText about [B](guides/b.md)!\n".replacingOccurrences(of: ".\n", with: "\n"))
        #expect(!upToDate())
        let report = await build()
        #expect(!report.nothingChanged)
        await expectEqualsCleanBuild("after an edit")
        #expect(upToDate())
    }

    @Test func aStaticFileChangeRebuilds() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        _ = await build()
        try write("content/images/logo.txt", "LOGO\n")
        #expect(!upToDate())
        #expect(!(await build()).nothingChanged)
        await expectEqualsCleanBuild("after a static file change")
    }

    @Test func templateAndConfigurationChangesRebuild() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        _ = await build()
        try write("templates/footer.mustache", "<footer>Made for {{site.title}}</footer>\n")
        #expect(!upToDate())
        #expect(!(await build()).nothingChanged)
        await expectEqualsCleanBuild("after a template change")
        #expect(upToDate())
        try write("precept.yml", "title: Renamed\n")
        #expect(!upToDate())
        #expect(!(await build()).nothingChanged)
        await expectEqualsCleanBuild("after a configuration change")
        try FileManager.default.removeItem(at: root.appendingPathComponent("templates/footer.mustache"))
        #expect(!upToDate())
        _ = await build()
        await expectEqualsCleanBuild("after removing a template")
        // A different command-line option is a different build.
        var strict = request()
        strict.strict = true
        if case .upToDate = BuildFingerprint.check(SiteBuild(strict)) { Issue.record("--strict took the fast path") }
    }

    @Test func handEditsOfTheOutputOrTheCacheRebuild() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        _ = await build()
        let output = files("public")
        try FileManager.default.removeItem(at: root.appendingPathComponent("public/a.html"))
        #expect(!upToDate())
        #expect(!(await build()).nothingChanged)
        #expect(files("public") == output)
        #expect(upToDate())
        try write("public/extra.html", "mine")
        #expect(!upToDate())
        _ = await build()
        #expect(files("public") == output)
        let a = try #require(output["a.html"])
        try Data(repeating: UInt8(ascii: "x"), count: a.count).write(to: root.appendingPathComponent("public/a.html"))
        #expect(!upToDate())
        _ = await build()
        #expect(files("public") == output)
        // The cache's pack, then its index.
        let pages = root.appendingPathComponent(".precept-cache/pages")
        for file: (String) -> Bool in [{ $0.hasSuffix(".pack") }, { $0 == PagePackIndex.fileName }] {
            let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: pages.path).first(where: file))
            try FileManager.default.removeItem(at: pages.appendingPathComponent(entry))
            #expect(!upToDate())
            _ = await build()
            #expect(files("public") == output)
            #expect(upToDate())
        }
    }

    @Test func addingOrRemovingAPageRebuilds() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        _ = await build()
        try write("content/guides/new.md", "# New\n")
        #expect(!upToDate())
        _ = await build()
        await expectEqualsCleanBuild("after adding a page")
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/guides/new.md"))
        #expect(!upToDate())
        _ = await build()
        await expectEqualsCleanBuild("after removing a page")
        // Dot-files are not content.
        try write("content/.notes.md", "# Hidden\n")
        #expect(upToDate())
    }

    @Test func aFailedBuildLeavesNoFastPathToTheBrokenState() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        _ = await build()
        try write("content/b.md", "---\ntitle: [unclosed\n---\n# B\n")
        #expect(!(await build()).succeeded)
        #expect(!upToDate())
        // The page is held back: the next build reads and reports it again (the no-op path reports no held page).
        let again = await build()
        #expect(!again.succeeded && again.heldBack.map(\.path) == ["content/b.md"])
    }

    @Test func checkAndNoCacheBuildsNeverTakeTheFastPath() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try site()
        _ = await build()
        #expect(!(await build(mode: .writeOnly)).nothingChanged)
        var check = BuildRequest(projectRoot: root, outputDirectory: "public", mode: .check)
        check.cacheMode = .readOnly
        if case .upToDate = BuildFingerprint.check(SiteBuild(check)) { Issue.record("check took the fast path") }
    }
}

/// The byte-level helpers of the fingerprint against the straightforward versions they replace.
struct BuildFingerprintTextTests {
    @Test func utf8OrderIsTheOrderOfTheBytes() {
        var generator = SplitMix64(state: 31)
        let pieces = ["a", "b", "A", "/", "-", "é", "e\u{301}", "色", "😀", "", "z", "0"]
        for _ in 0..<5_000 {
            let a = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let b = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(BuildFingerprint.utf8Precedes(a, b) == a.utf8.lexicographicallyPrecedes(b.utf8), "\(a) \(b)")
        }
    }

    @Test(arguments: ["", "\n", "a", "a\n", "a\nb", "\n\nb\n", "é\t1\n色\t2\n\n"])
    func linesAreThoseOfSplittingOnNewlines(text: String) {
        #expect(BuildFingerprint.lines(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false))
    }
}
