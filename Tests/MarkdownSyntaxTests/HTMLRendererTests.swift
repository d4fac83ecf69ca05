import Diagnostics
import Testing

@testable import MarkdownSyntax

private func render(_ markdown: String, _ options: HTMLRenderer.Options = .init()) -> RenderedBody {
    let source = SourceText(path: "t.md", text: markdown)
    let document = MarkdownParser().parse(markdown, source: source)
    return HTMLRenderer(options: options).render(document, source: source)
}

@Suite struct HTMLRendererTests {
    @Test func paragraphsEmphasisAndCode() {
        let body = render("Some *soft* and **strong** `x<y` text.\n")
        #expect(body.html == "<p>Some <em>soft</em> and <strong>strong</strong> <code>x&lt;y</code> text.</p>\n")
    }

    @Test func leadingTitleIsOmittedAndReported() {
        let body = render("# Color\n\nIntro.\n\n## Usage\n")
        #expect(body.omittedTitle == "Color")
        #expect(!body.html.contains("<h1"))
        #expect(body.headings.map(\.id) == ["usage"])
    }

    @Test func headingIdsAreStableAndUnique() {
        let body = render("## iOS, iPadOS system gray colors\n\n## Don't\n\n## Usage\n\n## Usage\n\n## 最佳实践\n")
        #expect(body.headings.map(\.id) == ["ios-ipados-system-gray-colors", "don-t", "usage", "usage-2", "最佳实践"])
        #expect(body.html.contains("<h2 id=\"usage-2\">Usage <a class=\"heading-anchor\" href=\"#usage-2\""))
    }

    @Test func linkHeadingKeepsItsSourceLinkAndGetsIdFromText() {
        let body = render("## [Best practices](https://example.com/g#Best-practices)\n")
        let heading = body.headings[0]
        #expect(heading.id == "best-practices")
        #expect(heading.sourceURL == "https://example.com/g#Best-practices")
        #expect(body.html.contains("<a href=\"https://example.com/g#Best-practices\" rel=\"noopener\">Best practices</a>"))
    }

    @Test(arguments: [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", " java\tscript:alert(1)", "vbscript:msgbox", "data:text/html;base64,PHNjcmlwdD4=",
        "file:///etc/passwd",
    ])
    func unsafeSchemesNeverReachTheOutput(url: String) {
        let body = render("[click](<\(url)>) and ![pic](<\(url)>)\n")
        #expect(!body.html.lowercased().contains("script:"))
        #expect(!body.html.contains("href=\"data:text"))
        #expect(!body.html.contains("file:"))
        #expect(body.html.contains("click"))
        #expect(body.diagnostics.contains { $0.id == "links.unsafe-scheme" })
    }

    @Test func pageLinksBecomeHTMLWithAnchorsKept() {
        let body = render("See [color](../foundations/color.md#system-colors) and [top](#intro).\n")
        #expect(body.html.contains("href=\"../foundations/color.html#system-colors\""))
        #expect(body.html.contains("href=\"#intro\""))
        #expect(body.links.count == 2)
        #expect(body.links[0].destination == .relative(path: "../foundations/color.md", fragment: "system-colors"))
        #expect(body.links[0].line == 1 && body.links[0].column == 5)
    }

    @Test func rawHTMLIsEscapedByDefaultAndFilteredWhenAllowed() {
        let markdown = "<div onclick=\"x()\">hi</div>\n\nText <b>bold</b> <script>alert(1)</script>\n"
        let safe = render(markdown)
        #expect(!safe.html.contains("<div onclick"))
        #expect(safe.html.contains("&lt;div onclick"))
        #expect(safe.html.contains("&lt;b&gt;bold"))
        #expect(safe.diagnostics.map(\.id) == ["markdown.raw-html"])
        let unsafe = render(markdown, .init(allowRawHTML: true))
        #expect(unsafe.html.contains("<div>hi</div>"))
        #expect(unsafe.html.contains("<b>bold</b>"))
        #expect(!unsafe.html.contains("<script"))
        #expect(unsafe.diagnostics.map(\.id) == ["markdown.html-sanitized"])
        #expect(unsafe.diagnostics.first?.message.contains("onclick attribute") == true)
        #expect(unsafe.diagnostics.first?.location?.line == 1)
    }

    /// Raw HTML fetches nothing when the page loads: a remote image source is removed, and the page says so.
    @Test func rawHTMLRemoteImagesAreRemovedAndReported() {
        let body = render("<img src=\"https://example.com/a.png\" alt=\"a\">\n", .init(allowRawHTML: true))
        #expect(body.html == "<img alt=\"a\">\n")
        #expect(body.diagnostics.map(\.id) == ["markdown.html-sanitized"])
        #expect(body.diagnostics.first?.message.contains("remote image source") == true)
    }

    /// Link destinations are percent-encoded as cmark-gfm encodes them (GFM spec: `<http://example.com/\[\>`).
    @Test func linkDestinationsArePercentEncodedAsCmarkGFMDoes() {
        #expect(render("<http://example.com/\\[\\>\n").html.contains("href=\"http://example.com/%5C%5B%5C\""))
        #expect(render("[a](x{1}|y^])\n").html.contains("href=\"x%7B1%7D%7Cy%5E%5D\""))
    }

    @Test func tablesScrollAndKeepAlignment() {
        let body = render("## Sizes\n\n| Name | Value |\n|:-----|------:|\n| a | 1 |\n")
        #expect(body.html.contains("<div class=\"table-scroll\" role=\"region\" aria-label=\"Table: Sizes\" tabindex=\"0\">"))
        #expect(body.html.contains("<th scope=\"col\" style=\"text-align: left\">Name</th>"))
        #expect(body.html.contains("<td style=\"text-align: right\">1</td>"))
        #expect(body.html.contains("<thead>") && body.html.contains("<tbody>"))
    }

    @Test func fencedCodeKeepsItsLanguageClass() {
        let body = render("```swift\nlet a = 1 < 2\n```\n")
        #expect(body.html == "<pre tabindex=\"0\"><code class=\"language-swift\">let a = 1 &lt; 2\n</code></pre>\n")
    }

    @Test func taskListsRenderDisabledCheckboxes() {
        let body = render("- [x] done\n- [ ] open\n")
        #expect(body.html.contains("<ul class=\"task-list\">"))
        #expect(body.html.contains("<input type=\"checkbox\" disabled checked aria-label=\"done\"> done"))
        #expect(body.html.contains("<input type=\"checkbox\" disabled aria-label=\"to do\"> open"))
    }

    @Test func remoteImagesBecomeLinks() {
        let body = render("![R-255,G-56,B-60](https://example.com/red.png)\n")
        #expect(!body.html.contains("<img"))
        #expect(body.html.contains("Image: R-255,G-56,B-60"))
        #expect(body.diagnostics.map(\.id) == ["links.remote-image"])
    }

    @Test func strikethroughAndAutolinks() {
        let body = render("~~old~~ see https://example.com\n")
        #expect(body.html.contains("<del>old</del>"))
        #expect(body.html.contains("<a href=\"https://example.com\" rel=\"noopener\">https://example.com</a>"))
    }

    @Test func deepNestingIsFlattenedNotCrashing() {
        let markdown = String(repeating: ">", count: 5000) + " deep\n"
        let body = render(markdown)
        #expect(body.html.contains("deep"))
        let source = SourceText(path: "t.md", text: markdown)
        let document = MarkdownParser().parse(markdown, source: source)
        #expect(document.diagnostics.contains { $0.id == "markdown.too-deep" })
    }
}
