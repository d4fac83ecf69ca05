/// What a column of color values is for: one of the four appearances a system color is specified for, or one the
/// reader does not know (`Aqua`, `Graphite`, or the `background` and `foreground` of a color pair) kept under its own
/// name.
package struct Appearance: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// `light`, `dark`, `light-increased-contrast`, `dark-increased-contrast`, or the slug of a custom header (`aqua`).
    package let rawValue: String
    /// Human wording: `Increased contrast (dark)`, or the header as written (`Aqua`).
    package let label: String
    /// 0–3 for the four standard appearances in their order, 4 for a pair's roles, 5 for any other.
    private let rank: Int

    private init(rawValue: String, label: String, rank: Int) {
        self.rawValue = rawValue
        self.label = label
        self.rank = rank
    }

    package static let light = Appearance(rawValue: "light", label: "Light", rank: 0)
    package static let dark = Appearance(rawValue: "dark", label: "Dark", rank: 1)
    package static let lightIncreasedContrast = Appearance(
        rawValue: "light-increased-contrast", label: "Increased contrast (light)", rank: 2)
    package static let darkIncreasedContrast = Appearance(
        rawValue: "dark-increased-contrast", label: "Increased contrast (dark)", rank: 3)
    /// The background of a foreground/background pair.
    package static let background = Appearance(rawValue: "background", label: "Background", rank: 4)
    /// The text or symbol color of a foreground/background pair.
    package static let foreground = Appearance(rawValue: "foreground", label: "Foreground", rank: 4)

    /// The four standard appearances, in order.
    package static let allCases: [Appearance] = [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast]

    /// An appearance the reader does not know, named by its header: `Aqua` → `aqua`. A header that slugs to nothing
    /// (`—`) keeps its text as the raw value.
    package static func custom(_ header: String) -> Appearance {
        let label = header.trimmingCharacters(in: [" ", "\t"])
        let raw = slug(label)
        if let known = (allCases + [background, foreground]).first(where: { $0.rawValue == raw }) { return known }
        return Appearance(rawValue: raw, label: label, rank: 5)
    }

    /// Lower-case letters and digits, runs of anything else as one `-`: `Graphite (tinted)` → `graphite-tinted`.
    package static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash, !result.isEmpty { result.append("-") }
                pendingDash = false
                result.append(character)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? text : result
    }

    package init(dark: Bool, increasedContrast: Bool) {
        switch (dark, increasedContrast) {
        case (false, false): self = .light
        case (true, false): self = .dark
        case (false, true): self = .lightIncreasedContrast
        case (true, true): self = .darkIncreasedContrast
        }
    }

    /// True for the four appearances of a system color.
    package var isStandard: Bool { rank < 4 }
    /// True for a pair's background and foreground.
    package var isPairRole: Bool { rank == 4 }
    package var isDark: Bool { self == .dark || self == .darkIncreasedContrast }
    package var isIncreasedContrast: Bool { self == .lightIncreasedContrast || self == .darkIncreasedContrast }

    /// The default-contrast appearance an increased-contrast one strengthens; custom appearances stand for themselves.
    package var standardCounterpart: Appearance {
        switch self {
        case .lightIncreasedContrast: .light
        case .darkIncreasedContrast: .dark
        default: self
        }
    }

    package var description: String { rawValue }

    package static func == (lhs: Appearance, rhs: Appearance) -> Bool { lhs.rawValue == rhs.rawValue }
    package func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// Standard appearances in their order, then a pair's roles, then custom ones by name.
    package static func < (lhs: Appearance, rhs: Appearance) -> Bool {
        (lhs.rank, lhs.rank == 4 ? (lhs == .background ? "0" : "1") : lhs.rawValue)
            < (rhs.rank, rhs.rank == 4 ? (rhs == .background ? "0" : "1") : rhs.rawValue)
    }

    /// Standard and pair appearances by raw value; custom ones by their label (the raw value is its slug).
    package init(from decoder: any Decoder) throws {
        self = Self.custom(try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rank < 5 ? rawValue : label)
    }
}
