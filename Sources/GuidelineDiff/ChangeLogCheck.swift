import Guidelines

/// A page that keeps a change-log table, whose colors or rules changed from the old side while the table gained no
/// row: `changelog.missing-entry`, with the row to add.
package struct MissingChangeLogEntry: Sendable, Hashable, Codable {
    package var page: String
    package var pageTitle: String
    /// The table's first row on the new side.
    package var location: DiffLocation
    package var date: String
    /// What changed, in a sentence: `Blue: new light value; Indigo removed.`
    package var summary: String
    /// `| 2026-12-04 | Blue: new light value; Indigo removed. |`
    package var proposedRow: String

    package static let diagnosticID = "changelog.missing-entry"

    package var message: String {
        "the colors or rules of '\(pageTitle)' changed, but its change log has no new row; add: \(proposedRow)"
    }
}

/// Finds pages whose colors or rules changed without a new change-log row. Only pages that have a change-log table on
/// both sides are checked: a page without one keeps no log.
enum ChangeLogCheck {
    /// The summary names at most this many changes, then says how many more.
    static let summaryLimit = 4

    static func missing(
        pairs: [(base: DiffSide.PageEntry, head: DiffSide.PageEntry)], colors: [ColorChange], rules: [RuleChange], today: String
    ) -> [MissingChangeLogEntry] {
        pairs.compactMap { old, new in
            guard let first = new.changeLog.first, !old.changeLog.isEmpty else { return nil }
            let written = Set(old.changeLog.map { [$0.date, $0.changes] })
            guard new.changeLog.allSatisfy({ written.contains([$0.date, $0.changes]) }) else { return nil }
            let pageColors = colors.filter { $0.page == new.id || ($0.change == .removed && $0.page == old.id) }
            let pageRules = rules.filter { $0.page == new.id || ($0.change == .removed && $0.page == old.id) }
            guard !pageColors.isEmpty || !pageRules.isEmpty else { return nil }
            let parts = pageColors.map(describe) + pageRules.map(describe)
            var summary = parts.prefix(summaryLimit).joined(separator: "; ")
            if parts.count > summaryLimit { summary += "; and \(parts.count - summaryLimit) more" }
            summary = summary.prefix(1).uppercased() + summary.dropFirst() + "."
            let date = Self.date(today, like: first.date)
            return MissingChangeLogEntry(
                page: new.id, pageTitle: new.title, location: DiffLocation(file: new.displayPath, line: first.line, column: 1),
                date: date, summary: summary, proposedRow: "| \(date) | \(summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
    }

    static func describe(_ change: ColorChange) -> String {
        switch change.change {
        case .added: return "\(change.name) added"
        case .removed: return "\(change.name) removed"
        case .renamed: return "\(change.oldName ?? "?") renamed \(change.name)" + valuesPart(change, joiner: ", with ")
        case .changed:
            if !change.apisRemoved.isEmpty, change.values.isEmpty {
                return "\(change.name): API name \(change.apisRemoved.joined(separator: ", ")) replaced"
            }
            if let deprecation = change.deprecation, change.values.isEmpty { return "\(change.name) \(deprecation.text)" }
            return change.name + valuesPart(change, joiner: ": ")
        }
    }

    static func valuesPart(_ change: ColorChange, joiner: String) -> String {
        guard !change.values.isEmpty else { return "" }
        let lost = change.values.filter { $0.new == nil }.map(\.appearance)
        let new = change.values.filter { $0.new != nil }.map(\.appearance)
        var parts: [String] = []
        if !new.isEmpty { parts.append("new \(new.joined(separator: ", ")) value\(new.count == 1 ? "" : "s")") }
        if !lost.isEmpty { parts.append("no \(lost.joined(separator: ", ")) value\(lost.count == 1 ? "" : "s")") }
        return joiner + parts.joined(separator: " and ")
    }

    static func describe(_ change: RuleChange) -> String {
        switch change.change {
        case .added: return "new rule '\(change.lead)'"
        case .removed: return "rule '\(change.lead)' removed"
        case .reworded:
            if let oldKind = change.oldKind, oldKind != change.kind { return "'\(change.lead)' is now \(change.kind) (was \(oldKind))" }
            if let deprecation = change.deprecation { return "rule '\(change.lead)' \(deprecation.text)" }
            return "rule '\(change.lead)' reworded"
        }
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// `today` (`2026-12-04`) written the way the table's newest row writes dates when it names a month:
    /// `December 4, 2026` or `4 December 2026`; else as it is.
    static func date(_ today: String, like example: String) -> String {
        let parts = today.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]),
            months.contains(where: { example.lowercased().contains($0.lowercased()) })
        else { return today }
        let month = months[parts[1] - 1]
        return example.first?.isNumber == true ? "\(parts[2]) \(month) \(parts[0])" : "\(month) \(parts[2]), \(parts[0])"
    }
}
