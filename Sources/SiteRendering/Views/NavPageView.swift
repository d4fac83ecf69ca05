import Templates

/// One page in the navigation.
package struct NavPageView: TemplateView {
    package var title: String
    package var url: String
    package var current: Bool

    package static let fields = [
        ViewField("title", "page title"),
        ViewField("url", "link to the page, relative to the page being rendered"),
        ViewField("current", "whether this is the page being rendered"),
    ]

    package static let sample = NavPageView(title: "Color", url: "../foundations/color.html", current: true)
}

extension NavPageView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object(["title": .string(title), "url": .string(url), "current": .bool(current)])
    }
}
