/// How matches are scored. The browser reads these numbers from the index manifest, so Swift and JS rank alike.
///
/// A page's score is the sum, over the query's terms, of the best-scoring place each term matches in it.
/// A place scores `field weight × match weight × (1 + 0.1 × (occurrences − 1))`; in a title, the factor is
/// `1 + 0.1 × (4 − title length in terms)` instead, so `Color` outranks `Color and contrast` for "color". The weights make the field
/// count first (title over aliases, headings, colors, rule leads, body) and the kind of match second
/// (exact over prefix over one typo). Above the score, `SearchEngine` ranks a page that needs a typo for fewer
/// of the query's terms first, so every page a query finds as typed comes before those found only by a typo.
package struct SearchRanking: Sendable, Hashable {
    /// How a query term matched an indexed term.
    package enum Match: Int, Sendable, Hashable, CaseIterable {
        case exact = 0
        case prefix = 1
        case typo = 2
    }

    package var fieldWeights: [SearchField: Double]
    package var matchWeights: [Match: Double]

    package static let standard = SearchRanking(
        fieldWeights: [.title: 100, .alias: 70, .heading: 40, .color: 35, .rule: 20, .body: 5],
        matchWeights: [.exact: 1, .prefix: 0.5, .typo: 0.35])

    package func score(field: SearchField, match: Match, count: Int) -> Double {
        let n = Double(min(max(count, 1), 4))
        let factor = field == .title ? 1 + 0.1 * (4 - n) : 1 + 0.1 * (n - 1)
        return fieldWeights[field, default: 0] * matchWeights[match, default: 0] * factor
    }

    /// Damerau (optimal string alignment) distance of at most one: one insertion, deletion, substitution or swap.
    package static func withinOneEdit(_ a: String, _ b: String) -> Bool {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if abs(x.count - y.count) > 1 { return false }
        var i = 0
        while i < min(x.count, y.count), x[i] == y[i] { i += 1 }
        if i == x.count && i == y.count { return true }
        if x.count == y.count {
            if x[(i + 1)...] == y[(i + 1)...] { return true }
            return i + 1 < x.count && x[i] == y[i + 1] && x[i + 1] == y[i] && x[(i + 2)...] == y[(i + 2)...]
        }
        return x.count > y.count ? x[(i + 1)...] == y[i...] : x[i...] == y[(i + 1)...]
    }

    /// How `query` matches `term`, if it does. A typo may be anywhere in the word (`kontrast`, `cintrast`), but
    /// only between a query of five letters or more and a term of four or more, neither with digits or CJK:
    /// exactly the terms `SearchFuzzyTable` lists, so the browser finds every one it would match here.
    package static func match(query: String, term: String) -> Match? {
        if term == query { return .exact }
        if term.hasPrefix(query) { return .prefix }
        if SearchQuery.allowsTypo(query), SearchFuzzyTable.isCandidate(term), withinOneEdit(query, term) {
            return .typo
        }
        return nil
    }
}
