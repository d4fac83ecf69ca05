import Diagnostics
import FrontMatter
import MarkdownSyntax

/// A heading in the page's table of contents (H2, with its H3 children).
package struct PageSection: Sendable, Hashable, Codable {
    package var id: String
    package var title: String
    package var level: Int
    package var children: [PageSection]
}

/// A link listed under a page's Related heading.
package struct RelatedLink: Sendable, Hashable, Codable {
    package var title: String
    /// The href as written in the output (page links already point at `.html`).
    package var href: String
}

/// One row of a `Date | Changes` table.
package struct ChangeLogEntry: Sendable, Hashable, Codable {
    package var date: String
    package var changes: String
}

/// A task-list item (`- [ ] …`) of a page, for the site's checklist.
package struct TaskItem: Sendable, Hashable, Codable {
    /// The item's own text as plain text (nested lists are items of their own).
    package var text: String
    package var checked: Bool
    /// The H2 or H3 the item is under, when there is one.
    package var sectionId: String?
    package var sectionTitle: String?
}

/// Everything the site half needs about one page: values only, so it can be cached or sent between processes.
package struct Page: Sendable, Hashable, Codable {
    package var id: String
    package var source: PageSourceInfo
    package var title: String
    package var description: String?
    package var summary: String?
    package var metadata: PageMetadata
    package var sections: [PageSection]
    package var alsoCalled: [String]
    package var related: [RelatedLink]
    package var changeLog: [ChangeLogEntry]
    package var tasks: [TaskItem]
    package var bodyHTML: String
    package var headings: [RenderedHeading]
    package var links: [RenderedLink]
    package var colorTables: [ColorTable]
    package var rules: [Rule]
    package var isDraft: Bool { metadata.draft ?? false }
}

/// Where a page came from and where it goes.
package struct PageSourceInfo: Sendable, Hashable, Codable {
    package var relativePath: String
    package var displayPath: String
    package var outputPath: String
    package var folder: String?
}

/// The result of processing one page: the page (when it could be built) and its diagnostics.
package struct PageResult: Sendable, Hashable, Codable {
    package var page: Page?
    package var diagnostics: [Diagnostic]

    package init(page: Page?, diagnostics: [Diagnostic]) {
        self.page = page
        self.diagnostics = diagnostics
    }
}
