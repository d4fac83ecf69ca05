import MarkdownSyntax

/// A table as rows of cell texts with where each cell sits in the source: read from a Markdown table, or rebuilt
/// from pipe lines that did not parse as one (`PipeTableRecovery`).
package struct ColorGrid: Sendable {
    /// One cell's collapsed text and the source lines it spans, from its first byte.
    package struct Cell: Sendable {
        package var text: String
        package var line: Int
        package var column: Int
        package var endLine: Int

        package init(text: String, line: Int, column: Int, endLine: Int) {
            self.text = text
            self.line = line
            self.column = column
            self.endLine = endLine
        }
    }

    /// What was mended to read the table.
    package enum Repair: Sendable, Hashable {
        /// Rows continued on the following line (`| Red | systemRed |` then the values): how many rows were joined.
        case joinedRows(Int)
        /// Rows after blank lines, each a paragraph of its own: how many.
        case separatedRows(Int)
        /// The header row was wrapped over several lines, so no Markdown table was seen at all.
        case wrappedHeader
    }

    package var header: [Cell]
    package var rows: [[Cell]]
    /// Where the table's first block starts, for drawing swatches.
    package var blockPosition: SourcePosition
    package var repairs: [Repair]
    /// Top-level blocks the table was read from (1 for a Markdown table).
    package var blockCount: Int

    package init(header: [Cell], rows: [[Cell]], blockPosition: SourcePosition, repairs: [Repair] = [], blockCount: Int = 1) {
        self.header = header
        self.rows = rows
        self.blockPosition = blockPosition
        self.repairs = repairs
        self.blockCount = blockCount
    }

    /// The grid of a Markdown table node: its first row is the header.
    package init?(table: MarkdownNode) {
        guard let headerRow = table.children.first else { return nil }
        func cells(_ row: MarkdownNode) -> [Cell] {
            row.children.map {
                Cell(
                    text: PageContentExtractor.collapse($0.plainText), line: $0.range.startLine, column: $0.range.startColumn,
                    endLine: $0.range.endLine)
            }
        }
        self.init(header: cells(headerRow), rows: table.children.dropFirst().map(cells), blockPosition: SourcePosition(table))
    }

    /// The text of row `row`'s cell in `column`, empty when the row is short.
    package func text(_ row: Int, _ column: Int) -> String {
        column < rows[row].count ? rows[row][column].text : ""
    }

    /// The number of columns: the header's.
    package var columnCount: Int { header.count }
}
