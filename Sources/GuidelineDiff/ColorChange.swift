/// A color that was added, removed, renamed or changed between two sides.
package struct ColorChange: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case added, removed, renamed, changed
    }

    /// One appearance's value on each side (nil where that side has none) and what the change does to contrast.
    package struct ValueChange: Sendable, Hashable, Codable {
        package var appearance: String
        package var old: String?
        package var new: String?
        /// CIEDE2000 between the two values, to two decimals; nil when one side has no value.
        package var deltaE: Double?
        package var flips: [ContrastFlip]
        /// The cell of the new value (of the old one when the new side has none).
        package var location: DiffLocation?
    }

    /// A contrast verdict that differs between the sides, against one background both measure on.
    package struct ContrastFlip: Sendable, Hashable, Codable {
        /// `wcag` (the ratio's levels, what `contrast-regressed` reads) or `apca` (Lc thresholds, advice only).
        package var measure: String
        /// `AA text`, `AAA text`, `AA large text`, `non-text`; for APCA `Lc 75 body text` … `Lc 30 non-text`.
        package var level: String
        package var background: String
        package var was: Bool
        package var now: Bool
        /// The ratio (WCAG) or Lc (APCA) on each side, to two decimals.
        package var old: Double
        package var new: Double
    }

    package var change: Kind
    package var name: String
    package var oldName: String?
    /// The page id and table title of the color (the new side's, or the old side's when removed).
    package var page: String
    package var table: String
    /// Platform → API name, as the table gives them.
    package var apis: [String: String]
    /// API names of the old side that the new side's color no longer has.
    package var apisRemoved: [String]
    package var values: [ValueChange]
    /// The color (or its table or page) was marked deprecated, or the mark removed.
    package var deprecation: DeprecationChange?
    package var location: DiffLocation
    package var breaking: [BreakingChange]

    /// `Red (systemRed)`: the name and its first API name that is not the name itself.
    package var label: String {
        let api = apis.sorted { $0.key < $1.key }.map(\.value).first { $0.lowercased() != name.lowercased() }
        return api.map { "\(name) (\($0))" } ?? name
    }
}
