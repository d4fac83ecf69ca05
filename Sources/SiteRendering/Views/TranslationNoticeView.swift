import Templates

/// The banner of a translated page whose source has changed since it was translated (`translation.outdated`).
package struct TranslationNoticeView: TemplateView {
    /// `This translation may be out of date`, in the page's language.
    package var title: String
    /// The sentence around the link to the source page, in the page's language: the words before it and after it.
    package var introBefore: String
    package var introAfter: String
    /// The source page, relative to this one.
    package var sourceURL: String
    package var sourceTitle: String
    /// What changed, one line each (`Blue · Light: #007AFF → #0088FF`), at most `TranslationNoticeView.listed`.
    package var changes: [String]
    /// `and 12 more` when more changed than are listed.
    package var more: String?

    /// Changes listed on the page; the rest are counted.
    package static let listed = 12

    package static let fields = [
        ViewField("title", "\"This translation may be out of date\" in the page's language"),
        ViewField("introBefore", "the words before the link to the original in the banner's sentence"),
        ViewField("introAfter", "the words after it"),
        ViewField("sourceURL", "the page it translates, relative to this one"),
        ViewField("sourceTitle", "that page's title"),
        ViewField("changes", "what changed in the original since, one line each (`Blue · Light: #007AFF → #0088FF`)"),
        ViewField("more", "\"and 3 more\" when more changed than are listed, else unset"),
    ]

    package static let sample = TranslationNoticeView(
        title: "This translation may be out of date", introBefore: "The original, ",
        introAfter: ", says otherwise on these points.",
        sourceURL: "../foundations/color.html", sourceTitle: "Color", changes: ["Blue · Light: #007AFF → #0088FF"], more: "and 3 more")
}

extension TranslationNoticeView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "title": .string(title), "introBefore": .string(introBefore), "introAfter": .string(introAfter),
            "sourceURL": .string(sourceURL), "sourceTitle": .string(sourceTitle),
            "changes": .list(changes.map { .string($0) }),
        ]
        fields.setIfPresent(more, forKey: "more")
        return .object(fields)
    }
}
