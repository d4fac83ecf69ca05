import Templates

/// The fields `checklist.mustache` receives: every rule of the site (or, when the checklist is split, of one
/// group) by page and section, with filter choices.
package struct ChecklistView: TemplateView {
    /// A list of `ChecklistPageView`s in template form, made one page at a time while the template iterates it
    /// (`TemplateValueGenerator`): at 10,000 pages the whole list would take hundreds of megabytes.
    package var pages: TemplateValue
    package var hasRules: Bool
    package var ruleCount: Int
    package var ruleCountText: String
    package var kinds: [ChecklistKindView]
    package var platforms: [String]
    /// Set on a group's page of a split checklist; absent on the single `checklist.html`.
    package var checklistGroup: ChecklistGroupView?

    package static let fields = [
        ViewField("pages", "pages that have rules, in reading order", of: ChecklistPageView.self),
        ViewField("hasRules", "`pages` is not empty"),
        ViewField("ruleCount", "number of rules on this page: the whole site's, or the group's on a group page"),
        ViewField("ruleCountText", "`ruleCount for people: digits grouped by commas (`12,345`)"),
        ViewField("kinds", "the rule kinds on this page, for the filter", of: ChecklistKindView.self),
        ViewField("platforms", "every platform named by a page with rules on this page, for the filter"),
        ViewField(
            "checklistGroup", "the group, on a group's page of a split checklist (`checklist/<group>.html`)",
            of: ChecklistGroupView.self),
    ]

    package static let sample = ChecklistView(
        pages: [ChecklistPageView.sample].templateValue, hasRules: true, ruleCount: 1, ruleCountText: "1", kinds: [.sample],
        platforms: ["iOS"],
        checklistGroup: .sample)
}

/// A rule kind offered by the checklist's filter, or counted by the checklist index.
package struct ChecklistKindView: TemplateView {
    package var value: String
    package var label: String
    package var icon: String
    package var count: Int
    package var countText: String

    package static let fields = [
        ViewField("value", "the kind (`must-not`, …)"),
        ViewField("label", "the kind in words"),
        ViewField("icon", "the kind's symbol"),
        ViewField("count", "rules of this kind on the page, or in the group or site a count is for"),
        ViewField("countText", "`count for people: digits grouped by commas (`12,345`)"),
    ]

    package static let sample = ChecklistKindView(value: "must-not", label: "Must not", icon: "⊘", count: 1, countText: "1")
}
