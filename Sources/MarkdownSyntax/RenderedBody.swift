import Diagnostics

/// A heading found while rendering, with the id it was given.
package struct RenderedHeading: Sendable, Hashable, Codable {
    package var level: Int
    package var id: String
    package var title: String
    /// The link a HIG-style heading (`## [Best practices](https://…)`) pointed at.
    package var sourceURL: String?
    package var line: Int
    package var column: Int
}

/// A link or image destination found in the body, kept for site-wide checks.
package struct RenderedLink: Sendable, Hashable, Codable {
    package var destination: LinkDestination
    package var raw: String
    package var isImage: Bool
    package var line: Int
    package var column: Int
}

/// The HTML of a page body plus what the site half needs from it.
package struct RenderedBody: Sendable, Hashable, Codable {
    package var html: String
    package var headings: [RenderedHeading]
    package var links: [RenderedLink]
    /// Text of the H1 the renderer left out because the template prints the title.
    package var omittedTitle: String?
    package var diagnostics: [Diagnostic]
}
