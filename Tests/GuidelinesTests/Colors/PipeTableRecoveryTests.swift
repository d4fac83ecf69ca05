import Diagnostics
import MarkdownSyntax
import Testing

@testable import Guidelines

/// Tables broken by converters are read exactly, each repair named in a warning (issue 17).
@Suite struct PipeTableRecoveryTests {
    static let header =
        "| Name | API | Default (light) | Default (dark) | Increased contrast (light) | Increased contrast (dark) |\n|---|---|---|---|---|---|\n"

    /// Every value of the two colors the broken tables below hold, per appearance in header order.
    static let expected: [String: [String?]] = [
        "Red": ["#FF3B30", "#FF453A", "#D70015", "#FF6961"],
        "Blue": ["#007AFF", "#0A84FF", "#0040DD", "#409CFF"],
    ]

    func check(_ markdown: String, warning: String, line: Int) throws {
        let (tables, diagnostics) = ColorEvidenceTests.extract(markdown)
        let table = try #require(tables.first)
        #expect(tables.count == 1)
        #expect(table.recoveredFromLines)
        #expect(table.colors.map(\.name) == ["Red", "Blue"])
        for color in table.colors {
            let hexes: [String?] = Appearance.allCases.map { color.values[$0]?.hex }
            #expect(hexes == Self.expected[color.name], "\(color.name)")
        }
        #expect(table.colors.first?.apis == ["API": "systemRed"])
        #expect(diagnostics.map(\.id.rawValue) == [warning])
        #expect(diagnostics.first?.location?.line == line)
    }

    @Test func rowsBrokenAfterTheAPICell() throws {
        try check(
            Self.header + "| Red | systemRed |\nR-255,G-59,B-48 | R-255,G-69,B-58 | R-215,G-0,B-21 | R-255,G-105,B-97 |\n"
                + "| Blue | systemBlue |\nR-0,G-122,B-255 | R-10,G-132,B-255 | R-0,G-64,B-221 | R-64,G-156,B-255 |\n",
            warning: "colors.joined-rows", line: 1)
    }

    @Test func rowsBrokenBeforeAPipeThatOpensTheNextLine() throws {
        try check(
            Self.header + "| Red | systemRed | R-255,G-59,B-48 | R-255,G-69,B-58\n| R-215,G-0,B-21 | R-255,G-105,B-97 |\n"
                + "| Blue | systemBlue |\n| R-0,G-122,B-255 | R-10,G-132,B-255 | R-0,G-64,B-221 | R-64,G-156,B-255 |\n",
            warning: "colors.joined-rows", line: 1)
    }

    @Test func rowsSeparatedByBlankLines() throws {
        try check(
            "Intro.\n\n" + Self.header + "| Red | systemRed | #FF3B30 | #FF453A | #D70015 | #FF6961 |\n\n"
                + "| Blue | systemBlue | #007AFF | #0A84FF | #0040DD | #409CFF |\n",
            warning: "colors.separated-rows", line: 3)
    }

    @Test func aTableHardWrappedAtEightyColumns() throws {
        let wrapped = """
            | Name | API | Default (light) | Default (dark) | Increased contrast (light) |
            Increased contrast (dark) |
            |---|---|---|---|---|---|
            | Red | systemRed | R-255,G-59,B-48 | R-255,G-69,B-58 | R-215,G-0,B-21 |
            R-255,G-105,B-97 |
            | Blue | systemBlue | R-0,G-122,B-255 | R-10,G-132,B-255 | R-0,G-64,B-221
            | R-64,G-156,B-255 |

            """
        try check(wrapped, warning: "colors.wrapped-table", line: 1)
    }

    @Test func aLonePipeClosesTheRowItEnds() throws {
        try check(
            Self.header + "| Red | systemRed | #FF3B30 | #FF453A | #D70015 | #FF6961\n|\n"
                + "| Blue | systemBlue | #007AFF | #0A84FF | #0040DD | #409CFF |\n",
            warning: "colors.joined-rows", line: 1)
    }

    @Test func aWellFormedTableNeedsNoRepair() throws {
        let (tables, diagnostics) = ColorEvidenceTests.extract(
            Self.header + "| Red | systemRed | #FF3B30 | #FF453A | #D70015 | #FF6961 |\n")
        #expect(tables.first?.recoveredFromLines == false)
        #expect(diagnostics.isEmpty)
    }

    /// A broken table that is not about colors is left as Markdown parsed it, without a word.
    @Test func aBrokenTableOfSizesIsNotRepaired() {
        let (tables, diagnostics) = ColorEvidenceTests.extract(
            "| Element | Size | Weight |\n|---|---|---|\n| Title | 28 pt |\nBold |\n\n| Body | 17 pt | Regular |\n")
        #expect(tables.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    @Test func cellsSplitAtPipesOutsideCodeAndEscapes() {
        let source = SourceText(path: "c.md", text: "| `a|b` | c \\| d | **e** |\n")
        let segments = PipeTableRecovery(source: source).segments(1)
        #expect(segments.cells.map(\.text) == ["a|b", "c | d", "e"])
        #expect(segments.cells.map(\.column) == [3, 11, 20])
        #expect(segments.leadingPipe && segments.trailingPipe)
    }
}
