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
        if !diff.changeLog.isEmpty {
            lines.append("")
            lines.append("Change log:")
            lines += diff.changeLog.map { "  \($0.location.text): warning: \($0.message) [\(MissingChangeLogEntry.diagnosticID)]" }
        }
        // Titles, file names, leads and color names come from the revisions: each line is kept one line, printable.
        return lines.map(TerminalText.escaped).joined(separator: "\n")
    }

    package static func markdown(_ diff: GuidelineDiff) -> String {
        DiffMarkdown.render(diff)
    }

    package static func json(_ diff: GuidelineDiff) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(diff)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// Workflow commands: each breaking change an error (a warning when `failing` is false) titled
    /// `precept diff: <code>`, each missing change-log row a warning, each other change a notice at its line, then
    /// the summary. A change on the old side only is annotated without a file: its old line may hold something else now.
    package static func github(_ diff: GuidelineDiff, failing: Bool, pathPrefix: String = "") -> String {
        let breaking = diff.breaking.map { ($0.location, failing ? "error" : "warning", "precept diff: \($0.code.rawValue)", $0.message) }
        let changeLog = diff.changeLog.map {
            (Optional($0.location), "warning", MissingChangeLogEntry.diagnosticID, "\($0.message) [\(MissingChangeLogEntry.diagnosticID)]")
        }
        let notices =
            diff.pages.filter(\.breaking.isEmpty).map { (Optional($0.location), "notice", "precept diff: page", DiffText.page($0)) }
            + diff.colors.filter(\.breaking.isEmpty).map { (Optional($0.location), "notice", "precept diff: color", DiffText.color($0)) }
            + diff.rules.filter(\.breaking.isEmpty).map { (Optional($0.location), "notice", "precept diff: rule", DiffText.rule($0)) }
        var lines = (breaking + changeLog + notices).map { location, command, title, message in
            guard let location, !location.inBase else {
                let was = location.map { " (was at \($0.text) in \(diff.base))" } ?? ""
                return GitHubAnnotationFormatter.workflowCommand(command, at: nil, title: title, message + was)
            }
            return GitHubAnnotationFormatter.workflowCommand(
                command, at: SourceLocation(path: location.file, line: location.line, column: location.column), title: title, message,
                pathPrefix: pathPrefix)
        }
        lines.append(
            GitHubAnnotationFormatter.workflowCommand(
                "notice", at: nil, title: "precept diff", "\(diff.base) → \(diff.head): \(DiffText.summary(diff))"))
        return lines.joined(separator: "\n")
    }
}
