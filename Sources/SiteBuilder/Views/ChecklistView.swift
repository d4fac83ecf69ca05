import Templates

/// The fields `checklist.mustache` receives: every rule of the site by page and section, with filter choices.
package struct ChecklistView: TemplateView {
    /// A list of `ChecklistPageView`s in template form, made one page at a time while the template iterates it
    /// (`TemplateValueGenerator`): at 10,000 pages the whole list would take hundreds of megabytes.
    package var pages: TemplateValue
    package var hasRules: Bool
    package var ruleCount: Int
    package var kinds: [ChecklistKindView]
    package var platforms: [String]

    package static let fields = [
        ViewField("pages", "pages that have rules, in reading order", of: ChecklistPageView.self),
        ViewField("hasRules", "`pages` is not empty"),
        ViewField("ruleCount", "number of rules on the whole site"),
        ViewField("kinds", "the rule kinds, for the filter", of: ChecklistKindView.self),
        ViewField("platforms", "every platform named by a page with rules, for the filter"),
    ]

    package static let sample = ChecklistView(
        pages: [ChecklistPageView.sample].templateValue, hasRules: true, ruleCount: 1, kinds: [.sample], platforms: ["iOS"])
}

/// A rule kind offered by the checklist's filter.
package struct ChecklistKindView: TemplateView {
    package var value: String
    package var label: String
    package var icon: String
    package var count: Int

    package static let fields = [
        ViewField("value", "the kind (`must-not`, …)"),
        ViewField("label", "the kind in words"),
        ViewField("icon", "the kind's symbol"),
        ViewField("count", "rules of this kind on the site"),
    ]

    package static let sample = ChecklistKindView(value: "must-not", label: "Must not", icon: "⊘", count: 1)
}
