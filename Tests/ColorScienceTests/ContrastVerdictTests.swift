import Testing

@testable import ColorScience

@Suite struct ContrastVerdictTests {
    @Test(arguments: WCAGCriterion.allCases)
    func thresholdsAreInclusiveAndUnrounded(criterion: WCAGCriterion) {
        let minimum = criterion.minimumRatio
        #expect(ContrastVerdict(ratio: minimum).passes(criterion))
        #expect(!ContrastVerdict(ratio: minimum.nextDown).passes(criterion))
        #expect(!ContrastVerdict(ratio: minimum - 0.0001).passes(criterion))
        #expect(ContrastVerdict(ratio: minimum.nextUp).passes(criterion))
    }

    @Test func minimumRatiosAreWCAGs() {
        #expect(WCAGCriterion.aaText.minimumRatio == 4.5)
        #expect(WCAGCriterion.aaaText.minimumRatio == 7)
        #expect(WCAGCriterion.aaLargeText.minimumRatio == 3)
        #expect(WCAGCriterion.aaaLargeText.minimumRatio == 4.5)
        #expect(WCAGCriterion.nonText.minimumRatio == 3)
    }

    @Test func namedVerdictsAgreeWithTheCriteria() {
        let verdict = ContrastVerdict(ratio: 4.4999)
        #expect(!verdict.passesAAText)
        #expect(!verdict.passesAAALargeText)
        #expect(verdict.passesAALargeText)
        #expect(verdict.passesNonText)
        #expect(!verdict.passesAAAText)
        #expect(verdict.passedCriteria == [.aaLargeText, .nonText])
        #expect(verdict.failedCriteria == [.aaText, .aaaText, .aaaLargeText])
        #expect(ContrastVerdict(ratio: 21).failedCriteria.isEmpty)
        #expect(ContrastVerdict(ratio: 1).passedCriteria.isEmpty)
    }
}
