import Diagnostics

/// Finds a page's front matter: closed by a `---`/`...` fence, unclosed (ended by a blank line or heading), or absent.
///
/// The rules, in order:
/// 1. Line 1 must be `---` (a UTF-8 BOM before it and trailing blanks after it are allowed).
/// 2. Scanning on from line 2, a `---` or `...` line closes the front matter, as long as every line before
///    it looks like YAML. A blank line or a line that is plainly prose stops the search: a `---` after that
///    is Markdown (a thematic break or setext underline), never a late closing fence.
/// 3. With no closing fence, the front matter is unclosed if line 2 looks like `key: value`; it runs up to
///    the first blank line, heading (`#`) or prose line. Otherwise line 1 is a thematic break and the page
///    has no front matter.
package enum FrontMatterLocator {
    /// The front matter's region in `source`, or `nil` when the page has none.
    package static func locate(in source: SourceText) -> FrontMatterRegion? {
        var first = source.line(1)
        if first.first == "\u{FEFF}" { first = first.dropFirst() }
        guard isFence(first, "---") else { return nil }

        var number = 2
        while number <= source.lineCount {
            let line = source.line(number)
            if isFence(line, "---") || isFence(line, "...") {
                return FrontMatterRegion(style: .closed, lineRange: 1...number, yamlLines: 2..<number)
            }
            if isBlank(line) || !looksLikeYAML(line) { break }
            number += 1
        }

        guard source.lineCount >= 2, looksLikeKey(source.line(2)) else { return nil }
        var last = 2
        while last < source.lineCount {
            let line = source.line(last + 1)
            if isBlank(line) || line.hasPrefix("#") || !looksLikeYAML(line) { break }
            last += 1
        }
        return FrontMatterRegion(style: .unclosed, lineRange: 1...last, yamlLines: 2..<(last + 1))
    }

    /// `---` or `...` with nothing after it but spaces or tabs.
    static func isFence(_ line: Substring, _ fence: String) -> Bool {
        guard line.hasPrefix(fence) else { return false }
        return line.dropFirst(fence.count).allSatisfy { $0 == " " || $0 == "\t" }
    }

    static func isBlank(_ line: Substring) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// A line that could sit inside a block mapping: a key, a list item, a comment or an indented continuation.
    static func looksLikeYAML(_ line: Substring) -> Bool {
        guard let first = line.first else { return true }
        if first == " " || first == "\t" || first == "#" { return true }
        if line == "-" || line.hasPrefix("- ") || line.hasPrefix("? ") || line.hasPrefix(": ") { return true }
        return looksLikeKey(line)
    }

    /// `key: value` or `key:` where the key is a plain word or a quoted string at the start of the line.
    static func looksLikeKey(_ line: Substring) -> Bool {
        guard let first = line.first else { return false }
        if first == "\"" || first == "'" {
            guard let close = line.dropFirst().firstIndex(of: first) else { return false }
            return isValueIndicator(line[line.index(after: close)...])
        }
        if first.utf8.count == 1 {
            if "-?:,[]{}#&*!|>%@` \t".utf8.contains(first.utf8.first!) { return false }
        } else if "-?:,[]{}#&*!|>%@` \t".contains(first) {
            return false
        }
        var rest = line[...]
        while let colon = rest.firstIndex(of: ":") {
            let key = line[..<colon]
            if hasCommentStart(key) { return false }
            if isValueIndicator(line[colon...]) { return true }
            rest = line[line.index(after: colon)...]
        }
        return false
    }

    /// Whether Foundation finds ` #` or a tab and `#` in `key`: by bytes in ASCII without NUL, where its
    /// search and a byte comparison agree (see `FoundationSearch` in MarkdownSyntax).
    static func hasCommentStart(_ key: Substring) -> Bool {
        let utf8 = key.utf8
        guard utf8.allSatisfy({ $0 > 0 && $0 < 0x80 }) else { return key.contains(" #") || key.contains("\t#") }
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "#"), previous == 0x20 || previous == 0x09 { return true }
            previous = byte
        }
        return false
    }

    /// `:` followed by a space, a tab or the end of the line.
    private static func isValueIndicator(_ text: Substring) -> Bool {
        guard text.first == ":" else { return false }
        let next = text.dropFirst().first
        return next == nil || next == " " || next == "\t"
    }
}
