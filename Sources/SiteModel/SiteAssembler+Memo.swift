import Diagnostics
import Guidelines

extension SiteAssembler {
    /// `assemble` as a stage over the session's `previous` memo: `fresh` holds the positions in `pages` of the
    /// pages read afresh (the others are the memo's own); `keys` gives each page's cache key by content-relative
    /// path. When the site has the memo's pages (the same paths, each still shown or hidden as it was), the site
    /// is the memo's with the fresh pages put in place, the groups whose order a fresh page's title or weight
    /// changed sorted again, and only the findings the change can move made again (links through `LinkFindings`,
    /// color conflicts when a page's tables changed, duplicate ids when an id changed); otherwise the whole
    /// site is assembled. Returns the memo for the next build.
    package func assemble(
        _ pages: [Page], staticFiles: Set<String>, keys: [String: String], fresh: [Int]?, previous: SiteMemo?
    ) -> (Site, [Diagnostic], SiteMemo) {
        let pages = Translations.withFolderLanguages(pages, configuration: configuration)
        if let previous, let fresh, let found = assemble(over: previous, pages: pages, staticFiles: staticFiles, keys: keys, fresh: fresh) {
            return found
        }
        let visible = visiblePages(pages)
        let duplicateIds = Self.duplicateIds(visible)
        let (linkDiagnostics, links) = LinkFindings.check(visible, staticFiles: staticFiles, keys: keys, previous: previous?.links)
        let (translations, translationFindings) = self.translations(visible)
        let colorConflicts = Self.colorConflicts(visible, translations: translations)
        var site = Site(configuration: configuration, groups: Self.groups(visible, configuration: configuration), staticFiles: staticFiles)
        site.translations = translations
        var placements: [String: SiteMemo.Placement] = [:]
        placements.reserveCapacity(pages.count)
        for page in pages { placements[page.source.relativePath] = SiteMemo.Placement(page) }
        var positions: [String: SiteMemo.Position] = [:]
        positions.reserveCapacity(pages.count)
        for (g, group) in site.groups.enumerated() {
            for item in group.pages.indices { positions[group.pages[item].source.relativePath] = SiteMemo.Position(group: g, item: item) }
        }
        let memo = SiteMemo(
            site: site, placements: placements, positions: positions, duplicateIds: duplicateIds, colorConflicts: colorConflicts,
            links: links)
        return (site, duplicateIds + linkDiagnostics + colorConflicts + translationFindings, memo)
    }

    /// The site over `previous` as `assemble` describes, or nil when the pages are not the memo's.
    private func assemble(over previous: SiteMemo, pages: [Page], staticFiles: Set<String>, keys: [String: String], fresh: [Int])
        -> (Site, [Diagnostic], SiteMemo)?
    {
        guard previous.site.configuration == configuration, previous.site.staticFiles == staticFiles,
            previous.placements.count == pages.count
        else { return nil }
        var memo = previous
        var site = previous.site
        var (colorsChanged, idsChanged, placementsChanged) = (false, false, false)
        var resorted = Set<Int>()
        for index in fresh {
            let page = pages[index]
            let path = page.source.relativePath
            guard let before = previous.placements[path] else { return nil }
            let now = SiteMemo.Placement(page)
            if now != before {
                // A page shown or hidden now, or moved to another output path, changes the set of pages shown.
                guard now.isDraft == before.isDraft, now.outputPath == before.outputPath, now.folder == before.folder else { return nil }
                placementsChanged = true
                if now.id != before.id { idsChanged = true }
                memo.placements[path] = now
            }
            guard let position = previous.positions[path] else { continue }
            if now.title != before.title || now.weight != before.weight { resorted.insert(position.group) }
            if site.groups[position.group].pages[position.item].colorTables != page.colorTables { colorsChanged = true }
            site.groups[position.group].pages[position.item] = page
        }
        // Groups whose order may have changed are sorted again; the others keep theirs.
        var moved: [Int: [Int]] = [:]
        for group in resorted {
            let before = site.groups[group].pages
            let order = Self.readingOrderIndices(before)
            guard order != Array(before.indices) else { continue }
            site.groups[group].pages = order.map { before[$0] }
            moved[group] = order
            for (item, earlier) in order.enumerated() {
                memo.positions[before[earlier].source.relativePath] = SiteMemo.Position(group: group, item: item)
            }
        }
        let visible = visiblePages(pages)
        let (linkDiagnostics, links) = LinkFindings.check(
            visible, staticFiles: staticFiles, keys: keys, previous: previous.links, edited: fresh.map { pages[$0] })
        // Translations are found and compared again every time: a page's status reads another page.
        let (translations, translationFindings) = self.translations(visible)
        site.translations = translations
        // Translated pages are left out of the conflicts: which pages those are can change with any edit.
        let linksChanged = Set(translations.links.keys) != Set(previous.site.translations.links.keys)
        memo.colorConflicts =
            colorsChanged || linksChanged ? Self.colorConflicts(visible, translations: translations) : previous.colorConflicts
        memo.duplicateIds = idsChanged ? Self.duplicateIds(visible) : previous.duplicateIds
        memo.site = site
        memo.links = links
        memo.replaced = fresh.compactMap { memo.positions[pages[$0].source.relativePath] }
        memo.placementsChanged = placementsChanged
        memo.moved = moved
        return (site, memo.duplicateIds + linkDiagnostics + memo.colorConflicts + translationFindings, memo)
    }
}
