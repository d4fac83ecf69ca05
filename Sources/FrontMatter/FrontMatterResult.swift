import Diagnostics

/// What reading a page's front matter produced: typed metadata, the body to hand to Markdown, and problems found.
package struct FrontMatterResult: Sendable, Hashable, Codable {
    /// The typed fields and every other key; empty when the page has no usable front matter.
    package var metadata: PageMetadata
    /// The page text with every front-matter line (fences included) emptied, so body line numbers equal the file's.
    package var body: String
    package var style: FrontMatterStyle
    /// The file lines the front matter covers, fences included; `nil` when there is none.
    package var lineRange: ClosedRange<Int>?
    package var diagnostics: [Diagnostic]

    package init(
        metadata: PageMetadata = PageMetadata(), body: String, style: FrontMatterStyle = .none,
        lineRange: ClosedRange<Int>? = nil, diagnostics: [Diagnostic] = []
    ) {
        self.metadata = metadata
        self.body = body
        self.style = style
        self.lineRange = lineRange
        self.diagnostics = diagnostics
    }
}
