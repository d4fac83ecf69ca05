/// Text from outside (a file name, a front-matter value, a message quoting either) made safe to print on one
/// line of a terminal or a CI log.
///
/// A raw line feed would let a value start a line of its own, which GitHub Actions reads as a workflow command
/// (`::error::`, `::add-mask::`, `::stop-commands::`); an escape sequence would move the cursor, clear the screen
/// or set the window title; a bidirectional override would show the text in another order than it is read. Each
/// such scalar is written as a visible escape instead: `\n`, `\r`, `\t`, `\e`, `\x07`, `\u{202E}`.
public enum TerminalText {
    /// `text` with every control character (C0, DEL, C1) and every bidirectional formatting character escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{1B}": out += "\\e"
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += scalar.value < 0x80 ? "\\x" + (hex.count < 2 ? "0" + hex : hex) : "\\u{\(hex)}"
            }
        }
        return out
    }

    /// C0 controls, DEL, C1 controls, and the bidirectional embeddings, overrides, isolates and marks.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        default: false
        }
    }
}
