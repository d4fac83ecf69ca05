import Templates

/// One page's rules on the site checklist, by section.
package struct ChecklistPageView: TemplateView {
    package var id: String
    package var title: String
    package var url: String
    package var group: String
    package var platforms: [String]
    /// Platforms joined with spaces, for the filter script (`data-platforms`).
    package var platformKeys: String
    package var ruleCount: Int
    package var sections: [ChecklistSectionView]

    package static let fields = [
        ViewField(
            "id",
            "page id. For the review controls, write it as `data-page` on an element around the page's rules; `assets/review.js`"
                + " names each rule item (`class=\"rule-item\"`) `<id>/<slug>` from its lead's link (`<a class=\"rule-lead\""
                + " href=\"{{root}}{{url}}\">`, whose `url` ends `#rule-<slug>`), unless the item has `data-rule=\"{{id}}\"` of its own"),
        ViewField("title", "page title"),
        ViewField("url", "path of the page from the site root: `{{root}}{{url}}`"),
        ViewField("group", "title of the page's folder group"),
        ViewField("platforms", "the page's platforms"),
        ViewField("platformKeys", "the platforms lower-cased and joined with spaces, for filtering"),
        ViewField("ruleCount", "number of rules on the page"),
        ViewField("sections", "the page's rules grouped by section", of: ChecklistSectionView.self),
    ]

    package static let sample = ChecklistPageView(
        id: "color", title: "Color", url: "foundations/color.html", group: "Foundations", platforms: ["iOS"], platformKeys: "ios",
        ruleCount: 1, sections: [.sample])
}

extension ChecklistPageView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object([
            "id": .string(id), "title": .string(title), "url": .string(url), "group": .string(group),
            "platforms": platforms.makeTemplateValue(), "platformKeys": .string(platformKeys), "ruleCount": .number(Double(ruleCount)),
            "sections": sections.makeTemplateValue(),
        ])
    }
}
