/// One letter's section of a long index group.
package struct IndexLetterView: TemplateView {
    package var label: String
    package var id: String
    package var pages: [IndexPageView]

    package static let fields = [
        ViewField("label", "the letter (`A`, `ㄱ`, or `#` for titles that start otherwise)"),
        ViewField("id", "the section's anchor, unique on the index"),
        ViewField("pages", "the letter's pages, sorted by title", of: IndexPageView.self),
    ]

    package static let sample = IndexLetterView(label: "C", id: "foundations-c", pages: [.sample])
}
