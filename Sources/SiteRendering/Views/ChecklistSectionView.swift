import Templates

/// The rules of one section of a page on the site checklist.
package struct ChecklistSectionView: TemplateView {
    package var title: String
    package var url: String
    package var rules: [RuleView]

    package static let fields = [
        ViewField("title", "the section's heading (the page title for rules before any heading)"),
        ViewField("url", "link to the section, relative to the checklist page"),
        ViewField("rules", "the section's rules in document order", of: RuleView.self),
    ]

    package static let sample = ChecklistSectionView(
        title: "Best practices", url: "foundations/color.html#best-practices", rules: [.sample])
}

extension ChecklistSectionView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object(["title": .string(title), "url": .string(url), "rules": rules.makeTemplateValue()])
    }
}
