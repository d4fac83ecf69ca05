import MarkdownSyntax

/// A color table found on a page: either a specification (values per appearance) or a semantic list (purpose, API).
package struct ColorTable: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case specification
        case semantic
        /// Rows of a background and a foreground color (`Background color | Text color`), read with their contrast.
        case pairs
    }

    /// `foundations/color/system-colors`: page id + slug of the heading above the table.
    package var id: String
    package var pageId: String
    /// The heading above the table (`iOS, iPadOS system gray colors`).
    package var title: String
    /// Id of that heading on its page, for deep links.
    package var anchor: String?
    package var kind: Kind
    /// Platforms named in the heading, else the page's platforms.
    package var platforms: [String]
    /// Short paragraphs right after the table (`visionOS system colors use the default dark color values.`).
    package var notes: [String]
    /// The appearance columns the table has, in column order.
    package var appearances: [Appearance]
    package var colors: [ColorSpec]
    package var semanticColors: [SemanticColor]
    /// True when the table was recovered from lines that do not parse as one Markdown table (flattened cells, rows
    /// broken across lines or blank lines, a hard-wrapped table); its swatches are drawn after the source as written.
    package var recoveredFromLines: Bool
    package var line: Int
    package var column: Int
    /// Where the Markdown block of the table starts (cmark's line and byte column), to draw it differently.
    package var blockPosition: SourcePosition
    /// Set when the table's heading marks it deprecated (`Legacy tints (deprecated: use System colors)`): the reason,
    /// "" when none is given.
    package var deprecated: String?
}
