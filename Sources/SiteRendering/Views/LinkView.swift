import Templates

/// A titled link: related pages, previous and next.
package struct LinkView: TemplateView {
    package var title: String
    package var url: String
    /// The linked page's language when it differs from the language of the page being rendered; else nil.
    package var lang: String? = nil

    package static let fields = [
        ViewField("title", "link text"),
        ViewField("url", "link target, relative to the page being rendered"),
        ViewField("lang", "previous and next: the linked page's language when it differs from this page's, else unset"),
    ]

    package static let sample = LinkView(title: "Typography", url: "typography.html", lang: "ko")
}

extension LinkView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = ["title": .string(title), "url": .string(url)]
        fields.setIfPresent(lang, forKey: "lang")
        return .object(fields)
    }
}
