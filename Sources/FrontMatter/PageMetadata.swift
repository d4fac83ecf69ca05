/// The typed fields of a page's front matter; a field is `nil` when missing or unreadable.
package struct PageMetadata: Sendable, Hashable, Codable {
    /// Stable page identifier, used in links and JSON output.
    package var id: String?
    package var title: String?
    package var description: String?
    /// From a YAML list or a comma-separated string (`iOS, iPadOS`).
    package var platforms: [String]?
    /// Free text such as `iOS 14.0+`.
    package var availability: String?
    package var reviewed: ReviewDate?
    /// Where the page's content comes from: an absolute http(s) URL or a relative path.
    package var source: String?
    /// The matching Human Interface Guidelines page.
    package var hig: String?
    /// The matching developer documentation page.
    package var docs: String?
    /// Other paths that should lead to this page, from a YAML list or a comma-separated string.
    package var aliases: [String]?
    package var draft: Bool?
    /// Sort order among sibling pages; lower comes first.
    package var weight: Int?
    /// The language the page is written in, when the front matter names one (`language: ja`).
    package var language: LanguageTag?
    /// `deprecated: "Use Color and contrast"` (the reason) or `deprecated: true` (""); nil when not deprecated.
    package var deprecated: String?
    /// Every key that is not one of the fields above, kept for templates.
    package var extra: [String: YAMLValue]

    package init(
        id: String? = nil, title: String? = nil, description: String? = nil, platforms: [String]? = nil,
        availability: String? = nil, reviewed: ReviewDate? = nil, source: String? = nil, hig: String? = nil,
        docs: String? = nil, aliases: [String]? = nil, draft: Bool? = nil, weight: Int? = nil,
        language: LanguageTag? = nil, deprecated: String? = nil, extra: [String: YAMLValue] = [:]
    ) {
        self.deprecated = deprecated
        self.id = id
        self.title = title
        self.description = description
        self.platforms = platforms
        self.availability = availability
        self.reviewed = reviewed
        self.source = source
        self.hig = hig
        self.docs = docs
        self.aliases = aliases
        self.draft = draft
        self.weight = weight
        self.language = language
        self.extra = extra
    }

    /// The keys read into typed fields; all others go to `extra`.
    package static let knownKeys: Set<String> = [
        "id", "title", "description", "platforms", "availability", "reviewed",
        "source", "hig", "docs", "aliases", "draft", "weight", "language", "deprecated",
    ]
}
