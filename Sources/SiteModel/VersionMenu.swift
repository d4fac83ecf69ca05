import ContentHashing
import Guidelines

/// The versions a site is published in, as the site being built shows them: the current guidelines at the root and each
/// of `versions:` under `v/<name>/`, with the pages each has, so that a page links to itself in every version that has
/// it and to that version's index otherwise. Made by the build (`SiteBuild`), never read from `precept.yml`.
public struct VersionMenu: Sendable, Hashable, Codable {
    /// One published version.
    public struct Entry: Sendable, Hashable, Codable {
        public var label: String
        /// From the site root: `""` for the current guidelines, `v/<name>/` for a version.
        public var prefix: String
        /// The output paths of its guideline pages (`foundations/color.html`) that the site being built links to.
        public var pages: Set<String>
        /// Pages of the site being built that this version has under another path (renamed, as git found it): their
        /// output path there.
        public var renamed: [String: String]

        public init(label: String, prefix: String, pages: Set<String>, renamed: [String: String] = [:]) {
            self.label = label
            self.prefix = prefix
            self.pages = pages
            self.renamed = renamed
        }
    }

    /// The current guidelines first, then the versions in the order `versions:` lists them.
    public var entries: [Entry]
    /// The position in `entries` of the site being built.
    public var current: Int

    public init(entries: [Entry], current: Int) {
        self.entries = entries
        self.current = current
    }

    /// One link of the menu.
    public struct Link: Sendable, Hashable {
        public var label: String
        public var url: String
        public var isCurrent: Bool
    }

    /// The menu on the page at `outputPath` (from its site's root; `root` leads there from the page): each version's
    /// copy of the page when it has one (under its path in that version when it was renamed), else its index.
    public func links(forOutputPath outputPath: String, root: String) -> [Link] {
        let up = String(repeating: "../", count: entries[current].prefix.split(separator: "/").count)
        return entries.indices.map { index in
            let entry = entries[index]
            let target =
                entry.pages.contains(outputPath) || index == current ? outputPath : entry.renamed[outputPath] ?? "index.html"
            let url = index == current ? root + URLPath.encode(target) : root + up + entry.prefix + URLPath.encode(target)
            return Link(label: entry.label, url: url, isCurrent: index == current)
        }
    }

    /// Whether the site being built is an earlier version (not the one at the root).
    public var isEarlierVersion: Bool { current != 0 }

    /// A digest of everything the menu shows, for the inputs of the pages that show it.
    public var digest: String {
        var hash = ContentHash()
        hash.updateField("versions \(current)")
        for entry in entries {
            hash.updateField(entry.label)
            hash.updateField(entry.prefix)
            for page in entry.pages.sorted() { hash.updateField(page) }
            for (page, there) in entry.renamed.sorted(by: { $0.key < $1.key }) { hash.updateField(page + "\t" + there) }
        }
        return hash.finalizeHex()
    }
}
