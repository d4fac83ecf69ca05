import Guidelines

/// Builds the site's search index from its pages, in reading order.
package struct SearchIndexBuilder: Sendable {
    /// The hook for rule extraction (issue 5): returns a page's rules; until pages carry rules, none.
    package var rules: @Sendable (Page) -> [SearchDocument.Rule]

    package init(rules: @escaping @Sendable (Page) -> [SearchDocument.Rule] = { _ in [] }) {
        self.rules = rules
    }

    package func documents(for site: Site) -> [SearchDocument] {
        let rules = self.rules
        let pages = site.groups.flatMap { group in group.pages.map { (page: $0, group: group.title) } }
        return Parallel.map(pages) { SearchDocument(page: $0.page, group: $0.group, rules: rules($0.page)) }
    }

    package func index(for site: Site) -> SearchIndex { SearchIndex(documents: documents(for: site)) }
}
