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

    @Test func imagesPastTheLimitOfTheirParagraphAreEscaped() {
        let result = check("![a](1) ![b](2) ![c](3)\n![d](4)\n\n![e](5) ![f](6)\n")
        #expect(result.text == "![a](1) ![b](2) \\![c](3)\n\\![d](4)\n\n![e](5) ![f](6)\n")
        #expect(result.diagnostics.map(\.message) == ["a paragraph has more than 2 images; the 2 after them are shown as text"])
        #expect(result.diagnostics.first?.location?.line == 1)
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
