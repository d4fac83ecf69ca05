import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import MarkdownSyntax

/// The byte-level answers of `CharacterBytes` and the fast paths built on them, against the `Character` code they
/// stand in for, over seeded random text mixing ASCII with scalars that join a space (combining marks, a joiner, a
/// spacing mark, a prepended concatenation mark) and ones that do not.
@Suite struct CharacterBytesTests {

    /// Pieces random text is made of: separators, ASCII, and scalars with every grapheme behaviour next to a space.
    static let pieces: [String] = [
        " ", " ", " ", "\t", "\n", "\r", "\r\n", "a", "b", "Z", ".", "#", "'", "\"", "&", "<", "/", ":", "1",
        "\u{301}", "\u{200D}", "\u{0903}", "\u{0600}", "\u{110BD}", "é", "e\u{301}", "中", "。", "’", "\u{00A0}", "\u{1F600}",
        "\u{1F1FA}", "\u{0}",
    ]

    static func randomTexts(count: Int, seed: UInt64, maximumPieces: Int = 40) -> [String] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...maximumPieces, using: &generator)
            return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test func trimmingMatchesTheCharacterSetTrim() {
        for text in Self.randomTexts(count: 20_000, seed: 1) {
            #expect(CharacterBytes.trimming(text) == text.trimmingCharacters(in: [" "]), "\(text.debugDescription)")
            #expect(CharacterBytes.trimming(text, tabs: true) == text.trimmingCharacters(in: [" ", "\t"]), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [" \u{301}", "\u{0600} ", " a ", "\t \t", " \u{0600} ", "a \u{200D}", "  ", ""])
    func trimmingKeepsSpacesThatAreNotCharactersOfTheirOwn(text: String) {
        #expect(CharacterBytes.trimming(text) == text.trimmingCharacters(in: [" "]))
        #expect(CharacterBytes.trimming(text, tabs: true) == text.trimmingCharacters(in: [" ", "\t"]))
    }

    @Test func aSpaceStandsAloneExactlyWhenItIsACharacter() {
        for text in Self.randomTexts(count: 5_000, seed: 2) {
            var characterStarts: [Int: Character] = [:]
            var offset = 0
            for character in text {
                characterStarts[offset] = character
                offset += character.utf8.count
            }
            Array(text.utf8).withUnsafeBufferPointer { bytes in
                for index in bytes.indices where bytes[index] == 0x20 {
                    #expect(
                        CharacterBytes.spaceStandsAlone(bytes, at: index) == (characterStarts[index] == " "), "\(text.debugDescription)")
                }
            }
        }
    }

    /// The destination classification as first written, by characters.
    @Test func asciiLinkDestinationsAreClassifiedAsByCharacters() {
        let pieces = ["a", "B", "1", "+", "-", ".", ":", "/", "#", " ", "\t", "\r", "\n", "\u{7F}", "\u{1}", "?", "%", "x"]
        let words = [
            "javascript", "JavaScript", "vbscript", "file", "data", "data:image/png", "data:text/html", "https", "mailto", "mocha",
        ]
        var generator = SplitMix64(state: 3)
        for _ in 0..<20_000 {
            var text = Bool.random(using: &generator) ? words.randomElement(using: &generator)! : ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) { text += pieces.randomElement(using: &generator)! }
            #expect(LinkDestination.classifyASCII(text) == LinkDestination(general: text), "\(text.debugDescription)")
        }
        #expect(LinkDestination.classifyASCII("中") == nil)
    }

    @Test func attributeEscapingMatchesFoundationsReplacement() {
        for text in Self.randomTexts(count: 5_000, seed: 4) {
            let expected = FoundationSearch.replacing("'", with: "&#39;", in: HTMLEscaping.text(text))
            #expect(HTMLEscaping.attribute(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test func asciiSlugsAndTheASCIITestMatchTheirByteLoops() {
        for text in Self.randomTexts(count: 5_000, seed: 5) {
            #expect(FoundationSearch.isASCII(text) == text.utf8.allSatisfy { $0 < 0x80 })
            guard FoundationSearch.isASCII(text) else { continue }
            var out: [UInt8] = []
            var pendingDash = false
            for byte in text.utf8 {
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
                if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                    if pendingDash, !out.isEmpty { out.append(0x2D) }
                    pendingDash = false
                    out.append(lower)
                } else {
                    pendingDash = true
                }
            }
            #expect(HeadingSlugger.asciiSlug(text) == (out.isEmpty ? "section" : String(decoding: out, as: UTF8.self)))
        }
    }

    /// `plainText` as first written: a stack of node copies.
    static func referencePlainText(_ root: MarkdownNode) -> String {
        var out = ""
        var stack: [MarkdownNode] = [root]
        while let node = stack.popLast() {
            switch node.kind {
            case .text(let s), .code(let s): out += s
            case .softBreak, .lineBreak: out += " "
            case .codeBlock(_, let literal): out += literal
            default: break
            }
            if !node.children.isEmpty {
                if case .tableCell = node.kind, !out.isEmpty, out.last != " " { out += " " }
                stack.append(contentsOf: node.children.reversed())
            }
        }
        return out
    }

    @Test func plainTextMatchesTheNodeStackWalk() {
        let markdown = [
            "# Title *em* `code`\n\nPara with [link](x.md) and ![alt](i.png)  \nbreak\n\n| a | b |\n|---|---|\n| c *d* | e |\n",
            "- one\n  - two **bold**\n\n> quote\n\n```\ncode\n```\n", "|x|y|\n|-|-|\n| | z|\n", "",
        ]
        for text in markdown + Self.randomTexts(count: 300, seed: 6).map({ "| " + $0 + " | b |\n|---|---|\n" + $0 }) {
            let document = MarkdownParser().parse(text, source: SourceText(path: "p.md", text: text))
            document.root.forEachDescendant { node, _ in
                #expect(node.plainText == Self.referencePlainText(node))
            }
        }
    }
}
