/// The member names of a JSON object's top level, read from its text, to find one given twice.
///
/// `JSONSerialization` keeps the last of two members with one name, and another reader (a proxy, a log) may keep
/// the first: a message such as `{"id":1,…,"id":2}` would be answered as another request than the one checked.
/// The scan is one pass over the text and keeps only the top level's names; it expects text `JSON(parsing:)` has
/// already accepted.
enum JSONMemberNames {
    /// The first name that the top-level object of `bytes` gives twice (escapes decoded), or nil.
    static func firstDuplicate(in bytes: [UInt8]) -> String? {
        var seen: Set<String> = []
        var depth = 0
        var index = 0
        // Whether the next string at depth 1 is a member name (after `{` or `,`) rather than a value.
        var expectsName = false
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let (text, end) = string(in: bytes, from: index)
                if depth == 1, expectsName {
                    if !seen.insert(text).inserted { return text }
                    expectsName = false
                }
                index = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                if depth == 1 { expectsName = byte == UInt8(ascii: "{") }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 1 { expectsName = true }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// The string starting at the quote at `start`, decoded, and the index after its closing quote.
    static func string(in bytes: [UInt8], from start: Int) -> (String, Int) {
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        var index = start + 1
        var pendingHigh: UInt32?
        func flush() {
            if !raw.isEmpty { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars) }
            raw.removeAll(keepingCapacity: true)
        }
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                raw.append(bytes[index])
                index += 1
                continue
            }
            flush()
            let escaped = bytes[index + 1]
            index += 2
            guard escaped == UInt8(ascii: "u"), index + 4 <= bytes.count,
                let unit = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16)
            else {
                let simple: [UInt8: Unicode.Scalar] = [
                    UInt8(ascii: "n"): "\n", UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r", UInt8(ascii: "b"): "\u{8}",
                    UInt8(ascii: "f"): "\u{C}",
                ]
                scalars.append(simple[escaped] ?? Unicode.Scalar(escaped))
                continue
            }
            index += 4
            if (0xD800...0xDBFF).contains(unit) {
                pendingHigh = unit
            } else if (0xDC00...0xDFFF).contains(unit), let high = pendingHigh {
                scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) ?? "\u{FFFD}")
                pendingHigh = nil
            } else {
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }
        flush()
        return (String(scalars), index + 1)
    }
}
