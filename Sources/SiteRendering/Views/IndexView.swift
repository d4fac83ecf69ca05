/// The fields `index.mustache` receives, besides the common ones.
package struct IndexView: TemplateView {
    package var groups: [IndexGroupView]
    package var hasWhatsNew: Bool
    /// The site has more than `compactAbove` pages, so the index lists them as links, without cards.
    package var compact: Bool
    /// The site has more than `filterAbove` pages, so the index offers a field that filters its links by title.
    package var hasFilter: Bool
    /// How many pages the index lists.
    package var pageCount: Int
    /// On a translation language's index: the default language's pages not translated into it, read in the original.
    package var untranslated: [IndexPageView] = []
    package var hasUntranslated: Bool = false
    /// The default language's name in itself (`English`), said beside each of `untranslated`.
    package var untranslatedLanguage: String = ""

    /// Above this many pages the index is a list of links: cards with summaries and platforms were 335 bytes
    /// a page, 3.4 MB for 10,000 pages, over the 2 MB a page of a site should stay within.
    package static let compactAbove = 1_000
    /// Above this many pages the index has a filter field (with JavaScript; without it the field stays hidden).
    package static let filterAbove = 20

    package static let fields = [
        ViewField("groups", "one group per folder, in reading order", of: IndexGroupView.self),
        ViewField("hasWhatsNew", "some page has a change log, so `whats-new.html` is worth a link"),
        ViewField("compact", "the site has more than 1,000 pages: list each group's pages as plain links, without cards"),
        ViewField("hasFilter", "the site has more than 20 pages: offer the filter field (`assets/index-filter.js`)"),
        ViewField("pageCount", "how many pages the index lists"),
        ViewField(
            "untranslated",
            "on the index of a translation (`zh/index.html`): the default language's pages it has no translation of, linked in the original",
            of: IndexPageView.self),
        ViewField("hasUntranslated", "`untranslated` is not empty"),
        ViewField("untranslatedLanguage", "the default language's name in itself (`English`), to say beside those links"),
    ]

    package static let sample = IndexView(
        groups: [.sample], hasWhatsNew: true, compact: false, hasFilter: true, pageCount: 1, untranslated: [.sample],
        hasUntranslated: true, untranslatedLanguage: "English")
}
