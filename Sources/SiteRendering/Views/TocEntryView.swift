import Templates

/// A heading in the table of contents: an H2 with its H3s as children.
package struct TocEntryView: TemplateView {
    package var id: String
    package var title: String
    package var children: [TocEntryView]
    package var hasChildren: Bool

    package init(id: String, title: String, children: [TocEntryView]) {
        self.id = id
        self.title = title
        self.children = children
        hasChildren = !children.isEmpty
    }

    package static let fields = [
        ViewField("id", "the heading's anchor (`#id`)"),
        ViewField("title", "the heading's text"),
        ViewField("children", "H3 headings under an H2 (empty for H3s)", of: TocEntryView.self),
        ViewField("hasChildren", "`children` is not empty, so the entry has a list of its own"),
    ]

    package static let sample = TocEntryView(
        id: "best-practices", title: "Best practices", children: [TocEntryView(id: "contrast", title: "Contrast", children: [])])
}

extension TocEntryView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object([
            "id": .string(id), "title": .string(title), "children": children.makeTemplateValue(),
            "hasChildren": .bool(hasChildren),
        ])
    }
}
