import Diagnostics

/// A YAML node read from front matter, with the place in the original file where it starts.
package indirect enum YAMLValue: Sendable, Hashable, Codable {
    /// A scalar's text; `plain` is false for quoted and block (`|`, `>`) scalars, which never mean null, bool or number.
    case scalar(String, plain: Bool, at: SourceLocation)
    case sequence([YAMLValue], at: SourceLocation)
    /// Entries in the order they were written; duplicate keys were already dropped (first one wins).
    case mapping([YAMLMappingEntry], at: SourceLocation)

    /// Where the node starts in the original file.
    package var location: SourceLocation {
        switch self {
        case .scalar(_, _, let location), .sequence(_, let location), .mapping(_, let location):
            location
        }
    }

    /// The text of a scalar of any style, `nil` for collections.
    package var scalarText: String? {
        if case .scalar(let text, _, _) = self { return text }
        return nil
    }

    /// True for an empty plain scalar, `~` and `null` (YAML 1.2 core schema).
    package var isNull: Bool {
        guard case .scalar(let text, true, _) = self else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(text)
    }

    /// The value of a plain `true` or `false` (any of the core schema's three spellings).
    package var boolValue: Bool? {
        guard case .scalar(let text, true, _) = self else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    /// The value of a plain decimal integer such as `12` or `-3`.
    package var intValue: Int? {
        guard case .scalar(let text, true, _) = self else { return nil }
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// The value of a plain decimal number such as `2.5` (integers included).
    package var doubleValue: Double? {
        guard case .scalar(let text, true, _) = self, let first = text.first,
            first.isNumber || first == "-" || first == "+" || first == "."
        else { return nil }
        return Double(text)
    }

    /// The entries of a mapping, `nil` for other nodes.
    package var mappingEntries: [YAMLMappingEntry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    /// The value stored under `key` when this is a mapping.
    package subscript(key: String) -> YAMLValue? {
        mappingEntries?.first { $0.key == key }?.value
    }

    /// How a diagnostic names what was found, e.g. `the string "heavy"`, `a list`, `the boolean true`.
    package var kindDescription: String {
        switch self {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let text, _, _):
            if isNull { return "an empty value" }
            if let bool = boolValue { return "the boolean \(bool)" }
            if intValue != nil { return "the integer \(text)" }
            if doubleValue != nil { return "the number \(text)" }
            if text.contains("\n") { return "a multi-line string" }
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "the string \"\(shown)\""
        }
    }
}
