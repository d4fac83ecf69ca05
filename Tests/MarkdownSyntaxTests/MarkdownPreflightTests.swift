import Testing

@testable import MarkdownSyntax

@Suite struct MarkdownPreflightTests {
    @Test(arguments: [
        ("|---|", 1), ("| --- | :-: |", 2), ("---|---", 2), ("|-|-|-|", 3), ("-|", 1), ("|-", 1), (":--|--:|", 2),
    ])
    func delimiterRowsAreCounted(line: String, columns: Int) {
        #expect(MarkdownPreflight.delimiterRowColumns(ArraySlice(Array(line.utf8))) == columns)
    }

    @Test(arguments: ["---", "| a | b |", "text", "|", "- item"])
    func otherLinesAreNotDelimiterRows(line: String) {
        #expect(MarkdownPreflight.delimiterRowColumns(ArraySlice(Array(line.utf8))) == nil)
    }
}
