import Guidelines
import PageCache

/// The whole site after assembly: pages in reading order, grouped by folder.
package struct Site: Sendable {
    /// One folder's pages in reading order, with the id and title the navigation shows for it.
    package struct Group: Sendable, Hashable {
        package var id: String
        package var title: String
        package var pages: [Page]
        /// The folder of the group's language with a slash (`zh/`) on a site in several languages; "" for the
        /// default language, whose index and checklist are at the site's root.
        package var home: String = ""

        package init(id: String, title: String, pages: [Page], home: String = "") {
            self.id = id
            self.title = title
            self.pages = pages
            self.home = home
        }
    }

    package var configuration: SiteConfiguration
    package var groups: [Group]
    /// Where the pages' bodies are when they are not in the pages themselves (`PageBodyStore.spill`).
    package var bodies: PageBodyStore?
    /// Content-relative paths of the content folder's other files, which are copied to the output as they are.
    package var staticFiles: Set<String>
    /// Which pages translate which, and how each translation stands against its source.
    package var translations = Translations()
    /// With `last_updated: true`: each page's last change (`2026-12-04`) by content-relative path.
    package var lastUpdated: [String: String] = [:]

    package init(configuration: SiteConfiguration, groups: [Group], bodies: PageBodyStore? = nil, staticFiles: Set<String> = []) {
        self.configuration = configuration
        self.groups = groups
        self.bodies = bodies
        self.staticFiles = staticFiles
    }

    /// The page's rendered HTML body, from the page or from the body store.
    package func body(of page: Page) -> String {
        switch page.body {
        case .html(let html): return html
        case .stored: return bodies?.body(at: page.source.outputPath) ?? ""
        }
    }

    /// The page's Markdown copy, from the page or from the body store.
    package func markdown(of page: Page) -> String {
        switch page.markdown {
        case .html(let text): return text
        case .stored: return bodies?.markdown(at: page.source.outputPath) ?? ""
        }
    }

    /// Pages in reading order (group by group), the order previous/next follows.
    package var pages: [Page] { groups.flatMap(\.pages) }

    /// `pages` without copying them out of the groups.
    package var readingOrder: ReadingOrder { ReadingOrder(groups) }

    package var pageCount: Int { groups.reduce(0) { $0 + $1.pages.count } }

    /// The homes of the languages that have pages, in group order: "" (the default language) first when it has
    /// pages, then `zh/`… Each language's groups follow one another (`SiteAssembler.groups`).
    package var homes: [String] {
        var homes: [String] = []
        for group in groups where homes.last != group.home { homes.append(group.home) }
        return homes
    }

    /// The positions in `groups` of the groups of the language at `home`.
    package func groupRange(home: String) -> Range<Int> {
        guard let first = groups.firstIndex(where: { $0.home == home }) else { return 0..<0 }
        let end = groups[first...].firstIndex { $0.home != home } ?? groups.count
        return first..<end
    }

    /// The site of the language at `home` alone: its groups, the same configuration, translations and bodies.
    package func restricted(toHome home: String) -> Site {
        var site = self
        site.groups = Array(groups[groupRange(home: home)])
        return site
    }
}
