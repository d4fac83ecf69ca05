/// A BCP 47 language tag (`en`, `zh-Hans`, `pt-BR`, `sr-Latn-RS`), checked for its shape and written in its
/// conventional case: the language lower case, a script title case, a region upper case.
///
/// Checks the syntax of RFC 5646 (language with extended subtags, script, region, variants, extensions,
/// private use), not the registry: `qq` passes, `english` and `zh_CN` do not.
package struct LanguageTag: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The tag in its conventional case.
    package let text: String

    /// The tag `text` spells, or nil when it is not a well-formed BCP 47 tag.
    package init?(_ text: String) {
        guard let normalized = Self.normalize(text) else { return nil }
        self.text = normalized
    }

    package var description: String { text }

    /// `en`, the language of a site that names none.
    package static let english = LanguageTag(checked: "en")

    private init(checked text: String) {
        self.text = text
    }

    /// The language subtag, lower case: `zh` of `zh-Hant-TW`.
    package var language: String {
        String(text.prefix { $0 != "-" })
    }

    /// The tag a person probably meant when `text` is not well formed (`zh_CN` → `zh-CN`), if any.
    package static func suggestion(for text: String) -> LanguageTag? {
        let trimmed = text.filter { !$0.isWhitespace }
        return LanguageTag(trimmed.replacingOccurrences(of: "_", with: "-"))
    }

    private static func normalize(_ text: String) -> String? {
        guard !text.isEmpty, text.utf8.count <= 64, text.unicodeScalars.allSatisfy({ $0.isASCII }) else { return nil }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { String($0) }
        guard parts.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isLetter || $0.isNumber } }) else { return nil }
        var out: [String] = []
        var index = 0
        let first = parts[0]
        if first.lowercased() == "x" { return privateUse(parts) }
        // Language: 2–3 letters (then up to three 3-letter extended subtags) or 5–8 letters.
        guard first.allSatisfy(\.isLetter), (2...3).contains(first.count) || (5...8).contains(first.count) else { return nil }
        out.append(first.lowercased())
        index = 1
        if first.count <= 3 {
            var extended = 0
            while index < parts.count, extended < 3, parts[index].count == 3, parts[index].allSatisfy(\.isLetter) {
                out.append(parts[index].lowercased())
                index += 1
                extended += 1
            }
        }
        if index < parts.count, parts[index].count == 4, parts[index].allSatisfy(\.isLetter) {
            out.append(parts[index].prefix(1).uppercased() + parts[index].dropFirst().lowercased())
            index += 1
        }
        if index < parts.count,
            (parts[index].count == 2 && parts[index].allSatisfy(\.isLetter))
                || (parts[index].count == 3 && parts[index].allSatisfy(\.isNumber))
        {
            out.append(parts[index].uppercased())
            index += 1
        }
        while index < parts.count, isVariant(parts[index]) {
            out.append(parts[index].lowercased())
            index += 1
        }
        while index < parts.count, parts[index].count == 1, parts[index].lowercased() != "x" {
            out.append(parts[index].lowercased())
            index += 1
            let start = index
            while index < parts.count, parts[index].count >= 2 {
                out.append(parts[index].lowercased())
                index += 1
            }
            guard index > start else { return nil }
        }
        if index < parts.count {
            guard let rest = privateUse(Array(parts[index...])) else { return nil }
            out.append(rest)
            index = parts.count
        }
        return out.joined(separator: "-")
    }

    /// `x-` and one or more subtags of 1–8 letters or digits.
    private static func privateUse(_ parts: [String]) -> String? {
        guard parts.count >= 2, parts[0].lowercased() == "x" else { return nil }
        return parts.map { $0.lowercased() }.joined(separator: "-")
    }

    /// 5–8 letters or digits, or a digit and three letters or digits (`1996`, `rozaj`).
    private static func isVariant(_ part: String) -> Bool {
        (5...8).contains(part.count) || (part.count == 4 && part.first!.isNumber)
    }
}
