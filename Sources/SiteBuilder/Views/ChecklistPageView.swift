/// One page's task-list items on the checklist page.
package struct ChecklistPageView: TemplateView {
    package var title: String
    package var url: String
    package var group: String
    package var items: [ChecklistItemView]

    package static let fields = [
        ViewField("title", "page title"),
        ViewField("url", "path of the page from the site root: `{{root}}{{url}}`"),
        ViewField("group", "title of the page's folder group"),
        ViewField("items", "the page's task-list items in document order", of: ChecklistItemView.self),
    ]

    package static let sample = ChecklistPageView(
        title: "Accessibility", url: "foundations/accessibility.html", group: "Foundations", items: [.sample])
}
