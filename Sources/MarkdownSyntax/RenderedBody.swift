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

    package init(level: Int, id: String, title: String, sourceURL: String?, line: Int, column: Int) {
        self.level = level
        self.id = id
        self.title = title
        self.sourceURL = sourceURL
        self.line = line
        self.column = column
    }
}

/// A link or image destination found in the body, kept for site-wide checks.
package struct RenderedLink: Sendable, Hashable, Codable {
    package var destination: LinkDestination
    package var raw: String
    package var isImage: Bool
    package var line: Int
    package var column: Int

    package init(destination: LinkDestination, raw: String, isImage: Bool, line: Int, column: Int) {
        self.destination = destination
        self.raw = raw
        self.isImage = isImage
        self.line = line
        self.column = column
    }
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
