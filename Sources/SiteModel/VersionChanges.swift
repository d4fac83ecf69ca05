import ContentHashing

/// What changed from each published version to the next (`versions:`, ordered by their commits' times), for the
/// "What's new" page: the pages, colors and rules `precept diff` reports between them. Made by the build
/// (`SiteBuild`), never read from `precept.yml`.
public struct VersionChanges: Sendable, Hashable, Codable {
    /// One change, in words (`color Blue (systemBlue) in 'System colors' on color: light #007AFF → #0088FF …`).
    public struct Item: Sendable, Hashable, Codable {
        /// `page`, `color` or `rule`.
        public var kind: String
        public var text: String
        /// It asks something of the people who use the guidelines (`precept diff --fail-on breaking` fails on it).
        public var breaking: Bool
        /// The output path of the page it is on, in the newer version (nil when the page is gone).
        public var page: String?
        /// That page's title.
        public var pageTitle: String?

        public init(kind: String, text: String, breaking: Bool, page: String?, pageTitle: String?) {
            self.kind = kind
            self.text = text
            self.breaking = breaking
            self.page = page
            self.pageTitle = pageTitle
        }
    }

    /// One version against the one before it.
    public struct Release: Sendable, Hashable, Codable {
        public var label: String
        /// The label of the version before it.
        public var since: String
        /// From the site root: `v/<name>/`.
        public var prefix: String
        /// `2 pages, 5 colors and 7 rules changed; 3 breaking`, or `no changes`.
        public var summary: String
        /// The changes listed, breaking ones first; at most `itemLimit` of them.
        public var items: [Item]
        /// How many changes are not listed.
        public var more: Int
        /// When its commit was made, in UTC: `2026-05-02T09:30:00Z`.
        public var date: String

        public init(label: String, since: String, prefix: String, summary: String, items: [Item], more: Int, date: String) {
            self.label = label
            self.since = since
            self.prefix = prefix
            self.summary = summary
            self.items = items
            self.more = more
            self.date = date
        }
    }

    /// A release lists at most this many changes; `precept diff` gives the rest.
    public static let itemLimit = 100

    /// Newest first.
    public var releases: [Release]

    public init(releases: [Release]) {
        self.releases = releases
    }

    /// A digest of everything the page shows of them, for its inputs.
    public var digest: String {
        var hash = ContentHash()
        hash.updateField("version changes")
        for release in releases {
            for field in [release.label, release.since, release.prefix, release.summary, String(release.more), release.date] {
                hash.updateField(field)
            }
            for item in release.items {
                for field in [item.kind, item.text, item.breaking ? "!" : "", item.page ?? "", item.pageTitle ?? ""] {
                    hash.updateField(field)
                }
            }
        }
        return hash.finalizeHex()
    }
}
