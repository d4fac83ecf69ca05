import ParallelMap

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
            SearchPageTerms(document: document, page: page, tokenizer: tokenizer)
        }
        var terms: [String: [SearchPosting]] = [:]
        for page in perPage {
            for number in 0..<page.keys.count {
                terms[page.keys.key(number), default: []].append(contentsOf: page.postings(of: number))
            }
        }
        self.terms = terms
    }

    /// The term whose postings say what is deprecated: a page (a posting in its title), a color (in that color's
    /// entry), a rule (in that rule's). No query is ever this term: the tokenizer keeps letters and digits only,
    /// and it sorts before every term that is a word, so it is in the first shard.
    package static let deprecatedTerm = "!"

    /// Terms in the order the browser compares strings (UTF-16 code units), which is the order of the shards.
    package var sortedTerms: [String] { terms.keys.sorted(by: Self.precedes) }

    package static func precedes(_ a: String, _ b: String) -> Bool { a.utf16.lexicographicallyPrecedes(b.utf16) }
}
