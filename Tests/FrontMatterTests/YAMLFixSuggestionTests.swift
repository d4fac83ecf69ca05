import Diagnostics
import Testing

@testable import FrontMatter

/// Front matter that YAML cannot read says how to fix it, with the offending line quoted where quoting is the fix.
@Suite struct YAMLFixSuggestionTests {
    private func read(_ text: String) -> [Diagnostic] {
        YAMLReader(path: "page.md", firstLine: 2).read(text).diagnostics
    }

    @Test(arguments: [
        (lines("title: Color", "description: Colors: a guide"), #"quote the value: description: "Colors: a guide""#),
        ("title: @handle's guide", #"quote the value: title: "@handle's guide""#),
        ("title: `Color` in SwiftUI", #"quote the value: title: "`Color` in SwiftUI""#),
        (#"title: "Quoted" and more"#, #"quote the value: title: "\"Quoted\" and more""#),
        ("title: %complete", #"quote the value: title: "%complete""#),
        (#"description: [Draft] Colors for "dark" mode"#, #"quote the value: description: "[Draft] Colors for \"dark\" mode""#),
        ("title: *Important* colors", #"quote the value: title: "*Important* colors""#),
        (lines("aliases:", "  - @x", "  - y"), #"quote the value:   - "@x""#),
        (lines("title: 'tis the season", "id: x"), #"quote the value: title: "'tis the season""#),
        (#"path: C:\Users: x"#, #"quote the value: path: "C:\\Users: x""#),
        ("title: | x", #"quote the value: title: "| x""#),
        ("title: {draft} notes", #"quote the value: title: "{draft} notes""#),
    ])
    func syntaxErrorSuggestsTheQuotedLine(text: String, expected: String) throws {
        let diagnostics = read(text)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.id == "frontmatter.syntax")
        #expect(diagnostic.notes == [expected])
    }

    @Test func anUnclosedListIsEitherQuotedOrClosed() throws {
        let diagnostic = try #require(read(lines("title: ok", "list: [a, b", "next: c")).first)
        #expect(diagnostic.location == SourceLocation(path: "page.md", line: 4, column: 5))
        #expect(diagnostic.notes == [#"quote the value: list: "[a, b""#, "or, if it is meant as a list, close it with ']'"])
    }

    @Test func anAnchorIsAValueToQuote() throws {
        let diagnostic = try #require(read("title: &co partners").first)
        #expect(diagnostic.id == "frontmatter.alias")
        #expect(
            diagnostic.notes == [#"quote the value: title: "&co partners""#, "or remove '&co' and write the value out wherever it is used"])
    }

    @Test func aRealAliasIsWrittenOut() throws {
        let diagnostic = try #require(read(lines("a: &x 1", "b: *x")).last)
        #expect(diagnostic.message == "front matter may not use the alias '*x'; write the value out instead")
        // Text starting with `*` reads as an alias, so quoting comes first; writing the value out is the other fix.
        #expect(diagnostic.notes == [#"quote the value: b: "*x""#, "or write the value out here in place of '*x'"])
    }

    @Test func aLineWithNothingToQuoteGetsTheGeneralRule() throws {
        let diagnostic = try #require(read(lines("title: ok", "  bad: indent")).first)
        #expect(diagnostic.id == "frontmatter.syntax")
        #expect(diagnostic.notes.count == 1)
        #expect(diagnostic.notes[0].hasPrefix("write one 'key: value' per line, with keys lined up under each other;"))
    }

    @Test func aControlCharacterIsRemoved() throws {
        let diagnostic = try #require(read("title: a\u{7}b").first)
        #expect(diagnostic.notes == ["remove the control character or invalid byte at the position shown, or re-save the file as UTF-8"])
    }

    @Test(arguments: [
        ("Colors: a guide", true), ("@handle", true), ("plain words", false), (#""quoted""#, false), (#""a \"b\"""#, false),
        ("'it''s'", false), ("'it's'", true), (#""open"#, true), ("- item", true), ("-5", false), ("C# guide", false),
        ("see # below", true), ("ends with:", true), (#""a\""#, true),
    ])
    func whichValuesNeedQuotes(value: String, expected: Bool) {
        #expect(YAMLFixSuggestion.needsQuotes(value) == expected)
    }
}
