import Guidelines

extension SiteSnapshot {
    /// Puts edited versions of shown pages (same paths, same folders) in the site and redoes the site-wide
    /// checks they can change: their links, the links that name their anchors, duplicate ids and color conflicts.
    mutating func updateSite(_ edited: [String: (old: Page, new: Page)]) {
        guard !edited.isEmpty else { return }
        // A group holds the pages of one folder (`SiteAssembler.groups`).
        let folders = Set(edited.values.map { $0.new.source.folder ?? "" })
        for (number, group) in site.groups.enumerated() where folders.contains(group.pages.first?.source.folder ?? "") {
            guard group.pages.contains(where: { edited[$0.source.relativePath] != nil }) else { continue }
            site.groups[number].pages = group.pages.map { edited[$0.source.relativePath]?.new ?? $0 }
                .sorted(by: SiteAssembler.readingOrder)
        }
        var recheck = Set<String>()
        for (path, pages) in edited {
            recheck.insert(path)
            if LinkValidator.anchors(of: pages.old) != LinkValidator.anchors(of: pages.new) {
                links.updateAnchors(of: pages.new)
                recheck.formUnion(anchorDependents[path] ?? [])
            }
            let (oldTargets, newTargets) = (LinkValidator.anchorTargets(of: pages.old), LinkValidator.anchorTargets(of: pages.new))
            for target in oldTargets.subtracting(newTargets) { anchorDependents[target]?.remove(path) }
            for target in newTargets.subtracting(oldTargets) { anchorDependents[target, default: []].insert(path) }
        }
        for path in recheck {
            guard let page = page(path), configuration.includeDrafts || !page.isDraft else { continue }
            let found = links.validate(page)
            if linkDiagnostics[path] ?? [] != found { linkDiagnostics[path] = found.isEmpty ? nil : found }
        }
        if edited.values.contains(where: { $0.old.id != $0.new.id }) {
            duplicateIdDiagnostics = SiteAssembler.duplicateIds(visiblePages)
        }
        if edited.values.contains(where: { $0.old.colorTables != $0.new.colorTables }) {
            colorDiagnostics = SiteAssembler.colorConflicts(visiblePages)
        }
    }
}
