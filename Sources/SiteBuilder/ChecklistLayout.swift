import Foundation
import Guidelines

/// How the site checklist is laid out. Up to `SiteConfiguration.checklistSplitAbove` rules, or when every rule
/// is in one group, it is the one page `checklist.html`. Above that, `checklist.html` is an index with a row
/// per navigation group and each group with rules has a page of its own, `checklist/<slug>.html`: at 10,000
/// pages the single page is 128 MB, more than a browser can use.
///
/// Every group is given its path whether it has rules or not, in group order, so a group that gains its first
/// rule moves no other group's page. A path that a page or a static file of the content already takes, or that
/// an earlier group took, is passed over for the next free `-2`, `-3`… (compared without case, for file
/// systems that ignore it).
package struct ChecklistLayout: Sendable, Hashable {
    /// The default of `checklist: { split_above: }`: a checklist of 5,000 rules is about 4 MB of HTML.
    package static let defaultSplitAbove = 5_000
    /// The single checklist, or the index of the group pages.
    package static let indexPath = ViewModelBuilder.checklistPath
    /// The folder of the group pages.
    package static let folder = "checklist/"

    /// One group with rules, as the index counts it.
    package struct Entry: Sendable, Hashable {
        /// The group's position in `Site.groups`.
        package var group: Int
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
        var entries: [Entry] = []
        var kindCounts = [Int](repeating: 0, count: kinds.count)
        for (number, group) in site.groups.enumerated() {
            var entry = Entry(group: number, path: "", pageCount: 0, ruleCount: 0, kindCounts: kindCounts.map { _ in 0 })
            for position in group.pages.indices {
                let rules = group.pages[position].rules
                guard !rules.isEmpty else { continue }
                entry.pageCount += 1
                entry.ruleCount += rules.count
                for rule in rules { entry.kindCounts[Self.kindIndex(rule.kind)] += 1 }
            }
            guard entry.ruleCount > 0 else { continue }
            for index in kindCounts.indices { kindCounts[index] += entry.kindCounts[index] }
            entries.append(entry)
        }
        groupPaths = Self.paths(for: site)
        for index in entries.indices { entries[index].path = groupPaths[entries[index].group] }
        self.entries = entries
        self.kindCounts = kindCounts
        ruleCount = entries.reduce(0) { $0 + $1.ruleCount }
        isSplit = ruleCount > site.configuration.checklistSplitAbove && entries.count > 1
    }

    /// The group pages written: none unless the checklist is split.
    package var pagePaths: [String] { isSplit ? entries.map(\.path) : [] }

    /// The entry of the group at `group` in `Site.groups`, when it has rules.
    package func entry(forGroup group: Int) -> Entry? {
        entries.first { $0.group == group }
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

    /// `checklist/<slug>.html` for every group, none of them a path the content's pages or files take.
    static func paths(for site: Site) -> [String] {
        var taken = Set<String>()
        for group in site.groups {
            for position in group.pages.indices {
                let path = group.pages[position].source.outputPath
                if path.hasPrefix(folder) { taken.insert(path.lowercased()) }
            }
        }
        for path in site.staticFiles where path.hasPrefix(folder) { taken.insert(path.lowercased()) }
        return site.groups.map { group in
            let slug = slug(group.id)
            var path = folder + slug + ".html"
            var number = 1
            while taken.contains(path) {
                number += 1
                path = folder + slug + "-\(number).html"
            }
            taken.insert(path)
            return path
        }
    }

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
