import Diagnostics
import Testing

@testable import FrontMatter

@Suite struct FrontMatterLocatorTests {
    @Test func closedByDashes() {
        let result = parsePage(lines("---", "title: Buttons", "weight: 3", "---", "", "# Buttons", "Press them."))
        #expect(result.style == .closed)
        #expect(result.lineRange == 1...4)
        #expect(result.metadata.title == "Buttons")
        #expect(result.metadata.weight == 3)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func closedByDots() {
        let result = parsePage(lines("---", "title: Menus", "...", "Body text."))
        #expect(result.style == .closed)
        #expect(result.lineRange == 1...3)
        #expect(result.metadata.title == "Menus")
        #expect(result.body == lines("", "", "", "Body text."))
    }

    @Test func fencesMayHaveTrailingBlanks() {
        let result = parsePage("---  \ntitle: Sheets\n--- \t\nBody")
        #expect(result.style == .closed)
        #expect(result.metadata.title == "Sheets")
    }

    @Test func emptyClosedFrontMatter() {
        let result = parsePage(lines("---", "---", "Body"))
        #expect(result.style == .closed)
        #expect(result.metadata == PageMetadata())
        #expect(result.diagnostics.isEmpty)
        #expect(result.body == lines("", "", "Body"))
    }

    @Test func unclosedEndsAtBlankLine() {
        let page = lines(
            "---", "title: \"Toolbars | Example Docs\"", "source: https://example.com/toolbars", "",
            "# Toolbars", "", "Some words about toolbars.", "", "---", "", "More words.")
        let result = parsePage(page)
        #expect(result.style == .unclosed)
        #expect(result.lineRange == 1...3)
        #expect(result.metadata.title == "Toolbars | Example Docs")
        #expect(result.metadata.source == "https://example.com/toolbars")
        #expect(positions(result.diagnostics) == ["frontmatter.unclosed@1:1"])
        #expect(result.diagnostics.first?.message == "front matter opened on line 1 is never closed; it was read up to line 3")
        #expect(result.diagnostics.first?.severity == .warning)
        // The later thematic break stays in the body, untouched.
        #expect(result.body == lines("", "", "", "", "# Toolbars", "", "Some words about toolbars.", "", "---", "", "More words."))
    }

    @Test func unclosedEndsAtHeading() {
        let result = parsePage(lines("---", "title: Tabs", "# Tabs", "Text", "---"))
        #expect(result.style == .unclosed)
        #expect(result.lineRange == 1...2)
        #expect(result.metadata.title == "Tabs")
        #expect(result.body == lines("", "", "# Tabs", "Text", "---"))
    }

    @Test func unclosedRunningToEndOfFile() {
        let result = parsePage(lines("---", "title: Lone", "weight: 2"))
        #expect(result.style == .unclosed)
        #expect(result.lineRange == 1...3)
        #expect(result.metadata.weight == 2)
        #expect(result.body == "\n\n")
    }

    @Test func dashesAfterBlankLineAreNotAClosingFence() {
        let result = parsePage(lines("---", "title: Split", "", "intro: not yaml", "---", "Body"))
        #expect(result.style == .unclosed)
        #expect(result.lineRange == 1...2)
        #expect(result.metadata.extra["intro"] == nil)
    }

    @Test(arguments: [
        lines("---", "", "A page that opens with a thematic break."),
        lines("---", "Just a sentence, no key here", "", "More."),
        lines("---"),
        lines("-----", "title: x", "-----"),
        lines("Intro", "---", "title: x", "---"),
    ])
    func notFrontMatter(page: String) {
        let result = parsePage(page)
        #expect(result.style == .none)
        #expect(result.lineRange == nil)
        #expect(result.body == page)
        #expect(result.metadata == PageMetadata())
        #expect(result.diagnostics.isEmpty)
    }

    @Test func pageWithoutFrontMatter() {
        let page = "# Colors\n\nUse them well.\n"
        let result = parsePage(page)
        #expect(result.style == .none)
        #expect(result.body == page)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func byteOrderMarkBeforeOpeningFence() {
        let result = parsePage("\u{FEFF}---\ntitle: Marked\n---\nBody\n")
        #expect(result.style == .closed)
        #expect(result.metadata.title == "Marked")
        #expect(result.body == "\n\n\nBody\n")
    }

    @Test func crlfLineEndings() {
        let page = "---\r\ntitle: Windows\r\nweight: x\r\n---\r\n\r\n# Heading\r\n"
        let result = parsePage(page)
        #expect(result.style == .closed)
        #expect(result.metadata.title == "Windows")
        #expect(positions(result.diagnostics) == ["frontmatter.wrong-type@3:9"])
        #expect(result.body == "\r\n\r\n\r\n\r\n\r\n# Heading\r\n")
    }

    @Test func crlfUnclosed() {
        let result = parsePage("---\r\ntitle: Windows\r\n\r\n# Heading\r\n")
        #expect(result.style == .unclosed)
        #expect(result.metadata.title == "Windows")
        #expect(result.body == "\r\n\r\n\r\n# Heading\r\n")
    }

    @Test(arguments: [
        lines("---", "title: A", "---", "", "# A", "x"),
        lines("---", "title: B", "tags:", "  - one", "", "# B"),
        "\u{FEFF}---\r\ntitle: C\r\n...\r\nBody é\r\nEnd",
    ])
    func blankingKeepsLineCountAndBody(page: String) {
        let result = parsePage(page)
        let original = SourceText(path: "p", text: page)
        let body = SourceText(path: "p", text: result.body)
        #expect(body.lineCount == original.lineCount)
        let range = try! #require(result.lineRange)
        for number in 1...original.lineCount {
            #expect(body.line(number) == (range.contains(number) ? "" : original.line(number)))
        }
    }

    @Test func commentInsideClosedFrontMatter() {
        let result = parsePage(lines("---", "# reviewed by design", "title: Lists", "---", "Body"))
        #expect(result.style == .closed)
        #expect(result.metadata.title == "Lists")
    }
}
