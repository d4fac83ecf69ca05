/// A query as the search box reads it: terms to look up, with color values rewritten to the hex form the index holds.
///
/// `#0088FF`, `0088ff`, `#08F`, `0 136 255`, `rgb(0, 136, 255)` and `R-0,G-136,B-255` all become the term `0088ff`.
package struct SearchQuery: Sendable, Hashable {
    package var terms: [String]

    package init(_ text: String) {
        let tokenizer = SearchTokenizer()
        let expanded = Self.expandHexNotations(text)
        terms = Self.joinRGBTriplets(tokenizer.queryTerms(expanded))
    }

    /// Whether a term may match with one typo: five letters or more, and no digits (values are never fuzzed).
    package static func allowsTypo(_ term: String) -> Bool {
        term.count >= 5 && !term.unicodeScalars.contains { $0.properties.numericType != nil }
            && !term.unicodeScalars.contains(where: SearchTokenizer.isCJK)
    }

    static let labels: Set<String> = ["r", "g", "b", "rgb", "rgba", "srgb"]

    static func isHexDigit(_ c: Character) -> Bool { c.isASCII && c.isHexDigit }

    /// `#08F` → `0088FF`; `#FF383CCC` or `FF383CCC` → `FF383C` (the index holds the opaque part).
    static func expandHexNotations(_ text: String) -> String {
        var out: [String] = []
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            let hasHash = piece.hasPrefix("#")
            let body = hasHash ? piece.dropFirst() : piece[...]
            if body.allSatisfy(isHexDigit) {
                if hasHash, body.count == 3 {
                    out.append(body.map { "\($0)\($0)" }.joined())
                    continue
                }
                if body.count == 8 {
                    out.append(String(body.prefix(6)))
                    continue
                }
            }
            out.append(String(piece))
        }
        return out.joined(separator: " ")
    }

    static func byte(_ term: String) -> UInt8? {
        guard term.count <= 3, term.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return UInt8(term)
    }

    /// Three numbers 0–255 in a row (labels `r`, `g`, `b`, `rgb` between them allowed) become one hex term.
    static func joinRGBTriplets(_ terms: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < terms.count {
            var j = i
            var bytes: [UInt8] = []
            while bytes.count < 3, j < terms.count {
                if labels.contains(terms[j]) {
                    j += 1
                } else if let b = byte(terms[j]) {
                    bytes.append(b)
                    j += 1
                } else {
                    break
                }
            }
            if bytes.count == 3 {
                out.append(bytes.map(SearchColorTerm.hexByte).joined())
                i = j
            } else {
                out.append(terms[i])
                i += 1
            }
        }
        return out
    }
}

/// How a color value is indexed: its opaque sRGB part as six lower-case hex digits.
package enum SearchColorTerm {
    static func hexByte(_ v: UInt8) -> String {
        let s = String(v, radix: 16)
        return s.count == 1 ? "0" + s : s
    }

    package static func term(red: UInt8, green: UInt8, blue: UInt8) -> String {
        hexByte(red) + hexByte(green) + hexByte(blue)
    }
}
