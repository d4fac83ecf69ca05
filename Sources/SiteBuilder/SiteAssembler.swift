import Diagnostics
import Guidelines

/// Orders pages into folder groups and checks what needs the whole site (links, anchors, duplicate ids).
package struct SiteAssembler: Sendable {
    package var configuration: SiteConfiguration

    package init(configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    package func assemble(_ pages: [Page], staticFiles: Set<String>) -> (Site, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let visible = pages.filter { configuration.includeDrafts || !$0.isDraft }
        var firstById: [String: Page] = [:]
        for page in visible.sorted(by: { $0.source.relativePath < $1.source.relativePath }) {
            if let first = firstById[page.id] {
                diagnostics.append(
                    .warning(
                        "page.duplicate-id", "page id '\(page.id)' is also used by \(first.source.displayPath)",
                        at: SourceLocation(path: page.source.displayPath, line: 1, column: 1),
                        notes: ["give each page a unique 'id:' in its front matter"]))
            } else {
                firstById[page.id] = page
            }
        }
        diagnostics += LinkValidator(pages: visible, staticFiles: staticFiles).validate()
        let colorInputs = visible.sorted { $0.source.relativePath < $1.source.relativePath }.flatMap { page in
            page.colorTables.map { ColorConflictValidator.Input(path: page.source.displayPath, table: $0) }
        }
        diagnostics += ColorConflictValidator().validate(colorInputs)

        let byFolder = Dictionary(grouping: visible, by: { $0.source.folder ?? "" })
        let groups = byFolder.keys.sorted { lhs, rhs in
            // Top-level pages first, then folders alphabetically.
            if lhs.isEmpty != rhs.isEmpty { return lhs.isEmpty }
            return lhs < rhs
        }.map { folder in
            Site.Group(
                id: folder.isEmpty ? "general" : folder,
                title: folder.isEmpty ? "General" : Self.groupTitle(folder),
                pages: byFolder[folder, default: []].sorted(by: Self.readingOrder))
        }
        return (Site(configuration: configuration, groups: groups), diagnostics)
    }

    /// `foundations` → `Foundations`, `design-tokens` → `Design tokens`.
    package static func groupTitle(_ folder: String) -> String {
        let words = folder.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard let first = words.first else { return folder }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst().map(String.init)).joined(separator: " ")
    }

    static func readingOrder(_ a: Page, _ b: Page) -> Bool {
        let wa = a.metadata.weight ?? Int.max, wb = b.metadata.weight ?? Int.max
        if wa != wb { return wa < wb }
        if a.title.lowercased() != b.title.lowercased() { return a.title.lowercased() < b.title.lowercased() }
        return a.source.relativePath < b.source.relativePath
    }
}
