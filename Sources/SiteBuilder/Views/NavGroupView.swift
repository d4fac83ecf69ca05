/// One folder in the navigation, with its pages in reading order.
package struct NavGroupView: TemplateView {
    package var title: String
    package var id: String
    package var pages: [NavPageView]

    package static let fields = [
        ViewField("title", "group title, from the folder name (\"Foundations\")"),
        ViewField("id", "anchor of the group on the index page"),
        ViewField("pages", "the group's pages in reading order", of: NavPageView.self),
    ]

    package static let sample = NavGroupView(title: "Foundations", id: "foundations", pages: [.sample])
}
