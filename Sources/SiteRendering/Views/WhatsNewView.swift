/// The fields `whats-new.mustache` receives, besides the common ones: every page's change-log rows,
/// gathered by date, newest first.
package struct WhatsNewView: TemplateView {
    package var days: [WhatsNewDayView]
    package var hasChanges: Bool
    package var changeCountText: String
    /// `feed.xml` from the page, when the site has one (a base URL).
    package var feedURL: String?
    /// With `versions:`, each version against the one before it, newest first.
    package var releases: [WhatsNewReleaseView] = [] { didSet { hasReleases = !releases.isEmpty } }
    package var hasReleases = false

    package static let fields = [
        ViewField(
            "days", "one entry per date of any change-log row, newest first (dates that cannot be read last)", of: WhatsNewDayView.self),
        ViewField("hasChanges", "some page has a change log"),
        ViewField("changeCountText", "how many change-log rows the site has, written out (`1,204`)"),
        ViewField("feedURL", "`feed.xml`, the same changes as an Atom feed, when `base_url` is set"),
        ViewField(
            "releases", "with `versions:`, what each version changed since the one before it (by commit time), newest first",
            of: WhatsNewReleaseView.self),
        ViewField("hasReleases", "`releases` is not empty"),
    ]

    package static let sample: WhatsNewView = {
        var view = WhatsNewView(days: [.sample], hasChanges: true, changeCountText: "1", feedURL: "feed.xml")
        view.releases = [.sample]
        return view
    }()
}

/// One date on the "What's new" page.
package struct WhatsNewDayView: TemplateView {
    package var date: String
    package var entries: [WhatsNewEntryView]

    package static let fields = [
        ViewField("date", "the Date cell, as the first page that has it wrote it"),
        ViewField("entries", "the rows of that date, in reading order", of: WhatsNewEntryView.self),
    ]

    package static let sample = WhatsNewDayView(date: "May 2, 2026", entries: [.sample])
}

/// One change-log row on the "What's new" page.
package struct WhatsNewEntryView: TemplateView {
    package var title: String
    package var url: String
    package var group: String
    package var changes: String

    package static let fields = [
        ViewField("title", "the page's title"),
        ViewField("url", "the page's path from the site root"),
        ViewField("group", "the page's group title"),
        ViewField("changes", "the Changes cell, as plain text"),
    ]

    package static let sample = WhatsNewEntryView(
        title: "Color", url: "foundations/color.html", group: "Foundations", changes: "Added guidance for dark backgrounds.")
}
