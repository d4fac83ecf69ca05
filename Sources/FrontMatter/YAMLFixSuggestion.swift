/// How to fix a line of front matter that YAML could not read, as a note: most such lines are a plain
/// `key: value` whose value YAML takes for syntax (`description: Colors: a guide`, `title: @handle`), and the fix
/// is that line with the value quoted.
enum YAMLFixSuggestion {
    /// Characters that make a plain value something else when they start it: tags, anchors, aliases, flow
    /// collections, block scalars, quotes, comments, directives and reserved characters.
    private static let indicators: Set<Character> = ["@", "`", "*", "&", "!", "%", "[", "{", "]", "}", "|", ">", "'", "\"", "#", ","]

    /// The notes for a problem on one of `lines` (the most likely first): the first line whose value needs
    /// quoting gets its quoted form; otherwise the general rule.
    static func notes(forLines lines: [String]) -> [String] {
        quotingNotes(forLines: lines) ?? [generalRule]
    }

    /// The quoted form of the first of `lines` whose value needs quoting, or nil when none does.
    static func quotingNotes(forLines lines: [String]) -> [String]? {
        for line in lines {
            guard let (prefix, value) = split(line), needsQuotes(value) else { continue }
            var notes = ["quote the value: \(prefix)\(quoted(value))"]
            if let first = value.first, first == "[" || first == "{" {
                let (kind, close): (String, Character) = first == "[" ? ("list", "]") : ("mapping", "}")
                if !value.contains(close) { notes.append("or, if it is meant as a \(kind), close it with '\(close)'") }
            }
            return notes
        }
        return nil
    }

    /// The note when no line points at a value to quote.
    static let generalRule =
        "write one 'key: value' per line, with keys lined up under each other; quote a value that contains ': ' or"
        + " starts with @, `, *, &, !, %, [, {, |, > or a quote: title: \"…\""

    /// `description: Colors: a guide` → (`description: `, `Colors: a guide`); `  - @x` → (`  - `, `@x`).
    static func split(_ line: String) -> (prefix: String, value: String)? {
        var rest = Substring(line)
        var prefix = ""
        while let c = rest.first, c == " " || c == "\t" {
            prefix.append(c)
            rest = rest.dropFirst()
        }
        if rest.hasPrefix("- ") {
            prefix += "- "
            rest = rest.dropFirst(2)
        } else if let first = rest.first, first != "\"", first != "'", let colon = rest.firstRange(of: ": ") {
            prefix += rest[..<colon.upperBound]
            rest = rest[colon.upperBound...]
        } else {
            return nil
        }
        while let c = rest.last, c == " " || c == "\t" { rest = rest.dropLast() }
        return rest.isEmpty ? nil : (prefix, String(rest))
    }

    /// Whether YAML reads `value` as something other than the plain text it looks like.
    static func needsQuotes(_ value: String) -> Bool {
        guard let first = value.first else { return false }
        if first == "\"" || first == "'", isQuotedWhole(value, by: first) { return false }
        if indicators.contains(first) { return true }
        if (first == "-" || first == "?" || first == ":") && (value.count == 1 || value.dropFirst().first == " ") { return true }
        return value.contains(": ") || value.hasSuffix(":") || value.contains(" #")
    }

    /// Whether `value` is one complete quoted string: `"a \"b\""` or `'it''s'`.
    static func isQuotedWhole(_ value: String, by quote: Character) -> Bool {
        guard value.count >= 2, value.last == quote else { return false }
        var inner = value.dropFirst().dropLast()
        while let c = inner.first {
            inner = inner.dropFirst()
            if quote == "\"", c == "\\" {
                guard !inner.isEmpty else { return false }
                inner = inner.dropFirst()
            } else if c == quote {
                // Inside single quotes a quote is written twice; anything else ends the string early.
                guard quote == "'", inner.first == "'" else { return false }
                inner = inner.dropFirst()
            }
        }
        return true
    }

    /// `value` in double quotes, with backslashes and double quotes escaped.
    static func quoted(_ value: String) -> String {
        var out = "\""
        for c in value {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\t": out += "\\t"
            default: out.append(c)
            }
        }
        return out + "\""
    }
}
