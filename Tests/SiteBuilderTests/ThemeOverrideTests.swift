import Diagnostics
import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteRendering

/// `Tests/Fixtures/theme-override/` replaces the header and sets the accent color through `assets/custom.css`.
@Suite struct ThemeOverrideTests {
    static let pages = ["index.html", "404.html", "checklist.html", "basics/spacing.html", "basics/voice.html"]

    @Test func overriddenFilesChangeTheOutputAndTheRestComeFromTheBuiltInTheme() async throws {
        let root = try FixtureSite.scratchCopy("theme-override")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        #expect(report.diagnostics.diagnostics.isEmpty, "\(report.diagnostics.diagnostics.map(DiagnosticFormatter.text))")
        let out = root.appendingPathComponent("public")
        for path in Self.pages {
            let html = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
            #expect(html.contains("<span class=\"team-name\">Made by the Harbor design team</span>"), "\(path) lacks the new header")
            #expect(!html.contains("data-theme-toggle"), "\(path) still has the built-in header")
            #expect(html.contains("<aside class=\"sidebar\">"), "\(path) lacks the built-in navigation")
            #expect(html.contains("<footer class=\"site-footer\">"), "\(path) lacks the built-in footer")
            #expect(html.contains("custom.css\">"), "\(path) does not load custom.css")
        }
        let spacing = try String(contentsOf: out.appendingPathComponent("basics/spacing.html"), encoding: .utf8)
        #expect(spacing.contains("<details class=\"toc\" data-toc>"), "the built-in toc partial is used")
        let css = try String(contentsOf: out.appendingPathComponent("assets/custom.css"), encoding: .utf8)
        #expect(css.contains(":root { --accent: #8a2be2; }"))
        let builtInCSS = try String(contentsOf: out.appendingPathComponent("assets/precept.css"), encoding: .utf8)
        #expect(builtInCSS == Theme.builtIn.files["assets/precept.css"])
    }

    @Test func checklistListsTheRulesWithLinksBack() async throws {
        let root = try FixtureSite.scratchCopy("theme-override")
        defer { try? FileManager.default.removeItem(at: root) }
        _ = await SiteBuild(BuildRequest(projectRoot: root)).run()
        let html = try String(contentsOf: root.appendingPathComponent("public/checklist.html"), encoding: .utf8)
        #expect(html.contains("<title>Checklist – Harbor Guidelines</title>"))
        #expect(html.contains("<a href=\"basics/spacing.html\">Spacing</a>"))
        #expect(html.contains("<h2 id=\"checklist-basics/spacing\">"))
        #expect(!html.contains("id=\"checklist-basics/voice\""), "a page without rules is not listed")
        #expect(
            html.contains(
                "<a class=\"rule-lead\" href=\"basics/spacing.html#rule-never-let-two-tappable-controls-touch\">"
                    + "Never let two tappable controls touch.</a>"))
        // review.js names the rule from its page's id and its link's slug; the markup does not repeat either.
        #expect(html.contains("<section class=\"checklist-page\" data-page=\"basics/spacing\""))
        #expect(!html.contains("data-rule=") && !html.contains("rule-link"))
        #expect(html.contains("<span class=\"rule-kind-icon\" aria-hidden=\"true\">⊘</span> Must not</span>"))
        #expect(html.contains("<h3 class=\"checklist-section\"><a href=\"basics/spacing.html#rules\">Rules</a></h3>"))
        #expect(html.contains("href=\"basics/spacing.html#rule-use-multiples-of-8-points\""))
        #expect(html.contains("2 in all"))
        #expect(html.contains("<option value=\"iOS\">iOS</option>"))

        let spacing = try String(contentsOf: root.appendingPathComponent("public/basics/spacing.html"), encoding: .utf8)
        #expect(spacing.contains("<li id=\"rule-never-let-two-tappable-controls-touch\" class=\"rule rule-must-not\">"))
        #expect(spacing.contains("<span class=\"review-details-title\">Review this page&#39;s rules (2)</span>"))
        #expect(spacing.contains("<div class=\"review-bar\" data-review-bar hidden></div>"))
    }

    /// The header links to the checklist only when some page has rules.
    @Test func builtInHeaderLinksTheChecklistOnlyWhenThereAreRules() async throws {
        let root = try FixtureSite.scratchCopy("theme-override")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("templates"))
        _ = await SiteBuild(BuildRequest(projectRoot: root)).run()
        let voice = try String(contentsOf: root.appendingPathComponent("public/basics/voice.html"), encoding: .utf8)
        #expect(voice.contains("<a class=\"header-link\" href=\"../checklist.html\">Checklist</a>"))

        try FileManager.default.removeItem(at: root.appendingPathComponent("content/basics/spacing.md"))
        _ = await SiteBuild(BuildRequest(projectRoot: root)).run()
        let without = try String(contentsOf: root.appendingPathComponent("public/basics/voice.html"), encoding: .utf8)
        #expect(!without.contains("header-link"))
        let checklist = try String(contentsOf: root.appendingPathComponent("public/checklist.html"), encoding: .utf8)
        #expect(checklist.contains("No page has rules yet."))
    }

    /// Strict mode reports every name that resolves to nothing; the built-in theme must have none, on every kind of page.
    @Test(arguments: ["theme-override", "messy-site"])
    func builtInThemeRendersWithoutStrictModeWarnings(fixture: String) async throws {
        let root = try FixtureSite.scratchCopy(fixture)
        defer { try? FileManager.default.removeItem(at: root) }
        try? FileManager.default.removeItem(at: root.appendingPathComponent("templates"))
        let report = await SiteBuild(BuildRequest(projectRoot: root, mode: .check)).run()
        let templateWarnings = report.diagnostics.diagnostics.filter { $0.id.family == .templates }
        #expect(templateWarnings.isEmpty, "\(templateWarnings.map(DiagnosticFormatter.text))")
    }
}

/// Pages are written as layout head, body, layout tail when the layout shows the body once, unescaped; any
/// other use of `body` in a layout still gets the body itself.
@Suite struct LayoutBodyTests {
    func build(layout: String) async throws -> (page: String, checklist: String) {
        let root = try FixtureSite.scratchCopy("theme-override")
        defer { try? FileManager.default.removeItem(at: root) }
        try layout.write(to: root.appendingPathComponent("templates/layout.mustache"), atomically: true, encoding: .utf8)
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        let out = root.appendingPathComponent("public")
        return (
            try String(contentsOf: out.appendingPathComponent("basics/spacing.html"), encoding: .utf8),
            try String(contentsOf: out.appendingPathComponent("checklist.html"), encoding: .utf8)
        )
    }

    @Test func bodyOnceUnescapedIsWrittenBetweenTheLayoutsHalves() async throws {
        let (page, checklist) = try await build(layout: "<html><title>{{title}}</title><main>{{{body}}}</main></html>\n")
        #expect(page.hasPrefix("<html><title>Spacing</title><main>"))
        #expect(page.hasSuffix("</main></html>\n"))
        #expect(page.contains("<li id=\"rule-never-let-two-tappable-controls-touch\""))
        #expect(!page.contains("precept-body"), "the marker never reaches the output")
        #expect(checklist.contains("data-page=\"basics/spacing\""))
        #expect(checklist.contains("href=\"basics/spacing.html#rule-never-let-two-tappable-controls-touch\""))
    }

    @Test func bodyTwiceEscapedOrInASectionGetsTheBodyItself() async throws {
        let (page, _) = try await build(
            layout: "<main>{{{body}}}</main><aside>{{{body}}}</aside><pre>{{body}}</pre>{{#body}}<p>has body</p>{{/body}}\n")
        let rule = "<li id=\"rule-never-let-two-tappable-controls-touch\""
        #expect(page.components(separatedBy: rule).count == 3, "shown twice unescaped")
        #expect(page.contains("&lt;li id=&quot;rule-never-let-two-tappable-controls-touch&quot;"), "and once escaped")
        #expect(page.contains("<p>has body</p>"))
        #expect(!page.contains("precept-body"))
        let (escapedOnly, _) = try await build(layout: "<pre>{{body}}</pre>\n")
        #expect(escapedOnly.contains("&lt;li id=&quot;rule-never-let-two-tappable-controls-touch&quot;"))
        #expect(!escapedOnly.contains(rule))
        #expect(!escapedOnly.contains("precept-body"))
    }

    @Test func halvesAroundTheOnlyMarker() {
        func halves(_ text: String) -> [String]? {
            SiteRenderer.halves(Array(text.utf8), around: Array("<!--m-->".utf8)).map {
                [String(decoding: $0.0, as: UTF8.self), String(decoding: $0.1, as: UTF8.self)]
            }
        }
        #expect(halves("ab<!--m-->cd") == ["ab", "cd"])
        #expect(halves("<!--m-->") == ["", ""])
        #expect(halves("é<!--m-->色") == ["é", "色"])
        #expect(halves("ab") == nil)
        #expect(halves("<!--m--><!--m-->") == nil)
        #expect(halves("<!--m") == nil)
        #expect(halves("") == nil)
    }
}
