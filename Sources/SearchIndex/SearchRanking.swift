/// The weights the search ranks with, written into the index manifest for `assets/search.js` (tested in Chromium by
/// Tests/Browser/search_ranking_test.py) and used by `SearchEngine` (held to the same orders by SearchEngineParityTests).
///
/// A page's score is the sum, over the query's terms, of the best-scoring place each term matches in it.
/// A place scores `field weight × match weight × (1 + 0.1 × (occurrences − 1))`; in a title, the factor is
/// `1 + 0.1 × (4 − title length in terms)` instead, so `Color` outranks `Color and contrast` for "color". The weights make the field
/// count first (title over aliases, headings, colors, rule leads, body) and the kind of match second
/// (exact over prefix over one typo). Above the score, a page that needs a typo for fewer of the query's terms
/// comes first, so every page a query finds as typed comes before those found only by a typo.
///
/// What is deprecated ranks lower (`deprecatedWeight`): a place in a deprecated color or rule counts that much of
/// its score, and so does the whole score of a deprecated page. A deprecated page is still found by its title
/// before pages that only have the word in a heading.
package struct SearchRanking: Sendable, Hashable {
    /// How a query term matched an indexed term.
    package enum Match: Int, Sendable, Hashable, CaseIterable {
        case exact = 0
        case prefix = 1
        case typo = 2
    }

    package var fieldWeights: [SearchField: Double]
    package var matchWeights: [Match: Double]
    /// The factor on the score of a deprecated page, color or rule (`SearchIndex.deprecatedTerm`).
    package var deprecatedWeight: Double

    package init(fieldWeights: [SearchField: Double], matchWeights: [Match: Double], deprecatedWeight: Double = 0.5) {
        self.fieldWeights = fieldWeights
        self.matchWeights = matchWeights
        self.deprecatedWeight = deprecatedWeight
    }

    package static let standard = SearchRanking(
        fieldWeights: [.title: 100, .alias: 70, .heading: 40, .color: 35, .rule: 20, .body: 5],
        matchWeights: [.exact: 1, .prefix: 0.5, .typo: 0.35], deprecatedWeight: 0.5)
}
