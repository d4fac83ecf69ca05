import FrontMatter
import MarkdownSyntax

/// Works out the language a page is written in when its front matter does not say: Korean, Japanese or Chinese
/// when at least a fifth of its letters are CJK, and otherwise the site's language.
///
/// Among CJK text, any Hangul makes it Korean and any kana Japanese (both are written with Han characters too),
/// and Han alone Chinese. Code (blocks and spans) is left out: its identifiers are English whatever the prose is.
package struct PageLanguageDetector: Sendable {
    /// The share of letters that must be CJK for a page to count as Chinese, Japanese or Korean.
    package static let cjkShare = 0.2

    /// The language of pages with too few CJK letters.
    package var siteLanguage: LanguageTag

    package init(siteLanguage: LanguageTag) {
        self.siteLanguage = siteLanguage
    }

    /// The language of the prose under `root`, code left out.
    package func detect(in root: MarkdownNode) -> LanguageTag {
        var counts = Counts()
        root.forEachDescendant(enteringChildren: { node in
            if case .codeBlock = node.kind { return false }
            return true
        }) { node in
            if case .text(let text) = node.kind { counts.add(text) }
        }
        return language(of: counts)
    }

    /// The language of `text`, read as prose.
    package func detect(in text: String) -> LanguageTag {
        var counts = Counts()
        counts.add(text)
        return language(of: counts)
    }

    private func language(of counts: Counts) -> LanguageTag {
        guard counts.letters > 0, Double(counts.cjk) >= Self.cjkShare * Double(counts.letters) else { return siteLanguage }
        if counts.hangul > 0 { return LanguageTag("ko")! }
        if counts.kana > 0 { return LanguageTag("ja")! }
        return LanguageTag("zh")!
    }

    /// Letters seen, and how many of them are CJK, and of those Hangul and kana.
    struct Counts {
        var letters = 0
        var cjk = 0
        var hangul = 0
        var kana = 0

        mutating func add(_ text: String) {
            for scalar in text.unicodeScalars {
                let value = scalar.value
                // ASCII first: `isAlphabetic` is a table lookup, which made this loop an eighth of a build's CPU.
                if value < 0x80 {
                    if (value | 0x20) &- 0x61 < 26 { letters += 1 }
                } else if (0xAC00...0xD7A3).contains(value) || (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value) {
                    hangul += 1
                    cjk += 1
                    letters += 1
                } else if (0x3040...0x30FF).contains(value) || (0x31F0...0x31FF).contains(value) || (0xFF66...0xFF9D).contains(value) {
                    // Hiragana, katakana (the prolonged sound mark ー among them) and half-width katakana.
                    kana += 1
                    cjk += 1
                    letters += 1
                } else if (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) || (0xF900...0xFAFF).contains(value)
                    || (0x20000...0x3134F).contains(value)
                {
                    cjk += 1
                    letters += 1
                } else if scalar.properties.isAlphabetic {
                    letters += 1
                }
            }
        }
    }
}
