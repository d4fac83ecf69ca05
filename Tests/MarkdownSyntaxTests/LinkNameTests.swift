import Diagnostics
import Foundation
import Testing

@testable import MarkdownSyntax

private func render(_ markdown: String) -> RenderedBody {
    let source = SourceText(path: "t.md", text: markdown)
    let document = MarkdownParser().parse(markdown, source: source)
    return HTMLRenderer().render(document, source: source)
}

/// The accessible name of every `<a>` in `html`, the way a browser works it out for our output: `aria-label`,
/// else the text inside, else the alt text of an image inside.
private func linkNames(_ html: String) throws -> [String] {
    let anchor = try Regex(#"<a\b([^>]*)>(.*?)</a>"#).dotMatchesNewlines()
    let label = try Regex(#"aria-label="([^"]*)""#)
    let alt = try Regex(#"alt="([^"]*)""#)
    let tag = try Regex(#"<[^>]*>"#)
    return html.matches(of: anchor).map { match in
        let attributes = String(match.output[1].substring ?? "")
        let inner = String(match.output[2].substring ?? "")
        if let named = attributes.firstMatch(of: label)?.output[1].substring { return String(named) }
        let text = inner.replacing(tag, with: "").trimmingCharacters(in: .whitespacesAndNewlines)
        if !text.isEmpty { return text }
        return inner.matches(of: alt).compactMap { $0.output[1].substring.map(String.init) }.joined(separator: " ")
    }
}

@Suite struct LinkNameTests {
    static let seedLine =
        "[![](https://devimages-cdn.apple.com/wwdc-services/images/3055294D-836B-4513-B7B0-0BC5666246B0/"
        + "5CD0E251-424E-490F-89CF-1E64848209A6/9910_wide_250x141_1x.jpg) Meet Liquid Glass ](https://developer.apple.com/videos/play/wwdc2025/219)\n"

    /// Seed 000's video links: the remote thumbnail used to become an `<a>` inside the `<a>`, which the browser
    /// closes the outer link at, leaving it empty.
    @Test func seedVideoLinkKeepsItsText() throws {
        let body = render("#### Videos\n\n" + Self.seedLine)
        #expect(
            body.html.contains(
                "<p><a href=\"https://developer.apple.com/videos/play/wwdc2025/219\" rel=\"noopener\"> Meet Liquid Glass </a></p>\n"))
        #expect(body.html.components(separatedBy: "<a ").count - 1 == 2)  // the heading anchor and the video link
        #expect(try linkNames(body.html) == ["Link to section: Videos", "Meet Liquid Glass"])
        #expect(body.diagnostics.map(\.id) == ["links.remote-image"])
    }

    @Test func ownTextNamesTheLink() {
        let body = render("See [Color](color.md) and [`Color`](https://developer.apple.com/documentation/SwiftUI/Color).\n")
        #expect(
            body.html
                == "<p>See <a href=\"color.html\">Color</a> and <a href=\"https://developer.apple.com/documentation/SwiftUI/Color\" rel=\"noopener\"><code>Color</code></a>.</p>\n"
        )
        #expect(body.diagnostics.isEmpty)
    }

    @Test func imageAltNamesALinkAroundALocalImage() {
        let body = render("[![Meet Liquid Glass](images/thumb.jpg)](https://example.com/videos/219)\n")
        #expect(
            body.html
                == "<p><a href=\"https://example.com/videos/219\" rel=\"noopener\"><img src=\"images/thumb.jpg\" alt=\"Meet Liquid Glass\" loading=\"lazy\"></a></p>\n"
        )
        #expect(body.diagnostics.isEmpty)
    }

    @Test func imageAltNamesALinkAroundARemoteImage() {
        let body = render("[![Meet Liquid Glass](https://cdn.example.com/thumb.jpg)](https://example.com/videos/219)\n")
        #expect(body.html == "<p><a href=\"https://example.com/videos/219\" rel=\"noopener\">Meet Liquid Glass</a></p>\n")
        #expect(body.diagnostics.map(\.id) == ["links.remote-image"])
    }

    @Test func emptyLinkIsNamedAfterItsURLAndWarned() throws {
        let body = render("Watch [](https://developer.apple.com/videos/play/wwdc2025/219).\n")
        #expect(body.html == "<p>Watch <a href=\"https://developer.apple.com/videos/play/wwdc2025/219\" rel=\"noopener\">219</a>.</p>\n")
        let warning = try #require(body.diagnostics.first)
        #expect(body.diagnostics.count == 1)
        #expect(warning.id == "links.no-text")
        #expect(warning.severity == .warning)
        #expect(warning.location == SourceLocation(path: "t.md", line: 1, column: 7))
        #expect(
            warning.message
                == "link to 'https://developer.apple.com/videos/play/wwdc2025/219' has no text; it is named '219' after the last part of its URL"
        )
        #expect(
            warning.notes == [
                "give the link text that says where it leads: [Title of the page](https://developer.apple.com/videos/play/wwdc2025/219)"
            ])
    }

    @Test func linkAroundAnImageWithoutAltIsNamedAfterItsURL() throws {
        let remote = render("[![](https://cdn.example.com/thumb.jpg)](https://example.com/videos/219)\n")
        #expect(remote.html == "<p><a href=\"https://example.com/videos/219\" rel=\"noopener\">219</a></p>\n")
        #expect(remote.diagnostics.map(\.id) == ["links.no-text", "links.remote-image"])
        #expect(
            remote.diagnostics.first?.notes.last
                == "or describe its image in alt text: [![Title of the page](https://cdn.example.com/thumb.jpg)](https://example.com/videos/219)"
        )

        let local = render("[![](images/thumb.jpg)](guides/color.md)\n")
        #expect(
            local.html
                == "<p><a href=\"guides/color.html\" aria-label=\"color\"><img src=\"images/thumb.jpg\" alt=\"\" loading=\"lazy\"></a></p>\n"
        )
        #expect(local.diagnostics.map(\.id) == ["links.no-text"])
    }

    @Test func whitespaceIsNotText() {
        let body = render("[ ](https://example.com/a/b/)\n")
        #expect(body.html == "<p><a href=\"https://example.com/a/b/\" rel=\"noopener\"> b</a></p>\n")
        #expect(body.diagnostics.map(\.id) == ["links.no-text"])
    }

    @Test(arguments: [
        ("https://developer.apple.com/videos/play/wwdc2025/219", "219"),
        ("https://example.com/", "example.com"),
        ("https://example.com/guide/?page=2#top", "guide"),
        ("#system-colors", "system-colors"),
        ("../foundations/color.md#system-colors", "color"),
        ("notes/Dark%20mode.markdown", "Dark mode"),
        ("mailto:design@example.com", "design@example.com"),
        ("//cdn.example.com/img/thumb.jpg", "thumb.jpg"),
        ("#", "#"),
        ("", "link"),
    ])
    func urlTail(url: String, expected: String) {
        #expect(LinkName.urlTail(url) == expected)
    }

    @Test(arguments: [
        "[](x.md)", "[![](a.png)](x.md)", "[![](https://e.com/a.png)](x.md)", "[ ![](https://e.com/a.png) ](https://e.com/)",
        "[![](https://e.com/a.png) Text ](x.md)", "[**bold** ![](a.png)](x.md)", "[](<>)", "[<https://e.com/in>](https://e.com/out)",
        "[see www.example.com](https://e.com/out)", "<https://e.com/auto>", "[![![](https://e.com/a.png)](https://e.com/b.png)](x.md)",
    ])
    func everyLinkHasAName(markdown: String) throws {
        let html = render(markdown + "\n").html
        let names = try linkNames(html)
        #expect(!names.isEmpty, "\(html)")
        #expect(names.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(html)")
        #expect(!html.contains("<a href=\"https://e.com/out\" rel=\"noopener\"><a"), "no link inside a link: \(html)")
    }
}
