import OutputStore
import Templates

extension SiteRenderer {
    /// `checklist.html`: the single checklist (`checklist.mustache`), or the index of a split one (`checklist-index.mustache`).
    package func renderChecklist(_ views: ViewModelBuilder, library: TemplateLibrary) -> (OutputFile, [TemplateWarning]) {
        let layout = views.checklistLayout
        if layout.isSplit {
            return renderPage(
                "checklist-index", views.checklistIndex(), path: views.home + ChecklistLayout.indexPath, library: library, views: views)
        }
        // About 1.5 KB a rule in the default theme; a generous guess costs address space, not memory.
        return renderPage(
            "checklist", views.checklist(), path: views.home + ChecklistLayout.indexPath, library: library, views: views,
            expectedSize: 65_536 + layout.ruleCount * 2_048)
    }

    /// One group's page of a split checklist, through `checklist.mustache`.
    package func renderChecklistGroup(
        _ entry: ChecklistLayout.Entry, views: ViewModelBuilder, library: TemplateLibrary
    ) -> (OutputFile, [TemplateWarning]) {
        renderPage(
            "checklist", views.checklist(group: entry), path: views.home + entry.path, library: library, views: views,
            expectedSize: 65_536 + entry.ruleCount * 2_048)
    }
}
