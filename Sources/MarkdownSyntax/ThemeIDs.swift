/// The element ids the built-in theme's templates and scripts use, which raw HTML may not take: an element with
/// one of them earlier in the page is what `getElementById` finds (DOM clobbering: `<div id="precept-strings">`
/// would replace the theme's words), and a second one breaks the theme's links and labels.
///
/// `HTMLSanitizerPageTests` reads `templates/` and fails when the theme gains an id that is not listed here.
enum ThemeIDs {
    static let exact: Set<String> = [
        "main", "search", "untranslated", "index-filter-input", "index-filter-status", "whats-new-versions",
    ]
    /// Every id starting with one of these: the theme's own prefix, and ids the theme numbers or names after a
    /// value (`checklist-{{id}}`, `review-note-3`, `search-r2-label`, `rule-…` anchors its review script looks up).
    static let prefixes = ["precept", "checklist-", "review-", "search-", "rule-"]

    /// The listed id, or prefix followed by `…`, that `id` matches, ignoring case; nil when raw HTML may use it.
    static func reservedEntry(for id: String) -> String? {
        let lower = id.lowercased()
        if exact.contains(lower) { return lower }
        return prefixes.first { lower.hasPrefix($0) }.map { $0 + "…" }
    }
}
