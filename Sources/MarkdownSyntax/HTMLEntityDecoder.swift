/// Decodes character references in an attribute value the way a browser does before it reads a URL,
/// so `jav&#x61;script:` and `java&Tab;script:` are judged as `javascript:`.
enum HTMLEntityDecoder {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "colon": ":", "tab": "\t", "newline": "\n",
        "nbsp": "\u{A0}", "sol": "/", "lpar": "(", "rpar": ")", "period": ".", "comma": ",", "semi": ";", "equals": "=",
    ]

    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            rest = rest[rest.index(after: amp)...]
            if let (decoded, length) = reference(rest) {
                out += decoded
                rest = rest.dropFirst(length)
            } else {
                out += "&"
            }
        }
        return out + rest
    }

    /// The character a reference (after its `&`) stands for, and how many characters it spans; a missing `;` is allowed.
    private static func reference(_ text: Substring) -> (String, Int)? {
        if text.first == "#" {
            var digits = text.dropFirst()
            var radix = 10
            if digits.first == "x" || digits.first == "X" {
                radix = 16
                digits = digits.dropFirst()
            }
            let number = digits.prefix { $0.isHexDigit && (radix == 16 || $0.isNumber) }
            guard !number.isEmpty else { return nil }
            let length = text.count - digits.count + number.count + (digits.dropFirst(number.count).first == ";" ? 1 : 0)
            let value = UInt32(number.prefix(8), radix: radix) ?? 0xFFFD
            return (String(Unicode.Scalar(value).map(Character.init) ?? "\u{FFFD}"), length)
        }
        let name = text.prefix { $0.isLetter }
        guard let decoded = named[name.lowercased()] else { return nil }
        return (decoded, name.count + (text.dropFirst(name.count).first == ";" ? 1 : 0))
    }
}
