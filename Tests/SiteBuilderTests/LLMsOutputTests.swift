import Foundation
import Testing

@testable import SiteBuilder

/// `llms.txt`, `llms-full.txt` and the pages' Markdown copies in a built site, and `llms:` in precept.yml.
struct LLMsOutputTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-llms-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        (try? Data(contentsOf: root.appendingPathComponent("public/" + path))).map { String(decoding: $0, as: UTF8.self) }
    }

    func writeSite(config: String = "") throws {
        try write("precept.yml", "title: Acme guidelines\ndescription: How Acme apps look.\n" + config)
        try write("content/about.md", "---\ntitle: About\ndescription: What these pages are.\n---\n\nIntro text.\n")
        try write(
            "content/foundations/color.md",
            "# Color\n\nColor sets the mood. See [about](../about.md).\n\n## Rules\n\n- **Never use red alone.** Pair it.\n")
        try write("content/foundations/type.md", "# Type\n\nType is text.\n")
    }

    func build() async -> BuildReport { await SiteBuild(BuildRequest(projectRoot: root)).run() }

    @Test func everyPageHasACopyAndTheIndexesListThem() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite()
        #expect(await build().succeeded)
        #expect(
            read("llms.txt")
                == """
                # Acme guidelines

                > How Acme apps look.

                Each link below is a page's Markdown copy; the same path ending in .html is the page for people. [llms-full.txt](llms-full.txt) holds every page in one file.

                ## General

                - [About](about.md): What these pages are.

                ## Foundations

                - [Color](foundations/color.md): Color sets the mood. See about.
                - [Type](foundations/type.md): Type is text.

                """)
        let copy = try #require(read("foundations/color.md"))
        #expect(copy.hasPrefix("---\ntitle: \"Color\"\nid: \"foundations/color\"\n"))
        #expect(copy.contains("\n# Color\n\nColor sets the mood. See [about](../about.md).\n"))
        #expect(copy.contains("  - **Must not:** **Never use red alone.** Pair it.\n"))
        #expect(
            read("foundations/color.html")?.contains(#"<link rel="alternate" type="text/markdown" href="../foundations/color.md">"#) == true
        )
        let full = try #require(read("llms-full.txt"))
        #expect(full.hasPrefix("# Acme guidelines\n\n> How Acme apps look.\n\n<!-- about.md -->\n\n# About\n\nIntro text.\n"))
        #expect(full.contains("<!-- foundations/color.md -->\n\n# Color\n") && full.contains("<!-- foundations/type.md -->"))
        #expect(!full.contains("title: \""), "the pages' front matter is left out")
    }

    @Test func aBaseURLMakesTheLinksAbsolute() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "base_url: https://design.acme.test/guide\n")
        #expect(await build().succeeded)
        #expect(read("llms.txt")?.contains("- [Type](https://design.acme.test/guide/foundations/type.md): Type is text.\n") == true)
    }

    @Test func llmsFalseWritesNoneOfThem() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "llms: false\n")
        #expect(await build().succeeded)
        for path in ["llms.txt", "llms-full.txt", "about.md", "foundations/color.md"] { #expect(read(path) == nil, "\(path)") }
        #expect(read("foundations/color.html")?.contains("text/markdown") == false)
        // Turned on again, the next build adds them.
        try writeSite(config: "llms: { full: false }\n")
        #expect(await build().succeeded)
        #expect(read("llms.txt")?.contains("- [About](about.md)") == true && read("llms-full.txt") == nil && read("about.md") != nil)
        #expect(read("llms.txt")?.contains("llms-full.txt") == false, "llms.txt links no file the site lacks")
    }

    @Test func theFullFileStopsAtItsSizeAndSaysSo() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "llms:\n  full_max_kb: 1\n")
        for number in 0..<6 {
            try write("content/notes/n\(number).md", "# Note \(number)\n\n" + String(repeating: "Words here. ", count: 30) + "\n")
        }
        #expect(await build().succeeded)
        let full = try #require(read("llms-full.txt"))
        #expect(full.utf8.count <= 1024)
        #expect(full.contains("<!-- about.md -->"))
        #expect(
            full.contains(
                "more pages are not in this file, which stops at 1 KB (`llms: full_max_kb:` in precept.yml); [llms.txt](llms.txt) links every page.\n"
            ))
    }

    @Test func textIsEscapedAndAHandWrittenLLMsTxtIsKept() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite()
        try write("content/tags.md", "---\ntitle: Tags *and* [links]\n---\n\nQuote `<img src=x onerror=alert(1)>` with care.\n")
        try write("content/odd).md", "# Odd\n\nText.\n")
        #expect(await build().succeeded)
        let index = try #require(read("llms.txt"))
        #expect(index.contains("- [Tags \\*and\\* \\[links\\]](tags.md): Quote \\<img src=x onerror=alert(1)\\> with care.\n"), "\(index)")
        #expect(index.contains("- [Odd](odd%29.md)"))
        try write("content/llms.txt", "# Our own\n")
        #expect(await build().succeeded)
        #expect(read("llms.txt") == "# Our own\n")
    }

    @Test func withoutCopiesTheFullFileLinksTheHTMLPages() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "llms: { markdown: false }\n")
        #expect(await build().succeeded)
        #expect(read("llms-full.txt")?.contains("See [about](../about.html).") == true)
        #expect(read("llms.txt")?.contains("- [About](about.html): ") == true)
    }

    @Test func aSiteAboveMaxPagesLeavesTheCopiesOutAndSaysSo() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Three pages: one more than max_pages.
        try writeSite(config: "llms: { max_pages: 2 }\n")
        let report = await build()
        #expect(report.succeeded)
        let notes = report.diagnostics.diagnostics.filter { $0.id.rawValue == "content.large-site" }
        #expect(notes.count == 1 && notes.first?.severity == .note)
        #expect(notes.first?.message.contains("the content has 3 pages (drafts included), more than llms.max_pages (2)") == true)
        for path in ["llms-full.txt", "about.md", "foundations/color.md"] { #expect(read(path) == nil, "\(path)") }
        #expect(read("llms.txt")?.contains("- [Color](foundations/color.html): ") == true)
        #expect(read("llms.txt")?.contains("llms-full.txt") == false)
        #expect(read("foundations/color.html")?.contains("text/markdown") == false)
        // Touched but unchanged, a page keeps its key: the next build is a no-op.
        let page = root.appendingPathComponent("content/about.md")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: page.path)
        let touched = await build()
        #expect(touched.nothingChanged && touched.pagesRebuilt == nil, "the fingerprint's fast path, not a build against the memo")
        // Raised, the next build writes them.
        try writeSite(config: "llms: { max_pages: 3 }\n")
        let raised = await build()
        #expect(!raised.diagnostics.diagnostics.contains { $0.id.rawValue == "content.large-site" })
        #expect(read("about.md") != nil && read("llms-full.txt") != nil)
        #expect(read("llms.txt")?.contains("- [Color](foundations/color.md): ") == true)
    }

    /// In a `watch` session, a page added or removed across `max_pages` turns the copies off or on for every
    /// page, not only the one the watcher named: the others are processed again and their HTML re-rendered.
    @Test func aSessionCrossingMaxPagesTurnsEveryCopyOffAndOnAgain() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "llms: { max_pages: 3 }\n")
        var request = BuildRequest(projectRoot: root)
        request.mode = .session
        var memo = await SiteBuild(request).run(memo: nil).memo
        #expect(read("about.md")?.contains("Intro text.") == true)
        // A fourth page: over the limit.
        try write("content/extra.md", "# Extra\n\nMore.\n")
        let over = await SiteBuild(request).run(memo: memo, changed: ["extra.md"])
        memo = over.memo
        #expect(over.report.diagnostics.diagnostics.contains { $0.id.rawValue == "content.large-site" })
        for path in ["about.md", "extra.md", "llms-full.txt"] { #expect(read(path) == nil, "\(path)") }
        for path in ["about.html", "foundations/type.html", "extra.html"] {
            #expect(read(path)?.contains("text/markdown") == false, "\(path) links a copy the site no longer has")
        }
        #expect(read("llms.txt")?.contains("- [About](about.html): ") == true)
        // Removed again: every copy is back, with its page's text.
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/extra.md"))
        let back = await SiteBuild(request).run(memo: memo, changed: ["extra.md"])
        #expect(back.report.succeeded)
        #expect(read("about.md")?.contains("Intro text.") == true)
        #expect(read("foundations/type.md")?.contains("Type is text.") == true)
        #expect(read("llms-full.txt")?.contains("Intro text.") == true)
        #expect(read("about.html")?.contains("text/markdown") == true)
        #expect(read("llms.txt")?.contains("- [About](about.md): ") == true)
    }

    /// A draft counts towards `max_pages` (the copies are decided before pages are read); adding one, which
    /// changes no page the site shows, still takes `llms.txt` off the copies.
    @Test func aDraftCrossingMaxPagesRewritesLLMsTxt() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "llms: { max_pages: 3 }\n")
        #expect(await build().succeeded)
        #expect(read("llms.txt")?.contains("- [About](about.md): ") == true)
        try write("content/later.md", "---\ndraft: true\n---\n# Later\n\nNot yet.\n")
        #expect(await build().succeeded)
        #expect(read("about.md") == nil && read("llms-full.txt") == nil)
        #expect(read("llms.txt")?.contains("- [About](about.html): ") == true, "\(read("llms.txt") ?? "none")")
        #expect(read("llms.txt")?.contains("llms-full.txt") == false)
    }

    @Test func aPageInALanguagesFolderSaysItsLanguage() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "languages: [en, fr]\n")
        try write("content/fr/about.md", "---\ntitle: À propos\n---\n\nTexte.\n")
        #expect(await build().succeeded)
        #expect(read("fr/about.md")?.contains("\nlanguage: \"fr\"\n") == true, "\(read("fr/about.md") ?? "none")")
    }

    @Test func mistakesInTheSettingAreWarningsAtTheirLine() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try writeSite(config: "llms:\n  txt: sometimes\n  fulll: true\n  full_max_kb: 99999\n  max_pages: many\n")
        let report = await build()
        #expect(report.succeeded)
        let found = report.diagnostics.diagnostics.filter { $0.id.rawValue.hasPrefix("config.") }.map {
            "\($0.location?.line ?? 0) \($0.id.rawValue)"
        }
        #expect(found == ["4 config.wrong-type", "5 config.unknown-key", "6 config.wrong-type", "7 config.wrong-type"])
        #expect(read("llms.txt") != nil, "the defaults stand")
    }
}
