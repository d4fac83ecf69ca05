/// What a page's Markdown copy changes in the page as written (`CommonMarkTree.render(_:)`): blocks replaced or
/// followed by Markdown of the extractors' making, rules given a label, the title added when the page has none.
/// Positions are where a node starts, as cmark reports them (`SourcePosition`); an edit applies to the outermost
/// node that starts there.
package struct CommonMarkEdits: Sendable, Hashable {
    /// Block → the Markdown that stands in its place ("" removes it).
    package var replacements: [SourcePosition: String] = [:]
    /// Block → Markdown written after it.
    package var after: [SourcePosition: String] = [:]
    /// List item or paragraph → a label written in bold at its start (`Must:`).
    package var labels: [SourcePosition: String] = [:]
    /// Written as a level-1 heading at the top when the page does not start with one.
    package var title: String?
    /// Raw HTML kept (sanitized, as the HTML page shows it) rather than shown as code or text.
    package var allowRawHTML = false
    /// Links to other pages point at their Markdown copies (`color.md`); when false, at their HTML (`color.html`).
    package var linksToCopies = true

    package init() {}
}
