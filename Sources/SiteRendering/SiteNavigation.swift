import Diagnostics
import FrontMatter
import Guidelines
import SiteModel
import Templates

/// What every page's view needs from the whole site, computed once per build so rendering stays linear:
/// the reading order, each page's group and neighbours, whether the checklist exists, and the navigation's
/// template values for collapsed groups at each folder depth.
package struct SiteNavigation: Sendable {
    /// Sites with at most this many pages list every group's pages on every page.
    package static let expandAllLimit = 60
    /// A group with more pages than this lists only a window around the current page.
    package static let fullGroupLimit = 25
    /// Pages listed before and after the current one in a windowed group.
    package static let windowRadius = 10
    /// A site with more groups than this lists, on each page, only a window of groups around the current
    /// page's and a link to the overview, which lists them all: 100 folders listed on 10,000 pages were 18 KB
    /// of every page's markup, 180 MB of the site.
    package static let allGroupsLimit = 25
    /// Groups listed before and after the current page's group in a windowed navigation.
    package static let groupWindowRadius = 5

    /// Where a page sits: its group, its position in the group and in the reading order.
    package struct Place: Sendable, Hashable {
        package var group: Int
        package var position: Int
        package var order: Int
    }

    package private(set) var groups: [Site.Group]
    /// Pages in reading order (group by group), the order previous/next follows.
    package private(set) var pages: ReadingOrder
    package private(set) var hasChecklist: Bool
    private(set) var places: [String: Place]
    /// True when every group lists all its pages on every page (small sites).
    package let expandAll: Bool
    /// The site's language: a page link in the navigation says its page's language when it is another.
    package let siteLanguage: LanguageTag
    /// Each language's home (`""`, `zh/`) → the positions of its groups: a page's navigation lists only its
    /// language's groups.
    package private(set) var homeRanges: [String: Range<Int>] = [:]
    /// The homes whose pages have rules, so that their checklist exists.
    package private(set) var checklistHomes: Set<String> = []
    /// Root prefix → each group's template value when no page of it is current (`.shared`, so that a render memo
    /// renders it once per place in the templates).
    let restingGroups: [String: [TemplateValue]]

    package init(site: Site, extraRoots: [String] = []) {
        groups = site.groups
        pages = site.readingOrder
        hasChecklist = site.groups.contains { $0.pages.contains { !$0.rules.isEmpty } }
        var places: [String: Place] = [:]
        var order = 0
        places.reserveCapacity(pages.count)
        for (g, group) in site.groups.enumerated() {
            // By index: copying each page out of the array would retain all its fields.
            for position in group.pages.indices {
                let path = group.pages[position].source.outputPath
                if places[path] == nil { places[path] = Place(group: g, position: position, order: order) }
                order += 1
            }
        }
        self.places = places
        (homeRanges, checklistHomes) = Self.homes(of: site)
        let siteLanguage = LanguageTag(site.configuration.language) ?? .english
        self.siteLanguage = siteLanguage
        let expandAll = pages.count <= Self.expandAllLimit
        self.expandAll = expandAll
        var roots = Set(extraRoots + [""])
        var depths = Set<Int>()
        for group in site.groups {
            for position in group.pages.indices {
                depths.insert(ViewModelBuilder.folderDepth(ofOutputPath: group.pages[position].source.outputPath))
            }
        }
        for depth in depths { roots.insert(String(repeating: "../", count: depth)) }
        var resting: [String: [TemplateValue]] = [:]
        for root in roots {
            resting[root] = site.groups.map { group in
                let value = Self.view(of: group, root: root, current: nil, expand: expandAll, siteLanguage: siteLanguage).templateValue
                // Shared: every page at this depth outside the group shows it the same way, so it renders once.
                guard case .object(let fields) = value else { return value }
                return .shared(SharedTemplateObject(fields))
            }
        }
        restingGroups = resting
    }

    /// Each language's groups, and which languages have rules.
    static func homes(of site: Site) -> ([String: Range<Int>], Set<String>) {
        var ranges: [String: Range<Int>] = [:]
        var checklists = Set<String>()
        for home in site.homes { ranges[home] = site.groupRange(home: home) }
        for group in site.groups where !checklists.contains(group.home) && group.pages.contains(where: { !$0.rules.isEmpty }) {
            checklists.insert(group.home)
        }
        return (ranges, checklists)
    }

    /// Whether the language at `home` has a checklist (some page of it has rules).
    package func hasChecklist(home: String) -> Bool {
        homeRanges.count <= 1 ? hasChecklist : checklistHomes.contains(home)
    }

    /// How many groups the navigation of the language at `home` can list.
    package func groupCount(home: String) -> Int {
        homeRanges.count <= 1 ? groups.count : homeRanges[home]?.count ?? 0
    }

    /// The group and positions of the page written to `outputPath`.
    /// This navigation over `site`'s pages, for a site with the same pages in the same groups as the one it
    /// was made for, the groups at `moved` put in a new order: the places of those groups' pages are made again;
    /// the resting groups, which show only each group's title, id and size, stay unless every group lists its
    /// pages (`expandAll`), when the navigation is made afresh.
    package func replacingPages(of site: Site, moved: Set<Int> = [], extraRoots: [String] = []) -> SiteNavigation {
        var copy = self
        copy.groups = site.groups
        copy.pages = site.readingOrder
        copy.hasChecklist = site.groups.contains { $0.pages.contains { !$0.rules.isEmpty } }
        (copy.homeRanges, copy.checklistHomes) = Self.homes(of: site)
        guard !moved.isEmpty else { return copy }
        if expandAll { return SiteNavigation(site: site, extraRoots: extraRoots) }
        let starts = copy.pages.starts
        for g in moved {
            let group = site.groups[g]
            for position in group.pages.indices {
                copy.places[group.pages[position].source.outputPath] = Place(group: g, position: position, order: starts[g] + position)
            }
        }
        return copy
    }

    package func place(of outputPath: String) -> Place? { places[outputPath] }

    /// The navigation of a page at `root` whose output path is `current` (nil for pages outside every group).
    package func groupViews(root: String, current: String?, home: String = "") -> [NavGroupView] {
        let currentGroup = current.flatMap { places[$0]?.group }
        return listedGroups(current: current, home: home).map { g in
            Self.view(
                of: groups[g], root: root, current: g == currentGroup ? current : nil, expand: expandAll || g == currentGroup,
                siteLanguage: siteLanguage,
                position: g == currentGroup ? current.flatMap { places[$0]?.position } : nil)
        }
    }

    /// `groupViews` as a template value, reusing the groups that do not hold the current page.
    package func value(root: String, current: String?, home: String = "") -> TemplateValue {
        guard var values = restingGroups[root] else { return groupViews(root: root, current: current, home: home).templateValue }
        if let current, let place = places[current] {
            values[place.group] =
                Self.view(
                    of: groups[place.group], root: root, current: current, expand: true, siteLanguage: siteLanguage,
                    position: place.position
                ).templateValue
        }
        let listed = listedGroups(current: current, home: home)
        return .list(listed.count == values.count ? values : Array(values[listed]))
    }

    /// The positions in `groups` that the navigation of the page written to `current` lists: every group, or
    /// on a site with more than `allGroupsLimit` groups a window around the page's own (the first groups for
    /// pages outside every group).
    /// On a site in several languages, only the groups of the page's language (of `home` for a page outside every
    /// group) are listed.
    package func listedGroups(current: String?, home: String = "") -> Range<Int> {
        let centre = current.flatMap { places[$0]?.group }
        guard homeRanges.count > 1 else {
            return Self.window(count: groups.count, limit: Self.allGroupsLimit, radius: Self.groupWindowRadius, centre: centre)
        }
        let range = centre.flatMap { c in homeRanges.values.first { $0.contains(c) } } ?? homeRanges[home] ?? 0..<0
        let window = Self.window(
            count: range.count, limit: Self.allGroupsLimit, radius: Self.groupWindowRadius, centre: centre.map { $0 - range.lowerBound })
        return (range.lowerBound + window.lowerBound)..<(range.lowerBound + window.upperBound)
    }

    /// The navigation entry of `group` at `root`, with `current` marked and its pages listed when `expand`.
    /// `position` is where `current` is in the group when the caller knows it (`places`): looking it up page by
    /// page made rendering a group of 10,000 pages quadratic (20 s of a one-folder build).
    package static func view(
        of group: Site.Group, root: String, current: String?, expand: Bool, siteLanguage: LanguageTag, position known: Int? = nil
    ) -> NavGroupView {
        let all = group.pages
        let strings = ThemeStrings.table(for: siteLanguage)
        let position = known ?? current.flatMap { path in all.firstIndex { $0.source.outputPath == path } }
        let listed = listedRange(count: all.count, position: position, expand: expand)
        return NavGroupView(
            title: group.title, id: group.id, url: root + group.home + "index.html#" + group.id, current: position != nil,
            expanded: !listed.isEmpty, pageCount: all.count, pageCountText: CountText.number(all.count),
            pages: listed.map { index in
                NavPageView(
                    title: all[index].title, url: root + all[index].source.href, current: index == position,
                    lang: ViewModelBuilder.language(of: all[index], unless: siteLanguage))
            },
            isPartial: listed.count < all.count && !listed.isEmpty,
            pageCountLabel: strings.format("navPages", ["count": CountText.number(all.count)]),
            allPagesLabel: strings.format("navAllPagesIn", ["count": CountText.number(all.count), "group": group.title]))
    }

    /// The positions a group of `count` pages lists when the page at `position` (if any) is current.
    package static func listedRange(count: Int, position: Int?, expand: Bool) -> Range<Int> {
        guard expand else { return 0..<0 }
        return window(count: count, limit: fullGroupLimit, radius: windowRadius, centre: position)
    }

    /// All of `count` positions when there are at most `limit`, or else `2 · radius + 1` of them around
    /// `centre` (from the start when nil), moved inwards at either end so the window stays full.
    static func window(count: Int, limit: Int, radius: Int, centre: Int?) -> Range<Int> {
        guard count > limit else { return 0..<count }
        let lower = max(0, min((centre ?? 0) - radius, count - 2 * radius - 1))
        return lower..<min(count, lower + 2 * radius + 1)
    }
}
