/// A folder's section on the index page.
package struct IndexGroupView: TemplateView {
    package var title: String
    package var id: String
    package var pages: [IndexPageView]

    package static let fields = [
        ViewField("title", "group title"),
        ViewField("id", "the group's anchor"),
        ViewField("pages", "the group's pages", of: IndexPageView.self),
    ]

    package static let sample = IndexGroupView(title: "Foundations", id: "foundations", pages: [.sample])
}
