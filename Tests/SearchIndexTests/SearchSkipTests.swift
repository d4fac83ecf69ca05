import Guidelines
import Testing

@testable import SearchIndex

/// Search reads a page's prose, not the words of the widgets its color tables are drawn as, and each page's
/// sections keep their own headings and anchors around them.
@Suite struct SearchSkipTests {
    @Test func textBetweenTheMarkersIsSkippedAndBreaksWords() {
        let html =
            "<p>Before</p>"
            + SearchSkipMarkers.wrap("<div><label>Color vision <select><option>Typical</option></select></label></div>").markup
            + "after<h2 id=\"next\">Next</h2><p>More</p>"
        #expect(
            SearchHTMLText.sections(of: html, firstTitle: "Page") == [
                .init(anchor: nil, title: "Page", text: "Before after"),
                .init(anchor: "next", title: "Next", text: "More"),
            ])
    }

    @Test func anUnclosedMarkerSkipsToTheEnd() {
        let html = "<p>Kept</p>" + SearchSkipMarkers.start + "<p>lost</p>"
        #expect(SearchHTMLText.sections(of: html, firstTitle: "Page").map(\.text) == ["Kept"])
    }

    @Test func aColorPagesSectionsHoldItsProseAndNoSwatchWords() throws {
        let markdown = """
            # Color

            Use color to signal status.

            ## System colors

            These adapt to every appearance.

            | Name | Default (light) | Default (dark) |
            |---|---|---|
            | Blue | #0088FF | #0091FF |
            | Red | #FF383C | #FF4245 |

            ## Pairs

            | Background color | Text color |
            |---|---|
            | #FFFFFF | #000000 |
            """
        let page = try #require(
            PageProcessor().process(PageSource(relativePath: "color.md", displayPath: "content/color.md", text: markdown)).page)
        #expect(page.bodyHTML.contains("Protanopia"), "the swatches are drawn")
        let document = SearchDocument(page: page, group: "General")
        let text = document.sections.map(\.text).joined(separator: " ")
        for widgetWord in ["Protanopia", "Typical", "Color vision", "SwiftUI", "rgb()", "Live", "fails", "pass", "Aa"] {
            #expect(!text.contains(widgetWord), "\(widgetWord) in \(text)")
        }
        #expect(document.sections.map(\.text) == ["Use color to signal status.", "These adapt to every appearance.", ""])
        #expect(document.colors.map(\.name) == ["Blue", "Red", "Pair 1"], "the colors are still found as colors")
    }
}
