/// How a page's front matter was written.
package enum FrontMatterStyle: String, Sendable, Hashable, Codable, CaseIterable {
    /// The page has no front matter; the whole text is Markdown.
    case none
    /// An opening `---` and a closing `---` or `...` line.
    case closed
    /// An opening `---` whose `key: value` lines end at a blank line or heading, with no closing fence.
    case unclosed
}
