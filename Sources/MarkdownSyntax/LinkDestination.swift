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
        if let classified = Self.classifyASCII(raw) {
            self = classified
            return
        }
        self.init(general: raw)
    }

    /// `init(_:)` for any text, by characters.
    init(general raw: String) {
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

    /// `init(general:)` of ASCII text by bytes, or nil for other text. In ASCII every character is one byte but
    /// CR LF, and the squeezed text (which the scheme is read from) has no CR; the characters looked for in the
    /// raw text (`/`, `#`) are never part of a CR LF.
    static func classifyASCII(_ original: String) -> LinkDestination? {
        var raw = original
        return raw.withUTF8 { bytes -> LinkDestination? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            // The scheme: letters, digits, `+`, `-` and `.` before the first colon, starting with a letter,
            // with whitespace and controls left out and lower-cased.
            var lower: [UInt8] = []
            var colonSeen = false
            var isScheme = true
            for byte in bytes where byte > 0x20 && byte != 0x7F {
                let folded = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                if folded == UInt8(ascii: ":") {
                    colonSeen = true
                    break
                }
                let isLetter = folded >= 0x61 && folded <= 0x7A
                let isDigit = folded >= 0x30 && folded <= 0x39
                if lower.isEmpty ? !isLetter : !(isLetter || isDigit || folded == 0x2B || folded == 0x2D || folded == 0x2E) {
                    isScheme = false
                }
                lower.append(folded)
            }
            if colonSeen, isScheme, !lower.isEmpty {
                let scheme = String(decoding: lower, as: UTF8.self)
                if blockedSchemes.contains(scheme) { return .unsafe(scheme: scheme) }
                guard scheme == "data" else { return .external(original) }
                var squeezed: [UInt8] = []
                for byte in bytes where byte > 0x20 && byte != 0x7F { squeezed.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
                let allowed = allowedDataPrefixes.contains { $0.utf8.count <= squeezed.count && squeezed.starts(with: $0.utf8) }
                return allowed ? .external(original) : .unsafe(scheme: "data")
            }
            if bytes.count >= 2, bytes[0] == UInt8(ascii: "/"), bytes[1] == UInt8(ascii: "/") { return .external(original) }
            if bytes.first == UInt8(ascii: "#") { return .fragment(String(decoding: bytes[1...], as: UTF8.self)) }
            if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
                return .relative(
                    path: String(decoding: bytes[..<hash], as: UTF8.self), fragment: String(decoding: bytes[(hash + 1)...], as: UTF8.self))
            }
            return .relative(path: original, fragment: nil)
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
