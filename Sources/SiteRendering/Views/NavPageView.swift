import Templates

/// One page in the navigation.
package struct NavPageView: TemplateView {
    package var title: String
    package var url: String
    package var current: Bool
    /// The page's language when it is not the site's, for a `lang` attribute on the link; else nil.
    package var lang: String? = nil

    package static let fields = [
        ViewField("title", "page title"),
        ViewField("url", "link to the page, relative to the page being rendered"),
        ViewField("current", "whether this is the page being rendered"),
        ViewField("lang", "the page's language when it differs from the site's (the link's `lang`), else unset"),
    ]

    package static let sample = NavPageView(title: "Color", url: "../foundations/color.html", current: true, lang: "ja")
}

extension NavPageView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = ["title": .string(title), "url": .string(url), "current": .bool(current)]
        fields.setIfPresent(lang, forKey: "lang")
        return .object(fields)
    }
}
