/// The inverted index as it is written: each term with its postings already encoded for the shards
/// (`SearchPostingCodec`), filled one page at a time in reading order. A posting costs a few bytes here
/// instead of a `SearchPosting` value, which keeps a 10,000-page index small in memory.
package struct SearchTermTable: Sendable {
    private struct Entry: Sendable {
        var lastPage: Int
        var encoded: [UInt8]

        /// One page group of `SearchPostingCodec.encode(_: [SearchPosting])`: page delta, count, codes.
        mutating func append(page: Int, _ postings: [SearchPosting]) {
            SearchPostingCodec.append(page - lastPage, to: &encoded)
            SearchPostingCodec.append(postings.count, to: &encoded)
            for posting in postings { SearchPostingCodec.append(posting.code, to: &encoded) }
            lastPage = page
        }
    }

    private var entries: [String: Entry] = [:]
    /// Pages added so far.
    package private(set) var pageCount = 0

    package init() {}

    /// Adds one page's terms; pages must come in reading order (`terms.page` increasing).
    package mutating func add(_ terms: SearchPageTerms) {
        precondition(terms.page >= pageCount, "pages are added in reading order")
        pageCount = terms.page + 1
        for (term, postings) in terms.terms where !postings.isEmpty {
            entries[term, default: Entry(lastPage: 0, encoded: [])].append(page: terms.page, postings)
        }
    }

    /// Every term with its encoded postings, in the order the browser compares strings (the shards' order).
    package func sortedEncodedTerms() -> [(term: String, postings: String)] {
        entries.keys.sorted(by: SearchIndex.precedes).map { term in
            (term, String(decoding: entries[term]!.encoded, as: UTF8.self))
        }
    }
}
