import Guidelines

/// How a translated page stands against the page it translates: current, or outdated with what differs.
package struct TranslationStatus: Sendable, Hashable {
    /// One fact of the source page the translation does not say the same way.
    package struct Change: Sendable, Hashable {
        package enum Kind: String, Sendable, Hashable, CaseIterable {
            /// A color both pages give, with another value here for an appearance.
            case valueChanged = "value-changed"
            /// An appearance the source gives a color and the translation does not.
            case appearanceAdded = "appearance-added"
            /// A color of the source that the translation lacks.
            case colorAdded = "color-added"
            /// A color of the translation that the source no longer has.
            case colorRemoved = "color-removed"
            /// The pages have different numbers of rules.
            case rulesChanged = "rules-changed"
        }

        package var kind: Kind
        /// The color's name as the source gives it (nil for rules).
        package var color: String?
        /// The color's API name, when either page gives one.
        package var api: String?
        /// The appearance, for value and appearance changes.
        package var appearance: Appearance?
        /// The translation's value in hex, when it has one.
        package var translated: String?
        /// The source's value in hex, when it has one.
        package var source: String?
        /// CIEDE2000 between the two values.
        package var deltaE: Double?
        /// Where on the translated page the change shows (its value, its row, or its first rule); 1:1 when nowhere.
        package var line: Int
        package var column: Int
        /// One line in English, for the diagnostic and the JSON (`systemBlue (Light): #007AFF here, #0088FF in the source (ΔE00 2.71)`).
        package var summary: String
    }

    /// The site language of the translation.
    package var language: String
    /// Content-relative path of the page it translates.
    package var source: String
    /// What differs, in the order of the source's tables and then the rules; empty when the translation is current.
    package var changes: [Change]

    package var isOutdated: Bool { !changes.isEmpty }

    /// `current` or `outdated`, as `precept pages` and the JSON show it.
    package var label: String { isOutdated ? "outdated" : "current" }
}
