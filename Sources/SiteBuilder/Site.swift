import Guidelines

/// The whole site after assembly: pages in reading order, grouped by folder.
package struct Site: Sendable {
    package struct Group: Sendable, Hashable {
        package var id: String
        package var title: String
        package var pages: [Page]
    }

    package var configuration: SiteConfiguration
    package var groups: [Group]

    /// Pages in reading order (group by group), the order previous/next follows.
    package var pages: [Page] { groups.flatMap(\.pages) }

    /// `pages` without copying them out of the groups.
    package var readingOrder: ReadingOrder { ReadingOrder(groups) }

    package var pageCount: Int { groups.reduce(0) { $0 + $1.pages.count } }
}
