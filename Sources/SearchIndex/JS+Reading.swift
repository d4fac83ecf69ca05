/// Reading back what `JS` wrote: only its own spelling is accepted, so a list that reads is byte for byte
/// the one `JS.appendArray` writes for the strings read, and need not be written again to be compared.
extension JS {
    /// The strings of `bytes` when they are exactly `appendArray(strings)`'s bytes; nil for anything else
    /// (another escape for the same character, a character it escapes left as it is, a space, bytes that
    /// are not UTF-8).
    static func canonicalStrings(_ bytes: UnsafeRawBufferPointer) -> [String]? {
        var reader = Reader(bytes: bytes)
        guard reader.take(UInt8(ascii: "[")) else { return nil }
        var strings: [String] = []
        if reader.take(UInt8(ascii: "]")) { return reader.atEnd ? strings : nil }
        repeat {
            guard let string = reader.string() else { return nil }
            strings.append(string)
        } while reader.take(UInt8(ascii: ","))
        guard reader.take(UInt8(ascii: "]")), reader.atEnd else { return nil }
        return strings
    }

    private struct Reader {
        let bytes: UnsafeRawBufferPointer
        var position = 0
        var decoded: [UInt8] = []

        var atEnd: Bool { position == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// One string literal as `JS.append` writes it.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")), let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            // Most strings have nothing escaped: a run up to the closing quote is the string as it is.
            let start = position
            var index = position
            while index < bytes.count {
                let byte = base[index]
                if byte == UInt8(ascii: "\"") {
                    position = index + 1
                    return String(validating: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
                }
                if JS.needsEscape(byte) { break }
                index += 1
            }
            decoded.removeAll(keepingCapacity: true)
            while position < bytes.count {
                let byte = bytes[position]
                switch byte {
                case UInt8(ascii: "\""):
                    position += 1
                    return decoded.withUnsafeBufferPointer { String(validating: $0, as: UTF8.self) }
                case UInt8(ascii: "\\"):
                    guard let escaped = escape() else { return nil }
                    decoded.append(contentsOf: escaped)
                case 0xE2:
                    // U+2028 and U+2029 are always escaped; other characters starting with 0xE2 never are.
                    if position + 2 < bytes.count, bytes[position + 1] == 0x80, bytes[position + 2] == 0xA8 || bytes[position + 2] == 0xA9 {
                        return nil
                    }
                    decoded.append(byte)
                    position += 1
                case _ where byte < 0x20 || byte == UInt8(ascii: "<"):
                    return nil
                default:
                    decoded.append(byte)
                    position += 1
                }
            }
            return nil
        }

        /// The bytes of the escape at `position`, when it is the one `JS.append` writes for them.
        private mutating func escape() -> [UInt8]? {
            guard position + 1 < bytes.count else { return nil }
            let letter = bytes[position + 1]
            position += 2
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): return [letter]
            case UInt8(ascii: "n"): return [0x0A]
            case UInt8(ascii: "r"): return [0x0D]
            case UInt8(ascii: "t"): return [0x09]
            case UInt8(ascii: "u"):
                guard position + 4 <= bytes.count else { return nil }
                let digits = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + 4)]), as: UTF8.self)
                position += 4
                switch digits {
                case "003c": return [UInt8(ascii: "<")]
                case "2028": return [0xE2, 0x80, 0xA8]
                case "2029": return [0xE2, 0x80, 0xA9]
                default:
                    // A control character other than the three with their own escape, in lowercase hex.
                    let lowercaseHex = digits.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
                    guard lowercaseHex, digits.hasPrefix("00"), let value = UInt8(digits.dropFirst(2), radix: 16), value < 0x20,
                        value != 0x0A, value != 0x0D, value != 0x09
                    else { return nil }
                    return [value]
                }
            default: return nil
            }
        }
    }
}
