import Templates

/// The fields every template receives, whatever kind of page it renders.
package struct CommonPageView: TemplateView {
    package var site: SiteView
    package var root: String
    package var assets: String
    package var kind: String
    package var isGuideline: Bool
    package var isIndex: Bool
    package var isChecklist: Bool
    package var isNotFound: Bool
    package var title: String
    /// A list of `NavGroupView`s, held in template form because `SiteNavigation` builds most of it once per site.
    package var nav: TemplateValue
    package var hasChecklist: Bool

    package static let fields = [
        ViewField("site", "the site's settings", of: SiteView.self),
        ViewField(
            "root",
            "relative path from this page to the site root: `\"\"`, `\"../\"`, `\"../../\"` (absolute on `404.html` with a base URL)"),
        ViewField("assets", "`root` + `assets/`, for `{{assets}}precept.css`"),
        ViewField("kind", "`guideline`, `index`, `checklist` or `404`"),
        ViewField("isGuideline", "`kind` is `guideline`"),
        ViewField("isIndex", "`kind` is `index`"),
        ViewField("isChecklist", "`kind` is `checklist`"),
        ViewField("isNotFound", "`kind` is `404`"),
        ViewField("title", "the page's title (the site title on the index)"),
        ViewField("nav", "the navigation: one group per folder", of: NavGroupView.self),
        ViewField("hasChecklist", "some page has task-list items, so `checklist.html` is worth a link"),
    ]

    package static let sample = CommonPageView(
        site: .sample, root: "../", assets: "../assets/", kind: "guideline", isGuideline: true, isIndex: false,
        isChecklist: false, isNotFound: false, title: "Color", nav: [NavGroupView.sample].templateValue, hasChecklist: true)
}

extension CommonPageView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object([
            "site": site.makeTemplateValue(), "root": .string(root), "assets": .string(assets), "kind": .string(kind),
            "isGuideline": .bool(isGuideline), "isIndex": .bool(isIndex), "isChecklist": .bool(isChecklist),
            "isNotFound": .bool(isNotFound), "title": .string(title), "nav": nav, "hasChecklist": .bool(hasChecklist),
        ])
    }
}
