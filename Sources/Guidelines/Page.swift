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
    /// The row's line in the page (0 when unknown); not part of the JSON API.
    package var line: Int = 0

    package init(date: String, changes: String, line: Int = 0) {
        self.date = date
        self.changes = changes
        self.line = line
    }

    private enum CodingKeys: String, CodingKey {
        case date, changes
    }
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
///
/// A value type held in one shared box (copy on write): the site half hands pages from stage to stage and
/// keeps ten thousand of them in a session's memo, and copying a page is then one retain instead of one per
/// string and array. Encodes exactly as its fields would (`Fields`).
package struct Page: Sendable, Hashable, Codable {
    /// The page's stored values.
    package struct Fields: Sendable, Hashable, Codable {
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
        package var body: PageBody
        /// The text of the page's clean Markdown copy after its front matter (`PageMarkdownCopy.body`; empty when the
        /// site writes none), held like the body.
        package var markdown: PageBody = .html("")
        package var headings: [RenderedHeading]
        package var links: [RenderedLink]
        package var colorTables: [ColorTable]
        package var rules: [Rule]
        /// The language the page is written in: its front matter's `language:`, else detected from its text
        /// (`PageLanguageDetector`), else the site's.
        package var language: LanguageTag
    }

    /// The box `Page` values share until one of them is changed.
    // @unchecked Sendable: `fields` is only ever written through `Page`'s setters, which first make the box
    // unique to that value (`isKnownUniquelyReferenced`), so a box another value or thread can see is never written.
    @usableFromInline
    final class Box: @unchecked Sendable {
        @usableFromInline var fields: Fields

        @usableFromInline
        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    @usableFromInline var box: Box

    package init(
        id: String,
        source: PageSourceInfo,
        title: String,
        description: String?,
        summary: String?,
        metadata: PageMetadata,
        sections: [PageSection],
        alsoCalled: [String],
        related: [RelatedLink],
        changeLog: [ChangeLogEntry],
        tasks: [TaskItem],
        bodyHTML: String,
        markdown: String = "",
        headings: [RenderedHeading],
        links: [RenderedLink],
        colorTables: [ColorTable],
        rules: [Rule],
        language: LanguageTag = .english
    ) {
        box = Box(
            Fields(
                id: id,
                source: source,
                title: title,
                description: description,
                summary: summary,
                metadata: metadata,
                sections: sections,
                alsoCalled: alsoCalled,
                related: related,
                changeLog: changeLog,
                tasks: tasks,
                body: .html(bodyHTML),
                markdown: .html(markdown),
                headings: headings,
                links: links,
                colorTables: colorTables,
                rules: rules,
                language: language))
    }

    package init(fields: Fields) {
        box = Box(fields)
    }

    /// The page's values, to read many at once or to change several.
    @inlinable package var fields: Fields {
        get { box.fields }
        set { mutableBox().fields = newValue }
    }

    @inlinable mutating func mutableBox() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    package init(from decoder: any Decoder) throws {
        box = Box(try Fields(from: decoder))
    }

    package func encode(to encoder: any Encoder) throws {
        try box.fields.encode(to: encoder)
    }

    package static func == (lhs: Page, rhs: Page) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

    package func hash(into hasher: inout Hasher) {
        box.fields.hash(into: &hasher)
    }

    @inlinable package var id: String {
        _read { yield box.fields.id }
        _modify { yield &mutableBox().fields.id }
    }
    @inlinable package var source: PageSourceInfo {
        _read { yield box.fields.source }
        _modify { yield &mutableBox().fields.source }
    }
    @inlinable package var title: String {
        _read { yield box.fields.title }
        _modify { yield &mutableBox().fields.title }
    }
    @inlinable package var description: String? {
        _read { yield box.fields.description }
        _modify { yield &mutableBox().fields.description }
    }
    @inlinable package var summary: String? {
        _read { yield box.fields.summary }
        _modify { yield &mutableBox().fields.summary }
    }
    @inlinable package var metadata: PageMetadata {
        _read { yield box.fields.metadata }
        _modify { yield &mutableBox().fields.metadata }
    }
    @inlinable package var sections: [PageSection] {
        _read { yield box.fields.sections }
        _modify { yield &mutableBox().fields.sections }
    }
    @inlinable package var alsoCalled: [String] {
        _read { yield box.fields.alsoCalled }
        _modify { yield &mutableBox().fields.alsoCalled }
    }
    @inlinable package var related: [RelatedLink] {
        _read { yield box.fields.related }
        _modify { yield &mutableBox().fields.related }
    }
    @inlinable package var changeLog: [ChangeLogEntry] {
        _read { yield box.fields.changeLog }
        _modify { yield &mutableBox().fields.changeLog }
    }
    @inlinable package var tasks: [TaskItem] {
        _read { yield box.fields.tasks }
        _modify { yield &mutableBox().fields.tasks }
    }
    @inlinable package var body: PageBody {
        _read { yield box.fields.body }
        _modify { yield &mutableBox().fields.body }
    }
    @inlinable package var markdown: PageBody {
        _read { yield box.fields.markdown }
        _modify { yield &mutableBox().fields.markdown }
    }
    /// The Markdown copy when the page holds it; empty when it was moved to a `PageBodyStore` (`Site.markdown(of:)`).
    package var markdownText: String {
        if case .html(let text) = box.fields.markdown { return text }
        return ""
    }
    /// The body's HTML when the page holds it; empty when it was moved to a `PageBodyStore` (`Site.body(of:)`
    /// reads it from wherever it is).
    package var bodyHTML: String {
        if case .html(let html) = box.fields.body { return html }
        return ""
    }
    @inlinable package var headings: [RenderedHeading] {
        _read { yield box.fields.headings }
        _modify { yield &mutableBox().fields.headings }
    }
    @inlinable package var links: [RenderedLink] {
        _read { yield box.fields.links }
        _modify { yield &mutableBox().fields.links }
    }
    @inlinable package var colorTables: [ColorTable] {
        _read { yield box.fields.colorTables }
        _modify { yield &mutableBox().fields.colorTables }
    }
    @inlinable package var rules: [Rule] {
        _read { yield box.fields.rules }
        _modify { yield &mutableBox().fields.rules }
    }
    @inlinable package var language: LanguageTag {
        _read { yield box.fields.language }
        _modify { yield &mutableBox().fields.language }
    }
    package var isDraft: Bool { metadata.draft ?? false }
}

/// Where a page came from and where it goes.
package struct PageSourceInfo: Sendable, Hashable, Codable {
    package var relativePath: String
    package var displayPath: String
    package var outputPath: String
    package var folder: String?

    /// The output path as a link to the page, relative to the site's root: percent-encoded so that no file name
    /// can make it a script, a query or a fragment (`javascript:x.md` → `javascript%3Ax.html`; see `URLPath`).
    package var href: String { URLPath.encode(outputPath) }
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
