/// One of the four appearances a system color is specified for.
package enum Appearance: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case light
    case dark
    case lightIncreasedContrast = "light-increased-contrast"
    case darkIncreasedContrast = "dark-increased-contrast"

    package var isDark: Bool { self == .dark || self == .darkIncreasedContrast }
    package var isIncreasedContrast: Bool { self == .lightIncreasedContrast || self == .darkIncreasedContrast }

    /// The default-contrast appearance an increased-contrast one strengthens.
    package var standardCounterpart: Appearance {
        switch self {
        case .light, .lightIncreasedContrast: .light
        case .dark, .darkIncreasedContrast: .dark
        }
    }

    package init(dark: Bool, increasedContrast: Bool) {
        switch (dark, increasedContrast) {
        case (false, false): self = .light
        case (true, false): self = .dark
        case (false, true): self = .lightIncreasedContrast
        case (true, true): self = .darkIncreasedContrast
        }
    }

    /// Human wording: `Increased contrast (dark)`.
    package var label: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .lightIncreasedContrast: "Increased contrast (light)"
        case .darkIncreasedContrast: "Increased contrast (dark)"
        }
    }

    private var order: Int { Self.allCases.firstIndex(of: self)! }
    package static func < (lhs: Appearance, rhs: Appearance) -> Bool { lhs.order < rhs.order }
}
