/// Reads HTML markup the way browsers split it: tags with quoted and unquoted attribute values,
/// case-insensitive names, comments and declarations. Used by `HTMLSanitizer`.
struct HTMLTagScanner {
    enum Markup {
        /// A `<` that starts no markup (or a tag never closed with `>`): shown as text.
        case text
        case comment(closed: Bool)
        case declaration
        case startTag(String, [(name: String, value: String?)])
        case endTag(String)
    }

    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
    mutating func advance() { index += 1 }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }

    private func starts(with text: String, at position: Int) -> Bool {
        let pattern = Array(text.utf8)
        guard position + pattern.count <= bytes.count else { return false }
        for (offset, byte) in pattern.enumerated() where Self.lower(bytes[position + offset]) != byte { return false }
        return true
    }

    private static func lower(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 0x20 : byte }

    private func find(_ text: String, from position: Int) -> Int? {
        var position = position
        while position < bytes.count {
            if starts(with: text, at: position) { return position }
            position += 1
        }
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
        if starts(with: "<!", at: start) || starts(with: "<?", at: start) {
            index = (find(">", from: start).map { $0 + 1 }) ?? bytes.count
            return .declaration
        }
        let isEnd = starts(with: "</", at: start)
        var position = start + (isEnd ? 2 : 1)
        guard position < bytes.count, Self.isLetter(bytes[position]) else {
            index = start + 1
            return .text
        }
        let nameStart = position
        while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: "/"),
            bytes[position] != UInt8(ascii: ">")
        {
            position += 1
        }
        let name = String(decoding: bytes[nameStart..<position].map(Self.lower), as: UTF8.self)
        var attributes: [(name: String, value: String?)] = []
        while true {
            while position < bytes.count, Self.isSpace(bytes[position]) || bytes[position] == UInt8(ascii: "/") { position += 1 }
            guard position < bytes.count else {
                // Never closed: a browser would swallow what follows into this tag, so show it as text.
                index = start + 1
                return .text
            }
            if bytes[position] == UInt8(ascii: ">") { break }
            let attributeStart = position
            position += 1  // The first character may be '='.
            while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: "/"),
                bytes[position] != UInt8(ascii: ">"), bytes[position] != UInt8(ascii: "=")
            {
                position += 1
            }
            let attributeName = String(decoding: bytes[attributeStart..<position].map(Self.lower), as: UTF8.self)
            var probe = position
            while probe < bytes.count, Self.isSpace(bytes[probe]) { probe += 1 }
            var value: String?
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "=") {
                probe += 1
                while probe < bytes.count, Self.isSpace(bytes[probe]) { probe += 1 }
                if probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") || bytes[probe] == UInt8(ascii: "'") {
                    let quote = bytes[probe]
                    guard let close = bytes[(probe + 1)...].firstIndex(of: quote) else {
                        index = start + 1
                        return .text
                    }
                    value = String(decoding: bytes[(probe + 1)..<close], as: UTF8.self)
                    position = close + 1
                } else {
                    let valueStart = probe
                    while probe < bytes.count, !Self.isSpace(bytes[probe]), bytes[probe] != UInt8(ascii: ">") { probe += 1 }
                    value = String(decoding: bytes[valueStart..<probe], as: UTF8.self)
                    position = probe
                }
            }
            attributes.append((attributeName, value))
        }
        index = position + 1
        return isEnd ? .endTag(name) : .startTag(name, attributes)
    }

    /// Skips everything up to and including `</name…>`, or to the end when there is none.
    mutating func skipPast(endTag name: String) {
        guard let end = find("</" + name, from: index) else {
            index = bytes.count
            return
        }
        index = (find(">", from: end).map { $0 + 1 }) ?? bytes.count
    }
}
