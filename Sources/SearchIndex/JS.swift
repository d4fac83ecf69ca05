/// JSON literals that are also safe inside an HTML `<script>` (no `</`, no raw U+2028/U+2029); used by the
/// search index and by the page checklist's data (`SiteRendering.RuleChecklistData`).
package enum JS {
    package static func string(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        append(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `string(text)` appended to `out`: runs that need no escape are copied whole.
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            out.append(UInt8(ascii: "\""))
            var copied = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard needsEscape(byte) else {
                    index += 1
                    continue
                }
                let escape: String
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = #"\""#
                case UInt8(ascii: "\\"): escape = #"\\"#
                case UInt8(ascii: "\n"): escape = #"\n"#
                case UInt8(ascii: "\r"): escape = #"\r"#
                case UInt8(ascii: "\t"): escape = #"\t"#
                case UInt8(ascii: "<"): escape = #"\u003c"#
                case 0xE2:
                    // U+2028 and U+2029 end a line in older JavaScript; other characters starting with 0xE2 stay.
                    guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else {
                        index += 1
                        continue
                    }
                    escape = bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
                    length = 3
                default:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                out.append(contentsOf: escape.utf8)
                index += length
                copied = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
            out.append(UInt8(ascii: "\""))
        }
    }

    /// `text` as a string literal, or `null`, appended to `out`.
    static func appendOptional(_ text: String?, to out: inout [UInt8]) {
        if let text { append(text, to: &out) } else { out.append(contentsOf: "null".utf8) }
    }

    /// One field of a record's tuple.
    enum Field {
        case string(String)
        case optional(String?)
        case strings([String])
        /// `1`: a flag that is set (a flag not set is left out).
        case flag
    }

    /// `[[a,b,…],[…]]`: each tuple an array of its fields, appended to `out`.
    static func appendTuples(_ tuples: [[Field]], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, fields) in tuples.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            for (position, field) in fields.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                switch field {
                case .string(let text): append(text, to: &out)
                case .optional(let text): appendOptional(text, to: &out)
                case .strings(let items): appendArray(items, to: &out)
                case .flag: out.append(UInt8(ascii: "1"))
                }
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `items` as an array of string literals, appended to `out`.
    static func appendArray(_ items: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            append(item, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Bytes that start an escape in `string`: quote, backslash, `<`, control characters, and 0xE2 (which
    /// begins U+2028 and U+2029; other characters starting with it are copied unchanged).
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<") || byte == 0xE2
    }

    static func number(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
}
