import Diagnostics

/// A page with an error that a build held back (`PageHoldBack`): the version of it the last build published stays
/// published, or, when there is none, the page is left out, while the rest of the site is built and published.
public struct HeldBackPage: Sendable, Hashable {
    /// The page's path as diagnostics name it (`content/guides/b.md`).
    public var path: String
    /// The page's path in the content folder (`guides/b.md`).
    package var relativePath: String
    /// True when the page's previous version stays published; false when it is left out of the site.
    public var keptPrevious: Bool

    package init(path: String, relativePath: String, keptPrevious: Bool) {
        self.path = path
        self.relativePath = relativePath
        self.keptPrevious = keptPrevious
    }

    /// `1 page with errors kept its previous version: content/b.md` (and `… was left out: …`), the paths escaped for
    /// a terminal; nil when `pages` is empty.
    public static func summary(_ pages: [HeldBackPage]) -> String? {
        let kept = pages.filter(\.keptPrevious).map(\.path)
        let left = pages.filter { !$0.keptPrevious }.map(\.path)
        var parts: [String] = []
        if !kept.isEmpty {
            parts.append(
                "\(CountText.of(kept.count, "page")) with errors kept \(kept.count == 1 ? "its" : "their") previous version: "
                    + list(kept))
        }
        if !left.isEmpty {
            parts.append("\(CountText.of(left.count, "page")) with errors \(left.count == 1 ? "was" : "were") left out: " + list(left))
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The first few paths, and how many more.
    private static func list(_ paths: [String]) -> String {
        let shown = paths.sorted().prefix(5).map { TerminalText.escaped($0) }.joined(separator: ", ")
        return paths.count > 5 ? shown + " and \(CountText.number(paths.count - 5)) more" : shown
    }
}
