import Templates

/// `page`: one guideline page's metadata, mostly from its front matter.
package struct PageInfoView: TemplateView {
    package var id: String
    package var title: String
    package var description: String?
    package var summary: String?
    package var group: String
    package var groupId: String
    package var platforms: [String]
    package var availability: String?
    package var reviewed: String?
    /// With `last_updated: true`: the page's last change as the page's language writes dates, and as `2026-12-04`.
    package var lastUpdated: String?
    package var lastUpdatedISO: String?
    /// With `edit_url:`: where to edit the page's file.
    package var editURL: String?
    package var source: String?
    package var hig: String?
    package var docs: String?
    package var alsoCalled: [String]
    package var extra: [String: FrontMatterValue]
    /// Front matter `deprecated:`; `deprecatedReason` is its text, when it gives one.
    package var isDeprecated = false
    package var deprecatedReason: String?

    package static let fields = [
        ViewField("id", "the page id (`id:`, default the path without `.md`)"),
        ViewField("title", "the page title"),
        ViewField("description", "`description:` from the front matter"),
        ViewField("summary", "the first paragraph as plain text"),
        ViewField("group", "title of the page's folder group"),
        ViewField("groupId", "anchor of that group on the index page"),
        ViewField("platforms", "`platforms:`: `{{#page.platforms}}{{.}}{{/page.platforms}}`"),
        ViewField("availability", "`availability:`"),
        ViewField("reviewed", "`reviewed:` as text (\"October 2026\")"),
        ViewField(
            "lastUpdated",
            "with `last_updated: true`, the date of the page's last change (git, else the file's time) as its language writes dates (\"December 4, 2026\")"
        ),
        ViewField("lastUpdatedISO", "the same date as `2026-12-04`, for `<time datetime>`"),
        ViewField("editURL", "with `edit_url:`, the address that edits the page's file"),
        ViewField("isDeprecated", "front matter `deprecated:` marks the page deprecated"),
        ViewField("deprecatedReason", "the text of `deprecated:` (\"Use Color and contrast\"), when it is not just `true`"),
        ViewField("source", "`source:` URL"),
        ViewField("hig", "`hig:` URL"),
        ViewField("docs", "`docs:` URL"),
        ViewField("alsoCalled", "synonyms from the page's `Also called:` line"),
        ViewField("extra", "every other front-matter key, as written (`page.extra.team`)"),
    ]

    package static let sample = PageInfoView(
        id: "color", title: "Color", description: "How to use color.", summary: "Color helps people tell things apart.",
        group: "Foundations", groupId: "foundations", platforms: ["iOS", "macOS"], availability: "iOS 17.0+",
        reviewed: "October 2026", lastUpdated: "December 4, 2026", lastUpdatedISO: "2026-12-04",
        editURL: "https://example.test/edit/main/content/color.md", source: "https://example.test/color.md",
        hig: "https://example.test/hig/color",
        docs: "https://example.test/docs/color", alsoCalled: ["colour"], extra: ["team": .string("Platform")],
        isDeprecated: true, deprecatedReason: "Use Color and contrast")
}

extension PageInfoView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "id": .string(id), "title": .string(title), "group": .string(group), "groupId": .string(groupId),
            "platforms": platforms.makeTemplateValue(), "alsoCalled": alsoCalled.makeTemplateValue(),
            "extra": .object(extra.mapValues { $0.makeTemplateValue() }),
        ]
        fields.setIfPresent(description, forKey: "description")
        fields.setIfPresent(summary, forKey: "summary")
        fields.setIfPresent(availability, forKey: "availability")
        fields.setIfPresent(reviewed, forKey: "reviewed")
        fields.setIfPresent(lastUpdated, forKey: "lastUpdated")
        fields.setIfPresent(lastUpdatedISO, forKey: "lastUpdatedISO")
        fields.setIfPresent(editURL, forKey: "editURL")
        fields["isDeprecated"] = .bool(isDeprecated)
        fields.setIfPresent(deprecatedReason, forKey: "deprecatedReason")
        fields.setIfPresent(source, forKey: "source")
        fields.setIfPresent(hig, forKey: "hig")
        fields.setIfPresent(docs, forKey: "docs")
        return .object(fields)
    }
}
