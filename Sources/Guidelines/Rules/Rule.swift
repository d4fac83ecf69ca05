/// One rule of a guideline page: a lead sentence people check a design against, and its explanation.
package struct Rule: Sendable, Hashable, Codable {
    /// What a rule asks, inferred from its lead.
    package enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case mustNot = "must-not"
        case avoid
        case must
        case prefer
        case guidance

        /// The word shown beside the kind's icon.
        package var label: String {
            switch self {
            case .mustNot: "Must not"
            case .avoid: "Avoid"
            case .must: "Must"
            case .prefer: "Prefer"
            case .guidance: "Guideline"
            }
        }
    }

    /// `color/use-color-sparingly`: page id + slug of the lead, stable while the lead stays the same.
    package var id: String
    /// The element id on the page (`rule-use-color-sparingly`).
    package var anchor: String
    package var lead: String
    package var body: String
    package var kind: Kind
    /// The H2/H3 the rule sits under.
    package var section: String?
    package var sectionAnchor: String?
    /// A hash of lead and body: a checked rule whose text changes is unchecked again.
    package var textHash: String
    package var line: Int
    package var column: Int
    /// Set when the lead starts `Deprecated:`: the explanation after the lead, the reason ("" when there is none).
    package var deprecated: String?
}
