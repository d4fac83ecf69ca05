import Testing

@testable import Diagnostics

@Suite struct SourceTextTests {
    @Test func offsetsMapToLineAndColumn() {
        let source = SourceText(path: "a.md", text: "ab\ncdé f\n\nx")
        #expect(source.location(atUTF8Offset: 0) == SourceLocation(path: "a.md", line: 1, column: 1))
        #expect(source.location(atUTF8Offset: 3) == SourceLocation(path: "a.md", line: 2, column: 1))
        // "é" is two bytes; the "f" after it is the 5th scalar on line 2.
        #expect(source.location(atUTF8Offset: 8) == SourceLocation(path: "a.md", line: 2, column: 5))
        #expect(source.location(atUTF8Offset: 11) == SourceLocation(path: "a.md", line: 4, column: 1))
        #expect(source.lineCount == 4)
        #expect(source.line(2) == "cdé f")
    }

    @Test func byteColumnsFromCmarkBecomeScalarColumns() {
        let source = SourceText(path: "a.md", text: "颜色 x\n")
        // cmark says byte column 8 for "x" (two 3-byte scalars + a space).
        #expect(source.location(line: 1, byteColumn: 8).column == 4)
    }

    @Test func formatsLikeACompiler() {
        let d = Diagnostic.warning(
            "links.missing-page", "link to missing page 'foo.md'",
            at: SourceLocation(path: "content/color.md", line: 42, column: 7))
        #expect(DiagnosticFormatter.text(d) == "content/color.md:42:7: warning: link to missing page 'foo.md' [links.missing-page]")
    }

    @Test func summaryCountsAndSorts() {
        var bag = DiagnosticCollection()
        bag.append(.warning("b", "w", at: SourceLocation(path: "b.md", line: 1, column: 1)))
        bag.append(.error("a", "e", at: SourceLocation(path: "a.md", line: 9, column: 1)))
        bag.append(.error("a", "e", at: SourceLocation(path: "a.md", line: 9, column: 1)))
        #expect(bag.sorted.map(\.location?.path) == ["a.md", "b.md"])
        #expect(DiagnosticFormatter.summary(bag, pageCount: 1) == "2 errors, 1 warning in 1 page")
    }
}
