/// A diagnostic's stable dotted id, such as `colors.invalid-value`: its family, a dot, and a name.
///
/// Written as a string literal where a diagnostic is made (`.warning("links.missing-page", …)`), printed as
/// the plain string (`[links.missing-page]`, and the same string in JSON and SARIF). Code that needs to know
/// what kind of problem a diagnostic is asks for its `family` instead of matching the string. Every id
/// Precept reports is in `DiagnosticCatalog` and in docs/diagnostics.md; a test fails on one that is not.
public struct DiagnosticID: Sendable, Hashable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The id as printed: `colors.invalid-value`.
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// The family named before the first dot (`colors` for `colors.invalid-value`); nil for an id of no
    /// known family, such as one a user wrote in `precept.yml`.
    public var family: DiagnosticFamily? {
        DiagnosticFamily(rawValue: String(rawValue.prefix { $0 != "." }))
    }

    public var description: String { rawValue }

    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Encoded as the plain string, so JSON documents and the page cache hold `"colors.invalid-value"`.
extension DiagnosticID: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
