import Guidelines
import PageCache

/// The whole site after assembly: pages in reading order, grouped by folder.
package struct Site: Sendable {
    /// One folder's pages in reading order, with the id and title the navigation shows for it.
    package struct Group: Sendable, Hashable {
        package var id: String
        package var title: String
        package var pages: [Page]
    }

    package var configuration: SiteConfiguration
    package var groups: [Group]
    /// Where the pages' bodies are when they are not in the pages themselves (`PageBodyStore.spill`).
    package var bodies: PageBodyStore?
    /// Content-relative paths of the content folder's other files, which are copied to the output as they are.
    package var staticFiles: Set<String>
    /// Which pages translate which, and how each translation stands against its source.
    package var translations = Translations()

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

    /// Pages in reading order (group by group), the order previous/next follows.
    package var pages: [Page] { groups.flatMap(\.pages) }

    /// `pages` without copying them out of the groups.
    package var readingOrder: ReadingOrder { ReadingOrder(groups) }

    package var pageCount: Int { groups.reduce(0) { $0 + $1.pages.count } }
}
