import Testing

@testable import EmbedThemeTool

/// The literals the theme is embedded as. `BuiltInThemeTests` checks the real templates survive compilation;
/// these pin the cases today's templates do not have.
@Suite struct SwiftLiteralTests {
    @Test func aMultiLineRawLiteralUsesOneHashMoreThanTheLongestRunInTheText() {
        #expect(SwiftLiteral.string("a {b}\n") == "#\"\"\"\na {b}\n\n\"\"\"#")
        #expect(SwiftLiteral.string("say \"\"\"# and \\#(x)") == "##\"\"\"\nsay \"\"\"# and \\#(x)\n\"\"\"##")
        #expect(SwiftLiteral.string("### heading ##") == "####\"\"\"\n### heading ##\n\"\"\"####")
    }

    @Test func textWithCarriageReturnsOrControlCharactersBecomesAnEscapedLiteral() {
        // A multi-line literal would turn "\r\n" into "\n".
        #expect(SwiftLiteral.string("a\r\nb") == #""a\r\nb""#)
        #expect(SwiftLiteral.string("bell\u{7}") == #""bell\u{7}""#)
        #expect(SwiftLiteral.string("del\u{7F}") == #""del\u{7f}""#)
    }

    @Test func theEscapedLiteralEscapesQuotesBackslashesAndEverythingOutsidePrintableASCII() {
        #expect(SwiftLiteral.escaped(#"say "hi" \ ok"#) == #""say \"hi\" \\ ok""#)
        #expect(SwiftLiteral.escaped("tab\there\nnew") == #""tab\there\nnew""#)
        #expect(SwiftLiteral.escaped("café ✓") == #""caf\u{e9} \u{2713}""#)
        #expect(SwiftLiteral.escaped("assets/precept.css") == #""assets/precept.css""#)
    }
}
