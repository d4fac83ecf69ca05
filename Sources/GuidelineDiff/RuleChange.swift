import Guidelines

/// A rule that was added, removed or reworded (its lead or body), and whether its kind changed.
package struct RuleChange: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case added, removed, reworded
    }

    /// How a rule's kind moved: `prefer` → `must` is stricter, `must` → `guidance` looser, `prefer` ↔ `avoid` reversed.
    package enum KindChange: String, Sendable, Hashable, Codable {
        case stricter, looser, reversed
    }

    package var change: Kind
    /// The rule's id on the new side (the old side's when removed); `oldId` when it differs.
    package var id: String
    package var oldId: String?
    package var page: String
    package var pageTitle: String
    package var section: String?
    package var lead: String
    package var oldLead: String?
    package var kind: String
    package var oldKind: String?
    package var kindChange: KindChange?
    /// Whether the explanation after the lead changed.
    package var bodyChanged: Bool
    /// The rule was marked deprecated (`Deprecated:` before its lead), or the mark removed.
    package var deprecation: DeprecationChange?
    package var location: DiffLocation
    package var breaking: [BreakingChange]

    /// How much a kind asks: guidance 0; prefer and avoid 1; must and must not 2.
    static func strength(_ kind: Rule.Kind) -> Int {
        switch kind {
        case .guidance: 0
        case .prefer, .avoid: 1
        case .must, .mustNot: 2
        }
    }

    /// Whether a kind asks to do (prefer, must) or not to do (avoid, must not); guidance asks neither.
    static func polarity(_ kind: Rule.Kind) -> Int {
        switch kind {
        case .guidance: 0
        case .prefer, .must: 1
        case .avoid, .mustNot: -1
        }
    }

    static func kindChange(from old: Rule.Kind, to new: Rule.Kind) -> KindChange? {
        guard old != new else { return nil }
        if polarity(old) * polarity(new) < 0 { return .reversed }
        return strength(new) > strength(old) ? .stricter : .looser
    }
}
