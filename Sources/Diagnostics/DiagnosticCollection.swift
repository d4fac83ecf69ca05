/// An append-only list of diagnostics that a stage fills and hands on; analysis keeps going after a problem.
public struct DiagnosticCollection: Sendable, Hashable, Codable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init(_ diagnostics: [Diagnostic] = []) {
        self.diagnostics = diagnostics
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append<S: Sequence>(contentsOf other: S) where S.Element == Diagnostic {
        diagnostics.append(contentsOf: other)
    }

    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    public var hasErrors: Bool { errorCount > 0 }
    public var isEmpty: Bool { diagnostics.isEmpty }

    /// Diagnostics in the order a reader wants: by file, line, column; duplicates removed.
    public var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.sorted().filter { seen.insert($0).inserted }
    }
}
