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
        var text = text
        // A slug is never longer than its text: one letter or digit each, one dash at most between runs of them.
        let slug = text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { out in
                var count = 0
                var pendingDash = false
                for byte in bytes {
                    let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                    if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                        || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9"))
                    {
                        if pendingDash, count > 0 {
                            out[count] = UInt8(ascii: "-")
                            count += 1
                        }
                        pendingDash = false
                        out[count] = lower
                        count += 1
                    } else {
                        pendingDash = true
                    }
                }
                return count
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// A slug of `text` not returned before by this slugger.
    package mutating func uniqueSlug(_ text: String) -> String {
        let base = Self.slug(text)
        // One hash for the usual first use of a slug: insert it, and put the count back if it was there.
        guard let count = used.updateValue(1, forKey: base) else { return base }
        var n = count + 1
        while used["\(base)-\(n)"] != nil { n += 1 }
        used[base] = n
        used["\(base)-\(n)"] = 1
        return "\(base)-\(n)"
    }
}
