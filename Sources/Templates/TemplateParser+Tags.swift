extension TemplateParser {
    /// What a tag does, decided by the character after the opening delimiter.
    enum TagKind {
        case variable(escaped: Bool)
        case section(inverted: Bool)
        case close
        case partial
        case comment
        case delimiters

        /// Tags that produce no output in place may take a whole line, which is then removed.
        var canStandAlone: Bool {
            if case .variable = self { return false }
            return true
        }
    }

    /// One tag as read from the source: its kind, trimmed content and byte range.
    struct Tag {
        var kind: TagKind
        var content: String
        var start: Int
        var end: Int
    }

    /// Reads the tag whose opening delimiter starts at `start`.
    func readTag(at start: Int) throws(TemplateSyntaxError) -> Tag {
        var contentStart = start + openTag.count
        var closing = closeTag
        let kind: TagKind
        switch contentStart < bytes.count ? bytes[contentStart] : 0 {
        case UInt8(ascii: "{"):
            kind = .variable(escaped: false)
            closing = [UInt8(ascii: "}")] + closeTag
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section(inverted: false)
        case UInt8(ascii: "^"): kind = .section(inverted: true)
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: "="):
            kind = .delimiters
            closing = [UInt8(ascii: "=")] + closeTag
        default:
            kind = .variable(escaped: true)
            contentStart -= 1
        }
        contentStart += 1
        guard let closeAt = find(closing, from: min(contentStart, bytes.count)) else {
            throw error(at: start, "tag is never closed: expected '\(String(decoding: closing, as: UTF8.self))'")
        }
        let content = trimmed(contentStart..<closeAt)
        let tag = Tag(kind: kind, content: content, start: start, end: closeAt + closing.count)
        switch kind {
        case .comment, .delimiters:
            return tag
        default:
            try validateName(of: tag)
            return tag
        }
    }

    /// Applies `{{=<% %>=}}`: two delimiters separated by whitespace, neither holding `=`.
    mutating func changeDelimiters(_ tag: Tag) throws(TemplateSyntaxError) {
        let parts = tag.content.utf8.split(whereSeparator: Self.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw error(
                at: tag.start,
                "set-delimiter tag needs two delimiters without '=' separated by whitespace, as in {{=<% %>=}}")
        }
        openTag = Array(parts[0])
        closeTag = Array(parts[1])
    }

    private func validateName(of tag: Tag) throws(TemplateSyntaxError) {
        let open = String(decoding: openTag, as: UTF8.self)
        let close = String(decoding: closeTag, as: UTF8.self)
        if tag.content.isEmpty {
            throw error(at: tag.start, "empty tag: a name is expected between '\(open)' and '\(close)'")
        }
        if tag.content.utf8.contains(where: Self.isWhitespace) {
            throw error(at: tag.start, "tag name '\(tag.content)' contains whitespace")
        }
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, Self.isWhitespace(bytes[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(bytes[upper - 1]) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The offset of the first occurrence of `needle` at or after `start`.
    func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= bytes.count else { return nil }
        var index = start
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first {
                var matched = 1
                while matched < needle.count, bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return index }
            }
            index += 1
        }
        return nil
    }
}
