/// One problem found in user content, with a stable dotted id such as `frontmatter.unclosed`.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var severity: Severity
    /// Stable dotted identifier, listed in `DiagnosticCatalog` and `docs/diagnostics.md`.
    public var id: DiagnosticID
    public var message: String
    /// Where the problem is; `nil` for problems about the whole site (a bad config value, say).
    public var location: SourceLocation?
    /// Extra lines printed under the diagnostic (`note: ...`).
    public var notes: [String]

    public init(_ severity: Severity, id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [String] = []) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [String] = []) -> Diagnostic {
        Diagnostic(.error, id: id, message, at: location, notes: notes)
    }

    public static func warning(_ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [String] = []) -> Diagnostic {
        Diagnostic(.warning, id: id, message, at: location, notes: notes)
    }

    public static func note(_ id: DiagnosticID, _ message: String, at location: SourceLocation?, notes: [String] = []) -> Diagnostic {
        Diagnostic(.note, id: id, message, at: location, notes: notes)
    }
}

extension Diagnostic: Comparable {
    /// Sorted by file, then position; diagnostics without a location come first.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, nil): return (lhs.id, lhs.message) < (rhs.id, rhs.message)
        case (nil, _): return true
        case (_, nil): return false
        case let (l?, r?):
            if l != r { return l < r }
            return (lhs.id, lhs.message) < (rhs.id, rhs.message)
        }
    }
}
