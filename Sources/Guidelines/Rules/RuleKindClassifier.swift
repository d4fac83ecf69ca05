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

    package static func kind(lead: String, heading: String?) -> Rule.Kind {
        let text = FoundationSearch.replacing("’", with: "'", in: lead.lowercased())
        for (prefix, kind) in prefixes where text.hasPrefix(prefix) {
            let rest = text.dropFirst(prefix.count)
            // Whole words only: "user" does not start with "use".
            if let next = rest.first, next.isLetter, prefix.unicodeScalars.allSatisfy(\.isASCII) { continue }
            return kind
        }
        switch heading.map({ FoundationSearch.replacing("’", with: "'", in: $0.lowercased()) }) {
        case "don't", "don'ts", "dont", "do not", "never": return .mustNot
        case "pitfalls", "avoid": return .avoid
        case "do", "dos", "do's": return .must
        default: return .guidance
        }
    }
}
