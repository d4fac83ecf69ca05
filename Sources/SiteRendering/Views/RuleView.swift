import Guidelines
import Templates

/// One rule as the page checklist and the site checklist show it.
package struct RuleView: TemplateView {
    package var id: String
    package var anchor: String
    package var lead: String
    package var body: String
    package var kind: String
    package var kindLabel: String
    package var kindIcon: String
    package var hash: String
    package var url: String
    package var section: String?
    /// The lead started `Deprecated:`; `deprecatedReason` is the explanation, when there is one.
    package var isDeprecated = false
    package var deprecatedReason: String?

    package static let fields = [
        ViewField("id", "stable rule id (page id + slug of the lead): the key its review is saved under (`precept-review:<id>`)"),
        ViewField("anchor", "element id of the rule in the page body"),
        ViewField("lead", "the rule's lead sentence"),
        ViewField("body", "the explanation after the lead, as plain text"),
        ViewField("kind", "`must-not`, `avoid`, `must`, `prefer` or `guidance`"),
        ViewField("kindLabel", "the kind in words (`Must not`)"),
        ViewField("kindIcon", "a symbol for the kind, shown beside `kindLabel` (never alone)"),
        ViewField("hash", "hash of lead and body: a saved verdict only counts while the text is unchanged"),
        ViewField("url", "link to the rule on its page, relative to the page being rendered"),
        ViewField("section", "title of the H2 or H3 the rule is under"),
        ViewField("isDeprecated", "the rule's lead started `Deprecated:` (the lead is given without it)"),
        ViewField("deprecatedReason", "the explanation of a deprecated rule, its reason"),
    ]

    package static let sample = RuleView(
        id: "color/never-rely-on-color-alone", anchor: "rule-never-rely-on-color-alone", lead: "Never rely on color alone.",
        body: "Pair it with a shape or a word.", kind: "must-not", kindLabel: "Must not", kindIcon: "⊘", hash: "0123456789abcdef",
        url: "foundations/color.html#rule-never-rely-on-color-alone", section: "Best practices", isDeprecated: true,
        deprecatedReason: "Use the system background instead.")

    /// The symbol shown with each kind's word.
    static func icon(_ kind: Rule.Kind) -> String {
        switch kind {
        case .mustNot: "⊘"
        case .avoid: "⚠"
        case .must: "✓"
        case .prefer: "☆"
        case .guidance: "•"
        }
    }

    init(
        id: String, anchor: String, lead: String, body: String, kind: String, kindLabel: String, kindIcon: String, hash: String,
        url: String, section: String?, isDeprecated: Bool = false, deprecatedReason: String? = nil
    ) {
        self.isDeprecated = isDeprecated
        self.deprecatedReason = deprecatedReason
        self.id = id
        self.anchor = anchor
        self.lead = lead
        self.body = body
        self.kind = kind
        self.kindLabel = kindLabel
        self.kindIcon = kindIcon
        self.hash = hash
        self.url = url
        self.section = section
    }

    init(_ rule: Rule, pageURL: String) {
        self.init(
            id: rule.id, anchor: rule.anchor, lead: rule.lead, body: rule.body, kind: rule.kind.rawValue, kindLabel: rule.kind.label,
            kindIcon: Self.icon(rule.kind), hash: rule.textHash, url: pageURL + "#" + rule.anchor, section: rule.section)
        isDeprecated = rule.deprecated != nil
        deprecatedReason = rule.deprecated.flatMap { $0.isEmpty ? nil : $0 }
    }
}

extension RuleView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "id": .string(id), "anchor": .string(anchor), "lead": .string(lead), "body": .string(body), "kind": .string(kind),
            "kindLabel": .string(kindLabel), "kindIcon": .string(kindIcon), "hash": .string(hash), "url": .string(url),
        ]
        fields.setIfPresent(section, forKey: "section")
        fields["isDeprecated"] = .bool(isDeprecated)
        fields.setIfPresent(deprecatedReason, forKey: "deprecatedReason")
        return .object(fields)
    }
}
