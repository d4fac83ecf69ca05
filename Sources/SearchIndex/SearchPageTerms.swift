/// One page's share of the inverted index: every term found on the page with its postings there, each
/// posting counting the term's occurrences in one field entry (capped at 4 when encoded). Computed per page,
/// on any core, and small next to the page's text, so a build can drop the text once its terms are known.
package struct SearchPageTerms: Sendable {
    /// The page's position in reading order.
    package var page: Int
    /// The page's distinct terms, numbered in order of first occurrence.
    package private(set) var keys: SearchTermKeys
    /// The postings of every term one after another, each term's sorted by posting code: term `n` has
    /// `postings[ends[n - 1]..<ends[n]]` (from 0 for the first).
    private var postings: [SearchPosting]
    private var ends: [Int]

    /// Each term with its postings on this page, sorted by posting code.
    package var terms: [String: [SearchPosting]] {
        var terms: [String: [SearchPosting]] = [:]
        for number in 0..<keys.count { terms[keys.key(number)] = Array(postings(of: number)) }
        return terms
    }

    /// The postings of term `number`.
    package func postings(of number: Int) -> ArraySlice<SearchPosting> {
        postings[(number == 0 ? 0 : ends[number - 1])..<ends[number]]
    }

    /// Calls `body` with every term's number and postings, without a slice (and its reference count) a term.
    func forEachTerm(_ body: (Int, UnsafeBufferPointer<SearchPosting>) -> Void) {
        postings.withUnsafeBufferPointer { all in
            ends.withUnsafeBufferPointer { ends in
                var start = 0
                for number in 0..<ends.count {
                    body(number, UnsafeBufferPointer(rebasing: all[start..<ends[number]]))
                    start = ends[number]
                }
            }
        }
    }

    /// Counts a page's term occurrences per field entry while the tokenizer hands it terms.
    private struct Counter: SearchTermSink {
        var keys = SearchTermKeys(capacity: 512)
        /// Each term's places — (posting code without its count, occurrences) — as a list through `next`, kept
        /// flat: a term usually has one or two.
        var placeBase: [Int] = []
        var placeCount: [Int] = []
        var placeNext: [Int] = []
        var first: [Int] = []
        var last: [Int] = []
        /// Where the terms being taken are: `entry * 32 + field * 4`.
        var base = 0
        var taken = 0

        init() {
            placeBase.reserveCapacity(1_024)
            placeCount.reserveCapacity(1_024)
            placeNext.reserveCapacity(1_024)
        }

        mutating func take(_ term: UnsafeBufferPointer<UInt8>) {
            taken += 1
            let (number, inserted) = keys.number(of: term)
            if inserted {
                first.append(placeBase.count)
                last.append(placeBase.count)
            } else if placeBase[last[number]] == base {
                // A field entry's terms come together, so a repeated term's place is nearly always its last one.
                placeCount[last[number]] += 1
                return
            } else {
                var place = first[number]
                while place >= 0, placeBase[place] != base { place = placeNext[place] }
                if place >= 0 {
                    placeCount[place] += 1
                    return
                }
                placeNext[last[number]] = placeBase.count
                last[number] = placeBase.count
            }
            placeBase.append(base)
            placeCount.append(1)
            placeNext.append(-1)
        }

        mutating func add(_ text: String, _ field: SearchField, _ entry: Int, tokenizer: SearchTokenizer) {
            base = entry * 32 + field.rawValue * 4
            tokenizer.forEachIndexTerm(in: text, into: &self)
        }

        /// One term as it is, not tokenized.
        mutating func add(term: String, _ field: SearchField, _ entry: Int) {
            base = entry * 32 + field.rawValue * 4
            var term = term
            term.withUTF8 { take($0) }
        }
    }

    /// Tokenizes every field of `document`: title, aliases, headings, section text, colors (name, localized name,
    /// API names, hex values) and rule leads; and lists what is deprecated under `SearchIndex.deprecatedTerm`.
    package init(document: SearchDocument, page: Int, tokenizer: SearchTokenizer) {
        var counter = Counter()
        counter.add(document.title, .title, 0, tokenizer: tokenizer)
        // For titles the count slot holds the title's length in terms, so shorter titles can rank first.
        let titleLength = max(1, counter.taken)
        for alias in document.aliases { counter.add(alias, .alias, 0, tokenizer: tokenizer) }
        for (entry, section) in document.sections.enumerated() {
            if entry > 0 { counter.add(section.title, .heading, entry, tokenizer: tokenizer) }
            counter.add(section.text, .body, entry, tokenizer: tokenizer)
        }
        for (entry, color) in document.colors.enumerated() {
            counter.add(color.name, .color, entry, tokenizer: tokenizer)
            if let localized = color.localizedName { counter.add(localized, .color, entry, tokenizer: tokenizer) }
            for api in color.apis { counter.add(api, .color, entry, tokenizer: tokenizer) }
            for hex in color.hexValues { counter.add(term: String(hex.dropFirst().prefix(6)).lowercased(), .color, entry) }
        }
        for (entry, rule) in document.rules.enumerated() { counter.add(rule.lead, .rule, entry, tokenizer: tokenizer) }
        // What is deprecated, as postings of a term no query can be: the page (its title), colors and rules.
        if document.deprecated != nil { counter.add(term: SearchIndex.deprecatedTerm, .title, 0) }
        for (entry, color) in document.colors.enumerated() where color.deprecated {
            counter.add(term: SearchIndex.deprecatedTerm, .color, entry)
        }
        for (entry, rule) in document.rules.enumerated() where rule.deprecated {
            counter.add(term: SearchIndex.deprecatedTerm, .rule, entry)
        }
        var postings: [SearchPosting] = []
        var ends: [Int] = []
        postings.reserveCapacity(counter.placeBase.count)
        ends.reserveCapacity(counter.keys.count)
        for number in 0..<counter.keys.count {
            let start = postings.count
            var place = counter.first[number]
            while place >= 0 {
                let base = counter.placeBase[place]
                let field = SearchField(rawValue: (base / 4) % 8) ?? .body
                postings.append(
                    SearchPosting(
                        page: page, field: field, entry: base / 32, count: field == .title ? titleLength : counter.placeCount[place]))
                place = counter.placeNext[place]
            }
            if postings.count - start > 1 { postings[start...].sort { $0.code < $1.code } }
            ends.append(postings.count)
        }
        self.page = page
        self.keys = counter.keys
        self.postings = postings
        self.ends = ends
    }
}
