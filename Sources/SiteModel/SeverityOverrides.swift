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
            switch overrides[diagnostic.id.rawValue] {
            case "ignore": continue
            case let level?: diagnostic.severity = Severity(rawValue: level) ?? diagnostic.severity
            case nil: break
            }
            result.append(diagnostic)
        }
        return result
    }
}
