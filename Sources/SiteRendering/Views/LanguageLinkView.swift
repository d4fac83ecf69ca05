import Templates

/// One entry of a page's language menu: the page in one of the site's languages, or a note that it has no
/// translation into it.
package struct LanguageLinkView: TemplateView {
    /// The language's BCP 47 tag (`zh`), for `lang` and `hreflang`.
    package var language: String
    /// The language's name in itself (`中文`).
    package var name: String
    /// The page in that language, relative to the page being rendered (absolute with a base URL in `href`); nil when
    /// it is not translated.
    package var url: String?
    /// The same page's address for `<link rel="alternate" hreflang>`: absolute when the site has a base URL.
    package var href: String?
    package var current: Bool
    /// `not translated`, in the rendered page's language, when `url` is nil.
    package var note: String?

    package static let fields = [
        ViewField("language", "the language's tag, for `lang` and `hreflang`"),
        ViewField("name", "the language's name in itself (`中文`)"),
        ViewField("url", "the page in that language, relative to this page; unset when there is no translation"),
        ViewField("href", "the same address for `<link rel=\"alternate\" hreflang>`, absolute when the site has a `base_url`"),
        ViewField("current", "whether this entry is the page being rendered"),
        ViewField("note", "\"not translated\" in this page's language when `url` is unset"),
    ]

    package static let sample = LanguageLinkView(
        language: "zh", name: "中文", url: "zh/foundations/color.html", href: "zh/foundations/color.html", current: false,
        note: "not translated")
}

extension LanguageLinkView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = ["language": .string(language), "name": .string(name), "current": .bool(current)]
        fields.setIfPresent(url, forKey: "url")
        fields.setIfPresent(href, forKey: "href")
        fields.setIfPresent(note, forKey: "note")
        return .object(fields)
    }
}
