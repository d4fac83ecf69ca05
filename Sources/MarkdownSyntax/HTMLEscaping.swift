/// Escaping for text and attribute values in generated HTML.
package enum HTMLEscaping {
    /// Escapes `& < > "` for element text.
    package static func text(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// Escapes `& < > " '` for a quoted attribute value.
    package static func attribute(_ s: String) -> String {
        text(s).replacingOccurrences(of: "'", with: "&#39;")
    }

    /// Percent-encodes what may not appear raw in a URL (spaces, controls, non-ASCII), then attribute-escapes.
    package static func href(_ url: String) -> String {
        var out = ""
        for byte in url.utf8 {
            if byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "`")
            {
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            } else {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return attribute(out)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
