/// Keeps a page's report readable when one problem repeats thousands of times (40,000 empty links in a scraped
/// page): the first `perID` diagnostics of each id are kept, and the rest become one diagnostic of the same id and
/// severity that counts them, at the first one left out, so severity settings and `--strict` still see the id.
public enum DiagnosticCap {
    /// The most diagnostics of one id listed for one page.
    public static let perID = 20

    public static func capped(_ diagnostics: [Diagnostic], perID limit: Int = perID) -> [Diagnostic] {
        var seen: [DiagnosticID: Int] = [:]
        for diagnostic in diagnostics { seen[diagnostic.id, default: 0] += 1 }
        guard seen.values.contains(where: { $0 > limit }) else { return diagnostics }
        var kept: [Diagnostic] = []
        var listed: [DiagnosticID: Int] = [:]
        for diagnostic in diagnostics {
            let count = listed[diagnostic.id, default: 0] + 1
            listed[diagnostic.id] = count
            if count <= limit {
                kept.append(diagnostic)
            } else if count == limit + 1 {
                let more = seen[diagnostic.id, default: 0] - limit
                kept.append(
                    Diagnostic(
                        diagnostic.severity, id: diagnostic.id,
                        "\(CountText.number(more)) more like the \(limit) above on this page (only the first \(limit) are listed)",
                        at: diagnostic.location, notes: ["the next one: \(diagnostic.message)"]))
            }
        }
        return kept
    }
}
