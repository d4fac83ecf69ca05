/// Makes stable, unique ids for headings: lower-cased letters and digits of any script, other runs become `-`.
///
/// `## iOS, iPadOS system gray colors` → `ios-ipados-system-gray-colors`; a second `## Usage` on one
/// page becomes `usage-2`.
package struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    package init() {}

    /// The slug of `text` without making it unique.
    package static func slug(_ text: String) -> String {
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
