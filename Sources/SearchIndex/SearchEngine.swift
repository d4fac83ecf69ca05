/// Runs queries against a site's `SearchIndex` in memory, ranked as the site's search box ranks them
/// (`SearchRanking`, implemented for the browser in `assets/search.js`): every query term must match somewhere in
/// a page; a term matches an indexed term exactly, as its prefix, or (five letters or more, no digits) within one
/// edit; a page's score is the sum over the terms of its best-scoring place; pages needing fewer typos come first,
/// then higher scores, then reading order. What is deprecated counts `SearchRanking.deprecatedWeight` of its score. `precept mcp` answers its `search` tool with it; `SearchEngineTests`
/// and the MCP client test hold it to the browser's results.
package struct SearchEngine: Sendable {
    /// A page a query found.
    package struct Hit: Sendable, Hashable {
        /// The page's position in the index's documents.
        package var page: Int
        package var score: Double
        /// How many of the query's terms matched only with a typo.
        package var typos: Int
        /// The best-scoring sections (`s3`), colors (`c0`) and rules (`r2`) of the page, best first.
        package var entries: [String]
    }

    package let index: SearchIndex
    private let sortedTerms: [String]
    private let ranking: SearchRanking
    /// Deprecated pages, and the deprecated entries (`c0`, `r2`) of each page: `SearchIndex.deprecatedTerm`'s postings.
    private let deprecatedPages: Set<Int>
    private let deprecatedEntries: [Int: Set<String>]

    package init(index: SearchIndex, ranking: SearchRanking = .standard) {
        self.index = index
        self.ranking = ranking
        sortedTerms = index.sortedTerms.filter { $0 != SearchIndex.deprecatedTerm }
        var pages = Set<Int>()
        var entries: [Int: Set<String>] = [:]
        for posting in index.terms[SearchIndex.deprecatedTerm] ?? [] {
            if posting.field == .title {
                pages.insert(posting.page)
            } else if let key = Self.entryKey(posting.field, posting.entry) {
                entries[posting.page, default: []].insert(key)
            }
        }
        deprecatedPages = pages
        deprecatedEntries = entries
    }

    /// Whether the page, or the entry `key` of it, is deprecated.
    package func isDeprecated(page: Int, entry key: String? = nil) -> Bool {
        guard let key else { return deprecatedPages.contains(page) }
        return deprecatedEntries[page]?.contains(key) ?? false
    }

    package func search(_ text: String) -> [Hit] {
        let terms = SearchQuery(text).terms
        guard !terms.isEmpty else { return [] }
        var pageScores: [Int: (score: Double, typos: Int)]?
        var entryScores: [Int: [String: Double]] = [:]
        for query in terms {
            var best: [Int: Double] = [:]
            var bestTypo: [Int: Double] = [:]
            var bestEntry: [Int: [String: Double]] = [:]
            for (term, kind) in matches(of: query) {
                for posting in index.terms[term] ?? [] {
                    let key = Self.entryKey(posting.field, posting.entry)
                    var value = score(posting.field, kind, posting.count)
                    if let key, deprecatedEntries[posting.page]?.contains(key) == true { value *= ranking.deprecatedWeight }
                    if kind == .typo {
                        bestTypo[posting.page] = max(bestTypo[posting.page] ?? 0, value)
                    } else {
                        best[posting.page] = max(best[posting.page] ?? 0, value)
                    }
                    if let key {
                        bestEntry[posting.page, default: [:]][key] = max(bestEntry[posting.page]?[key] ?? 0, value)
                    }
                }
            }
            var termScores: [Int: (score: Double, typos: Int)] = [:]
            for (page, value) in best { termScores[page] = (value, 0) }
            for (page, value) in bestTypo where best[page] == nil { termScores[page] = (value, 1) }
            if let previous = pageScores {
                var next: [Int: (score: Double, typos: Int)] = [:]
                for (page, sum) in previous {
                    if let term = termScores[page] { next[page] = (sum.score + term.score, sum.typos + term.typos) }
                }
                pageScores = next
            } else {
                pageScores = termScores
            }
            for (page, entries) in bestEntry {
                for (key, value) in entries { entryScores[page, default: [:]][key, default: 0] += value }
            }
        }
        return (pageScores ?? [:]).map { page, sum in
            let entries = entryScores[page] ?? [:]
            let keys = entries.keys.sorted { entries[$0]! != entries[$1]! ? entries[$0]! > entries[$1]! : $0 < $1 }
            let score = deprecatedPages.contains(page) ? sum.score * ranking.deprecatedWeight : sum.score
            return Hit(page: page, score: score, typos: sum.typos, entries: keys)
        }
        .sorted { ($0.typos, -$0.score, $0.page) < ($1.typos, -$1.score, $1.page) }
    }

    /// The indexed terms `query` matches, each with how: itself, the terms it begins, and within one edit.
    func matches(of query: String) -> [(String, SearchRanking.Match)] {
        var found: [(String, SearchRanking.Match)] = []
        var seen = Set<String>()
        // The prefix range of the sorted terms (UTF-16 order, as the browser compares).
        var low = 0
        var high = sortedTerms.count
        while low < high {
            let middle = (low + high) / 2
            if SearchIndex.precedes(sortedTerms[middle], query) { low = middle + 1 } else { high = middle }
        }
        var position = low
        while position < sortedTerms.count, sortedTerms[position].utf16.starts(with: query.utf16) {
            let term = sortedTerms[position]
            found.append((term, term == query ? .exact : .prefix))
            seen.insert(term)
            position += 1
        }
        if SearchQuery.allowsTypo(query) {
            let length = query.unicodeScalars.count
            for term in sortedTerms where !seen.contains(term) && abs(term.unicodeScalars.count - length) <= 1 {
                if SearchFuzzyTable.isCandidate(term), Self.withinOneEdit(query, term) { found.append((term, .typo)) }
            }
        }
        return found
    }

    func score(_ field: SearchField, _ match: SearchRanking.Match, _ count: Int) -> Double {
        let n = Double(min(max(count, 1), 4))
        let factor = field == .title ? 1 + 0.1 * (4 - n) : 1 + 0.1 * (n - 1)
        return (ranking.fieldWeights[field] ?? 0) * (ranking.matchWeights[match] ?? 0) * factor
    }

    static func entryKey(_ field: SearchField, _ entry: Int) -> String? {
        switch field {
        case .heading, .body: "s\(entry)"
        case .color: "c\(entry)"
        case .rule: "r\(entry)"
        default: nil
        }
    }

    /// One insertion, deletion, substitution or swap of neighbours, by Unicode scalars.
    static func withinOneEdit(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        guard abs(x.count - y.count) <= 1 else { return false }
        var i = 0
        while i < x.count, i < y.count, x[i] == y[i] { i += 1 }
        if i == x.count, i == y.count { return true }
        if x.count == y.count {
            if x[(i + 1)...] == y[(i + 1)...] { return true }
            return i + 1 < x.count && x[i] == y[i + 1] && x[i + 1] == y[i] && x[(i + 2)...] == y[(i + 2)...]
        }
        return x.count > y.count ? x[(i + 1)...] == y[i...] : x[i...] == y[(i + 1)...]
    }
}
