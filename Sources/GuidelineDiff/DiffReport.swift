import Diagnostics
import Foundation

/// The formats `precept diff` prints: text for a terminal, JSON (`docs/diff.schema.json`), Markdown for a
/// pull-request comment, GitHub workflow annotations.
package enum DiffReport {
    package static func text(_ diff: GuidelineDiff) -> String {
        var lines = ["precept diff \(diff.base) → \(diff.head): \(DiffText.summary(diff))"]
        let sections: [(String, [(String, DiffLocation)])] = [
            ("Pages", diff.pages.map { (DiffText.page($0), $0.location) }),
            ("Colors", diff.colors.map { (DiffText.color($0), $0.location) }),
            ("Rules", diff.rules.map { (DiffText.rule($0), $0.location) }),
        ]
        for (title, entries) in sections where !entries.isEmpty {
            lines.append("")
            lines.append("\(title):")
            lines += entries.map { "  \($0.1.text(base: diff.base)): \($0.0)" }
        }
        if !diff.breaking.isEmpty {
            lines.append("")
            lines.append("Breaking (\(diff.breaking.count)):")
            lines += diff.breaking.map {
                "  \($0.location.map { $0.text(base: diff.base) + ": " } ?? "")\($0.message) [\($0.code.rawValue)]"
            }
        }
        return lines.joined(separator: "\n")
    }

    package static func markdown(_ diff: GuidelineDiff) -> String {
        DiffMarkdown.render(diff)
    }

    package static func json(_ diff: GuidelineDiff) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(diff)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Workflow commands (through the build's own annotation formatter): each breaking change an error (a warning
    /// when `failing` is false), each other change a notice at its line, then the summary.
    package static func github(_ diff: GuidelineDiff, failing: Bool) -> String {
        let breaking = diff.breaking.map { change in
            (failing ? Severity.error : .warning, "diff." + change.code.rawValue, change.message, change.location)
        }
        let notices =
            diff.pages.filter(\.breaking.isEmpty).map { (Severity.note, "diff.page", DiffText.page($0), Optional($0.location)) }
            + diff.colors.filter(\.breaking.isEmpty).map { (Severity.note, "diff.color", DiffText.color($0), Optional($0.location)) }
            + diff.rules.filter(\.breaking.isEmpty).map { (Severity.note, "diff.rule", DiffText.rule($0), Optional($0.location)) }
        var diagnostics = (breaking + notices).map { severity, id, message, location in
            // An old side's line may hold something else now: such a change is annotated without a file.
            guard let location, !location.inBase else {
                let was = location.map { " (was at \($0.text) in \(diff.base))" } ?? ""
                return Diagnostic(severity, id: DiagnosticID(id), message + was, at: nil)
            }
            return Diagnostic(
                severity, id: DiagnosticID(id), message,
                at: SourceLocation(path: location.file, line: location.line, column: location.column))
        }
        diagnostics.append(Diagnostic(.note, id: "diff.summary", "\(diff.base) → \(diff.head): \(DiffText.summary(diff))", at: nil))
        return diagnostics.map(GitHubAnnotationFormatter.annotation).joined(separator: "\n")
    }
}
