import Diagnostics
import Guidelines
import SiteModel
import Templates

extension ViewModelBuilder {
    /// What the checklist lists for one page of `group`; nil for a page without rules.
    package static func checklistPage(_ page: Page, group: Site.Group) -> ChecklistPageView? {
        guard !page.rules.isEmpty else { return nil }
        let url = page.source.href
        var sections: [ChecklistSectionView] = []
        for rule in page.rules {
            let title = rule.section ?? page.title
            let sectionURL = rule.sectionAnchor.map { url + "#" + $0 } ?? url
            if sections.last?.title == title, sections.last?.url == sectionURL {
                sections[sections.count - 1].rules.append(RuleView(rule, pageURL: url))
            } else {
                sections.append(ChecklistSectionView(title: title, url: sectionURL, rules: [RuleView(rule, pageURL: url)]))
            }
        }
        let platforms = page.metadata.platforms ?? []
        return ChecklistPageView(
            id: page.id, title: page.title, url: url, group: group.title, platforms: platforms,
            platformKeys: platforms.map { $0.lowercased() }.joined(separator: " "), ruleCount: page.rules.count,
            sections: sections)
    }

    /// Every rule of the site, by page and section in reading order, with the filter choices: the single
    /// `checklist.html`. The pages are made one at a time while the template iterates them (`TemplateValueGenerator`).
    package func checklist() -> PageView<ChecklistView> {
        let layout = checklistLayout
        let withRules = site.groups.flatMap { group in
            group.pages.filter { !$0.rules.isEmpty }.map { (page: $0, group: group) }
        }
        return checklist(withRules, kindCounts: layout.kindCounts, path: home + Self.checklistPath, title: "Checklist", group: nil)
    }

    /// The page of one group (or one part of a group) of a split checklist: the same as the single page, for
    /// the entry's pages only.
    package func checklist(group entry: ChecklistLayout.Entry) -> PageView<ChecklistView> {
        let group = site.groups[entry.group]
        let withRules = group.pages[entry.pages].filter { !$0.rules.isEmpty }.map { (page: $0, group: group) }
        let title = group.title + " checklist" + (entry.partCount > 1 ? ", part \(entry.part) of \(entry.partCount)" : "")
        return checklist(withRules, kindCounts: entry.kindCounts, path: home + entry.path, title: title, group: checklistGroup(entry))
    }

    private func checklist(
        _ withRules: [(page: Page, group: Site.Group)], kindCounts: [Int], path: String, title: String, group: ChecklistGroupView?
    ) -> PageView<ChecklistView> {
        let pages = TemplateValueGenerator(count: withRules.count) { index in
            Self.checklistPage(withRules[index].page, group: withRules[index].group).templateValue
        }
        let kinds = Rule.Kind.allCases.indices.compactMap { index in
            kindCounts[index] == 0 ? nil : Self.kindView(index, count: kindCounts[index])
        }
        let platforms = Set(withRules.flatMap { $0.page.metadata.platforms ?? [] }).sorted()
        return PageView(
            common: common(kind: "checklist", title: title, outputPath: path, currentPage: path),
            fields: ChecklistView(
                pages: .generated(pages), hasRules: !withRules.isEmpty, ruleCount: kindCounts.reduce(0, +),
                ruleCountText: CountText.number(kindCounts.reduce(0, +)), kinds: kinds,
                platforms: platforms, checklistGroup: group))
    }

    /// `checklist.html` of a split checklist: a row per group with rules, linking to the group's page.
    package func checklistIndex() -> PageView<ChecklistIndexView> {
        let layout = checklistLayout
        let listed = Set(layout.entries.map(\.group))
        let emptyGroups = site.groups.indices.filter { !listed.contains($0) }.map { site.groups[$0].title }
        let hashes = layout.entries.flatMap { entry in
            site.groups[entry.group].pages[entry.pages].flatMap { $0.rules.map(\.textHash) }
        }
        return PageView(
            common: common(
                kind: "checklist", title: "Checklist", outputPath: home + Self.checklistPath, currentPage: home + Self.checklistPath),
            fields: ChecklistIndexView(
                groups: layout.entries.map(checklistGroup), groupCount: layout.entries.count,
                pageCount: layout.entries.reduce(0) { $0 + $1.pageCount },
                pageCountText: CountText.number(layout.entries.reduce(0) { $0 + $1.pageCount }), ruleCount: layout.ruleCount,
                ruleCountText: CountText.number(layout.ruleCount),
                kinds: siteKinds.map { Self.kindView($0, count: layout.kindCounts[$0]) }, emptyGroups: emptyGroups,
                hasEmptyGroups: !emptyGroups.isEmpty, reviewHashes: ChecklistIndexView.reviewHashes(hashes)))
    }

    /// What the index shows of one group, with a count for every kind the site has.
    func checklistGroup(_ entry: ChecklistLayout.Entry) -> ChecklistGroupView {
        let group = site.groups[entry.group]
        let pages = group.pages[entry.pages].filter { !$0.rules.isEmpty }
        let (first, last) = (pages.first?.title ?? "", pages.last?.title ?? "")
        let siblings = entry.partCount > 1 ? checklistLayout.entries(forGroup: entry.group) : []
        return ChecklistGroupView(
            title: group.title, id: group.id, url: entry.path, pageCount: entry.pageCount,
            pageCountText: CountText.number(entry.pageCount), ruleCount: entry.ruleCount, ruleCountText: CountText.number(entry.ruleCount),
            kinds: siteKinds.map { Self.kindView($0, count: entry.kindCounts[$0]) }, hasParts: entry.partCount > 1, part: entry.part,
            partCount: entry.partCount, firstPage: first, lastPage: last,
            pageRange: pages.count > 1 ? first + " to " + last : first,
            previousPart: siblings.first { $0.part == entry.part - 1 }?.path,
            nextPart: siblings.first { $0.part == entry.part + 1 }?.path)
    }

    /// Positions in `Rule.Kind.allCases` of the kinds the site has rules of.
    var siteKinds: [Int] {
        Rule.Kind.allCases.indices.filter { checklistLayout.kindCounts[$0] > 0 }
    }

    static func kindView(_ index: Int, count: Int) -> ChecklistKindView {
        let kind = Rule.Kind.allCases[index]
        return ChecklistKindView(
            value: kind.rawValue, label: kind.label, icon: RuleView.icon(kind), count: count,
            countText: CountText.number(count))
    }
}
