import Guidelines
import Templates

/// Which outputs change when some pages are edited and the site keeps the same pages in the same groups.
///
/// A guideline page shows of the other pages only what its navigation lists (the current group's pages,
/// or a window of them, with titles; every group's pages on small sites), the titles of the previous and
/// next pages, and whether the checklist exists. The index, the checklist and the API files show a
/// fixed part of each page, in reading order (`ViewModelBuilder.indexPage`, `checklistPage`, `APIDocuments`).
/// So the outputs to redo are the edited pages, the pages whose navigation or neighbours changed, and the
/// site-wide files whose part of an edited page changed or whose order moved. A split checklist
/// (`ChecklistLayout`) shows each group's pages on the group's own page and only counts on its index, so
/// only the pages of the groups whose part changed are redone, and the index when a count changed.
struct OutputImpact {
    /// Positions in the new reading order of the edited pages that the site shows.
    var edited: [Int] = []
    /// Positions of other guideline pages whose navigation or neighbours changed.
    var others: [Int] = []
    /// Positions whose page is not the same as before: edited or moved.
    var changedPositions: [Int] = []
    var orderChanged = false
    var index = false
    /// `checklist.html`: the single checklist, or the index of a split one.
    var checklist = false
    /// Groups (positions in `Site.groups`) whose page of a split checklist changes.
    var checklistGroups: [Int] = []
    /// The pages of a split checklist to render again, among those of `checklistGroups`: for a group cut into
    /// parts, only the parts whose pages or counts changed or that list an edited page, unless the group's pages
    /// with rules moved.
    var checklistEntries: [ChecklistLayout.Entry] = []
    /// Pages of a split checklist that go, because their group has no rules left.
    var checklistRemoved: [String] = []
    /// The checklist turns from one page into an index and group pages, or back.
    var checklistLayoutChanged = false
    var notFound = false

    /// `old` and `new` are the site before and after the edit of the pages at `editedPaths` (content-relative);
    /// `newChecklist` is the layout of the new site's checklist.
    init(old: Site, new: Site, newNavigation: SiteNavigation, newChecklist: ChecklistLayout, editedPaths: Set<String>) {
        let oldPages = old.readingOrder
        let newPages = newNavigation.pages
        let oldPaths = oldPages.mapPages(\.source.outputPath)
        let newPaths = newPages.mapPages(\.source.outputPath)
        var changed = Set<Int>()
        var titleChanged = false
        for position in newPaths.indices where newPaths[position] != oldPaths[position] {
            orderChanged = true
            changed.insert(position)
        }
        var oldEdited: [String: Page] = [:]
        for group in old.groups {
            for item in group.pages.indices where editedPaths.contains(group.pages[item].source.relativePath) {
                oldEdited[group.pages[item].source.relativePath] = group.pages[item]
            }
        }
        // Groups holding an edited page, and those among them where the checklist shows the edit.
        var editedGroups = Set<Int>()
        var checklistChanged = Set<Int>()
        // The edited pages whose checklist entry changed, as (group, position in the group).
        var checklistEdits: [(group: Int, item: Int)] = []
        for (number, group) in new.groups.enumerated() {
            for item in group.pages.indices {
                guard let before = oldEdited[group.pages[item].source.relativePath] else { continue }
                let page = group.pages[item]
                let position = newPages.starts[number] + item
                edited.append(position)
                changed.insert(position)
                editedGroups.insert(number)
                if before.title != page.title { titleChanged = true }
                if ViewModelBuilder.indexPage(before).templateValue != ViewModelBuilder.indexPage(page).templateValue { index = true }
                if ViewModelBuilder.checklistPage(before, group: group)?.templateValue
                    != ViewModelBuilder.checklistPage(page, group: group)?.templateValue
                {
                    checklistChanged.insert(number)
                    checklistEdits.append((number, item))
                }
            }
        }
        edited.sort()
        changedPositions = changed.sorted()
        let checklistFlipped = old.groups.contains { $0.pages.contains { !$0.rules.isEmpty } } != newNavigation.hasChecklist
        let navigationChanged = titleChanged || orderChanged
        let everywhere = checklistFlipped || (newNavigation.expandAll && navigationChanged)
        if everywhere || orderChanged { index = true }
        notFound = everywhere
        let oldChecklist = ChecklistLayout(site: old)
        if oldChecklist.isSplit != newChecklist.isSplit {
            checklistLayoutChanged = true
            checklist = true
            checklistGroups = newChecklist.isSplit ? Self.unique(newChecklist.entries.map(\.group)) : []
            checklistEntries = newChecklist.isSplit ? newChecklist.entries : []
            checklistRemoved = Set(oldChecklist.pagePaths).subtracting(newChecklist.pagePaths).sorted()
        } else if newChecklist.isSplit {
            // Pages move only within their group: a group page changes when its pages with rules moved.
            var moved = Set<Int>()
            for number in editedGroups where Self.pagesWithRules(old.groups[number]) != Self.pagesWithRules(new.groups[number]) {
                checklistChanged.insert(number)
                moved.insert(number)
            }
            let listed = Set(newChecklist.entries.map(\.group))
            checklistGroups =
                everywhere ? Self.unique(newChecklist.entries.map(\.group)) : checklistChanged.filter(listed.contains).sorted()
            let groups = Set(checklistGroups)
            var oldEntries: [String: ChecklistLayout.Entry] = [:]
            for entry in oldChecklist.entries { oldEntries[entry.path] = entry }
            checklistEntries = newChecklist.entries.filter { entry in
                guard groups.contains(entry.group) else { return false }
                return everywhere || moved.contains(entry.group) || oldEntries[entry.path] != entry
                    || checklistEdits.contains { $0.group == entry.group && entry.pages.contains($0.item) }
            }
            checklist =
                everywhere || oldChecklist != newChecklist
                || (titleChanged && Self.partEnds(oldChecklist, old) != Self.partEnds(newChecklist, new))
            checklistRemoved = Set(oldChecklist.pagePaths).subtracting(newChecklist.pagePaths).sorted()
        } else {
            checklist = !checklistChanged.isEmpty || everywhere || orderChanged
        }
        let editedSet = Set(edited)
        if everywhere {
            others = newPages.indices.filter { !editedSet.contains($0) }
            return
        }
        guard navigationChanged else { return }
        let oldTitles = oldPages.mapPages(\.title)
        let newTitles = newPages.mapPages(\.title)
        var oldPositions: [String: Int] = [:]
        for (position, path) in oldPaths.enumerated() { oldPositions[path] = position }
        var others = Set<Int>()
        // Previous and next.
        func neighbour(_ paths: [String], _ titles: [String], _ position: Int) -> [String] {
            paths.indices.contains(position) ? [paths[position], titles[position]] : []
        }
        for (position, path) in newPaths.enumerated() {
            guard let before = oldPositions[path] else { continue }
            if neighbour(newPaths, newTitles, position - 1) != neighbour(oldPaths, oldTitles, before - 1)
                || neighbour(newPaths, newTitles, position + 1) != neighbour(oldPaths, oldTitles, before + 1)
            {
                others.insert(position)
            }
        }
        // The group lists of the groups holding an edited page whose title or place changed.
        for (number, group) in new.groups.enumerated() {
            let start = newPages.starts[number]
            let range = start..<(start + group.pages.count)
            guard range.contains(where: { changed.contains($0) }) else { continue }
            for position in range {
                guard let before = oldPositions[newPaths[position]] else { continue }
                if Self.listing(newPaths, newTitles, group: range, current: position)
                    != Self.listing(oldPaths, oldTitles, group: range, current: before)
                {
                    others.insert(position)
                }
            }
        }
        self.others = others.subtracting(editedSet).sorted()
    }

    /// The titles a split checklist's index shows of each part of a group cut into parts: its first and last
    /// pages with rules.
    static func partEnds(_ layout: ChecklistLayout, _ site: Site) -> [String] {
        layout.entries.filter { $0.partCount > 1 }.flatMap { entry in
            let pages = site.groups[entry.group].pages[entry.pages].filter { !$0.rules.isEmpty }
            return [pages.first?.title ?? "", pages.last?.title ?? ""]
        }
    }

    /// `numbers` without repeats, in order.
    static func unique(_ numbers: [Int]) -> [Int] {
        var seen = Set<Int>()
        return numbers.filter { seen.insert($0).inserted }
    }

    /// The output paths of `group`'s pages that have rules, in order: what moves on its checklist page.
    static func pagesWithRules(_ group: Site.Group) -> [String] {
        group.pages.indices.compactMap { group.pages[$0].rules.isEmpty ? nil : group.pages[$0].source.outputPath }
    }

    /// What a page's navigation lists of its own group (the positions `group` in reading order): each
    /// listed page's path and title, and which is current.
    static func listing(_ paths: [String], _ titles: [String], group: Range<Int>, current: Int) -> [String] {
        SiteNavigation.listedRange(count: group.count, position: current - group.lowerBound, expand: true).flatMap { index in
            let position = group.lowerBound + index
            return [paths[position], titles[position], position == current ? "current" : ""]
        }
    }
}
