import Foundation
import TestSupport
import Testing

@testable import SearchIndex

/// `SearchHTMLText` reads tags and collapses whitespace on bytes; these tests hold it to a reading that works
/// on `String`s and `Character`s throughout (how the sections reader first worked), on generated HTML full of
/// the cases where bytes and characters could part: upper-case and non-ASCII tag names, combining and
/// prepended marks beside spaces, CR LF, CJK text, entities, heading ids and heading anchors.
@Suite struct SearchHTMLTextTests {
    @Test func sectionsMatchTheCharacterReadingOnGeneratedHTML() {
        for seed in UInt64(1)...400 {
            var random = SplitMix64(state: seed)
            let html = Self.html(using: &random)
            let expected = CharacterReading.sections(of: html, firstTitle: "First")
            let actual = SearchHTMLText.sections(of: html, firstTitle: "First")
            #expect(actual == expected, "seed \(seed): \(html.debugDescription)")
        }
    }

    @Test func headingsWithIdsStartSectionsAndAnchorsAreNotText() {
        let html = """
            <p>Intro&nbsp;text</p><H2 id="usage">Usage <a class="heading-anchor" href="#usage">#</a></H2>\
            <p>Use it\r\nwell.</p><h3>No id</h3><li>one</li><li>two</li>
            """
        let sections = SearchHTMLText.sections(of: html, firstTitle: "Page")
        #expect(
            sections == [
                .init(anchor: nil, title: "Page", text: "Intro text"),
                .init(anchor: "usage", title: "Usage", text: "Use it\r\nwell. No id one two"),
            ])
    }

    @Test func chineseTextStaysOnTheBytePathAndCombiningMarksDoNot() {
        #expect(SearchHTMLText.splitsByteWise(Array("颜色 用于\n区分。 界面".utf8)))
        #expect(SearchHTMLText.splitsByteWise(Array("plain text\twith tabs".utf8)))
        // A combining acute accent after a space makes one character with it; U+0600 before a space too.
        #expect(!SearchHTMLText.splitsByteWise(Array("a \u{301}b".utf8)))
        #expect(!SearchHTMLText.splitsByteWise(Array("\u{600} b".utf8)))
        #expect(!SearchHTMLText.splitsByteWise(Array("a\r\nb".utf8)))
        #expect(SearchHTMLText.collapse(Array("a \u{301}b  c".utf8)) == SearchHTMLText.collapse("a \u{301}b  c"))
    }

    static let pieces = [
        "<p>", "</p>", "<P>", "<li>", "</LI>", "<br>", "<br/>", "<td>", "</th>", "<div class=\"x\">", "</div>", "<pre>",
        "<code>", "</code>", "<hr>", "<header>", "</head>", "<h1>", "</h1>", "<h2 id=\"a-b\">", "<H3 ID=\"up\">",
        "<h4 id=\"q&amp;a\">", "</h2>", "</h3>", "</H4>", "<h5>", "</h5>", "<a href=\"#x\">", "</a>",
        "<a class=\"heading-anchor\" href=\"#a\">", "<a class=\"x heading-anchor\">", "<A>", "</A>", "<é>", "</é>",
        "<hé>", "<\u{212A}bd>", "<İ>", "<abcdefghij>", "<h2abcdefgh>", "</h2abcdefgh>", "<>", "</>", "<", ">",
        "&amp;", "&lt;", "&#x4e2d;", "&#20013;", "&bogus;", "&nbsp;", "&", "&#;", " ", "  ", "\n", "\t", "\r\n", "\r",
        "word", "Words here", "颜色", "用于区分", "。", "，", "ァ", "\u{301}", "\u{600}", "e\u{301}", "\u{200D}",
        "👍🏽", "\u{3099}", "ß", "日本語テキスト", "x", "42",
    ]

    static func html(using random: inout SplitMix64) -> String {
        let count = Int.random(in: 0...40, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }
}

/// The sections reader on `String`s and `Character`s: the reference `SearchHTMLText` must agree with.
private enum CharacterReading {
    static func sections(of html: String, firstTitle: String) -> [SearchDocument.Section] {
        var sections = [SearchDocument.Section(anchor: nil, title: firstTitle, text: "")]
        let bytes = Array(html.utf8)
        var text: [UInt8] = []
        var headingText: [UInt8]?
        var headingId: String?
        var skipDepth = 0
        var i = 0
        func appendText(_ s: some Collection<UInt8>) {
            if skipDepth > 0 { return }
            if headingText != nil { headingText!.append(contentsOf: s) } else { text.append(contentsOf: s) }
        }
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "<") {
                var j = i + 1
                while j < bytes.count, bytes[j] != UInt8(ascii: ">") { j += 1 }
                let tag = String(decoding: bytes[(i + 1)..<min(j, bytes.count)], as: UTF8.self)
                i = j + 1
                let lower = tag.lowercased()
                let name = String(lower.prefix { $0.isLetter || $0.isNumber || $0 == "/" })
                let kind = SearchHTMLText.TagKind(name)
                if kind == .headingOpen, let id = SearchHTMLText.attribute("id", in: tag) {
                    sections[sections.count - 1].text = collapse(text)
                    text = []
                    headingText = []
                    headingId = id
                } else if kind == .headingClose, let title = headingText {
                    sections.append(.init(anchor: headingId, title: collapse(title), text: ""))
                    headingText = nil
                    headingId = nil
                } else if name == "a",
                    SearchHTMLText.attribute("class", in: tag)?.split(separator: " ").contains("heading-anchor") == true
                {
                    skipDepth += 1
                } else if name == "/a", skipDepth > 0 {
                    skipDepth -= 1
                } else if kind != .other || name.hasPrefix("h") || name.hasPrefix("/h") {
                    appendText(CollectionOfOne(UInt8(ascii: " ")))
                }
                continue
            }
            if c == UInt8(ascii: "&") {
                var j = i + 1
                var distance = 1
                while j < bytes.count, distance < 12, bytes[j] != UInt8(ascii: ";") {
                    j += 1
                    if j < bytes.count, bytes[j] & 0xC0 != 0x80 { distance += 1 }
                }
                if j < bytes.count, bytes[j] == UInt8(ascii: ";"),
                    let decoded = SearchHTMLText.decode(String(decoding: bytes[(i + 1)..<j], as: UTF8.self))
                {
                    appendText(Array(decoded.utf8))
                    i = j + 1
                    continue
                }
            }
            var end = i + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") { end += 1 }
            appendText(bytes[i..<end])
            i = end
        }
        sections[sections.count - 1].text = collapse(text)
        return sections
    }

    static func collapse(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
