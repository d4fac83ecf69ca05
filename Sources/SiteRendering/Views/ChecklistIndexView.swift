/// The fields `checklist-index.mustache` receives: on a site whose checklist is split, `checklist.html`
/// lists the groups with their rule counts and links to each group's checklist page.
package struct ChecklistIndexView: TemplateView {
    package var groups: [ChecklistGroupView]
    package var groupCount: Int
    package var pageCount: Int
    package var pageCountText: String
    package var ruleCount: Int
    package var ruleCountText: String
    package var kinds: [ChecklistKindView]
    package var emptyGroups: [String]
    package var hasEmptyGroups: Bool

    package static let fields = [
        ViewField("groups", "the groups that have rules, in reading order", of: ChecklistGroupView.self),
        ViewField("groupCount", "how many groups have rules"),
        ViewField("pageCount", "pages with rules on the whole site"),
        ViewField("pageCountText", "`pageCount for people: digits grouped by commas (`12,345`)"),
        ViewField("ruleCount", "rules on the whole site"),
        ViewField("ruleCountText", "`ruleCount for people: digits grouped by commas (`12,345`)"),
        ViewField("kinds", "the rule kinds the site has, with their counts on the whole site", of: ChecklistKindView.self),
        ViewField("emptyGroups", "titles of the groups without rules (they have no checklist page)"),
        ViewField("hasEmptyGroups", "`emptyGroups` is not empty"),
    ]

    package static let sample = ChecklistIndexView(
        groups: [.sample], groupCount: 1, pageCount: 1, pageCountText: "1", ruleCount: 1, ruleCountText: "1", kinds: [.sample],
        emptyGroups: ["Resources"],
        hasEmptyGroups: true)
}
