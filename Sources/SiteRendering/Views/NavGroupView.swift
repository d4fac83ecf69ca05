import Templates

/// One folder in the navigation. Only the current page's folder lists its pages (every folder does on a
/// small site), and a large folder lists a window of pages around the current one plus a link to the
/// folder on the index; a site of many folders lists only the folders around the current page's
/// (`SiteNavigation.allGroupsLimit`), so each page's navigation stays the same size however large the site grows.
package struct NavGroupView: TemplateView {
    package var title: String
    package var id: String
    package var url: String
    package var current: Bool
    package var expanded: Bool
    package var pageCount: Int
    package var pageCountText: String
    package var pages: [NavPageView]
    package var isPartial: Bool
    /// `12 pages`, in the site's language.
    package var pageCountLabel: String
    /// `All 40 pages in Foundations`, in the site's language.
    package var allPagesLabel: String

    package static let fields = [
        ViewField("title", "group title, from the folder name (\"Foundations\")"),
        ViewField("id", "anchor of the group on the index page"),
        ViewField("url", "link to the group on the index page (`{{root}}index.html#id`), which lists all its pages"),
        ViewField("current", "the page being rendered is in this group"),
        ViewField("expanded", "`pages` is not empty: the current group, or every group on a small site"),
        ViewField("pageCount", "how many pages the group has"),
        ViewField("pageCountText", "`pageCount for people: digits grouped by commas (`12,345`)"),
        ViewField(
            "pages", "the listed pages in reading order: all of them, or a window around the current page; empty when collapsed",
            of: NavPageView.self),
        ViewField("isPartial", "the group is expanded but lists only some of its pages, so link to `url` for the rest"),
        ViewField("pageCountLabel", "`pageCountText` with its word, in the site's language (`40 pages`)"),
        ViewField("allPagesLabel", "the link to the rest of a partial group, in the site's language (`All 40 pages in Foundations`)"),
    ]

    package static let sample = NavGroupView(
        title: "Foundations", id: "foundations", url: "../index.html#foundations", current: true, expanded: true, pageCount: 40,
        pageCountText: "40", pages: [.sample], isPartial: true,
        pageCountLabel: "40 pages", allPagesLabel: "All 40 pages in Foundations")
}

extension NavGroupView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object([
            "title": .string(title), "id": .string(id), "url": .string(url), "current": .bool(current), "expanded": .bool(expanded),
            "pageCount": .number(Double(pageCount)), "pageCountText": .string(pageCountText), "pages": pages.makeTemplateValue(),
            "isPartial": .bool(isPartial), "pageCountLabel": .string(pageCountLabel), "allPagesLabel": .string(allPagesLabel),
        ])
    }
}
