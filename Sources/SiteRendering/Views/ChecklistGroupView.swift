/// One navigation group's share of a split checklist (or one part of a group cut into parts): a row of
/// `checklist.html`'s index, and the `checklistGroup` of the group's own checklist page.
package struct ChecklistGroupView: TemplateView {
    package var title: String
    package var id: String
    package var url: String
    package var pageCount: Int
    package var pageCountText: String
    package var ruleCount: Int
    package var ruleCountText: String
    package var kinds: [ChecklistKindView]
    package var hasParts: Bool
    package var part: Int
    package var partCount: Int
    package var firstPage: String
    package var lastPage: String
    package var pageRange: String
    package var previousPart: String?
    package var nextPart: String?

    package static let fields = [
        ViewField("title", "group title, from the folder name (\"Foundations\"; \"General\" for pages at the top of the content folder)"),
        ViewField("id", "the group's anchor on `index.html` (`{{root}}index.html#id`)"),
        ViewField("url", "path of the group's checklist page from the site root (`checklist/foundations.html`): `{{root}}{{url}}`"),
        ViewField("pageCount", "pages of the group (of the part) that have rules"),
        ViewField("pageCountText", "`pageCount for people: digits grouped by commas (`12,345`)"),
        ViewField("ruleCount", "rules in the group (in the part)"),
        ViewField("ruleCountText", "`ruleCount for people: digits grouped by commas (`12,345`)"),
        ViewField(
            "kinds", "one per kind the site has (the index's `kinds`, in the same order), with this group's count, 0 included",
            of: ChecklistKindView.self),
        ViewField(
            "hasParts",
            "true when the group has more rules than `checklist: split_above` and is cut into parts of consecutive pages, each a row and a page of its own"
        ),
        ViewField("part", "the part's number from 1 (1 when the group is not cut)"),
        ViewField("partCount", "how many parts the group has (1 when it is not cut)"),
        ViewField("firstPage", "title of the first page with rules the part lists"),
        ViewField("lastPage", "title of the last page with rules the part lists"),
        ViewField("previousPart", "path of the group's part before this one from the site root, when there is one"),
        ViewField("nextPart", "path of the group's part after this one from the site root, when there is one"),
        ViewField("pageRange", "the two in words: \"Color to Typography\", or one title when the part lists one page"),
    ]

    package static let sample = ChecklistGroupView(
        title: "Foundations", id: "foundations", url: "checklist/foundations-part-2.html", pageCount: 1, pageCountText: "1",
        ruleCount: 1, ruleCountText: "1", kinds: [.sample], hasParts: true, part: 2, partCount: 3, firstPage: "Color",
        lastPage: "Color", pageRange: "Color", previousPart: "checklist/foundations.html",
        nextPart: "checklist/foundations-part-3.html")
}
