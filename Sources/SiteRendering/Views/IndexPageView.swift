/// A page's card on the index page.
package struct IndexPageView: TemplateView {
    package var title: String
    package var url: String
    package var summary: String?
    package var platforms: [String]
    /// The page's language when it is not the site's (the index's), for a `lang` attribute; else nil.
    package var lang: String? = nil

    package static let fields = [
        ViewField("title", "page title"),
        ViewField("url", "path of the page from the site root (the index is at the root)"),
        ViewField("summary", "the page's description, else its first paragraph"),
        ViewField("platforms", "the page's platforms"),
        ViewField("lang", "the page's language when it differs from the site's (the card's `lang`), else unset"),
    ]

    package static let sample = IndexPageView(
        title: "Color", url: "foundations/color.html", summary: "Color helps people tell things apart.", platforms: ["iOS"],
        lang: "zh")
}
