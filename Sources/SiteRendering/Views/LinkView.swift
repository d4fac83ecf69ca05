import Templates

/// A titled link: related pages, previous and next.
package struct LinkView: TemplateView {
    package var title: String
    package var url: String

    package static let fields = [
        ViewField("title", "link text"),
        ViewField("url", "link target, relative to the page being rendered"),
    ]

    package static let sample = LinkView(title: "Typography", url: "typography.html")
}

extension LinkView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object(["title": .string(title), "url": .string(url)])
    }
}
