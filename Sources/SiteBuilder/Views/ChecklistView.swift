/// The fields `checklist.mustache` receives, besides the common ones.
package struct ChecklistView: TemplateView {
    package var pages: [ChecklistPageView]
    package var hasItems: Bool
    package var itemCount: Int
    package var checkedCount: Int

    package static let fields = [
        ViewField("pages", "pages that have task-list items, in reading order", of: ChecklistPageView.self),
        ViewField("hasItems", "`pages` is not empty"),
        ViewField("itemCount", "number of task-list items on the whole site"),
        ViewField("checkedCount", "how many of them are checked (`- [x]`)"),
    ]

    package static let sample = ChecklistView(pages: [.sample], hasItems: true, itemCount: 1, checkedCount: 0)
}
