import ColorScience
import Foundation
import FrontMatter
import Testing

@testable import Guidelines

/// Every value a color widget shows comes from a page: its front matter, its headings, its cells. None reaches the
/// markup unescaped (issue 47: `platforms:` reached the toolbar raw and ran script on load).
@Suite struct SwatchEscapingTests {
    static let hostile = "<img src=x onerror=alert(document.domain)>"

    func page(_ markdown: String) -> Page {
        PageProcessor().process(PageSource(relativePath: "p.md", displayPath: "p.md", text: markdown)).page!
    }

    @Test func thePagesPlatformsAreEscapedInTheToolbar() {
        let html = page(
            """
            ---
            title: Palette
            platforms: ["\(Self.hostile)", "iOS"]
            ---
            # Palette

            ## System colors

            | Name | Default (light) | Default (dark) |
            |---|---|---|
            | Red | #FF383C | #FF4245 |
            | Blue | #0088FF | #0091FF |
            """
        ).bodyHTML
        #expect(!html.contains("<img"), "\(html)")
        #expect(html.contains("<span class=\"swatch-count\">2 colors · &lt;img src=x onerror=alert(document.domain)&gt;, iOS</span>"))
    }

    @Test func namesTitlesAndDeprecationReasonsAreEscapedInEveryWidget() {
        let tables = page(
            """
            # Palette

            ## Pairs <b>x</b> \\<script>

            | Name | Foreground | Background |
            |---|---|---|
            | \\<svg onload=alert(1)> | #000000 | #FFFFFF |

            ## Specs \\<script>alert(1)\\</script>

            | Name | SwiftUI API | Default (light) | Default (dark) |
            |---|---|---|---|
            | \\<svg onload=alert(2)> | `"><svg onload=alert(3)>` | #FF383C | #FF4245 |
            | Blue \\<i> | `blue` | #FF383D | #0091FF |
            """
        ).colorTables
        #expect(tables.count == 2)
        for table in tables {
            let html =
                table.kind == .pairs
                ? ColorPairHTMLRenderer.render(table).markup : SwatchHTMLRenderer(settings: ColorCheckSettings()).render(table).markup
            #expect(!html.contains("<svg onload"), "\(html)")
            #expect(!html.contains("<script"), "\(html)")
            #expect(!html.contains("<i>"), "\(html)")
        }
    }
}
