import Diagnostics
import Guidelines
import SiteModel

/// One version on the "What's new" page: what `precept diff` finds it changed since the version before it.
package struct WhatsNewReleaseView: TemplateView {
    package var label: String
    package var since: String
    /// The version's index, from the site root (`v/2.0/index.html`).
    package var url: String
    package var summary: String
    package var items: [WhatsNewReleaseItemView]
    package var hasItems: Bool
    /// How many changes are not listed, written out; nil when every change is.
    package var moreText: String?

    package static let fields = [
        ViewField("label", "the version's label (`label:` in `versions:`)"),
        ViewField("since", "the label of the version before it"),
        ViewField("url", "the version's index, from the site root (`v/2.0/index.html`)"),
        ViewField("summary", "`2 pages, 5 colors and 7 rules changed; 3 breaking`, or `no changes`"),
        ViewField("items", "the changes, breaking ones first (at most 100)", of: WhatsNewReleaseItemView.self),
        ViewField("hasItems", "`items` is not empty"),
        ViewField("moreText", "how many changes are not listed (`1,204`), when some are not"),
    ]

    package static let sample = WhatsNewReleaseView(
        label: "2.0", since: "1.0", url: "v/2.0/index.html", summary: "1 color changed; 0 breaking", items: [.sample],
        moreText: "3")

    init(label: String, since: String, url: String, summary: String, items: [WhatsNewReleaseItemView], moreText: String?) {
        self.label = label
        self.since = since
        self.url = url
        self.summary = summary
        self.items = items
        self.hasItems = !items.isEmpty
        self.moreText = moreText
    }

    init(_ release: VersionChanges.Release) {
        self.init(
            label: release.label, since: release.since, url: release.prefix + "index.html", summary: release.summary,
            items: release.items.map { item in
                WhatsNewReleaseItemView(
                    kind: item.kind, text: item.text, breaking: item.breaking,
                    pageURL: item.page.map { release.prefix + URLPath.encode($0) }, pageTitle: item.pageTitle)
            }, moreText: release.more > 0 ? CountText.number(release.more) : nil)
    }
}

/// One change of a version on the "What's new" page.
package struct WhatsNewReleaseItemView: TemplateView {
    /// `page`, `color` or `rule`.
    package var kind: String
    package var text: String
    package var breaking: Bool
    /// The page it is on in that version, from the site root; nil when the page is gone. (Not `url`: inside
    /// `{{#url}}` a missing one would be looked up in the release, whose `url` is the version's index.)
    package var pageURL: String?
    package var pageTitle: String?

    package static let fields = [
        ViewField("kind", "`page`, `color` or `rule`"),
        ViewField("text", "the change in words, as `precept diff` writes it"),
        ViewField("breaking", "it is a breaking change (`precept diff --fail-on breaking` fails on it)"),
        ViewField("pageURL", "the page it is on in that version, from the site root, when that page is there"),
        ViewField("pageTitle", "that page's title"),
    ]

    package static let sample = WhatsNewReleaseItemView(
        kind: "color", text: "color Blue (systemBlue) in 'System colors' on color: light #007AFF → #0088FF (ΔE00 3.1)",
        breaking: false, pageURL: "v/2.0/foundations/color.html", pageTitle: "Color")
}
