import Diagnostics

/// A parsed Markdown page: the tree plus the problems found while parsing it.
package struct MarkdownDocument: Sendable, Hashable, Codable {
    package var root: MarkdownNode
    package var diagnostics: [Diagnostic]

    package init(root: MarkdownNode, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }

    /// Top-level blocks of the document.
    package var blocks: [MarkdownNode] { root.children }
}
