/// What a link or image destination points at, and whether it may reach the output.
package enum LinkDestination: Sendable, Hashable, Codable {
    /// `https://…`, `mailto:…` and other allowed schemes.
    case external(String)
    /// `#anchor` on the same page.
    case fragment(String)
    /// A relative path (`../foundations/color.md`) with an optional fragment (without `#`).
    case relative(path: String, fragment: String?)
    /// A scheme that never reaches the output (`javascript:`, `vbscript:`, `data:text/html`, `file:`).
    case unsafe(scheme: String)

    private static let blockedSchemes: Set<String> = ["javascript", "vbscript", "file", "livescript", "mocha"]
    private static let allowedDataPrefixes = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]

    /// Classifies a raw destination as written in Markdown.
    package init(_ raw: String) {
        // Browsers ignore ASCII whitespace and control characters inside a scheme, so strip them before judging it.
        let squeezed = String(String.UnicodeScalarView(raw.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
        let lower = squeezed.lowercased()
        if let colon = lower.firstIndex(of: ":") {
            let scheme = String(lower[..<colon])
            let isScheme =
                !scheme.isEmpty && scheme.first!.isLetter
                && scheme.allSatisfy { $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." }
                && !scheme.contains("/")
            if isScheme {
                if Self.blockedSchemes.contains(scheme) {
                    self = .unsafe(scheme: scheme)
                } else if scheme == "data" {
                    self = Self.allowedDataPrefixes.contains(where: lower.hasPrefix) ? .external(raw) : .unsafe(scheme: "data")
                } else {
                    self = .external(raw)
                }
                return
            }
        }
        if raw.hasPrefix("//") {
            self = .external(raw)
        } else if raw.hasPrefix("#") {
            self = .fragment(String(raw.dropFirst()))
        } else if let hash = raw.firstIndex(of: "#") {
            self = .relative(path: String(raw[..<hash]), fragment: String(raw[raw.index(after: hash)...]))
        } else {
            self = .relative(path: raw, fragment: nil)
        }
    }

    /// True for a relative link to another Markdown page.
    package var isPageLink: Bool {
        if case .relative(let path, _) = self {
            let lower = path.lowercased()
            return lower.hasSuffix(".md") || lower.hasSuffix(".markdown")
        }
        return false
    }

    /// The href written to the output: `.md` page links become `.html`, everything else unchanged.
    package var outputHref: String? {
        switch self {
        case .external(let url): return url
        case .fragment(let f): return "#" + f
        case .unsafe: return nil
        case .relative(let path, let fragment):
            var out = path
            if isPageLink {
                out = String(path[..<path.lastIndex(of: ".")!]) + ".html"
            }
            if let fragment { out += "#" + fragment }
            return out
        }
    }
}
