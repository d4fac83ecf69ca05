/// The last line against script in links: which URLs a template may write into a URL attribute (`href`,
/// `src`, …) when a variable makes part of the value. Relative URLs, fragments, `http:`, `https:`, `mailto:`,
/// `tel:` and `data:` images pass; any other scheme (`javascript:`, `vbscript:`, `data:text/html`, `file:`,
/// or one a browser hands to another program) is replaced by `#` with a warning, whatever the value came
/// from: a file name, an id, front matter, the configuration.
///
/// The value is judged as a browser reads it: character references decoded (`&#58;` is a colon), leading
/// spaces and control characters dropped, tabs and line breaks removed, letters compared without case.
enum TemplateURLPolicy {
    static let allowedSchemes: Set<String> = ["http", "https", "mailto", "tel"]
    static let allowedDataPrefixes = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]

    /// The scheme `value` (an attribute value as written into the page, before character references are
    /// decoded) starts with when it is not allowed; nil for an allowed or a relative URL.
    static func blockedScheme(_ value: ArraySlice<UInt8>) -> String? {
        var scheme: [UInt8] = []
        var reader = Reader(bytes: value)
        // Up to the colon: the scheme's letters, digits, `+`, `-` and `.`, starting with a letter.
        while let byte = reader.next() {
            if byte == UInt8(ascii: ":") {
                guard !scheme.isEmpty else { return nil }
                let name = String(decoding: scheme, as: UTF8.self)
                if allowedSchemes.contains(name) { return nil }
                guard name == "data" else { return name }
                return isAllowedData(&reader) ? nil : name
            }
            let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
            let isLetter = (0x61...0x7A).contains(lower)
            let isSchemeCharacter = isLetter || (0x30...0x39).contains(lower) || lower == 0x2B || lower == 0x2D || lower == 0x2E
            guard scheme.isEmpty ? isLetter : isSchemeCharacter else { return nil }
            scheme.append(lower)
        }
        return nil
    }

    /// Whether what follows `data:` makes an allowed image.
    private static func isAllowedData(_ reader: inout Reader) -> Bool {
        var rest: [UInt8] = Array("data:".utf8)
        let longest = allowedDataPrefixes.map(\.utf8.count).max() ?? 0
        while rest.count < longest, let byte = reader.next() { rest.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) }
        return allowedDataPrefixes.contains { rest.starts(with: $0.utf8) }
    }

    /// The characters of an attribute value as a browser's URL parser receives them: references decoded,
    /// leading spaces and controls skipped, tabs and line breaks left out. Unknown references stay as written.
    struct Reader {
        let bytes: ArraySlice<UInt8>
        var index: Int
        var started = false

        init(bytes: ArraySlice<UInt8>) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        /// References that decode to a character a scheme test cares about: the colon and what is left out.
        private static let named: [String: UInt32] = [
            "colon": 0x3A, "tab": 0x09, "newline": 0x0A, "amp": 0x26, "lt": 0x3C, "gt": 0x3E, "quot": 0x22, "apos": 0x27,
            "sol": 0x2F, "quest": 0x3F, "num": 0x23, "period": 0x2E, "plus": 0x2B,
        ]

        mutating func next() -> UInt8? {
            while index < bytes.endIndex {
                var scalar = UInt32(bytes[index])
                if bytes[index] == UInt8(ascii: "&"), let (decoded, end) = reference(at: index) {
                    scalar = decoded
                    index = end
                } else {
                    index += 1
                }
                if scalar == 0x09 || scalar == 0x0A || scalar == 0x0D { continue }
                if !started, scalar <= 0x20 { continue }
                started = true
                // Anything beyond ASCII ends a scheme; 0xFF stands for it.
                return scalar < 0x80 ? UInt8(scalar) : 0xFF
            }
            return nil
        }

        /// The character of the reference at `start` (`&#58;`, `&#x3A`, `&colon;`) and where it ends.
        private func reference(at start: Int) -> (UInt32, Int)? {
            var position = start + 1
            guard position < bytes.endIndex else { return nil }
            if bytes[position] == UInt8(ascii: "#") {
                position += 1
                let hex = position < bytes.endIndex && (bytes[position] | 0x20) == UInt8(ascii: "x")
                if hex { position += 1 }
                var value: UInt32 = 0
                var digits = 0
                while position < bytes.endIndex, let digit = Self.digit(bytes[position], hex: hex) {
                    value = min(value * (hex ? 16 : 10) + digit, 0x11_0000)
                    digits += 1
                    position += 1
                }
                guard digits > 0 else { return nil }
                if position < bytes.endIndex, bytes[position] == UInt8(ascii: ";") { position += 1 }
                return (value == 0 || value > 0x10_FFFF ? 0xFFFD : value, position)
            }
            var name: [UInt8] = []
            while position < bytes.endIndex, name.count < 10,
                (0x41...0x5A).contains(bytes[position]) || (0x61...0x7A).contains(bytes[position])
            {
                name.append(bytes[position] | 0x20)
                position += 1
            }
            guard position < bytes.endIndex, bytes[position] == UInt8(ascii: ";"),
                let value = Self.named[String(decoding: name, as: UTF8.self)]
            else { return nil }
            return (value, position + 1)
        }

        private static func digit(_ byte: UInt8, hex: Bool) -> UInt32? {
            if (0x30...0x39).contains(byte) { return UInt32(byte - 0x30) }
            let lower = byte | 0x20
            if hex, (0x61...0x66).contains(lower) { return UInt32(lower - 0x61 + 10) }
            return nil
        }
    }
}
