import Templates

/// The fields `page.mustache` receives for one guideline page, besides the common ones.
package struct GuidelinePageView: TemplateView {
    package var page: PageInfoView
    package var content: String
    package var toc: [TocEntryView]
    package var hasToc: Bool
    package var changeLog: [ChangeLogView]
    package var hasChangeLog: Bool
    package var hasPlatforms: Bool
    package var hasMeta: Bool
    package var hasAlsoCalled: Bool
    package var hasRelated: Bool
    package var hasReferences: Bool
    package var related: [LinkView]
    package var rules: [RuleView]
    package var hasRules: Bool
    package var ruleCount: Int
    /// `RuleChecklistData.json` of `rules`.
    package var rulesData: String
    package var previous: LinkView?
    package var next: LinkView?
    /// The banner of an outdated translation.
    package var translationNotice: TranslationNoticeView? = nil
    /// The link to the page's Markdown copy, when the site writes them (`llms: markdown:`).
    package var markdownCopy: String? = nil

    package static let fields = [
        ViewField("page", "the page's metadata", of: PageInfoView.self),
        ViewField("content", "the rendered Markdown body as HTML (its H1 removed; it is `page.title`): use `{{{content}}}`"),
        ViewField("toc", "table of contents: the H2 headings, each with its H3s", of: TocEntryView.self),
        ViewField("hasToc", "`toc` is not empty"),
        ViewField("changeLog", "rows of the page's change log table", of: ChangeLogView.self),
        ViewField("hasChangeLog", "`changeLog` is not empty"),
        ViewField("hasPlatforms", "`page.platforms` is not empty"),
        ViewField("hasMeta", "the page has platforms, an availability or a review date"),
        ViewField("hasAlsoCalled", "`page.alsoCalled` is not empty"),
        ViewField("hasRelated", "`related` is not empty"),
        ViewField("hasReferences", "the page has a `hig`, `docs` or `source` URL"),
        ViewField("related", "links under the page's Related (or See also) heading", of: LinkView.self),
        ViewField("rules", "the page's rules for its checklist, in document order", of: RuleView.self),
        ViewField("hasRules", "`rules` is not empty"),
        ViewField("ruleCount", "number of rules on the page"),
        ViewField(
            "rulesData",
            "the rules as JSON that `assets/review.js` builds the page's checklist from: `<script type=\"application/json\" data-rules>{{{rulesData}}}</script>` (safe inside a script element)"
        ),
        ViewField("previous", "the page before this one in reading order", of: LinkView.self),
        ViewField("next", "the page after this one in reading order", of: LinkView.self),
        ViewField(
            "translationNotice", "on a translation whose colors or rules no longer match its original: the banner saying where they differ",
            of: TranslationNoticeView.self),
        ViewField(
            "markdownCopy",
            "the link to the page's clean Markdown copy (`color.md`), absent when `llms: markdown: false`: `<link rel=\"alternate\" type=\"text/markdown\" href=\"{{markdownCopy}}\">`"
        ),
    ]

    package static let sample = GuidelinePageView(
        page: .sample, content: "<p>Use color to communicate, not to decorate.</p>", toc: [.sample], hasToc: true,
        changeLog: [.sample], hasChangeLog: true, hasPlatforms: true, hasMeta: true, hasAlsoCalled: true, hasRelated: true,
        hasReferences: true, related: [.sample], rules: [.sample], hasRules: true, ruleCount: 1,
        rulesData: RuleChecklistData.json(pageId: "color", rules: [.sample]), previous: .sample, next: .sample,
        translationNotice: .sample, markdownCopy: "color.md")
}

extension GuidelinePageView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "page": page.makeTemplateValue(), "content": .string(content), "toc": toc.makeTemplateValue(), "hasToc": .bool(hasToc),
            "changeLog": changeLog.makeTemplateValue(), "hasChangeLog": .bool(hasChangeLog), "hasPlatforms": .bool(hasPlatforms),
            "hasMeta": .bool(hasMeta), "hasAlsoCalled": .bool(hasAlsoCalled), "hasRelated": .bool(hasRelated),
            "hasReferences": .bool(hasReferences), "related": related.makeTemplateValue(), "rules": rules.makeTemplateValue(),
            "hasRules": .bool(hasRules), "ruleCount": .number(Double(ruleCount)),
            "rulesData": .string(rulesData),
        ]
        fields.setIfPresent(translationNotice, forKey: "translationNotice")
        if let markdownCopy { fields["markdownCopy"] = .string(markdownCopy) }
        fields.setIfPresent(previous, forKey: "previous")
        fields.setIfPresent(next, forKey: "next")
        return .object(fields)
    }
}
