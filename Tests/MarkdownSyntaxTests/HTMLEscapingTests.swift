import Foundation
import Testing

@testable import MarkdownSyntax

/// The byte-level escaping must give what the scalar-by-scalar escaping and Foundation's replacement gave.
@Suite struct HTMLEscapingTests {
    /// The escaping as it was written first: scalar by scalar, then Foundation for the apostrophe.
    static func referenceText(_ s: String) -> String {
        var out = ""
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

    static func referenceAttribute(_ s: String) -> String {
        referenceText(s).replacingOccurrences(of: "'", with: "&#39;")
    }

    /// What cmark-gfm leaves as it is in a link's destination: letters, digits and `-_.+!*'(),%#@?=;:/$~&`
    /// (`&` and `'` are then escaped for the attribute). Every other byte is percent-encoded.
    static let cmarkSafe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.+!*'(),%#@?=;:/$~&".utf8)

    static func referenceHref(_ url: String) -> String {
        var out = ""
        for byte in url.utf8 {
            if !cmarkSafe.contains(byte) {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" + hex : hex)
            } else {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return referenceAttribute(out)
    }

    static let samples = [
        "", "plain", "a & b < c > d \"e\" 'f'", "&&&", "<<>>", "it's", "x'\u{301}y", "'\u{200D}", "\u{301}'",
        "café & crème", "中文 <标签> “引号” '单'", "emoji 👩‍👩‍👧 & flags 🇫🇷", "\u{0}\u{7F}\u{80}", "tab\tnew\nline\r\n",
        "https://example.com/a b?q=\"x\"&y=<z>#frag`", "ümlaut/päth\\back", "a[1]^{b|c}",
    ]

    @Test(arguments: samples)
    func textMatchesTheScalarEscaping(sample: String) {
        #expect(Array(HTMLEscaping.text(sample).utf8) == Array(Self.referenceText(sample).utf8))
    }

    @Test(arguments: samples)
    func attributeMatchesFoundationsReplacement(sample: String) {
        #expect(Array(HTMLEscaping.attribute(sample).utf8) == Array(Self.referenceAttribute(sample).utf8))
    }

    @Test(arguments: samples)
    func hrefMatchesThePercentEncoding(sample: String) {
        #expect(HTMLEscaping.href(sample) == Self.referenceHref(sample))
    }

    @Test func everyByteOfAnHrefIsEncodedAsCmarkGFMDoes() {
        for value in UInt32(0)..<0x250 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let url = "a" + String(scalar) + "b"
            #expect(HTMLEscaping.href(url) == Self.referenceHref(url), "U+\(String(value, radix: 16))")
        }
    }

    @Test func escapedExamples() {
        #expect(HTMLEscaping.text("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c'")
        #expect(HTMLEscaping.attribute("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;")
        #expect(HTMLEscaping.attribute("x'\u{301}") == "x'\u{301}")
        #expect(HTMLEscaping.href("a b/é") == "a%20b/%C3%A9")
        #expect(HTMLEscaping.href("[a]^{b|c}") == "%5Ba%5D%5E%7Bb%7Cc%7D")
    }
}
