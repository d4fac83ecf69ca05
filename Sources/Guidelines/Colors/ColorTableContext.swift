import Diagnostics
import MarkdownSyntax

/// What a color table reader needs to know about the page around a table.
package struct ColorTableContext: Sendable {
    package var source: SourceText
    package var pageId: String
    package var pagePlatforms: [String]
    package var parser: ColorNotationParser

    static let platformNames = ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS"]

    /// Platforms named in a heading (`iOS, iPadOS system gray colors`), else the page's.
    func platforms(forHeading heading: String?) -> [String] {
        guard let heading else { return pagePlatforms }
        let words = Set(heading.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() })
        let named = Self.platformNames.filter { words.contains($0.lowercased()) }
        return named.isEmpty ? pagePlatforms : named
    }

    /// The exact place of `found` inside a cell: searched on the cell's source lines from the cell's start.
    func location(of found: String, in cell: MarkdownNode) -> SourceLocation {
        let start = source.location(line: max(1, cell.range.startLine), byteColumn: max(1, cell.range.startColumn))
        guard !found.isEmpty else { return start }
        for lineNumber in max(1, cell.range.startLine)...max(1, cell.range.endLine, cell.range.startLine) {
            let line = source.line(lineNumber)
            let from = lineNumber == cell.range.startLine ? max(0, cell.range.startColumn - 1) : 0
            let utf8 = Array(line.utf8)
            guard from <= utf8.count else { continue }
            let tail = String(decoding: utf8[from...], as: UTF8.self)
            if let range = tail.range(of: found) {
                let byteOffset = from + tail.utf8.distance(from: tail.utf8.startIndex, to: range.lowerBound)
                return source.location(line: lineNumber, byteColumn: byteOffset + 1)
            }
        }
        return start
    }

    func location(_ node: MarkdownNode) -> SourceLocation {
        source.location(line: max(1, node.range.startLine), byteColumn: max(1, node.range.startColumn))
    }
}
