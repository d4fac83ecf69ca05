/// Reads the character references in an attribute value the way a browser does before it reads a URL, so
/// `jav&#x61;script:` and `java&Tab;script:` are judged as `javascript:`.
///
/// It knows every named reference that stands for an ASCII character (checked against the HTML5 table of 2,231
/// names), and `nbsp`. Any other well-formed named reference (`&eacute;`) is kept as written rather than guessed:
/// a browser reads it as a character outside ASCII, or as the text it is when the name is not in the table, and
/// neither can spell a URL's scheme, a `//` or one of the theme's ids, which are ASCII.
enum HTMLEntityDecoder {
    /// A run of an attribute value.
    enum Piece: Hashable {
        /// Text with its references decoded.
        case text(String)
        /// A well-formed named reference the decoder does not know, as written (`&eacute;`).
        case reference(String)
    }

    static let named: [String: String] = [
        "Tab": "\t", "NewLine": "\n", "excl": "!", "quot": "\"", "QUOT": "\"", "num": "#", "dollar": "$", "percnt": "%",
        "amp": "&", "AMP": "&", "apos": "'", "lpar": "(", "rpar": ")", "ast": "*", "midast": "*", "plus": "+", "comma": ",",
        "period": ".", "sol": "/", "colon": ":", "semi": ";", "lt": "<", "LT": "<", "nvlt": "<\u{20D2}", "equals": "=",
        "bne": "=\u{20E5}", "gt": ">", "GT": ">", "nvgt": ">\u{20D2}", "quest": "?", "commat": "@", "lsqb": "[",
        "lbrack": "[", "bsol": "\\", "rsqb": "]", "rbrack": "]", "Hat": "^", "lowbar": "_", "UnderBar": "_", "grave": "`",
        "DiacriticalGrave": "`", "fjlig": "fj", "lcub": "{", "lbrace": "{", "verbar": "|", "vert": "|", "VerticalLine": "|",
        "rcub": "}", "rbrace": "}", "nbsp": "\u{A0}",
    ]
    /// Names a browser also reads without their `;`, when neither a letter, a digit nor `=` follows.
    static let legacy: Set<String> = ["amp", "AMP", "lt", "LT", "gt", "GT", "quot", "QUOT", "nbsp"]

    /// The value as text runs and the named references kept as written.
    static func pieces(_ value: String) -> [Piece] {
        let bytes = Array(value.utf8)
        guard bytes.contains(UInt8(ascii: "&")) else { return [.text(value)] }
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "&") else {
                text.append(bytes[index])
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "#"), let (scalar, end) = numeric(bytes, from: index + 2) {
                text += Array(String(Character(scalar)).utf8)
                index = end
                continue
            }
            var end = index + 1
            while end < bytes.count, isAlphanumeric(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            let hasSemicolon = end < bytes.count && bytes[end] == UInt8(ascii: ";")
            if hasSemicolon, let decoded = named[name] {
                text += Array(decoded.utf8)
                index = end + 1
            } else if hasSemicolon, end > index + 1, isLetter(bytes[index + 1]) {
                if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
                text.removeAll()
                pieces.append(.reference(String(decoding: bytes[index...end], as: UTF8.self)))
                index = end + 1
            } else if !hasSemicolon, legacy.contains(name), end == bytes.count || bytes[end] != UInt8(ascii: "=") {
                text += Array(named[name, default: ""].utf8)
                index = end
            } else {
                text.append(UInt8(ascii: "&"))
                index += 1
            }
        }
        if !text.isEmpty || pieces.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
        return pieces
    }

    /// The character of a numeric reference whose digits (`x` first for hex) start at `start`, and where it
    /// ends (after an optional `;`); nil without digits. Zero, surrogates and values past U+10FFFF read as U+FFFD.
    private static func numeric(_ bytes: [UInt8], from start: Int) -> (Unicode.Scalar, Int)? {
        var index = start
        let isHex = index < bytes.count && (bytes[index] == UInt8(ascii: "x") || bytes[index] == UInt8(ascii: "X"))
        if isHex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.count, let digit = digitValue(bytes[index], hex: isHex) {
            // Past U+10FFFF the value stays there: more digits cannot bring it back (leading zeros never get there).
            value = min(value * (isHex ? 16 : 10) + digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (scalar ?? "\u{FFFD}", index)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) }
}
