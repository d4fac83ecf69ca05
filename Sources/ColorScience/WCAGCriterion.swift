/// A WCAG 2.x contrast requirement and the minimum ratio it asks for.
package enum WCAGCriterion: String, Sendable, Hashable, Codable, CaseIterable {
    /// 1.4.3 Contrast (Minimum), level AA, normal text: 4.5:1.
    case aaText = "aa-text"
    /// 1.4.3 Contrast (Minimum), level AA, large text: 3:1.
    case aaLargeText = "aa-large-text"
    /// 1.4.6 Contrast (Enhanced), level AAA, normal text: 7:1.
    case aaaText = "aaa-text"
    /// 1.4.6 Contrast (Enhanced), level AAA, large text: 4.5:1.
    case aaaLargeText = "aaa-large-text"
    /// 1.4.11 Non-text Contrast, level AA, user-interface components and graphics: 3:1.
    case nonText = "non-text"

    /// The smallest contrast ratio that satisfies the criterion; WCAG's "at least" makes it inclusive.
    package var minimumRatio: Double {
        switch self {
        case .aaText, .aaaLargeText: 4.5
        case .aaaText: 7
        case .aaLargeText, .nonText: 3
        }
    }
}
