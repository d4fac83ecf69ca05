import Guidelines

/// Plain text of rendered body HTML, cut at headings that carry an id (H2–H6), for search sections and snippets.
/// What lies between `SearchSkipMarkers` (a color table's swatches) is not text: it breaks the text like a block.
enum SearchHTMLText {
    static let skipStart = Array(SearchSkipMarkers.start.utf8)
    static let skipEnd = Array(SearchSkipMarkers.end.utf8)

    /// Whether `bytes` hold `marker` at `index`.
    static func holds(_ marker: [UInt8], in bytes: [UInt8], at index: Int) -> Bool {
        guard index + marker.count <= bytes.count else { return false }
        for offset in marker.indices where bytes[index + offset] != marker[offset] { return false }
        return true
    }

    /// The index just past the first `marker` at or after `from`, or `bytes.count` when there is none.
    static func end(of marker: [UInt8], in bytes: [UInt8], from: Int) -> Int {
        var index = from
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0], holds(marker, in: bytes, at: index) { return index + marker.count }
            index += 1
        }
        return bytes.count
    }

    /// Section 0 is the text before the first heading, titled `firstTitle`; each heading with an id starts a section.
    static func sections(of html: String, firstTitle: String) -> [SearchDocument.Section] {
        var sections = [SearchDocument.Section(anchor: nil, title: firstTitle, text: "")]
        // Works on UTF-8 bytes: tags and entities are ASCII, and text is copied byte for byte.
        let bytes = Array(html.utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var headingText: [UInt8]?
        var headingId: String?
        var skipDepth = 0  // inside <a class="heading-anchor">, whose "#" is not content
        var i = 0
        func appendText(_ s: some Collection<UInt8>) {
            if skipDepth > 0 { return }
            if headingText != nil { headingText!.append(contentsOf: s) } else { text.append(contentsOf: s) }
        }
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "<") {
                if bytes.count > i + 4, bytes[i + 1] == UInt8(ascii: "!"), holds(skipStart, in: bytes, at: i) {
                    i = end(of: skipEnd, in: bytes, from: i + skipStart.count)
                    appendText(CollectionOfOne(UInt8(ascii: " ")))
                    continue
                }
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: ">") { j += 1 }
                let tagBytes = bytes[(i + 1)..<min(j, bytes.count)]
                i = j + 1
                let name = TagName(tagBytes)
                let kind = name.kind
                if kind == .headingOpen, let id = attribute("id", in: String(decoding: tagBytes, as: UTF8.self)) {
                    sections[sections.count - 1].text = collapse(text)
                    text = []
                    headingText = []
                    headingId = id
                } else if kind == .headingClose, let title = headingText {
                    sections.append(.init(anchor: headingId, title: collapse(title), text: ""))
                    headingText = nil
                    headingId = nil
                } else if name.isAnchorOpen,
                    attribute("class", in: String(decoding: tagBytes, as: UTF8.self))?.split(separator: " ").contains("heading-anchor")
                        == true
                {
                    skipDepth += 1
                } else if name.isAnchorClose, skipDepth > 0 {
                    skipDepth -= 1
                } else if kind != .other || name.startsWithH {
                    appendText(CollectionOfOne(UInt8(ascii: " ")))
                }
                continue
            }
            if c == UInt8(ascii: "&") {
                // Up to 12 scalars, like the scalar loop this replaces.
                var j = i + 1
                var distance = 1
                while j < bytes.count, distance < 12, bytes[j] != UInt8(ascii: ";") {
                    j += 1
                    if j < bytes.count, bytes[j] & 0xC0 != 0x80 { distance += 1 }
                }
                if j < bytes.count, bytes[j] == UInt8(ascii: ";") {
                    let entity = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
                    if let decoded = decode(entity) {
                        appendText(Array(decoded.utf8))
                        i = j + 1
                        continue
                    }
                }
            }
            // A run of plain text, up to the next tag or entity, copied at once.
            var end = i + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") { end += 1 }
            appendText(bytes[i..<end])
            i = end
        }
        sections[sections.count - 1].text = collapse(text)
        return sections
    }

    /// What a tag name means for the text: a section heading opens or closes, the text breaks, or nothing.
    enum TagKind {
        case headingOpen, headingClose, breaking, other

        /// Every name with a kind other than `other`.
        static let names = [
            "h2", "h3", "h4", "h5", "h6", "/h2", "/h3", "/h4", "/h5", "/h6", "p", "/p", "li", "/li", "br", "td", "th", "/td",
            "/th", "tr", "/tr", "div", "/div", "pre", "/pre",
        ]

        init(_ name: String) {
            switch name {
            case "h2", "h3", "h4", "h5", "h6": self = .headingOpen
            case "/h2", "/h3", "/h4", "/h5", "/h6": self = .headingClose
            case "p", "/p", "li", "/li", "br", "td", "th", "/td", "/th", "tr", "/tr", "div", "/div", "pre", "/pre": self = .breaking
            default: self = .other
            }
        }
    }

    /// A tag's name as `sections` needs it: the lower-cased leading letters, digits and slashes (as `tagName`
    /// reads them), packed into a word when ASCII so that reading a tag allocates nothing; a name with
    /// non-ASCII letters is read by `tagName`.
    struct TagName {
        /// The name's first eight bytes, the first in the lowest byte.
        private var packed: UInt64 = 0
        private var count = 0
        /// The name read by `tagName`, for a name with non-ASCII letters.
        private var text: String?

        init(_ tag: ArraySlice<UInt8>) {
            for byte in tag {
                let lower: UInt8
                switch byte {
                case 0x80...:
                    text = SearchHTMLText.tagName(tag)
                    return
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"): lower = byte
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): lower = byte + 32
                default: return
                }
                if count < 8 { packed |= UInt64(lower) << (8 * UInt64(count)) }
                count += 1
            }
        }

        /// The packed name with its length in the top byte; names longer than seven bytes get 0 (no kind has one).
        private var key: UInt64 { count < 8 ? packed | UInt64(count) << 56 : 0 }

        private static func key(_ name: String) -> UInt64 {
            var packed = UInt64(name.utf8.count) << 56
            for (index, byte) in name.utf8.enumerated() { packed |= UInt64(byte) << (8 * UInt64(index)) }
            return packed
        }

        private static let kinds: [UInt64: TagKind] = {
            var kinds: [UInt64: TagKind] = [:]
            for name in TagKind.names { kinds[key(name)] = TagKind(name) }
            return kinds
        }()
        private static let anchorOpen = key("a")
        private static let anchorClose = key("/a")

        var kind: TagKind {
            if let text { return TagKind(text) }
            return Self.kinds[key] ?? .other
        }

        var isAnchorOpen: Bool { text.map { $0 == "a" } ?? (key == Self.anchorOpen) }
        var isAnchorClose: Bool { text.map { $0 == "/a" } ?? (key == Self.anchorClose) }

        /// `h…` or `/h…`.
        var startsWithH: Bool {
            if let text { return text.hasPrefix("h") || text.hasPrefix("/h") }
            let first = UInt8(truncatingIfNeeded: packed)
            let second = UInt8(truncatingIfNeeded: packed >> 8)
            return count > 0 && (first == UInt8(ascii: "h") || (count > 1 && first == UInt8(ascii: "/") && second == UInt8(ascii: "h")))
        }
    }

    /// The lower-cased leading letters, digits and slashes of a tag.
    static func tagName(_ tag: ArraySlice<UInt8>) -> String {
        var name: [UInt8] = []
        for byte in tag {
            if byte >= 0x80 {
                // Non-ASCII: as the String-based reader did.
                let lower = String(decoding: tag, as: UTF8.self).lowercased()
                return String(lower.prefix { $0.isLetter || $0.isNumber || $0 == "/" })
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"): name.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): name.append(byte + 32)
            default: return String(decoding: name, as: UTF8.self)
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// `collapse` on bytes. Splitting on the bytes gives what splitting on `Character`s does as long as every
    /// space, tab and line feed is a character of its own: no carriage return (CR LF is one character), and
    /// no non-ASCII neighbour that could join it (a combining mark after it, a prepended mark before it).
    /// Neighbours from the CJK blocks cannot, so Chinese and Japanese text stays on the byte path.
    static func collapse(_ bytes: [UInt8]) -> String {
        guard splitsByteWise(bytes) else { return collapse(String(decoding: bytes, as: UTF8.self)) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        for byte in bytes {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(0x20) }
                pendingSpace = false
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `collapse` may work on `bytes` (valid UTF-8) byte by byte.
    static func splitsByteWise(_ bytes: [UInt8]) -> Bool {
        var index = 0
        var previousIsASCII = true
        var previousStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0D { return false }
                if byte == 0x20 || byte == 0x0A || byte == 0x09 {
                    if !previousIsASCII, !joinsNothing(scalarAt: previousStart, in: bytes) { return false }
                    if index + 1 < bytes.count, bytes[index + 1] >= 0x80, !joinsNothing(scalarAt: index + 1, in: bytes) {
                        return false
                    }
                }
                previousIsASCII = true
                index += 1
            } else {
                previousIsASCII = false
                previousStart = index
                index += byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            }
        }
        return true
    }

    /// Whether the scalar starting at `start` is one that never joins a neighbouring space into one character:
    /// CJK ideographs, kana, CJK punctuation and full-width forms (no combining or prepended marks among them).
    static func joinsNothing(scalarAt start: Int, in bytes: [UInt8]) -> Bool {
        guard start + 2 < bytes.count, bytes[start] & 0xF0 == 0xE0 else { return false }
        let scalar =
            UInt32(bytes[start] & 0x0F) << 12 | UInt32(bytes[start + 1] & 0x3F) << 6 | UInt32(bytes[start + 2] & 0x3F)
        switch scalar {
        case 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x30A0...0x30FF, 0x4E00...0x9FFF, 0xFF01...0xFF60: return true
        default: return false
        }
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return sectionsDecoded(String(rest[..<end]))
    }

    static func sectionsDecoded(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "&")) else { return s }
        return s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static func decode(_ entity: String) -> String? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let v = UInt32(entity.dropFirst(2), radix: 16),
                let s = Unicode.Scalar(v)
            {
                return String(s)
            }
            if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()), let s = Unicode.Scalar(v) { return String(s) }
            return nil
        }
    }

    static func collapse(_ s: String) -> String {
        s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
