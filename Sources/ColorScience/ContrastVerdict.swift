/// The WCAG 2.x pass/fail verdicts for one measured contrast ratio.
///
/// Every verdict compares the full-precision ratio with the threshold. WCAG gives no rounding rule
/// and its Understanding document warns against it: 4.499 is not 4.5, even though a two-decimal
/// display would print "4.50". Round only when showing the ratio, never when judging it.
package struct ContrastVerdict: Sendable, Hashable, Codable {
    /// The unrounded contrast ratio, 1…21.
    package let ratio: Double

    /// Creates the verdicts for a ratio.
    package init(ratio: Double) {
        self.ratio = ratio
    }

    /// Whether the ratio meets `criterion` (ratio ≥ its minimum).
    package func passes(_ criterion: WCAGCriterion) -> Bool {
        ratio >= criterion.minimumRatio
    }

    /// AA for normal text (4.5:1).
    package var passesAAText: Bool { passes(.aaText) }

    /// AAA for normal text (7:1).
    package var passesAAAText: Bool { passes(.aaaText) }

    /// AA for large text (3:1).
    package var passesAALargeText: Bool { passes(.aaLargeText) }

    /// AAA for large text (4.5:1).
    package var passesAAALargeText: Bool { passes(.aaaLargeText) }

    /// AA for user-interface components and graphical objects (3:1).
    package var passesNonText: Bool { passes(.nonText) }

    /// The criteria this ratio meets, in declaration order.
    package var passedCriteria: [WCAGCriterion] {
        WCAGCriterion.allCases.filter(passes)
    }

    /// The criteria this ratio fails, in declaration order.
    package var failedCriteria: [WCAGCriterion] {
        WCAGCriterion.allCases.filter { !passes($0) }
    }
}
