/// Plain text of rendered body HTML, cut at headings that carry an id (H2–H6), for search sections and snippets.
enum SearchHTMLText {
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
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: ">") { j += 1 }
                let tagBytes = bytes[(i + 1)..<min(j, bytes.count)]
                i = j + 1
                let name = tagName(tagBytes)
                let kind = TagKind(name)
                if kind == .headingOpen, let id = attribute("id", in: String(decoding: tagBytes, as: UTF8.self)) {
                    sections[sections.count - 1].text = collapse(text)
                    text = []
                    headingText = []
                    headingId = id
                } else if kind == .headingClose, let title = headingText {
                    sections.append(.init(anchor: headingId, title: collapse(title), text: ""))
                    headingText = nil
                    headingId = nil
                } else if name == "a",
                    attribute("class", in: String(decoding: tagBytes, as: UTF8.self))?.split(separator: " ").contains("heading-anchor")
                        == true
                {
                    skipDepth += 1
                } else if name == "/a", skipDepth > 0 {
                    skipDepth -= 1
                } else if kind != .other || name.hasPrefix("h") || name.hasPrefix("/h") {
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

        init(_ name: String) {
            switch name {
            case "h2", "h3", "h4", "h5", "h6": self = .headingOpen
            case "/h2", "/h3", "/h4", "/h5", "/h6": self = .headingClose
            case "p", "/p", "li", "/li", "br", "td", "th", "/td", "/th", "tr", "/tr", "div", "/div", "pre", "/pre": self = .breaking
            default: self = .other
            }
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

    /// `collapse` on bytes: ASCII text without carriage returns splits the same way byte by byte.
    static func collapse(_ bytes: [UInt8]) -> String {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return collapse(String(decoding: bytes, as: UTF8.self)) }
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
