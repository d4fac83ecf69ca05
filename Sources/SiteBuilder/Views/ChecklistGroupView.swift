/// One navigation group's part of a split checklist: a row of `checklist.html`'s index, and the
/// `checklistGroup` of the group's own checklist page.
package struct ChecklistGroupView: TemplateView {
    package var title: String
    package var id: String
    package var url: String
    package var pageCount: Int
    package var ruleCount: Int
    package var kinds: [ChecklistKindView]

    package static let fields = [
        ViewField("title", "group title, from the folder name (\"Foundations\"; \"General\" for pages at the top of the content folder)"),
        ViewField("id", "the group's anchor on `index.html` (`{{root}}index.html#id`)"),
        ViewField("url", "path of the group's checklist page from the site root (`checklist/foundations.html`): `{{root}}{{url}}`"),
        ViewField("pageCount", "pages of the group that have rules"),
        ViewField("ruleCount", "rules in the group"),
        ViewField(
            "kinds", "one per kind the site has (the index's `kinds`, in the same order), with this group's count, 0 included",
            of: ChecklistKindView.self),
    ]

    package static let sample = ChecklistGroupView(
        title: "Foundations", id: "foundations", url: "checklist/foundations.html", pageCount: 1, ruleCount: 1, kinds: [.sample])
}
