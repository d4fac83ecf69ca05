import ColorExport
import Guidelines

/// One state of a site as `precept diff` compares it: its pages with their rules, and its color tables with their
/// contrast (measured on that state's own backgrounds).
package struct DiffSide: Sendable {
    /// A page: where it is, what it is called, and its rules in page order.
    package struct PageEntry: Sendable {
        package var id: String
        /// Content-relative (`foundations/color.md`).
        package var path: String
        /// As diagnostics print it (`content/foundations/color.md`).
        package var displayPath: String
        package var title: String
        package var rules: [Rule]
        /// The rows of the page's change-log table.
        package var changeLog: [ChangeLogEntry]
        /// Front matter `deprecated:` (the reason, "" without one).
        package var deprecated: String?

        package init(
            id: String, path: String, displayPath: String, title: String, rules: [Rule], changeLog: [ChangeLogEntry] = [],
            deprecated: String? = nil
        ) {
            self.deprecated = deprecated
            self.id = id
            self.path = path
            self.displayPath = displayPath
            self.title = title
            self.rules = rules
            self.changeLog = changeLog
        }
    }

    /// What the side is called in reports: a revision (`v1`), `working tree`, or a folder.
    package var label: String
    package var pages: [PageEntry]
    package var colors: ColorsDocument

    package init(label: String, pages: [Page], settings: ColorCheckSettings) {
        self.label = label
        self.pages = pages.sorted { $0.source.relativePath < $1.source.relativePath }.map { page in
            PageEntry(
                id: page.id, path: page.source.relativePath, displayPath: page.source.displayPath, title: page.title,
                rules: page.rules, changeLog: page.changeLog, deprecated: page.metadata.deprecated)
        }
        colors = ColorsDocument(pages: pages, settings: settings, generator: "")
    }
}
