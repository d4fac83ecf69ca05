/// Answers queries over an in-memory index with the browser's rules; tests use it to pin down matching and ranking.
package struct SearchEngine: Sendable {
    /// A page that matches every term of the query, with its best places.
    package struct Result: Sendable, Hashable {
        package var page: Int
        package var score: Double
        /// How many of the query's terms match this page only with a typo: pages with fewer come first.
        package var typos: Int
        /// Sections, colors and rules that matched, best first: `s2`, `c7`, `r0`.
        package var entries: [String]
    }

    package var index: SearchIndex
    package var ranking: SearchRanking
    let sortedTerms: [String]

    package init(index: SearchIndex, ranking: SearchRanking = .standard) {
        self.index = index
        self.ranking = ranking
        sortedTerms = index.sortedTerms
    }

    static func entryKey(_ posting: SearchPosting) -> String? {
        switch posting.field {
        case .title, .alias: nil
        case .heading, .body: "s\(posting.entry)"
        case .color: "c\(posting.entry)"
        case .rule: "r\(posting.entry)"
        }
    }

    package func search(_ text: String) -> [Result] {
        let terms = SearchQuery(text).terms
        guard !terms.isEmpty else { return [] }
        var pageScores: [Int: (score: Double, typos: Int)] = [:]
        var entryScores: [Int: [String: Double]] = [:]
        for (position, query) in terms.enumerated() {
            // A page's best place as typed, and its best place with a typo (used only when it has no other).
            var best: [Int: Double] = [:]
            var bestTypo: [Int: Double] = [:]
            var bestEntry: [Int: [String: Double]] = [:]
            for term in sortedTerms {
                guard let match = SearchRanking.match(query: query, term: term) else { continue }
                for posting in index.terms[term] ?? [] {
                    let score = ranking.score(field: posting.field, match: match, count: posting.count)
                    if match == .typo {
                        bestTypo[posting.page] = max(bestTypo[posting.page] ?? 0, score)
                    } else {
                        best[posting.page] = max(best[posting.page] ?? 0, score)
                    }
                    if let key = Self.entryKey(posting) {
                        bestEntry[posting.page, default: [:]][key] = max(bestEntry[posting.page]?[key] ?? 0, score)
                    }
                }
            }
            var termScores: [Int: (score: Double, typos: Int)] = best.mapValues { ($0, 0) }
            for (page, score) in bestTypo where best[page] == nil { termScores[page] = (score, 1) }
            if position == 0 {
                pageScores = termScores
            } else {
                pageScores = pageScores.reduce(into: [:]) { out, item in
                    guard let other = termScores[item.key] else { return }
                    out[item.key] = (item.value.score + other.score, item.value.typos + other.typos)
                }
            }
            for (page, entries) in bestEntry {
                for (key, score) in entries { entryScores[page, default: [:]][key, default: 0] += score }
            }
        }
        return pageScores.map { page, value in
            let entries = (entryScores[page] ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map(\.key)
            return Result(page: page, score: value.score, typos: value.typos, entries: entries)
        }.sorted { ($0.typos, $1.score, $0.page) < ($1.typos, $0.score, $1.page) }
    }
}
