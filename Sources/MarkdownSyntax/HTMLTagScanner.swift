/// Reads HTML markup the way browsers split it: tags with quoted and unquoted attribute values,
/// case-insensitive names, comments and declarations. Used by `HTMLSanitizer`.
///
/// A tag is read by a small state machine (`TagState`). A tag that is never closed is shown as text and only
/// its `<` is consumed, so the next `<` inside it is read again; the states that ran to the end of the input
/// without a `>` are remembered by position, and a later tag reaching one of them stops there. Every position
/// is thus walked at most once per state, which keeps the work linear on input such as `<div>` followed by
/// thousands of `<a ` (issue 24: it was quadratic).
struct HTMLTagScanner {
    enum Markup {
        /// A `<` that starts no markup (or a tag never closed with `>`): shown as text.
        case text
        case comment(closed: Bool)
        case declaration
        case startTag(String, [(name: String, value: String?)])
        case endTag(String)
    }

    /// Where the tag state machine is. At a given position two tags in the same state read the rest alike.
    private enum TagState: UInt8 {
        case name, beforeAttribute, attributeName, afterAttributeName, beforeValue, doubleQuoted, singleQuoted, unquoted
        var bit: UInt8 { 1 << rawValue }
    }

    /// One attribute as byte ranges of the input.
    private struct AttributeRange {
        var name: Range<Int>
        var value: Range<Int>?
    }

    private let bytes: [UInt8]
    private var index = 0
    /// State-machine steps taken so far: a measure of work that tests can bound without a clock.
    private(set) var steps = 0
    /// For each position, the states (`TagState.bit`) known to reach the end of the input without a `>`.
    /// Empty until the first unclosed tag, which most fragments never have.
    private var unclosedFrom: [UInt8] = []
    /// The positions and states of the tag being read, kept to mark them in `unclosedFrom` if it is unclosed.
    private var trail: [(position: Int, state: TagState)] = []
    /// For each text looked for, the earliest position from which it is known not to occur: a later search from
    /// there on fails at once, so many `<?` or `<xmp>` that nothing closes do not each read to the end.
    private var absentFrom: [String: Int] = [:]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
    mutating func advance() { index += 1 }
    /// Where the next read starts, as an offset in the input's bytes.
    var position: Int { index }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    private func starts(with pattern: [UInt8], at position: Int) -> Bool {
        guard position + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where Self.lower(bytes[position + offset]) != byte { return false }
        return true
    }

    private func starts(with text: String, at position: Int) -> Bool { starts(with: Array(text.utf8), at: position) }

    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

    /// Where `text` (lower-case) next occurs at or after `start`, ignoring case; nil when it does not.
    private mutating func find(_ text: String, from start: Int) -> Int? {
        if let absent = absentFrom[text], start >= absent { return nil }
        let pattern = Array(text.utf8)
        var position = start
        while position < bytes.count {
            steps += 1
            if starts(with: pattern, at: position) { return position }
            position += 1
        }
        absentFrom[text] = min(absentFrom[text] ?? start, start)
        return nil
    }

    /// Reads the markup at a `<`; on `.text` only the `<` is consumed.
    mutating func readMarkup() -> Markup {
        let start = index
        if starts(with: "<!--", at: start) {
            if let end = find("-->", from: start + 4) {
                index = end + 3
                return .comment(closed: true)
            }
            index = bytes.count
            return .comment(closed: false)
        }
        // As CommonMark reads them: a processing instruction ends at `?>`, a CDATA section at `]]>`, a declaration
        // (`<!` and a letter) at `>`; one never closed is text. A browser ends the first two at the first `>`
        // already: removing up to the later end removes more, never less.
        for (opener, closer) in [("<?", "?>"), ("<![cdata[", "]]>")] where starts(with: opener, at: start) {
            return readDeclaration(from: start, contentStart: start + opener.utf8.count, closer: closer)
        }
        if starts(with: "<!", at: start), start + 2 < bytes.count, Self.isLetter(bytes[start + 2]) {
            return readDeclaration(from: start, contentStart: start + 2, closer: ">")
        }
        if starts(with: "<!", at: start) {
            // `<!>`, `<!-x>`: a browser reads a comment up to the first `>`.
            index = (find(">", from: start).map { $0 + 1 }) ?? bytes.count
            return .declaration
        }
        let isEnd = starts(with: "</", at: start)
        let nameStart = start + (isEnd ? 2 : 1)
        guard nameStart < bytes.count, Self.isLetter(bytes[nameStart]),
            let (nameEnd, attributes, close) = readTag(afterFirstLetterAt: nameStart)
        else {
            // Not a tag, or never closed: a browser would swallow what follows into this tag, so show it as text.
            index = start + 1
            return .text
        }
        index = close + 1
        let name = text(nameStart..<nameEnd, lowercased: true)
        if isEnd { return .endTag(name) }
        return .startTag(name, attributes.map { (text($0.name, lowercased: true), $0.value.map { text($0, lowercased: false) }) })
    }

    private mutating func readDeclaration(from start: Int, contentStart: Int, closer: String) -> Markup {
        guard let end = find(closer, from: contentStart) else {
            index = start + 1
            return .text
        }
        index = end + closer.utf8.count
        return .declaration
    }

    private func text(_ range: Range<Int>, lowercased: Bool) -> String {
        lowercased ? String(decoding: bytes[range].map(Self.lower), as: UTF8.self) : String(decoding: bytes[range], as: UTF8.self)
    }

    /// Reads a tag whose name's first letter is at `nameStart`: where the name ends, the attributes and the
    /// closing `>`; nil when the input ends first.
    ///
    /// An attribute name's first character may be anything but a space, `/` or `>` (even `=`); after it the
    /// name runs to a space, `/`, `>` or `=`. A value is quoted, or runs to a space or `>`.
    private mutating func readTag(afterFirstLetterAt nameStart: Int) -> (Int, [AttributeRange], Int)? {
        var state = TagState.name
        var position = nameStart + 1
        var nameEnd = position
        var attributes: [AttributeRange] = []
        var attributeStart = position
        var attributeEnd = position
        var valueStart = position
        trail.removeAll(keepingCapacity: true)
        while position < bytes.count {
            if !unclosedFrom.isEmpty, unclosedFrom[position] & state.bit != 0 { break }
            steps += 1
            trail.append((position, state))
            let byte = bytes[position]
            switch state {
            case .name:
                if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") {
                    nameEnd = position
                    state = .beforeAttribute
                } else {
                    position += 1
                }
            case .beforeAttribute:
                if byte == UInt8(ascii: ">") { return (nameEnd, attributes, position) }
                if !Self.isSpace(byte), byte != UInt8(ascii: "/") {
                    attributeStart = position
                    state = .attributeName
                }
                position += 1
            case .attributeName:
                if Self.isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=") {
                    attributeEnd = position
                    state = .afterAttributeName
                } else {
                    position += 1
                }
            case .afterAttributeName:
                if Self.isSpace(byte) {
                    position += 1
                } else if byte == UInt8(ascii: "=") {
                    position += 1
                    state = .beforeValue
                } else {
                    // No value: what follows is read as from between attributes (spaces already skipped).
                    attributes.append(AttributeRange(name: attributeStart..<attributeEnd, value: nil))
                    state = .beforeAttribute
                }
            case .beforeValue:
                if Self.isSpace(byte) {
                    position += 1
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    position += 1
                    valueStart = position
                    state = byte == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted
                } else {
                    valueStart = position
                    state = .unquoted
                }
            case .doubleQuoted, .singleQuoted:
                if byte == (state == .doubleQuoted ? UInt8(ascii: "\"") : UInt8(ascii: "'")) {
                    attributes.append(AttributeRange(name: attributeStart..<attributeEnd, value: valueStart..<position))
                    state = .beforeAttribute
                }
                position += 1
            case .unquoted:
                if Self.isSpace(byte) || byte == UInt8(ascii: ">") {
                    attributes.append(AttributeRange(name: attributeStart..<attributeEnd, value: valueStart..<position))
                    state = .beforeAttribute
                } else {
                    position += 1
                }
            }
        }
        // The input ended, or a state already known to reach its end was reached, before any `>`.
        if unclosedFrom.isEmpty { unclosedFrom = [UInt8](repeating: 0, count: bytes.count) }
        for (position, state) in trail { unclosedFrom[position] |= state.bit }
        return nil
    }

    /// Skips everything up to and including `</name…>` and returns true; false, moving nowhere, when the rest of
    /// the input has no `</name`.
    mutating func skipPast(endTag name: String) -> Bool {
        guard let end = find("</" + name, from: index) else { return false }
        index = (find(">", from: end).map { $0 + 1 }) ?? bytes.count
        return true
    }

    /// Skips the rest of the input.
    mutating func skipToEnd() { index = bytes.count }
}
