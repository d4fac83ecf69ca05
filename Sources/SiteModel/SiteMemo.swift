import Diagnostics
import FrontMatter
import Guidelines

/// What the site stage of a session keeps for its next build: the site it assembled, what the site's
/// structure read of each page (its `Placement`), and the site-wide findings that depend only on those or
/// on the pages' color tables.
///
/// Everything the assembled site is made of that is not a page's own value (the groups and their order,
/// duplicate ids, the navigation and checklist layouts built from them) is a function of the placements
/// alone, so a build whose fresh pages all keep their placement gets the same site by putting those pages
/// in the places they had, and one whose fresh pages changed a title or a weight gets it by sorting their
/// groups again (`SiteAssembler.assemble(_:staticFiles:keys:fresh:previous:)`).
package struct SiteMemo: Sendable {
    /// What the site's structure reads of one page: where it is listed, by what it is sorted, its id, and the
    /// rule counts the checklist's layout is made of.
    package struct Placement: Sendable, Hashable {
        var relativePath: String
        var displayPath: String
        var outputPath: String
        var folder: String?
        var title: String
        var weight: Int?
        var id: String
        var isDraft: Bool
        var ruleKinds: [Rule.Kind]
        /// Navigation and index links carry the page's language when it is not the site's.
        var language: LanguageTag

        package init(_ page: Page) {
            let fields = page.fields
            relativePath = fields.source.relativePath
            displayPath = fields.source.displayPath
            outputPath = fields.source.outputPath
            folder = fields.source.folder
            title = fields.title
            weight = fields.metadata.weight
            id = fields.id
            isDraft = page.isDraft
            ruleKinds = fields.rules.map(\.kind)
            language = fields.language
        }
    }

    /// A shown page's place in `site.groups`.
    package struct Position: Sendable, Hashable {
        package var group: Int
        package var item: Int
    }

    package var site: Site
    /// Content-relative path → the placement of every page of the site, drafts included.
    package var placements: [String: Placement]
    /// Content-relative path → where each shown page is.
    package var positions: [String: Position]
    package var duplicateIds: [Diagnostic]
    package var colorConflicts: [Diagnostic]
    package var links: LinkFindings
    /// Where the pages read afresh are, when the site was the previous one with them put in place; nil when
    /// the site was assembled whole.
    package var replaced: [Position]?
    /// Whether a fresh page's placement changed (a title, weight, id or rule kinds), when `replaced` is set.
    package var placementsChanged = false
    /// The groups sorted again because a fresh page's title or weight changed their order, each with the item
    /// every page had before, by its item now (`moved[g][now] == before`).
    package var moved: [Int: [Int]] = [:]
}
