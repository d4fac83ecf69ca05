import Diagnostics
import Foundation
import Testing

@testable import SiteBuilder

@Suite struct FixtureSiteTests {
    @Test func messySiteGivesTheExpectedDiagnostics() async throws {
        let report = await SiteBuild(BuildRequest(projectRoot: FixtureSite.url("messy-site"), mode: .check)).run()
        #expect(report.fatalError == nil)
        #expect(report.pageCount == 8)
        let text = report.diagnostics.sorted.map(DiagnosticFormatter.text).joined(separator: "\n") + "\n"
        let expected = try FixtureSite.expectation("messy-site", file: "expected-diagnostics.txt", actual: text)
        #expect(text == expected)
        #expect(report.diagnostics.errorCount == 0)
        #expect(report.succeeded)
    }

    @Test func strictModeTurnsWarningsIntoFailure() async {
        let report = await SiteBuild(BuildRequest(projectRoot: FixtureSite.url("messy-site"), strict: true, mode: .check)).run()
        #expect(report.diagnostics.warningCount > 0)
        #expect(!report.succeeded)
    }

    @Test func buildWritesEveryPageAndTheIndexFiles() async throws {
        let root = try FixtureSite.scratchCopy("messy-site")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.fatalError == nil)
        #expect(report.outputPath == "public")
        let out = root.appendingPathComponent("public")
        for path in [
            "index.html", "404.html", "api/pages.json", "assets/precept.css", "assets/precept.js",
            "guides/spacing.html", "guides/layout.html", "imported/unclosed.html", "imported/scraped.html",
            "imported/no-front-matter.html", "imported/bad-yaml.html", "imported/broken-bytes.html", "guides/flattened-zh.html",
        ] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(path).path), "missing \(path)")
        }
        // No sitemap without a base URL.
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("sitemap.xml").path))

        let spacing = try String(contentsOf: out.appendingPathComponent("guides/spacing.html"), encoding: .utf8)
        #expect(spacing.contains("<title>Spacing"))
        #expect(!spacing.contains("Acme Design"), "the ' | Site' suffix is stripped from titles")
        #expect(spacing.contains("href=\"layout.html#columns\""))
        #expect(spacing.contains("href=\"../assets/precept.css\""))
        #expect(spacing.contains("padding"), "the Also called synonyms reach the page")

        let layout = try String(contentsOf: out.appendingPathComponent("guides/layout.html"), encoding: .utf8)
        #expect(!layout.contains("javascript:"))
        #expect(layout.contains("&lt;span style="))
        #expect(layout.contains("<hr>"))

        let unclosed = try String(contentsOf: out.appendingPathComponent("imported/unclosed.html"), encoding: .utf8)
        #expect(unclosed.contains("<h2 id=\"placement\">"))
        #expect(unclosed.contains("<h2 id=\"setext-heading-below\">"), "a later '---' is a setext underline, not a fence")

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("api/pages.json"))) as? [String: Any]
        let pages = json?["pages"] as? [[String: Any]] ?? []
        #expect(pages.count == 8)
        let spacingEntry = pages.first { $0["id"] as? String == "spacing" }
        #expect(spacingEntry?["title"] as? String == "Spacing")
        #expect(spacingEntry?["platforms"] as? [String] == ["iOS", "macOS"])
        #expect((spacingEntry?["changeLog"] as? [[String: String]])?.first?["date"] == "May 2, 2026")
        #expect(spacingEntry?["alsoCalled"] as? [String] == ["padding", "margins", "whitespace"])
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() async throws {
        let root = try FixtureSite.scratchCopy("messy-site")
        defer { try? FileManager.default.removeItem(at: root) }
        let first = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(first.succeeded)
        let index = root.appendingPathComponent("public/index.html")
        let before = try Data(contentsOf: index)

        // Break a template so the next build fails.
        let templates = root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("{{#nav}} unclosed".utf8).write(to: templates.appendingPathComponent("layout.mustache"))
        try Data("# New page\n".utf8).write(to: root.appendingPathComponent("content/new.md"))
        let second = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(!second.succeeded)
        #expect(second.diagnostics.diagnostics.contains { $0.id == "templates.syntax" && $0.location?.path == "templates/layout.mustache" })
        #expect(try Data(contentsOf: index) == before)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("public/new.html").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter {
            $0.contains("precept-new") || $0.contains("precept-old")
        }
        #expect(leftovers.isEmpty)
    }

    @Test func userTemplatesOverrideTheBuiltInThemeFileByFile() async throws {
        let root = try FixtureSite.scratchCopy("messy-site")
        defer { try? FileManager.default.removeItem(at: root) }
        let templates = root.appendingPathComponent("my-theme")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try Data("<footer class=\"custom\">Made by the Acme team</footer>\n".utf8).write(
            to: templates.appendingPathComponent("footer.mustache"))
        let report = await SiteBuild(BuildRequest(projectRoot: root, templatesDirectory: "my-theme")).run()
        #expect(report.succeeded)
        let html = try String(contentsOf: root.appendingPathComponent("public/guides/spacing.html"), encoding: .utf8)
        #expect(html.contains("Made by the Acme team"))
        #expect(html.contains("class=\"toc"), "templates not overridden still come from the built-in theme")
    }
}
