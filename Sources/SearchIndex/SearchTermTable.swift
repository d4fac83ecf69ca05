/// The inverted index as it is written: each term with its postings already encoded for the shards
/// (`SearchPostingCodec`), filled one page at a time in reading order. A posting costs a few bytes here
/// instead of a `SearchPosting` value, which keeps a 10,000-page index small in memory.
package struct SearchTermTable: Sendable {
    private struct Entry: Sendable {
        var lastPage: Int
        var encoded: [UInt8]

        /// One page group of `SearchPostingCodec.encode(_: [SearchPosting])`: page delta, count, codes. The
        /// digits are made in a buffer on the stack and appended at once (appending digit by digit checked the
        /// array's uniqueness a few million times in a 10,000-page build).
        mutating func append(page: Int, _ postings: UnsafeBufferPointer<SearchPosting>) {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: (postings.count + 2) * SearchPostingCodec.maximumDigits) { buffer in
                var end = SearchPostingCodec.write(page - lastPage, into: buffer, at: 0)
                end = SearchPostingCodec.write(postings.count, into: buffer, at: end)
                for posting in postings { end = SearchPostingCodec.write(posting.code, into: buffer, at: end) }
                encoded.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
            }
            lastPage = page
        }
    }

    /// The terms, looked up by their bytes; term `n`'s postings are `entries[n]`.
    private var keys: SearchTermKeys
    private var entries: [Entry] = []
    /// Pages added so far.
    package private(set) var pageCount = 0

    package init() { keys = SearchTermKeys(capacity: 65_536) }

    /// An empty table that reserves room for `capacity` terms.
    private init(capacity: Int) { keys = SearchTermKeys(capacity: capacity) }

    /// Adds one page's terms; pages must come in reading order (`terms.page` increasing). With `shardCount`
    /// above 1 only the terms whose hash falls in `shard` are added: tables for every shard, filled at the same
    /// time on different cores, hold the index between them.
    package mutating func add(_ terms: SearchPageTerms, shard: Int = 0, of shardCount: Int = 1) {
        precondition(terms.page >= pageCount, "pages are added in reading order")
        pageCount = terms.page + 1
        terms.forEachTerm { number, postings in
            let hash = terms.keys.hash(number)
            guard shardCount == 1 || Self.shard(of: hash, count: shardCount) == shard, !postings.isEmpty else { return }
            let (entry, inserted) = terms.keys.withKey(number) { keys.number(of: $0, hash: hash) }
            if inserted { entries.append(Entry(lastPage: 0, encoded: [])) }
            entries[entry].append(page: terms.page, postings)
        }
    }

    /// The shard a term with `hash` belongs to.
    static func shard(of hash: UInt64, count: Int) -> Int { Int(truncatingIfNeeded: (hash >> 32) % UInt64(count)) }

    /// Every term with its encoded postings, in no particular order (`takeEncodedTerms` on a copy).
    package func encodedTerms() -> [(term: String, postings: String)] {
        var copy = self
        return copy.takeEncodedTerms()
    }

    /// Every term with its encoded postings, in no particular order, emptying the table as it goes: each term's postings are released as soon as they are
    /// copied into their string, so the postings are held about once rather than twice (the table, then the strings).
    package mutating func takeEncodedTerms() -> [(term: String, postings: String)] {
        var taken: [(term: String, postings: String)] = []
        taken.reserveCapacity(keys.count)
        for number in 0..<keys.count {
            taken.append((keys.key(number), String(decoding: entries[number].encoded, as: UTF8.self)))
            entries[number].encoded = []
        }
        self = SearchTermTable(capacity: 16)
        return taken
    }

    /// Every term with its encoded postings, in the order the browser compares strings (the shards' order).
    package func sortedEncodedTerms() -> [(term: String, postings: String)] {
        encodedTerms().sorted { SearchIndex.precedes($0.term, $1.term) }
    }
}
