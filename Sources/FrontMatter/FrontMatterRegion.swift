/// Where a page's front matter sits, in 1-based file lines.
package struct FrontMatterRegion: Sendable, Hashable {
    package var style: FrontMatterStyle
    /// Every line that belongs to the front matter, the opening fence and any closing fence included.
    package var lineRange: ClosedRange<Int>
    /// The lines holding YAML text, fences excluded; empty for `---` directly followed by `---`.
    package var yamlLines: Range<Int>

    package init(style: FrontMatterStyle, lineRange: ClosedRange<Int>, yamlLines: Range<Int>) {
        self.style = style
        self.lineRange = lineRange
        self.yamlLines = yamlLines
    }
}
