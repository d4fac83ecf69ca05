import Templates

extension SiteRenderer {
    /// `checklist.html`: the single checklist (`checklist.mustache`), or the index of a split one (`checklist-index.mustache`).
    package func renderChecklist(_ views: ViewModelBuilder, library: TemplateLibrary) -> (OutputFile, [TemplateWarning]) {
        let layout = views.checklistLayout
        if layout.isSplit {
            return renderPage("checklist-index", views.checklistIndex(), path: ChecklistLayout.indexPath, library: library, views: views)
        }
        // About 1.5 KB a rule in the default theme; a generous guess costs address space, not memory.
        return renderPage(
            "checklist", views.checklist(), path: ChecklistLayout.indexPath, library: library, views: views,
            expectedSize: 65_536 + layout.ruleCount * 2_048)
    }

    /// One group's page of a split checklist, through `checklist.mustache`.
    package func renderChecklistGroup(
        _ entry: ChecklistLayout.Entry, views: ViewModelBuilder, library: TemplateLibrary
    ) -> (OutputFile, [TemplateWarning]) {
        renderPage(
            "checklist", views.checklist(group: entry), path: entry.path, library: library, views: views,
            expectedSize: 65_536 + entry.ruleCount * 2_048)
    }

    /// Every checklist output: `checklist.html` and, when the checklist is split, each group's page. Group pages
    /// render on every core and each goes to `sink` (nowhere when nil) as soon as it is rendered, so only a page
    /// per core is held at a time. Returns the template warnings of the outputs that gave any, by output path.
    package func renderChecklists(
        _ views: ViewModelBuilder, library: TemplateLibrary, into sink: (any OutputSink)?
    ) throws(OutputError) -> [(path: String, warnings: [TemplateWarning])] {
        var found: [(path: String, warnings: [TemplateWarning])] = []
        let (index, warnings) = renderChecklist(views, library: library)
        try sink?.add(index)
        if !warnings.isEmpty { found.append((index.path, warnings)) }
        let layout = views.checklistLayout
        guard layout.isSplit else { return found }
        return try found
            + renderInParallel(layout.entries, chunk: 1, into: sink) { renderChecklistGroup($0, views: views, library: library) }
    }
}
