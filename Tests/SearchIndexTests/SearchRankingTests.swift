import Testing

@testable import SearchIndex

/// The weights the index manifest carries to `search.js`. How the search ranks with them is tested on the shipped
/// script in Chromium (Tests/Browser/search_ranking_test.py), which holds the only implementation of the ranking.
struct SearchRankingTests {
    let ranking = SearchRanking.standard

    @Test func fieldsWeighTitleOverAliasesHeadingsColorsRulesAndBody() {
        let order: [SearchField] = [.title, .alias, .heading, .color, .rule, .body]
        let weights = order.map { ranking.fieldWeights[$0] ?? 0 }
        #expect(weights == [100, 70, 40, 35, 20, 5])
        #expect(Set(order) == Set(SearchField.allCases), "every field has a weight")
    }

    @Test func exactWeighsMoreThanPrefixMoreThanTypo() {
        #expect(SearchRanking.Match.allCases.map { ranking.matchWeights[$0] ?? 0 } == [1, 0.5, 0.35])
    }

    /// A typo in a title scores below a prefix in it and below an exact heading, as the browser's formula combines
    /// them (field weight × match weight).
    @Test func aTitleTypoRanksBelowATitlePrefixAndAnExactHeading() {
        let titleTypo = (ranking.fieldWeights[.title] ?? 0) * (ranking.matchWeights[.typo] ?? 0)
        let titlePrefix = (ranking.fieldWeights[.title] ?? 0) * (ranking.matchWeights[.prefix] ?? 0)
        let headingExact = (ranking.fieldWeights[.heading] ?? 0) * (ranking.matchWeights[.exact] ?? 0)
        #expect(titleTypo < titlePrefix)
        #expect(titleTypo < headingExact)
    }
}
