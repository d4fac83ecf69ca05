import Testing

@testable import GuidelineDiff

/// A file name is content too: in a pull-request comment it must stay inside its code span, whatever it holds.
@Suite struct DiffMarkdownFileNameTests {
    @Test func aBacktickInAFileNameCannotCloseItsCodeSpan() {
        let name = "foundations/x` [click](https://evil.example) <img src=x> @design-team `y.md"
        let diff = DiffFixtures.diff(DiffFixtures.replacing("| #767676 |", with: "| #777777 |"), path: name)
        let markdown = DiffReport.markdown(diff)
        // Every location is one code span: the name's backticks became quotes, so the span runs to the line number.
        #expect(markdown.contains("(`content/foundations/x' [click](https://evil.example) <img src=x> @design-team 'y.md:"), "\(markdown)")
        for line in markdown.split(separator: "\n") where line.contains("evil.example") {
            // Outside code spans nothing of the name is left: the spans pair up on every line.
            #expect(line.filter { $0 == "`" }.count.isMultiple(of: 2), "\(line)")
            let prose = line.components(separatedBy: "`").enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
            #expect(!prose.contains("evil.example") && !prose.contains("<img") && !prose.contains("@design"), "\(line)")
        }
    }

    @Test func aLineBreakInAFileNameCannotEndTheParagraph() {
        let diff = DiffFixtures.diff(DiffFixtures.replacing("| #767676 |", with: "| #777777 |"), path: "foundations/a\n\n# Owned\n.md")
        let markdown = DiffReport.markdown(diff)
        #expect(!markdown.contains("\n# Owned"), "\(markdown)")
        #expect(markdown.contains("`content/foundations/a  # Owned .md:"), "\(markdown)")
    }

    @Test func theTextReportKeepsEachEntryOnOneLine() {
        let diff = DiffFixtures.diff(
            DiffFixtures.replacing("| #767676 |", with: "| #777777 |"), path: "foundations/x\n::error file=README.md::INJECTED\u{1B}[2J.md")
        let text = DiffReport.text(diff)
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(text)")
        #expect(!text.unicodeScalars.contains("\u{1B}"))
        #expect(text.contains("content/foundations/x\\n::error file=README.md::INJECTED\\e[2J.md"), "\(text)")
    }
}
