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

    /// `color/use-color-sparingly`: page id + slug of the lead, stable while the lead stays the same. A new id
    /// leaves the anchor as it was.
    package var id: String {
        didSet {
            if otherAnchor == nil, !Self.isAnchor(Self.anchor(of: oldValue), madeFrom: id) { otherAnchor = Self.anchor(of: oldValue) }
        }
    }
    /// The element id on the page (`rule-use-color-sparingly`): `rule-` and the slug `id` ends with, made when
    /// asked for; only an anchor that is something else is stored.
    package var anchor: String {
        get { otherAnchor ?? Self.anchor(of: id) }
        set { otherAnchor = Self.isAnchor(newValue, madeFrom: id) ? nil : newValue }
    }
    package var lead: String
    package var body: String
    package var kind: Kind
    /// The H2/H3 the rule sits under.
    package var section: String?
    package var sectionAnchor: String?
    /// A hash of lead and body, 16 hex digits: a checked rule whose text changes is unchecked again. Kept as
    /// its number; only a hash of another form is stored as written.
    package var textHash: String {
        get { otherHash ?? RuleExtractor.hex(hashNumber) }
        set {
            if let number = Self.hashNumber(newValue) {
                (hashNumber, otherHash) = (number, nil)
            } else {
                (hashNumber, otherHash) = (0, newValue)
            }
        }
    }
    package var line: Int
    package var column: Int
    /// Set when the lead starts `Deprecated:`: the explanation after the lead, the reason ("" when there is none).
    package var deprecated: String?

    // The anchor and the hash as strings were two heap objects per rule, about 25 MB of a 10,000-page site's
    // memory (issue 19's RSS target).
    private var otherAnchor: String?
    private var hashNumber: UInt64 = 0
    private var otherHash: String?

    init(
        id: String, anchor: String, lead: String, body: String, kind: Kind, section: String?, sectionAnchor: String?,
        textHash: String, line: Int, column: Int, deprecated: String?
    ) {
        self.id = id
        self.lead = lead
        self.body = body
        self.kind = kind
        self.section = section
        self.sectionAnchor = sectionAnchor
        self.line = line
        self.column = column
        self.deprecated = deprecated
        self.anchor = anchor
        self.textHash = textHash
    }

    /// `rule-` and what follows the last `/` of `id`.
    static func anchor(of id: String) -> String {
        guard let slash = id.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "rule-" + id }
        return "rule-" + id[id.utf8.index(after: slash)...]
    }

    /// Whether `anchor` is `anchor(of: id)`, compared without making it (a rule is decoded from the page cache
    /// 170,000 times in a 10,000-page build).
    static func isAnchor(_ anchor: String, madeFrom id: String) -> Bool {
        let prefix = "rule-".utf8
        let slug = id.utf8.lastIndex(of: UInt8(ascii: "/")).map { id.utf8[id.utf8.index(after: $0)...] } ?? id.utf8[...]
        return anchor.utf8.count == prefix.count + slug.count && anchor.utf8.starts(with: prefix)
            && anchor.utf8.dropFirst(prefix.count).elementsEqual(slug)
    }

    /// The number written as 16 lower-case hex digits, or nil for any other text.
    static func hashNumber(_ text: String) -> UInt64? {
        guard text.utf8.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    private enum CodingKeys: String, CodingKey {
        case id, anchor, lead, body, kind, section, sectionAnchor, textHash, line, column, deprecated
    }

    package init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(String.self, forKey: .id), anchor: try c.decode(String.self, forKey: .anchor),
            lead: try c.decode(String.self, forKey: .lead), body: try c.decode(String.self, forKey: .body),
            kind: try c.decode(Kind.self, forKey: .kind), section: try c.decodeIfPresent(String.self, forKey: .section),
            sectionAnchor: try c.decodeIfPresent(String.self, forKey: .sectionAnchor),
            textHash: try c.decode(String.self, forKey: .textHash), line: try c.decode(Int.self, forKey: .line),
            column: try c.decode(Int.self, forKey: .column), deprecated: try c.decodeIfPresent(String.self, forKey: .deprecated))
    }

    package func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(anchor, forKey: .anchor)
        try c.encode(lead, forKey: .lead)
        try c.encode(body, forKey: .body)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(section, forKey: .section)
        try c.encodeIfPresent(sectionAnchor, forKey: .sectionAnchor)
        try c.encode(textHash, forKey: .textHash)
        try c.encode(line, forKey: .line)
        try c.encode(column, forKey: .column)
        try c.encodeIfPresent(deprecated, forKey: .deprecated)
    }
}
