/// Escaping for text and attribute values in generated HTML.
package enum HTMLEscaping {
    /// Escapes `& < > "` for element text.
    package static func text(_ s: String) -> String {
        // The escaped characters are ASCII and UTF-8 never uses ASCII bytes inside a multi-byte scalar, so
        // escaping bytes gives the same text as escaping scalars, without building the result scalar by scalar.
        if let escaped = s.utf8.withContiguousStorageIfAvailable({ escapeText($0, original: s) }) { return escaped }
        return Array(s.utf8).withUnsafeBufferPointer { escapeText($0, original: s) }
    }

    private static func escapeText(_ bytes: UnsafeBufferPointer<UInt8>, original: String) -> String {
        guard var i = bytes.firstIndex(where: needsEscape) else { return original }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        out.append(contentsOf: bytes[..<i])
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            default: out.append(byte)
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
    }

    /// Escapes `& < > " '` for a quoted attribute value.
    package static func attribute(_ s: String) -> String {
        if let escaped = s.utf8.withContiguousStorageIfAvailable({ escapeASCIIAttribute($0, original: s) }), let escaped {
            return escaped
        }
        // Foundation's replacement, whose non-literal matching keeps a `'` followed by a combining mark.
        return FoundationSearch.replacing("'", with: "&#39;", in: text(s))
    }

    /// `attribute` of ASCII text without NUL in one pass, or nil for other text. There Foundation's search finds
    /// every `'` (no combining mark can follow one), and escaping `& < > "` first puts in no `'`.
    private static func escapeASCIIAttribute(_ bytes: UnsafeBufferPointer<UInt8>, original: String) -> String? {
        var needed = 0
        for byte in bytes {
            if byte == 0 || byte >= 0x80 { return nil }
            if needsEscape(byte) || byte == UInt8(ascii: "'") { needed += 1 }
        }
        guard needed > 0 else { return original }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + needed * 5)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Percent-encodes what may not appear raw in a URL (spaces, controls, non-ASCII) and what cmark-gfm encodes
    /// in a link's destination (`"`, `<`, `>`, `\`, the backquote, `[`, `]`, `^`, `{`, `|`, `}`), then attribute-escapes.
    package static func href(_ url: String) -> String {
        if url.utf8.allSatisfy({ !needsPercentEncoding($0) }) { return attribute(url) }
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(url.utf8.count)
        for byte in url.utf8 {
            if needsPercentEncoding(byte) {
                out.append(UInt8(ascii: "%"))
                out.append(hexDigits[Int(byte >> 4)])
                out.append(hexDigits[Int(byte & 0x0F)])
            } else {
                out.append(byte)
            }
        }
        return attribute(String(decoding: out, as: UTF8.self))
    }

    private static func needsPercentEncoding(_ byte: UInt8) -> Bool {
        byte <= 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "`") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "^") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "|") || byte == UInt8(ascii: "}")
    }
}
