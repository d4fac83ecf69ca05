import Diagnostics
import MarkdownSyntax

/// What a color table reader needs to know about the page around a table.
package struct ColorTableContext: Sendable {
    package var source: SourceText
    package var pageId: String
    package var pagePlatforms: [String]
    package var parser: ColorNotationParser
    /// True when the page says it is about Android or Compose (platforms, title or headings) or speaks of ARGB:
    /// eight hex digits after `#` are then read alpha first.
    package var alphaFirstHex: Bool

    static let platformNames = ["iOS", "iPadOS", "macOS", "tvOS", "visionOS", "watchOS", "Android"]

    package init(
        source: SourceText, pageId: String, pagePlatforms: [String], parser: ColorNotationParser, alphaFirstHex: Bool = false
    ) {
        self.source = source
        self.pageId = pageId
        self.pagePlatforms = pagePlatforms
        self.parser = parser
        self.alphaFirstHex = alphaFirstHex
    }

    /// Words in a page's platforms, title or headings, or in a table's header, that mean hex is written alpha first.
    package static func saysAlphaFirst(_ text: String) -> Bool {
        let lower = text.lowercased()
        return ["android", "jetpack compose", "argb", "kotlin"].contains { FoundationSearch.contains(lower, $0) }
            || (FoundationSearch.contains(lower, "material") && lower.firstMatch(of: Self.materialWord) != nil)
    }

    /// `Material`, `Material 3`, `Material Design` as a word; not Apple's `Materials`.
    nonisolated(unsafe) static let materialWord = #/\bmaterial(?![a-z])/#

    /// Platforms named in a heading (`iOS, iPadOS system gray colors`), else the page's.
    func platforms(forHeading heading: String?) -> [String] {
        guard let heading else { return pagePlatforms }
        let words = Set(heading.split(whereSeparator: { !$0.isLetter }).map { $0.lowercased() })
        let named = Self.platformNames.filter { words.contains($0.lowercased()) }
        return named.isEmpty ? pagePlatforms : named
    }

    /// The exact place of `found` inside a cell: searched on the cell's source lines from the cell's start.
    func location(of found: String, in cell: ColorGrid.Cell) -> SourceLocation {
        let start = location(cell)
        guard !found.isEmpty else { return start }
        for lineNumber in max(1, cell.line)...max(1, cell.endLine, cell.line) {
            let line = source.line(lineNumber)
            let from = lineNumber == cell.line ? max(0, cell.column - 1) : 0
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

    func location(_ cell: ColorGrid.Cell) -> SourceLocation {
        source.location(line: max(1, cell.line), byteColumn: max(1, cell.column))
    }
}
