import Foundation
import Guidelines
import PageIsolation
import Testing

/// What the README and docs/diagnostics.md promise, each run through the binary once: the command-line options
/// `--config`, `--templates`, `--quiet` and `--page-memory`, `drafts:`, `rules --page/--platform`,
/// `limits: page_memory_mb: 0`, and the diagnostics that had no test.
@Suite struct DocumentedClaimsTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-claims-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }

    /// Two pages with rules for different platforms, and a draft.
    func makeSite() throws {
        try write(
            "content/a.md", "---\ntitle: Alpha\nplatforms: [iOS]\n---\n# Alpha\n\n## Rules\n\n- **Do not use red alone.** Add a word.\n")
        try write("content/b.md", "---\ntitle: Beta\nplatforms: [macOS]\n---\n# Beta\n\n**Never squeeze targets.** Keep space.\n")
        try write("content/draft.md", "---\ntitle: Draft\ndraft: true\n---\n# Draft\n\nNot yet.\n")
    }

    @Test func configAndTemplatesOptionsReadOtherFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        try write("precept.yml", "title: Default Title\n")
        try write("other.yml", "title: Other Title\n")
        try write("mine/assets/custom.css", "/* from the folder given with --templates */\n")
        let result = try PreceptBinary.run(["build", "--config", "other.yml", "--templates", "mine"], in: root)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(try read("public/index.html").contains("<title>Other Title</title>"))
        #expect(try read("public/assets/custom.css") == "/* from the folder given with --templates */\n")
        #expect(try PreceptBinary.run(["build"], in: root).status == 0)
        #expect(try read("public/index.html").contains("<title>Default Title</title>"))
        #expect(try read("public/assets/custom.css") != "/* from the folder given with --templates */\n")
    }

    @Test func quietLeavesOutTheSummaryButNotTheDiagnostics() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        try write("content/c.md", "# Gamma\n\nSee [a missing page](nowhere.md).\n")
        let loud = try PreceptBinary.run(["build", "--no-cache"], in: root)
        #expect(loud.standardOutput.contains("public/"), "\(loud.standardOutput)")
        let quiet = try PreceptBinary.run(["build", "--no-cache", "--quiet"], in: root)
        #expect(quiet.status == 0)
        #expect(quiet.standardOutput == "")
        #expect(quiet.standardError.contains("[links.missing-page]"), "\(quiet.standardError)")
    }

    @Test func draftsAreLeftOutUnlessTheConfigurationAsks() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        #expect(try PreceptBinary.run(["build"], in: root).status == 0)
        #expect(exists("public/a.html") && !exists("public/draft.html"))
        try write("precept.yml", "drafts: true\n")
        #expect(try PreceptBinary.run(["build"], in: root).status == 0)
        #expect(exists("public/draft.html"))
    }

    @Test func rulesAreFilteredByPageAndPlatform() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        func leads(_ arguments: [String]) throws -> [String] {
            let result = try PreceptBinary.run(["rules"] + arguments, in: root)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
            return (json["rules"] as? [[String: Any]] ?? []).compactMap { $0["lead"] as? String }
        }
        #expect(try leads([]) == ["Do not use red alone.", "Never squeeze targets."])
        #expect(try leads(["--platform", "iOS"]) == ["Do not use red alone."])
        #expect(try leads(["--page", "b"]) == ["Never squeeze targets."])
        #expect(try leads(["--page", "b", "--platform", "iOS"]) == [])
    }

    /// `--page-memory` sets the budget as `limits: page_memory_mb:` does; 0 means none, in either place.
    @Test func pageMemoryFromTheCommandLineAndZeroForNone() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        // A 4,000-column table with 4,000 one-cell rows: cmark pads every row, 16 million cells.
        try write(
            "content/wide.md",
            "# Wide\n\n" + String(repeating: "|x", count: 4000) + "|\n" + String(repeating: "|-", count: 4000) + "|\n"
                + String(repeating: "|a\n", count: 4000))
        try write("precept.yml", "limits:\n  table_columns: 100000\n  page_time: 60\n")
        let limited = try PreceptBinary.run(["check", "--no-cache", "--page-memory", "400"], in: root)
        #expect(
            limited.standardError.contains("content/wide.md:1:1: error: processing this page needed more than its 400 MB memory budget"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/wide.md"))
        try write("precept.yml", "limits:\n  page_memory_mb: 0\n")
        let unlimited = try PreceptBinary.run(["check", "--no-cache"], in: root)
        #expect(unlimited.status == 0)
        #expect(unlimited.standardError.contains("0 errors, 0 warnings"), "page_memory_mb: 0 is accepted: \(unlimited.standardError)")
        #expect(try PreceptBinary.run(["check", "--no-cache", "--page-memory", "0"], in: root).status == 0)
    }

    @Test func diagnosticsWithoutATestOfTheirOwn() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "base_url: ftp://example.com/\n")
        try write("content/a.md", "# Alpha\n\nSee [a picture](images/missing.png) and [a note](../outside.md).\n")
        try write("content/b.md", "---\ntitle: Beta\n? [x, y]\n: z\n---\n# Beta\n\nText.\n")
        let result = try PreceptBinary.run(["check"], in: root)
        for expected in [
            "precept.yml:1:11: warning: 'base_url' should be an absolute http(s) URL, found 'ftp://example.com/' [config.invalid-url]",
            "content/a.md:3:5: warning: link to missing file 'images/missing.png' [links.missing-file]",
            "content/a.md:3:41: warning: link '../outside.md' points outside the content folder [links.outside-content]",
            "content/b.md:3:3: warning: front matter keys must be plain text, found a list; this entry is ignored [frontmatter.complex-key]",
        ] {
            #expect(result.standardError.contains(expected), "\(expected)\n\(result.standardError)")
        }
    }

    /// cmark-gfm fails only when memory runs out; the debug build's hook fails it for one page, which is an error at
    /// that page while the others build.
    @Test func aParserThatCannotStartIsAnErrorOnItsPageAlone() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try makeSite()
        try write("content/c.md", "# Gamma\n\nPARSER-FAILS-HERE\n")
        let result = try PreceptBinary.run(
            ["check", "--no-cache"], in: root, environment: ["PRECEPT_TEST_PARSER_FAIL_ON": "PARSER-FAILS-HERE"])
        #expect(result.status == 1)
        #expect(
            result.standardError.contains("content/c.md:1:1: error: could not create the Markdown parser [markdown.parser]"),
            "\(result.standardError)")
        // The other pages are checked: one error, and the pages count all three.
        #expect(result.standardError.contains("1 error, "), "\(result.standardError)")
        #expect(result.standardError.contains(" in 3 pages"), "\(result.standardError)")
    }

    /// A worker that cannot be started: the page is processed here, with a note saying its budgets did not apply.
    @Test func aPageProcessedWithoutAWorkerSaysSo() async {
        let missing = "/nonexistent/precept-\(UUID().uuidString)"
        let pool = PageWorkerPool(executable: missing, settings: IsolationSettings(mode: .workers(executable: missing), workerCount: 1))
        let source = PageSource(relativePath: "a.md", displayPath: "content/a.md", text: "# Alpha\n\nText.\n")
        let (result, encoded) = await pool.processEncoded(source, options: PageProcessor.Options())
        #expect(encoded == nil)
        #expect(result.page?.title == "Alpha")
        let note = result.diagnostics.first { $0.id == "page.not-isolated" }
        #expect(note?.severity == .note)
        #expect(note?.location?.path == "content/a.md")
        await pool.shutdown()
    }
}
