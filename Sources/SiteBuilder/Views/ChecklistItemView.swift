/// One task-list item (`- [ ] …`) of a page.
package struct ChecklistItemView: TemplateView {
    package var text: String
    package var checked: Bool
    package var section: String?
    package var url: String

    package static let fields = [
        ViewField("text", "the item's text, without markup"),
        ViewField("checked", "written as `- [x]`"),
        ViewField("section", "title of the heading the item is under"),
        ViewField("url", "path from the site root to that heading (to the page when there is none)"),
    ]

    package static let sample = ChecklistItemView(
        text: "Text has a contrast ratio of at least 4.5:1.", checked: false, section: "Contrast",
        url: "foundations/accessibility.html#contrast")
}
