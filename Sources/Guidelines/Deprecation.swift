/// The Markdown forms that mark something deprecated, and the reason each gives ("" when none):
/// - a page: front matter `deprecated: "Use Color and contrast"` or `deprecated: true` (read by `PageMetadataReader`);
/// - a table: its heading ends with `(deprecated)` or `(deprecated: use System colors)`;
/// - a color: a `Status` column whose cell starts `Deprecated` (`Deprecated: use Indigo`), or a `Deprecated`
///   column with a cell that is not empty, `no` or `-` (`yes`, `✓`, or the reason);
/// - a rule: a lead that starts `Deprecated:` (`**Deprecated: Use pure black.** Use the system background.`), the
///   explanation after it the reason.
package enum Deprecation {
    /// Words that start a deprecated status, in the languages the theme has words for.
    static let words = ["deprecated", "obsolete", "已弃用", "弃用", "已棄用", "棄用", "非推奨", "사용 중단", "지원 중단"]

    /// `Deprecated: use Indigo` → "use Indigo"; `Deprecated` → ""; `Active` → nil.
    package static func status(_ cell: String) -> String? {
        let text = cell.trimmingCharacters(in: [" ", "\t"])
        guard let word = words.first(where: { text.lowercased().hasPrefix($0) }) else { return nil }
        return reason(after: text.dropFirst(word.count))
    }

    /// A `Deprecated` column's cell: `yes`, `✓`, `x`, `true` → ""; empty, `no`, `-`, `false` → nil; other text is the
    /// reason.
    package static func flag(_ cell: String) -> String? {
        let text = cell.trimmingCharacters(in: [" ", "\t"])
        switch text.lowercased() {
        case "", "no", "-", "–", "—", "false", "n/a", "否", "いいえ", "아니요": return nil
        case "yes", "y", "✓", "✔", "✔︎", "x", "true", "是", "はい", "예": return ""
        default: return status(text) ?? text
        }
    }

    /// `Legacy tints (deprecated: use System colors)` → "use System colors"; `Legacy (Deprecated)` → ""; nil otherwise.
    package static func heading(_ title: String) -> String? {
        guard title.hasSuffix(")") else { return nil }
        for word in words {
            // Case-insensitive on the title itself: lowercasing can change lengths (İ), so no index crosses strings.
            guard let open = title.range(of: "(" + word, options: .caseInsensitive) else { continue }
            return reason(after: title[open.upperBound...].dropLast())
        }
        return nil
    }

    /// `Legacy tints (deprecated: use System colors)` → `Legacy tints`: the heading without its mark, which names the
    /// table (its id, and so its CSS and token names) whether or not it is marked; the title itself when it has none.
    package static func unmarkedHeading(_ title: String) -> String {
        guard heading(title) != nil else { return title }
        for word in words {
            guard let open = title.range(of: "(" + word, options: [.caseInsensitive, .backwards]) else { continue }
            let base = title[..<open.lowerBound].trimmingCharacters(in: [" ", "\t"])
            return base.isEmpty ? title : base
        }
        return title
    }

    /// `Deprecated: Use pure black.` → "Use pure black."; nil when the lead does not start that way.
    package static func ruleLead(_ lead: String) -> String? {
        guard let word = words.first(where: { lead.lowercased().hasPrefix($0) }) else { return nil }
        let rest = lead.dropFirst(word.count)
        guard let first = rest.first, ":：.-–—".contains(first) else { return nil }
        let stripped = rest.dropFirst().trimmingCharacters(in: [" ", "\t"])
        return stripped.isEmpty ? nil : stripped
    }

    /// The text after the marker word, without the separator (`:`, `—`, `-`, `(`…).
    static func reason(after rest: Substring) -> String {
        var text = rest.trimmingCharacters(in: [" ", "\t"])
        while let first = text.first, ":：-–—,(".contains(first) { text = String(text.dropFirst()).trimmingCharacters(in: [" ", "\t"]) }
        if text.hasSuffix(")"), !text.contains("(") { text = String(text.dropLast()) }
        return text
    }
}
