/// Escapes text for a quoted JavaScript (or JSON) string inside a `<script>` element, so that the text can end
/// neither the string nor the element.
///
/// Writes `\uXXXX` for both quotes, the backtick, the backslash, `<`, `>`, `&`, every control character and
/// the line terminators U+2028 and U+2029; everything else is copied. What it writes holds no character that
/// HTML reads in a script (`<`, `&`), so it is also safe where a browser decodes references (SVG's `<script>`).
enum JavaScriptEscaper {
    /// Appends the UTF-8 of `text`, escaped, to `output`.
    static func append(_ text: String, toUTF8 output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var scalar: UInt32?
                var length = 1
                switch byte {
                case 0x00...0x1F, 0x7F, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "\\"),
                    UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"):
                    scalar = UInt32(byte)
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] | 1) == 0xA9:
                    // U+2028 and U+2029 (E2 80 A8, E2 80 A9) end a line in JavaScript.
                    scalar = 0x2000 + UInt32(bytes[index + 2] - 0x80)
                    length = 3
                default:
                    break
                }
                if let scalar {
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    appendUnicodeEscape(scalar, to: &output)
                    runStart = index + length
                }
                index += length
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// `\u` and four upper-case hexadecimal digits.
    private static func appendUnicodeEscape(_ scalar: UInt32, to output: inout [UInt8]) {
        let digits = Array("0123456789ABCDEF".utf8)
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) { output.append(digits[Int((scalar >> UInt32(shift)) & 0xF)]) }
    }
}
