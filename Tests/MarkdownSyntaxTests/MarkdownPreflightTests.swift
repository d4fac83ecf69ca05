import Diagnostics
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

    /// The blanked line ranges as first computed: every line found byte by byte.
    static func referenceBlankedLines(_ text: String, maximumColumns: Int) -> [Range<Int>] {
        let bytes = Array(text.utf8)
        var lines: [Range<Int>] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            if let columns = MarkdownPreflight.delimiterRowColumns(bytes[lineStart..<lineEnd]), columns > maximumColumns {
                lines.append(lineStart..<lineEnd)
            }
            if lineEnd < bytes.count, bytes[lineEnd] == 0x0D, lineEnd + 1 < bytes.count, bytes[lineEnd + 1] == 0x0A { lineEnd += 1 }
            lineStart = lineEnd + 1
        }
        return lines
    }

    @Test func wideDelimiterRowsAreFoundWhereverLinesBreak() {
        let pieces = ["|-", "|-|-|", "| --- ", ":", "\n", "\r", "\r\n", "text", "中", " ", "|"]
        var state: UInt64 = 7
        for _ in 0..<5_000 {
            var text = ""
            for _ in 0..<Int(Self.next(&state) % 31) {
                text += pieces[Int(Self.next(&state) % UInt64(pieces.count))]
            }
            let result = MarkdownPreflight(maximumTableColumns: 2).check(text, source: SourceText(path: "p.md", text: text))
            var expected = Array(text.utf8)
            for line in Self.referenceBlankedLines(text, maximumColumns: 2) {
                for index in line { expected[index] = 0x20 }
            }
            #expect(Array(result.text.utf8) == expected, "\(text.debugDescription)")
        }
    }

    static func next(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
