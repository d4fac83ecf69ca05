import MarkdownSyntax

/// Infers a rule's kind from the first words of its lead, then from the heading it sits under.
package enum RuleKindClassifier {
    static let prefixes: [(String, Rule.Kind)] = [
        ("never", .mustNot), ("don't", .mustNot), ("do not", .mustNot), ("dont", .mustNot), ("must not", .mustNot),
        ("avoid", .avoid),
        ("always", .must), ("make sure", .must), ("ensure", .must), ("use", .must), ("must", .must),
        ("prefer", .prefer), ("consider", .prefer), ("favor", .prefer), ("favour", .prefer), ("try", .prefer),
        // Chinese leads: 不要 / 切勿 (must not), 避免 (avoid), 务必 / 始终 / 确保 / 使用 (must), 考虑 / 优先 (prefer).
        ("不要", .mustNot), ("切勿", .mustNot), ("避免", .avoid), ("务必", .must), ("始终", .must), ("确保", .must),
        ("使用", .must), ("考虑", .prefer), ("优先", .prefer),
    ]

    /// The ASCII prefixes as bytes, in the order of `prefixes`.
    static let asciiPrefixes: [([UInt8], Rule.Kind)] = prefixes.compactMap { prefix, kind in
        prefix.utf8.allSatisfy { $0 < 0x80 } ? (Array(prefix.utf8), kind) : nil
    }

    package static func kind(lead: String, heading: String?) -> Rule.Kind {
        kind(lead: lead, headingKind: headingKind(heading))
    }

    /// `kind(lead:heading:)` with the heading's kind already known (it is the same for every rule of a section).
    static func kind(lead: String, headingKind: @autoclosure () -> Rule.Kind) -> Rule.Kind {
        if let kind = asciiLeadKind(lead) ?? generalLeadKind(lead) { return kind }
        return headingKind()
    }

    /// The kind of a rule whose lead says nothing, from the heading it sits under.
    static func headingKind(_ heading: String?) -> Rule.Kind {
        switch heading.map(normalized) {
        case "don't", "don'ts", "dont", "do not", "never": return .mustNot
        case "pitfalls", "avoid": return .avoid
        case "do", "dos", "do's": return .must
        default: return .guidance
        }
    }

    /// Lower-cased with typographic apostrophes made straight (no apostrophe to replace in ASCII text).
    static func normalized(_ text: String) -> String {
        let lower = text.lowercased()
        return FoundationSearch.isASCII(lower) ? lower : FoundationSearch.replacing("’", with: "'", in: lower)
    }

    /// The kind the first words of `lead` give, if any: each prefix in turn, whole words only for ASCII ones.
    static func generalLeadKind(_ lead: String) -> Rule.Kind? {
        let text = FoundationSearch.replacing("’", with: "'", in: lead.lowercased())
        for (prefix, kind) in prefixes where text.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            // Whole words only: "user" does not start with "use".
            if let next = rest.first, next.isLetter, prefix.unicodeScalars.allSatisfy(\.isASCII) { continue }
            return kind
        }
        return nil
    }

    /// `generalLeadKind` of an ASCII lead by bytes, `.some(nil)` when no prefix matches, and nil when the lead is
    /// not ASCII. ASCII text lower-cases byte by byte, has no typographic apostrophe, cannot start with a Chinese
    /// prefix, and is made of one-byte characters but for CR LF, which no prefix holds and which is no letter.
    static func asciiLeadKind(_ lead: String) -> Rule.Kind?? {
        var lead = lead
        return lead.withUTF8 { bytes -> Rule.Kind?? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            @inline(__always) func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
            for (prefix, kind) in asciiPrefixes where prefix.count <= bytes.count {
                var matches = true
                for index in prefix.indices where lower(bytes[index]) != prefix[index] {
                    matches = false
                    break
                }
                guard matches else { continue }
                if prefix.count < bytes.count {
                    let next = lower(bytes[prefix.count])
                    if next >= 0x61 && next <= 0x7A { continue }
                }
                return .some(kind)
            }
            return .some(nil)
        }
    }
}
