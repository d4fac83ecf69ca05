/// Swift string literals that evaluate to exactly a given text.
enum SwiftLiteral {
    /// A literal for `text`: a multi-line raw literal, readable in the generated file, when the text's line
    /// breaks are all `\n` (a multi-line literal turns `\r\n` into `\n`); an escaped one-line literal otherwise.
    static func string(_ text: String) -> String {
        if text.unicodeScalars.contains(where: { $0 == "\r" || $0.value == 0x7F || ($0.value < 0x20 && $0 != "\n" && $0 != "\t") }) {
            return escaped(text)
        }
        // One `#` more than the longest run in the text, so no `"` or `\` in it can end the literal or
        // start an escape.
        let hashes = String(repeating: "#", count: longestRun(of: "#", in: text) + 1)
        // The line break before the closing delimiter is not part of the string, and a closing delimiter
        // at column 0 strips no indentation.
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }

    /// A one-line literal with every character outside printable ASCII escaped.
    static func escaped(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case " "..."~": result.unicodeScalars.append(scalar)
            default: result += "\\u{" + String(scalar.value, radix: 16) + "}"
            }
        }
        return result + "\""
    }

    static func longestRun(of character: Unicode.Scalar, in text: String) -> Int {
        var longest = 0
        var current = 0
        for c in text.unicodeScalars {
            current = c == character ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
