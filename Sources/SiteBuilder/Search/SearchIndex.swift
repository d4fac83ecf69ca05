/// The inverted index of a site: every term with the places it occurs, built from the pages' search documents.
package struct SearchIndex: Sendable, Hashable {
    package var documents: [SearchDocument]
    /// Term → postings, in page order.
    package var terms: [String: [SearchPosting]]

    package init(documents: [SearchDocument]) {
        self.documents = documents
        let tokenizer = SearchTokenizer()
        // Tokenizing is most of the work and independent per page: done on every core, merged in page order.
        let perPage = Parallel.map(Array(documents.enumerated()), chunk: 8) { page, document in
            Self.occurrences(of: document, page: page, tokenizer: tokenizer)
        }
        var counts: [String: [SearchPosting: Int]] = [:]
        for occurrences in perPage {
            for (term, posting) in occurrences { counts[term, default: [:]][posting, default: 0] += 1 }
        }
        // For titles and aliases the count slot holds the title's length in terms, so shorter titles can rank first.
        var titleLengths: [SearchPosting: Int] = [:]
        for (page, document) in documents.enumerated() {
            titleLengths[SearchPosting(page: page, field: .title, entry: 0)] = tokenizer.indexTerms(document.title).count
        }
        terms = counts.mapValues { places in
            places.map { posting, count in
                var posting = posting
                posting.count = posting.field == .title ? max(1, titleLengths[posting] ?? 1) : count
                return posting
            }.sorted { ($0.page, $0.code) < ($1.page, $1.code) }
        }
    }

    /// Every term of one page with the place it occurs, once per occurrence.
    static func occurrences(of document: SearchDocument, page: Int, tokenizer: SearchTokenizer) -> [(String, SearchPosting)] {
        var found: [(String, SearchPosting)] = []
        func add(_ text: String, field: SearchField, entry: Int) {
            for term in tokenizer.indexTerms(text) { found.append((term, SearchPosting(page: page, field: field, entry: entry))) }
        }
        add(document.title, field: .title, entry: 0)
        for alias in document.aliases { add(alias, field: .alias, entry: 0) }
        for (entry, section) in document.sections.enumerated() {
            if entry > 0 { add(section.title, field: .heading, entry: entry) }
            add(section.text, field: .body, entry: entry)
        }
        for (entry, color) in document.colors.enumerated() {
            add(color.name, field: .color, entry: entry)
            if let localized = color.localizedName { add(localized, field: .color, entry: entry) }
            for api in color.apis { add(api, field: .color, entry: entry) }
            for hex in color.hexValues {
                found.append((String(hex.dropFirst().prefix(6)).lowercased(), SearchPosting(page: page, field: .color, entry: entry)))
            }
        }
        for (entry, rule) in document.rules.enumerated() { add(rule.lead, field: .rule, entry: entry) }
        return found
    }

    /// Terms in the order the browser compares strings (UTF-16 code units), which is the order of the shards.
    package var sortedTerms: [String] { terms.keys.sorted(by: Self.precedes) }

    package static func precedes(_ a: String, _ b: String) -> Bool { a.utf16.lexicographicallyPrecedes(b.utf16) }
}
