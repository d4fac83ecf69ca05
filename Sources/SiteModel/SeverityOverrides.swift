import Diagnostics

/// Re-grades diagnostics by id as `precept.yml` asks (`severity: { colors.conflict: error, links.remote-image: ignore }`).
package struct SeverityOverrides: Sendable {
    package static let allowed = ["error", "warning", "note", "ignore"]
    var overrides: [String: String]

    package init(_ overrides: [String: String]) {
        self.overrides = overrides
    }

    package func apply(to collection: DiagnosticCollection) -> DiagnosticCollection {
        guard !overrides.isEmpty else { return collection }
        var result = DiagnosticCollection()
        for var diagnostic in collection.diagnostics {
            guard let severity = severity(of: diagnostic) else { continue }
            diagnostic.severity = severity
            result.append(diagnostic)
        }
        return result
    }

    /// The severity `diagnostic` has once re-graded; nil when it is ignored.
    package func severity(of diagnostic: Diagnostic) -> Severity? {
        switch overrides[diagnostic.id.rawValue] {
        case "ignore": nil
        case let level?: Severity(rawValue: level) ?? diagnostic.severity
        case nil: diagnostic.severity
        }
    }
}
