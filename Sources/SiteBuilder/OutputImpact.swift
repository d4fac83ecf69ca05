import Guidelines
import Templates

/// Which outputs change when some pages are edited and the site keeps the same pages in the same groups.
///
/// A guideline page shows of the other pages only what its navigation lists (the current group's pages,
/// or a window of them, with titles; every group's pages on small sites), the titles of the previous and
/// next pages, and whether the checklist exists. The index, the checklist and the API files show a
/// fixed part of each page, in reading order (`ViewModelBuilder.indexPage`, `checklistPage`, `APIDocuments`).
/// So the outputs to redo are the edited pages, the pages whose navigation or neighbours changed, and the
/// site-wide files whose part of an edited page changed or whose order moved.
struct OutputImpact {
    /// Positions in the new reading order of the edited pages that the site shows.
    var edited: [Int] = []
    /// Positions of other guideline pages whose navigation or neighbours changed.
    var others: [Int] = []
    /// Positions whose page is not the same as before: edited or moved.
    var changedPositions: [Int] = []
    var orderChanged = false
    var index = false
    var checklist = false
    var notFound = false

    /// `old` and `new` are the site before and after the edit of the pages at `editedPaths` (content-relative).
    init(old: Site, new: Site, newNavigation: SiteNavigation, editedPaths: Set<String>) {
        let oldPages = old.groups.flatMap(\.pages)
        let newPages = newNavigation.pages
        var oldByPath: [String: Page] = [:]
        for page in oldPages where editedPaths.contains(page.source.relativePath) { oldByPath[page.source.relativePath] = page }
        var changed = Set<Int>()
        var titleChanged = false
        for (position, page) in newPages.enumerated() {
            if page.source.outputPath != oldPages[position].source.outputPath {
                orderChanged = true
                changed.insert(position)
            }
            guard editedPaths.contains(page.source.relativePath), let before = oldByPath[page.source.relativePath] else { continue }
            edited.append(position)
            changed.insert(position)
            if before.title != page.title { titleChanged = true }
            guard let place = newNavigation.place(of: page.source.outputPath) else { continue }
            let group = new.groups[place.group]
            if ViewModelBuilder.indexPage(before).templateValue != ViewModelBuilder.indexPage(page).templateValue { index = true }
            if ViewModelBuilder.checklistPage(before, group: group)?.templateValue
                != ViewModelBuilder.checklistPage(page, group: group)?.templateValue
            {
                checklist = true
            }
        }
        changedPositions = changed.sorted()
        let checklistFlipped = oldPages.contains { !$0.rules.isEmpty } != newNavigation.hasChecklist
        let navigationChanged = titleChanged || orderChanged
        let everywhere = checklistFlipped || (newNavigation.expandAll && navigationChanged)
        if everywhere || orderChanged {
            index = true
            checklist = true
        }
        notFound = everywhere
        let editedSet = Set(edited)
        if everywhere {
            others = newPages.indices.filter { !editedSet.contains($0) }
            return
        }
        guard navigationChanged else { return }
        var oldPositions: [String: Int] = [:]
        for (position, page) in oldPages.enumerated() { oldPositions[page.source.outputPath] = position }
        var others = Set<Int>()
        // Previous and next.
        func neighbour(_ pages: [Page], _ position: Int) -> [String] {
            pages.indices.contains(position) ? [pages[position].source.outputPath, pages[position].title] : []
        }
        for (position, page) in newPages.enumerated() {
            guard let before = oldPositions[page.source.outputPath] else { continue }
            if neighbour(newPages, position - 1) != neighbour(oldPages, before - 1)
                || neighbour(newPages, position + 1) != neighbour(oldPages, before + 1)
            {
                others.insert(position)
            }
        }
        // The group lists of the groups holding an edited page whose title or place changed.
        var start = 0
        for (number, group) in new.groups.enumerated() {
            defer { start += group.pages.count }
            let range = start..<(start + group.pages.count)
            guard range.contains(where: { changed.contains($0) }) else { continue }
            let oldGroup = old.groups[number].pages
            for (position, page) in group.pages.enumerated() {
                guard let before = oldPositions[page.source.outputPath].map({ $0 - start }) else { continue }
                if Self.listing(group.pages, current: position) != Self.listing(oldGroup, current: before) {
                    others.insert(start + position)
                }
            }
        }
        self.others = others.subtracting(editedSet).sorted()
    }

    /// What a page's navigation lists of its own group: each listed page's path and title, and which is current.
    static func listing(_ pages: [Page], current: Int) -> [String] {
        SiteNavigation.listedRange(count: pages.count, position: current, expand: true).flatMap { index in
            [pages[index].source.outputPath, pages[index].title, index == current ? "current" : ""]
        }
    }
}
