import Guidelines

/// Builds the site's search index from its pages, in reading order.
package struct SearchIndexBuilder: Sendable {
    /// The hook for rule extraction (issue 5): returns a page's rules; until pages carry rules, none.
    package var rules: @Sendable (Page) -> [SearchDocument.Rule]

    package init(rules: @escaping @Sendable (Page) -> [SearchDocument.Rule] = { _ in [] }) {
        self.rules = rules
    }

    package func documents(for site: Site) -> [SearchDocument] {
        site.groups.flatMap { group in
            group.pages.map { SearchDocument(page: $0, group: group.title, rules: rules($0)) }
        }
    }

    package func index(for site: Site) -> SearchIndex { SearchIndex(documents: documents(for: site)) }
}
