import Foundation
import Guidelines
import SiteModel

/// How the site checklist is laid out. Up to `SiteConfiguration.checklistSplitAbove` rules it is the one page
/// `checklist.html`. Above that, `checklist.html` is an index with a row per navigation group and each group
/// with rules has a page of its own, `checklist/<slug>.html`: at 10,000 pages the single page is 128 MB, more
/// than a browser can use. A group that alone has more rules than that is cut into parts of consecutive pages,
/// each with at most that many rules (a page is never cut), `checklist/<slug>.html` for the first part and
/// `checklist/<slug>-part-2.html`… for the others, each a row of the index: a site whose pages are all in one
/// folder is split too.
///
/// Every group is given its path whether it has rules or not, in group order, so a group that gains its first
/// rule moves no other group's page. A path that a page or a static file of the content already takes, or that
/// an earlier group took, is passed over for the next free `-2`, `-3`… (compared without case, for file
/// systems that ignore it); the paths of later parts are given after every group's, the same way.
package struct ChecklistLayout: Sendable, Hashable {
    /// The default of `checklist: { split_above: }` (`SiteConfiguration.defaultChecklistSplitAbove`).
    package static let defaultSplitAbove = SiteConfiguration.defaultChecklistSplitAbove
    /// The single checklist, or the index of the group pages.
    package static let indexPath = ViewModelBuilder.checklistPath
    /// The folder of the group pages.
    package static let folder = "checklist/"

    /// One group with rules, or one part of a group cut into parts, as the index counts it.
    package struct Entry: Sendable, Hashable {
        /// The group's position in `Site.groups`.
        package var group: Int
        /// The group's pages this entry lists, as positions in the group's `pages`: all of them unless the
        /// group is cut into parts.
        package var pages: Range<Int>
        /// The part's number from 1, and how many parts the group has (1 when it is not cut).
        package var part = 1
        package var partCount = 1
        /// The group page's output path.
        package var path: String
        /// Pages of the group that have rules.
        package var pageCount: Int
        package var ruleCount: Int
        /// Rules of each kind, in `Rule.Kind.allCases` order.
        package var kindCounts: [Int]
    }

    /// True when `checklist.html` is an index and the groups have pages of their own.
    package var isSplit: Bool
    package var ruleCount: Int
    /// Rules of each kind on the site, in `Rule.Kind.allCases` order.
    package var kindCounts: [Int]
    /// Each group's page path, in `Site.groups` order; only the groups in `entries` have a page, and only when split.
    package var groupPaths: [String]
    /// The groups that have rules, in order.
    package var entries: [Entry]

    package init(site: Site) {
        let kinds = Rule.Kind.allCases
        let limit = site.configuration.checklistSplitAbove
        var entries: [Entry] = []
        var kindCounts = [Int](repeating: 0, count: kinds.count)
        for (number, group) in site.groups.enumerated() {
            let groupRules = group.pages.indices.reduce(0) { $0 + group.pages[$1].rules.count }
            guard groupRules > 0 else { continue }
            // Parts only for a group over the limit; each closes before the page that would take it over.
            let partLimit = groupRules > limit ? limit : Int.max
            func empty(from start: Int) -> Entry {
                Entry(group: number, pages: start..<start, path: "", pageCount: 0, ruleCount: 0, kindCounts: kinds.map { _ in 0 })
            }
            var parts: [Entry] = []
            var entry = empty(from: 0)
            for position in group.pages.indices {
                let rules = group.pages[position].rules
                guard !rules.isEmpty else { continue }
                if entry.ruleCount > 0, entry.ruleCount + rules.count > partLimit {
                    entry.pages = entry.pages.lowerBound..<position
                    parts.append(entry)
                    entry = empty(from: position)
                }
                entry.pageCount += 1
                entry.ruleCount += rules.count
                for rule in rules { entry.kindCounts[Self.kindIndex(rule.kind)] += 1 }
            }
            entry.pages = entry.pages.lowerBound..<group.pages.count
            parts.append(entry)
            for index in parts.indices {
                parts[index].part = index + 1
                parts[index].partCount = parts.count
                for kind in kindCounts.indices { kindCounts[kind] += parts[index].kindCounts[kind] }
            }
            entries += parts
        }
        var taken = Set<String>()
        groupPaths = Self.paths(for: site, taken: &taken)
        for index in entries.indices {
            let entry = entries[index]
            entries[index].path =
                entry.part == 1 ? groupPaths[entry.group] : Self.partPath(groupPaths[entry.group], part: entry.part, taken: &taken)
        }
        self.entries = entries
        self.kindCounts = kindCounts
        ruleCount = entries.reduce(0) { $0 + $1.ruleCount }
        isSplit = ruleCount > limit && entries.count > 1
    }

    /// The group pages written: none unless the checklist is split.
    package var pagePaths: [String] { isSplit ? entries.map(\.path) : [] }

    /// The entries of the group at `group` in `Site.groups`: none when it has no rules, one per part.
    package func entries(forGroup group: Int) -> [Entry] {
        entries.filter { $0.group == group }
    }

    /// The position of `kind` in `Rule.Kind.allCases`.
    static func kindIndex(_ kind: Rule.Kind) -> Int {
        switch kind {
        case .mustNot: 0
        case .avoid: 1
        case .must: 2
        case .prefer: 3
        case .guidance: 4
        }
    }

    /// `checklist/<slug>.html` for every group, none of them a path the content's pages or files take;
    /// `taken` receives those paths and the groups'.
    static func paths(for site: Site, taken: inout Set<String>) -> [String] {
        fileNames.paths(for: site, taken: &taken)
    }

    static func partPath(_ path: String, part: Int, taken: inout Set<String>) -> String {
        fileNames.partPath(path, part: part, taken: &taken)
    }

    static let fileNames = GroupFilePaths(folder: folder, fileExtension: ".html")

    /// A file name from a group id: lower-case ASCII letters, digits, `_` and single `-`s (`Design Tokens` →
    /// `design-tokens`, `Couleur é` → `couleur-e`); `group` when nothing is left (a folder named in Chinese).
    package static func slug(_ id: String) -> String {
        let folded = id.folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil).lowercased()
        var slug = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
            if keep {
                if pendingDash, !slug.isEmpty { slug += "-" }
                pendingDash = false
                slug.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return slug.isEmpty ? "group" : slug
    }
}
