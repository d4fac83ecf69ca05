import Foundation
import FrontMatter
import Guidelines
import MarkdownSyntax
import SiteModel

/// `feed.xml`: the newest change-log rows of every page as an Atom feed (RFC 4287), written beside `whats-new.html`
/// when the site has a base URL (a feed's links must be absolute). Rows whose date cannot be read are left out.
package enum AtomFeed {
    package static let path = "feed.xml"
    /// The newest rows the feed holds.
    package static let entryLimit = 100

    struct Entry {
        var day: String
        var page: Page?
        var changes: String
        var order: Int
        /// A version's changes since the one before it (`page` is nil).
        var release: VersionChanges.Release?
    }

    package static func render(_ site: Site) -> String? {
        guard var base = site.configuration.baseURL, !base.isEmpty else { return nil }
        if !base.hasSuffix("/") { base += "/" }
        var entries: [Entry] = []
        for page in site.pages {
            for row in page.changeLog {
                let day = ViewModelBuilder.dayKey(row.date)
                guard day.first?.isNumber == true else { continue }
                entries.append(Entry(day: day, page: page, changes: row.changes, order: entries.count))
            }
        }
        for release in site.configuration.versionChanges?.releases ?? [] {
            let day = String(release.date.prefix(10))
            entries.append(Entry(day: day, page: nil, changes: release.summary, order: entries.count, release: release))
        }
        // Newest first; on one day, in reading order (a version after the rows).
        entries.sort { ($0.day, -$0.order) > ($1.day, -$1.order) }
        let shown = entries.prefix(entryLimit)
        let url = { (path: String) in HTMLEscaping.text(base + URLPath.encode(path, nonASCII: .percentEncoded)) }
        let title = HTMLEscaping.text(site.configuration.title)
        let language = LanguageTag(site.configuration.language) ?? .english
        let words = ThemeStrings.table(for: language)
        var xml = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(HTMLEscaping.attribute(language.text))">
              <title>\(title): \(HTMLEscaping.text(words["whatsNew"]))</title>
              <id>\(url(ViewModelBuilder.whatsNewPath))</id>
              <link rel="self" type="application/atom+xml" href="\(url(path))"/>
              <link rel="alternate" type="text/html" href="\(url(ViewModelBuilder.whatsNewPath))"/>
              <updated>\(shown.first.map { $0.day } ?? "1970-01-01")T00:00:00Z</updated>
              <author><name>\(title)</name></author>
              <generator>Precept</generator>

            """
        for entry in shown {
            if let release = entry.release {
                xml += releaseEntry(release, url: url)
                continue
            }
            guard let source = entry.page else { continue }
            let page = url(source.source.outputPath)
            // Stable while the row stays as it is: the page, the day and the row's text.
            let id = "\(page)#changes-\(entry.day)-\(String(stableHash(entry.changes), radix: 16))"
            xml += """
                  <entry>
                    <title>\(HTMLEscaping.text(source.title)): \(HTMLEscaping.text(entry.changes))</title>
                    <id>\(id)</id>
                    <link rel="alternate" type="text/html" href="\(page)"/>
                    <updated>\(entry.day)T00:00:00Z</updated>
                    <content type="text">\(HTMLEscaping.text(entry.changes))</content>
                  </entry>

                """
        }
        return xml + "</feed>\n"
    }

    /// A version's changes since the one before it: linked to the version's index, dated by its commit, the changes
    /// listed one per line.
    static func releaseEntry(_ release: VersionChanges.Release, url: (String) -> String) -> String {
        let index = url(release.prefix + "index.html")
        var lines = release.items.map { $0.text }
        if release.more > 0 { lines.append("… and \(release.more) more") }
        return """
              <entry>
                <title>\(HTMLEscaping.text(release.label)) (since \(HTMLEscaping.text(release.since))): \(HTMLEscaping.text(release.summary))</title>
                <id>\(index)#changes-since-\(String(stableHash(release.since), radix: 16))</id>
                <link rel="alternate" type="text/html" href="\(index)"/>
                <updated>\(HTMLEscaping.text(release.date))</updated>
                <content type="text">\(HTMLEscaping.text(([release.summary] + lines).joined(separator: "\n")))</content>
              </entry>

            """
    }

    /// FNV-1a over the text's UTF-8: the same on every machine and run (Swift's `hashValue` is seeded per process).
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
