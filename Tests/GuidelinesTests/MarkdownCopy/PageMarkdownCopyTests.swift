import FrontMatter
import Guidelines
import Testing

/// The clean Markdown copy of a page (`PageMarkdownCopy`), written by cmark-gfm's CommonMark renderer.
struct PageMarkdownCopyTests {
    func copy(_ text: String, path: String = "foundations/sample.md", options: PageProcessor.Options = PageProcessor.Options()) -> String {
        let result = PageProcessor(options: options).process(PageSource(relativePath: path, displayPath: "content/" + path, text: text))
        guard let page = result.page else { return "<no page>" }
        // The copy as the site writes it: none when the page has no body for one.
        return page.markdownText.isEmpty ? "" : PageMarkdownCopy.copy(of: page, body: page.markdownText)
    }

    static let page = """
        ---
        title: 'Sample "colors"'
        description: Colors
          on two lines
        platforms: iOS
        reviewed: October 2026
        ---

        Intro with a [page link](../components/buttons.md#states), a [bad one](javascript:alert(1)) and <b>raw</b> HTML.

        <script>alert(1)</script>

        ## Best practices

        - **Never rely on color alone.** Add a symbol.
        - **Prefer system colors.** They adapt.

        ## Specifications

        | Name | SwiftUI API | Light | Dark |
        |---|---|---|---|
        | Red | `red` | R-255,G-56,B-60 | rgb(255 66 69) |
        | Blue | `blue` | #08F | color(display-p3 0 0.57 1) |

        Not a color table:

        | Step | Owner |
        |---|---|
        | Review | Design |
        """

    @Test func frontMatterIsWrittenInOneForm() {
        let text = copy(Self.page)
        #expect(
            text.hasPrefix(
                """
                ---
                title: "Sample \\"colors\\""
                description: "Colors on two lines"
                id: "foundations/sample"
                language: "en"
                platforms: ["iOS"]
                reviewed: "2026-10"
                source: "foundations/sample.md"
                html: "foundations/sample.html"
                ---

                # Sample "colors"

                """), "\(text)")
    }

    @Test func colorTablesAreRegularWithHexValuesAndOtherTablesStayAsWritten() {
        let text = copy(Self.page)
        #expect(text.contains("| Name | API | Light | Dark |\n| --- | --- | --- | --- |\n| Red | SwiftUI: `red` | #FF383C | #FF4245 |\n"))
        #expect(text.contains("| Blue | SwiftUI: `blue` | #0088FF | #"), "\(text)")
        #expect(text.contains("`color(display-p3 0 0.57 1)`"), "a Display P3 value keeps its components beside its hex")
        #expect(!text.contains("R-255,G-56,B-60"))
        #expect(text.contains("| Step | Owner |"), "a table that is not about colors is left as written")
    }

    @Test func rulesAreLedByTheirKind() {
        let text = copy(Self.page)
        #expect(text.contains("  - **Must not:** **Never rely on color alone.** Add a symbol."), "\(text)")
        #expect(text.contains("  - **Prefer:** **Prefer system colors.** They adapt."))
    }

    @Test func linksPointAtCopiesAndNothingUnsafeGetsThrough() {
        let text = copy(Self.page)
        #expect(text.contains("[page link](../components/buttons.md#states)"))
        #expect(!text.lowercased().contains("javascript:"))
        #expect(text.contains("[bad one]()"))
        // Raw HTML is shown as the HTML page shows it: as text (inline) or code (a block), never as markup.
        #expect(text.contains("\\<b\\>raw\\</b\\>") || text.contains("\\<b>raw\\</b>"), "\(text)")
        #expect(text.contains("``` html\n<script>alert(1)</script>\n```") || text.contains("```html\n<script>alert(1)</script>\n```"))
        // With raw HTML allowed, it is kept sanitized.
        let allowed = copy(Self.page, options: PageProcessor.Options(allowRawHTML: true))
        #expect(allowed.contains("<b>raw</b>") && !allowed.contains("<script"), "\(allowed)")
    }

    /// With raw HTML allowed, a block the sanitizer changes at its start (an unknown tag removed) or opens with a blank
    /// line would let its inside be read as Markdown: it is written as code instead.
    @Test func sanitizedHTMLThatWouldReadAsMarkdownIsWrittenAsCode() {
        let options = PageProcessor.Options(allowRawHTML: true)
        for page in [
            "<section>\n[click](javascript:alert(1))\n</section>\n", "<div>\n<script>x</script>\n[click](javascript:alert(1))\n</div>\n",
        ] {
            let text = copy(page, options: options)
            // The link's text is inside the fence, as code; nothing outside it mentions the scheme.
            let parts = text.components(separatedBy: "``` html\n")
            let outside = parts[0] + (parts.count > 1 ? parts[1].components(separatedBy: "\n```\n").dropFirst().joined() : "")
            #expect(parts.count == 2 && parts[1].contains("[click](javascript:alert(1))") && !outside.contains("javascript"), "\(text)")
            #expect(!text.contains("<script"))
        }
        #expect(
            copy("<div class=\"note\" onclick=\"x()\">\nKept.\n</div>\n", options: options).contains("<div class=\"note\">\nKept.\n</div>"))
    }

    @Test func linksPointAtTheHTMLWhenTheSiteWritesNoCopies() {
        let text = copy(Self.page, options: PageProcessor.Options(copyLinksToCopies: false))
        #expect(text.contains("[page link](../components/buttons.html#states)"), "\(text)")
    }

    @Test func theLanguageTheSiteGivesIsTheOneTheFrontMatterSays() throws {
        let result = PageProcessor().process(PageSource(relativePath: "fr/a.md", displayPath: "content/fr/a.md", text: Self.page))
        var page = try #require(result.page)
        let made = copy(Self.page, path: "fr/a.md")
        page.language = LanguageTag("fr")!
        let french = PageMarkdownCopy.copy(of: page, body: page.markdownText)
        #expect(french.contains("\nlanguage: \"fr\"\n") && !french.contains("language: \"en\""))
        #expect(french.replacingOccurrences(of: "language: \"fr\"", with: "language: \"en\"") == made, "nothing else changes")
    }

    /// cmark-gfm's writer leaves a `|` bare inside strikethrough in a cell; the copy escapes it, so the row keeps its cells.
    @Test func aPipeStruckThroughInATableCellStaysEscaped() {
        let text = copy("| A | B |\n|---|---|\n| ~~a\\|b\\|c~~ | d |\n| *x\\|y* | e |\n")
        #expect(text.contains("| ~~a\\|b\\|c~~ | d |\n| *x\\|y* | e |\n"), "\(text)")
        #expect(copy("~~a|b~~ outside a table\n").contains("~~a|b~~ outside a table"))
    }

    @Test func aPageWithoutAnH1GetsItsTitleAndOneWithAnH1KeepsIt() {
        #expect(copy("Just text.\n").contains("---\n\n# Sample\n\nJust text.\n"))
        let withHeading = copy("# Own title\n\nText.\n")
        #expect(withHeading.contains("---\n\n# Own title\n\nText.\n") && withHeading.components(separatedBy: "# Own title").count == 2)
    }

    @Test func noCopyIsMadeWhenTheSiteWritesNone() {
        #expect(copy(Self.page, options: PageProcessor.Options(markdownCopies: false)) == "")
    }
}
