import Testing

@testable import Guidelines

/// The Markdown forms that mark a page, a table, a color or a rule deprecated, and what the page shows for them.
@Suite struct DeprecationTests {
    static let page = """
        ---
        title: Tints
        deprecated: Use the Color page
        ---
        # Tints

        ## Accents

        **Deprecated: Use pure black for dark backgrounds.** The system background adapts to every appearance.

        **Prefer the named tints.** They adapt on their own.

        | Name | UIKit API | Light | Dark | Status |
        |---|---|---|---|---|
        | Indigo | `systemIndigo` | #5856D6 | #5E5CE6 | Deprecated: use Blue |
        | Blue | `systemBlue` | #007AFF | #0A84FF | Active |
        | Teal | `systemTeal` | #30B0C7 | #40C8E0 | deprecated |

        ## Legacy tints (deprecated: use Accents)

        | Name | Light | Deprecated |
        |---|---|---|
        | Sand | #C2B280 | yes |
        | Moss | #2E8B57 | no |
        | Rust | #B7410E | Replaced by Ember |
        """

    static func processed() throws -> Page {
        let result = PageProcessor().process(PageSource(relativePath: "tints.md", displayPath: "content/tints.md", text: page))
        return try #require(result.page)
    }

    @Test func eachFormIsReadWithItsReason() throws {
        let page = try Self.processed()
        #expect(page.metadata.deprecated == "Use the Color page")
        let accents = try #require(page.colorTables.first)
        #expect(accents.deprecated == nil)
        #expect(accents.colors.map(\.deprecated) == ["use Blue", nil, ""])
        #expect(accents.appearances == [.light, .dark], "the Status column holds no values")
        let legacy = try #require(page.colorTables.last)
        #expect(legacy.deprecated == "use Accents")
        #expect(legacy.colors.map(\.deprecated) == ["", nil, "Replaced by Ember"])
        let rule = try #require(page.rules.first)
        #expect(rule.lead == "Use pure black for dark backgrounds." && rule.kind == .must)
        #expect(rule.deprecated == "The system background adapts to every appearance.")
        #expect(rule.id == "tints/use-pure-black-for-dark-backgrounds", "marking a rule keeps its id")
        #expect(page.rules.last?.deprecated == nil)
    }

    /// Marking a table's heading keeps the table's id and title (and so its CSS and token names); the heading's own
    /// anchor on the page is the whole heading's.
    @Test func markingATableKeepsItsIdAndTitle() throws {
        let legacy = try #require(try Self.processed().colorTables.last)
        let unmarked = Self.page.replacingOccurrences(of: "## Legacy tints (deprecated: use Accents)", with: "## Legacy tints")
        let result = PageProcessor().process(PageSource(relativePath: "tints.md", displayPath: "content/tints.md", text: unmarked))
        let before = try #require(result.page?.colorTables.last)
        #expect(legacy.id == before.id && legacy.id == "tints/legacy-tints")
        #expect(legacy.title == "Legacy tints" && before.deprecated == nil)
        #expect(legacy.anchor == "legacy-tints-deprecated-use-accents")
        #expect(Deprecation.unmarkedHeading("Old (Deprecated)") == "Old")
        #expect(Deprecation.unmarkedHeading("(deprecated)") == "(deprecated)")
        #expect(Deprecation.unmarkedHeading("Tints (2024)") == "Tints (2024)")
    }

    @Test func theSwatchTableShowsTheMarkInWordsBesideTheIcon() throws {
        let page = try Self.processed()
        let html = page.bodyHTML
        #expect(html.contains("<tr class=\"spec-row is-deprecated\""))
        #expect(html.contains("<span class=\"deprecated-badge\"><svg class=\"deprecated-icon\""))
        #expect(html.contains("</svg> Deprecated: use Blue</span>"))
        #expect(html.contains("</svg> <strong>Deprecated</strong>: use Accents</p>"))
        #expect(html.components(separatedBy: "deprecated-badge").count - 1 == 4, "Indigo, Teal, Sand and Rust")
    }

    @Test(
        arguments: [
            ("Deprecated", ""), ("deprecated — use Blue", "use Blue"), ("Deprecated (use Blue)", "use Blue"), ("已弃用：使用蓝色", "使用蓝色"),
            ("Active", nil), ("", nil),
        ] as [(String, String?)])
    func statusCells(cell: String, reason: String?) {
        #expect(Deprecation.status(cell) == reason)
    }

    @Test func ruleLeadsNeedTheWordAndASeparator() {
        #expect(Deprecation.ruleLead("Deprecated: Use black.") == "Use black.")
        #expect(Deprecation.ruleLead("Deprecated. Use black.") == "Use black.")
        #expect(Deprecation.ruleLead("Deprecated APIs still compile.") == nil)
        #expect(Deprecation.ruleLead("Deprecated:") == nil)
    }
}

/// Review findings: a Status column of names, and titles whose lowercase is longer.
@Suite struct DeprecationEdgeTests {
    @Test func aStatusColumnIsTheNamesWhenNoOtherColumnIs() throws {
        let text = "# States\n\n| Status | Light | Dark |\n|---|---|---|\n| Success | #34C759 | #30D158 |\n| Error | #FF3B30 | #FF453A |\n"
        let result = PageProcessor().process(PageSource(relativePath: "s.md", displayPath: "content/s.md", text: text))
        let table = try #require(result.page?.colorTables.first)
        #expect(table.colors.map(\.name) == ["Success", "Error"])
        #expect(table.colors.allSatisfy { $0.deprecated == nil })
    }

    @Test func headingsWithLettersWhoseLowercaseIsLongerDoNotTrap() {
        #expect(Deprecation.heading("İİİ tints (deprecated: use Blue)") == "use Blue")
        #expect(Deprecation.heading("İİ (Deprecated)") == "")
        #expect(Deprecation.heading("İİ tints") == nil)
    }
}
