import Diagnostics

/// Where a node sits in the source: 1-based lines and 1-based byte columns, as cmark reports them.
package struct SourceRange: Sendable, Hashable, Codable {
    package var startLine: Int
    package var startColumn: Int
    package var endLine: Int
    package var endColumn: Int

    package init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
        self.startLine = startLine
        self.startColumn = startColumn
        self.endLine = endLine
        self.endColumn = endColumn
    }
}

/// Column alignment of a GFM table column.
package enum TableAlignment: String, Sendable, Hashable, Codable {
    case none, left, center, right
}

/// What a Markdown node is, with the values that belong to that kind.
package enum MarkdownKind: Sendable, Hashable, Codable {
    case document
    case blockQuote
    case list(ordered: Bool, start: Int, tight: Bool)
    /// `checked` is nil for an ordinary item, true/false for a task-list item.
    case item(checked: Bool?)
    case codeBlock(info: String, literal: String)
    case htmlBlock(String)
    case paragraph
    case heading(level: Int)
    case thematicBreak
    case table(alignments: [TableAlignment])
    case tableRow(isHeader: Bool)
    case tableCell
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case htmlInline(String)
    case emphasis
    case strong
    case strikethrough
    case link(destination: String, title: String)
    case image(source: String, title: String)
    /// A node this wrapper does not model (footnotes, future extensions); its children are kept.
    case other(String)

    package var isBlock: Bool {
        switch self {
        case .document, .blockQuote, .list, .item, .codeBlock, .htmlBlock, .paragraph, .heading,
            .thematicBreak, .table, .tableRow, .tableCell:
            true
        default:
            false
        }
    }
}

/// An immutable Markdown tree node holding values only (no pointers into C memory), so pages can be cached and sent between processes.
package struct MarkdownNode: Sendable, Hashable, Codable {
    package var kind: MarkdownKind
    package var range: SourceRange
    package var children: [MarkdownNode]

    package init(_ kind: MarkdownKind, range: SourceRange, children: [MarkdownNode] = []) {
        self.kind = kind
        self.range = range
        self.children = children
    }
}
