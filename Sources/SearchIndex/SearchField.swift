/// Where in a page a term was found; the ranking weighs the fields in this order of importance.
package enum SearchField: Int, Sendable, Hashable, Codable, CaseIterable {
    case title = 0
    case alias = 1
    case heading = 2
    case color = 3
    case rule = 4
    case body = 5
}

/// One occurrence group of a term: a page, a field, the entry within that field, and how often (capped at 4);
/// for the title field, `count` is instead the title's length in terms (capped at 4).
///
/// `entry` is the section index for headings and body (0 is the text before the first heading), the color
/// index for colors and the rule index for rules; 0 for title and aliases.
package struct SearchPosting: Sendable, Hashable, Codable {
    package var page: Int
    package var field: SearchField
    package var entry: Int
    package var count: Int

    package init(page: Int, field: SearchField, entry: Int, count: Int = 1) {
        self.page = page
        self.field = field
        self.entry = entry
        self.count = count
    }

    /// `entry * 32 + field * 4 + (count - 1)`, the number the shard stores.
    package var code: Int { entry * 32 + field.rawValue * 4 + (min(count, 4) - 1) }

    package init?(page: Int, code: Int) {
        guard let field = SearchField(rawValue: (code / 4) % 8) else { return nil }
        self.init(page: page, field: field, entry: code / 32, count: code % 4 + 1)
    }
}
