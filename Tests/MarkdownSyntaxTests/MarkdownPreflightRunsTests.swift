import Diagnostics
import Testing

@testable import MarkdownSyntax

/// The shapes cmark-gfm 0.29 parses in quadratic time, escaped before it sees them, with small limits so that the
/// expected texts can be written out; and pages under the limits pass through byte for byte.
@Suite struct MarkdownPreflightRunsTests {
    let preflight = MarkdownPreflight(maximumQuoteDepth: 3, maximumImagesPerParagraph: 2, maximumUnclosedOpeners: 2)

    func check(_ text: String) -> MarkdownPreflight.Result {
        preflight.check(text, source: SourceText(path: "p.md", text: text))
    }

    @Test func quoteMarkersPastTheDepthAreEscaped() {
        let result = check("> one\n>>> three\n> > > > four deep >\n>>>>>> six\n")
        #expect(result.text == "> one\n>>> three\n> > > \\> four deep >\n>>>\\>>> six\n")
        #expect(result.diagnostics.map(\.id) == ["markdown.too-deep"])
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func imagesPastTheLimitOfTheirLineAreEscaped() {
        let result = check("![a](1) ![b](2) ![c](3) ![d](4)\n![e](5)\n\n![f](6) ![g](7)\n")
        #expect(result.text == "![a](1) ![b](2) \\![c](3) \\![d](4)\n![e](5)\n\n![f](6) ![g](7)\n")
        #expect(result.diagnostics.map(\.message) == ["a line has more than 2 images; the rest (2) are shown as text"])
        #expect(result.diagnostics.first?.location?.line == 1)
        // A table or list with an image per row is many inline subjects to cmark, never slow: left alone.
        let table = "| a | b |\n|---|---|\n" + String(repeating: "| ![x](1) | ![y](2) |\n", count: 5)
        #expect(check(table).text == table)
        // What the author escaped stays escaped once, and <![[ is still an image opener.
        let escaped = "\\![a](1) \\![b](2) \\![c](3) \\<? \\<? \\<?\n"
        #expect(check(escaped).text == escaped)
        #expect(check("<![[]() <![[]() <![[]()\n").text == "<![[]() <![[]() <\\![[]()\n")
    }

    @Test func unclosedOpenersAfterTheLastCloserAreEscaped() {
        let result = check("<?php x ?> a <? b <? c <?\n")
        #expect(result.text == "<?php x ?> a \\<? b \\<? c \\<?\n")
        #expect(result.diagnostics.map(\.message) == ["3 '<?' that nothing closes are shown as text"])
        let data = check("<![CDATA[ a <![CDATA[ b <![CDATA[ c\n")
        #expect(data.text == "\\<![CDATA[ a \\<![CDATA[ b \\<![CDATA[ c\n")
    }

    /// Code is never escaped: fenced blocks (open to the end of the page too) and indented code stay byte for byte.
    @Test func codeIsLeftAsItIs() {
        let code = "```\n>>>>>> six\n![a](1) ![b](2) ![c](3)\n<? <? <?\n```\n"
        #expect(check(code).text == code)
        #expect(check(code).diagnostics.isEmpty)
        let tilde = "~~~~ text\n>>>>>>\n~~~\nstill code: ![a](1) ![b](2) ![c](3)\n"
        #expect(check(tilde).text == tilde)
        #expect(check("    >>>>>> indented code\n").text == "    >>>>>> indented code\n")
        // A line of code spans is not a fence, so what follows is still checked.
        #expect(check("```x``` text\n>>>>\n").text == "```x``` text\n>>>\\>\n")
        // After the fence closes, the same shapes are escaped again.
        #expect(check(code + ">>>>\n").text == code + ">>>\\>\n")
    }

    @Test(arguments: [
        "> a\n>> b\n>>> c\n",  // three deep
        "![a](1) ![b](2)\n\n![c](3) ![d](4)\n",  // two per paragraph
        "a <? b <? c ?>\n",  // every one closed
        "<? a <? b\n",  // two unclosed
        "<![CDATA[ x ]]> <![CDATA[ y ]]> <![CDATA[ z ]]>\n",
    ])
    func pagesWithinTheLimitsPassUnchanged(text: String) {
        let result = check(text)
        #expect(result.text == text)
        #expect(result.diagnostics.isEmpty)
    }
}
