import Foundation
import Testing

@testable import SiteBuilder

/// A page with an error in the builds of a `watch` or `serve` session, each against the memo the last one left
/// (`PageHoldBack`): the page keeps its published version through later edits of other pages, is left out when it
/// has none, and is published once fixed; no fingerprint lets a later build skip it while it is broken.
@Suite struct HeldBackPageTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-held-session-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func output(_ path: String) -> Data? {
        FileManager.default.contents(atPath: root.appendingPathComponent("public/" + path).path)
    }

    func text(_ path: String) -> String {
        output(path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    func page(_ title: String, _ text: String) -> String {
        "---\ntitle: \(title)\n---\n\n# \(title)\n\n\(text)\n"
    }

    var request: BuildRequest {
        var request = BuildRequest(projectRoot: root, outputDirectory: "public")
        request.mode = .session
        return request
    }

    @Test func aSessionHoldsBackABrokenPageUntilItIsFixed() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", page("Alpha", "Alpha one."))
        try write("content/b.md", page("Beta", "Beta one."))
        try write("content/c.md", page("Gamma", "Gamma one."))
        var memo: BuildMemo?
        func rebuild(_ changed: Set<String>?) async -> BuildReport {
            let outcome = await SiteBuild(request).run(memo: memo, changed: changed)
            memo = outcome.memo
            return outcome.report
        }
        #expect(await rebuild(nil).succeeded)
        let previous = try #require(output("b.html"))

        // Broken: held back with its published version, the run not a success, the output written.
        try write("content/b.md", "---\ntitle: B: c: d\n---\n\n# Beta\n\nBeta two.\n")
        let broken = await rebuild(["b.md"])
        #expect(!broken.succeeded)
        #expect(broken.outputPath == "public")
        #expect(broken.heldBack == [HeldBackPage(path: "content/b.md", relativePath: "b.md", keptPrevious: true)])
        #expect(broken.diagnostics.diagnostics.contains { $0.id == "frontmatter.syntax" && $0.location?.path == "content/b.md" })
        #expect(output("b.html") == previous)

        // Another page edited while it is broken: published; the broken page is reported again and still held.
        try write("content/a.md", page("Alpha", "Alpha two."))
        let edited = await rebuild(["a.md"])
        #expect(!edited.succeeded)
        #expect(edited.heldBack.map(\.path) == ["content/b.md"])
        #expect(edited.diagnostics.diagnostics.contains { $0.id == "frontmatter.syntax" })
        #expect(text("a.html").contains("Alpha two."))
        #expect(output("b.html") == previous)
        #expect(text("api/pages.json").contains("\"Beta\""))
        // The fingerprint it recorded makes the next `build` read the broken page again.
        if case .upToDate = BuildFingerprint.check(SiteBuild(BuildRequest(projectRoot: root, outputDirectory: "public"))) {
            Issue.record("a build after a held-back page found nothing to do")
        }

        // A new page that is broken has no published version: left out, and nothing links it.
        try write("content/n.md", "---\ntitle: N: o: p\n---\n\n# New\n")
        let new = await rebuild(["n.md"])
        #expect(!new.succeeded)
        #expect(Set(new.heldBack.map(\.path)) == ["content/b.md", "content/n.md"])
        #expect(new.heldBack.first { $0.path == "content/n.md" }?.keptPrevious == false)
        #expect(output("n.html") == nil)
        #expect(!text("index.html").contains("n.html"))
        #expect(new.pageCount == 3)

        // Fixed: published, and the build succeeds.
        try write("content/b.md", page("Beta", "Beta three."))
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/n.md"))
        let fixed = await rebuild(["b.md", "n.md"])
        #expect(fixed.succeeded)
        #expect(fixed.heldBack.isEmpty)
        #expect(text("b.html").contains("Beta three."))
    }

    @Test func aBuildHoldsBackAPageAndTheNextBuildStillReportsIt() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", page("Alpha", "Alpha one."))
        try write("content/b.md", page("Beta", "Beta one."))
        let build = SiteBuild(BuildRequest(projectRoot: root, outputDirectory: "public"))
        #expect(await build.run().succeeded)
        let previous = try #require(output("b.html"))
        try write("content/b.md", "---\ntitle: B: c: d\n---\n\n# Beta\n")
        try write("content/a.md", page("Alpha", "Alpha two."))
        // Past the fingerprint's racy window, so that it records the pages by their stat: only the held-back page's
        // entry, recorded as a change, keeps the next build from finding nothing to do.
        try await Task.sleep(for: .milliseconds(2_500))
        for attempt in 0..<2 {
            let report = await build.run()
            #expect(!report.succeeded, "attempt \(attempt)")
            #expect(!report.nothingChanged || attempt == 1, "attempt \(attempt)")
            if case .upToDate = BuildFingerprint.check(build) { Issue.record("attempt \(attempt): the fingerprint skips the broken page") }
            #expect(report.heldBack.map(\.keptPrevious) == [true], "attempt \(attempt)")
            #expect(report.diagnostics.diagnostics.contains { $0.id == "frontmatter.syntax" }, "attempt \(attempt)")
            #expect(text("a.html").contains("Alpha two."), "attempt \(attempt)")
            #expect(output("b.html") == previous, "attempt \(attempt)")
        }
    }
}
