/// Escapes text for HTML element content and quoted attribute values.
///
/// Replaces `&` `<` `>` `"` `'` with `&amp;` `&lt;` `&gt;` `&quot;` `&#39;`, which is what the
/// Mustache spec's escaping tests expect for the first four and safe in single-quoted attributes.
public enum HTMLEscaper {
    /// Returns `text` with the five HTML-significant characters replaced by entities.
    public static func escape(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        append(text, to: &output)
        return output
    }

    /// Appends `text`, escaped, to `output`, copying runs without special characters in one piece.
    public static func append(_ text: String, to output: inout String) {
        // Most text (titles, links, ids) has nothing to escape: found by one scan of its bytes.
        var scanned = text
        let clean = scanned.withUTF8 { bytes in
            !bytes.contains { $0 == 0x26 || $0 == 0x3C || $0 == 0x3E || $0 == 0x22 || $0 == 0x27 }
        }
        if clean {
            output.append(text)
            return
        }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 16)
        append(text, toUTF8: &escaped)
        output.append(String(decoding: escaped, as: UTF8.self))
    }

    /// Appends the UTF-8 of `text`, escaped, to `output`.
    public static func append(_ text: String, toUTF8 output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let entity: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
