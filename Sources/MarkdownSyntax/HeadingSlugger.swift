/// Makes stable, unique ids for headings: lower-cased letters and digits of any script, other runs become `-`.
///
/// `## iOS, iPadOS system gray colors` → `ios-ipados-system-gray-colors`; a second `## Usage` on one
/// page becomes `usage-2`.
package struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    package init() {}

    /// The slug of `text` without making it unique.
    package static func slug(_ text: String) -> String {
        if FoundationSearch.isASCII(text) { return asciiSlug(text) }
        var out = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            let p = scalar.properties
            if p.isAlphabetic || p.numericType != nil {
                if pendingDash, !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else if p.generalCategory == .nonspacingMark, !out.isEmpty {
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "section" : out
    }

    /// `slug` of ASCII text, byte by byte: there the alphabetic scalars are the letters, the numeric ones the
    /// digits, and no scalar is a nonspacing mark.
    static func asciiSlug(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var pendingDash = false
        for byte in text.utf8 {
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                if pendingDash, !out.isEmpty { out.append(UInt8(ascii: "-")) }
                pendingDash = false
                out.append(lower)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "section" : String(decoding: out, as: UTF8.self)
    }

    /// A slug of `text` not returned before by this slugger.
    package mutating func uniqueSlug(_ text: String) -> String {
        let base = Self.slug(text)
        guard let count = used[base] else {
            used[base] = 1
            return base
        }
        var n = count + 1
        while used["\(base)-\(n)"] != nil { n += 1 }
        used[base] = n
        used["\(base)-\(n)"] = 1
        return "\(base)-\(n)"
    }
}
