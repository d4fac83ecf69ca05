import Diagnostics
import Foundation
import MarkdownSyntax
import TestSupport
import Testing

@testable import Guidelines

/// The byte-level fast paths of the per-page half, each against the straightforward code it replaced (kept here
/// as the reference), over seeded random text that mixes ASCII with scalars that join their neighbours.
@Suite struct FastPathTests {

    static let pieces: [String] = [
        " ", " ", " ", " ", "\t", "\n", "\r", "\r\n", "a", "b", "Z", "A", ".", "#", "`", "~", "'", "1", "x", "word", "use",
        "\u{301}", "\u{200D}", "\u{0903}", "\u{0600}", "é", "中", "又称", "。", "’", "\u{1FEF}", "\u{1F600}", "\u{0}", "Ã©",
        "вЂ™", "R-1,G-2,B-3", "#FFF", "rgb(", ")", ",",
    ]

    static func randomTexts(count: Int, seed: UInt64, maximumPieces: Int = 40) -> [String] {
        var generator = SplitMix64(state: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...maximumPieces, using: &generator)
            return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test func collapseMatchesTheCharacterSplit() {
        // Long runs of plain words too, so the eight-byte scan meets every kind of break at every alignment.
        let long = Self.randomTexts(count: 2_000, seed: 12, maximumPieces: 200).map { "plain words here " + $0 + " and more" }
        for text in Self.randomTexts(count: 30_000, seed: 11) + long {
            #expect(PageContentExtractor.collapse(text) == TextScanningTests.referenceCollapse(text), "\(text.debugDescription)")
        }
    }

    @Test func ruleKindsMatchTheCharacterComparison() {
        var generator = SplitMix64(state: 14)
        let leads = Self.randomTexts(count: 5_000, seed: 13, maximumPieces: 6).map { lead in
            ["Use", "user", "Don't", "DO NOT", "never", "Avoid", "try", "不要", "Make sure", ""].randomElement(using: &generator)! + lead
        }
        for lead in leads {
            let expected = RuleKindClassifier.generalLeadKind(lead)
            #expect((RuleKindClassifier.asciiLeadKind(lead) ?? expected) == expected, "\(lead.debugDescription)")
        }
    }

    @Test func ruleHashesAndSlugSourcesMatchTheJoinedText() {
        for (lead, body) in zip(Self.randomTexts(count: 2_000, seed: 14), Self.randomTexts(count: 2_000, seed: 15)) {
            #expect(RuleExtractor.hash(lead, body) == RuleExtractor.hash(lead + "\u{1F}" + body))
            let long = String(repeating: lead, count: 8)
            #expect(RuleExtractor.slugSource(long) == String(long.prefix(80)), "\(long.debugDescription)")
        }
    }

    @Test func synonymPrefixesAreOnlySkippedWhenNoneCanMatch() {
        for text in Self.randomTexts(count: 5_000, seed: 16, maximumPieces: 5) + ["Also called: x", "又称：甲", "ALSO KNOWN AS: y"] {
            if !PageContentExtractor.mayStartWithSynonymPrefix(text) {
                let lower = text.lowercased()
                #expect(!["also called:", "also known as:", "又称：", "又称:"].contains { lower.hasPrefix($0) }, "\(text.debugDescription)")
            }
        }
    }

    /// `HeadingSpaceCheck` as first written: every line read as characters.
    static func referenceHeadingSpaceCheck(_ source: SourceText) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var fence: Substring?
        for number in 1...max(1, source.lineCount) {
            HeadingSpaceCheck().examine(source.line(number), number: number, path: source.path, fence: &fence, into: &diagnostics)
        }
        return diagnostics
    }

    @Test func headingSpaceCheckSkipsOnlyLinesThatCannotMatter() {
        let lines = [
            "#Title", "  ##Two", "```", "~~~", " ``\u{1FEF}", "text", "    #deep", "#\u{301}x", " \u{301}#x", "", "   ", "中文", "#中",
        ]
        var generator = SplitMix64(state: 17)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                lines.randomElement(using: &generator)! + (Self.pieces.randomElement(using: &generator)!)
            }.joined(separator: Bool.random(using: &generator) ? "\n" : "\r\n")
            let source = SourceText(path: "p.md", text: text)
            let input = PageSource(relativePath: "p.md", displayPath: "p.md", text: text)
            #expect(HeadingSpaceCheck().check(source, input: input) == Self.referenceHeadingSpaceCheck(source), "\(text.debugDescription)")
        }
    }

    @Test func scalarsFromU4000ToU9FFFNeitherJoinASpaceNorStartAFenceOrHeading() {
        for value in 0x4000...0x9FFF {
            let text = String(Unicode.Scalar(UInt32(value))!)
            #expect((" " + text).count == 2, "U+\(String(value, radix: 16))")
            #expect(!["#", "`", "~"].contains { text.hasPrefix($0) }, "U+\(String(value, radix: 16))")
        }
    }

    @Test func mojibakeIsFoundAndRepairedAsBefore() {
        for text in Self.randomTexts(count: 5_000, seed: 18) {
            let bytes = Array(text.utf8)
            let expected = zip(bytes, bytes.dropFirst()).contains {
                ($0 == 0xC3 && ($1 == 0xA2 || $1 == 0x83)) || ($0 == 0xD0 && $1 == 0xB2)
            }
            #expect(EncodingCheck.mayHoldMojibake(text) == expected, "\(text.debugDescription)")
        }
        // A run with a character beyond both code pages is never repaired, with or without the shortcut.
        #expect(MojibakeRepair.repair("вЂ™中").1 == nil)
        #expect(MojibakeRepair.repair("x вЂ™ y").1?.intended == "’")
    }

    @Test func lineTablesMatchAByteByByteCount() {
        for text in Self.randomTexts(count: 3_000, seed: 19) {
            let source = SourceText(path: "p.md", text: text)
            var starts = [0]
            for (index, byte) in text.utf8.enumerated() where byte == 0x0A { starts.append(index + 1) }
            #expect(source.lineStarts == starts)
            for offset in 0...text.utf8.count {
                let prefix = text.utf8.prefix(offset)
                let line = prefix.filter { $0 == 0x0A }.count + 1
                let lineStart = starts[line - 1]
                let column = 1 + text.utf8.dropFirst(lineStart).prefix(offset - lineStart).filter { $0 & 0xC0 != 0x80 }.count
                #expect(source.location(atUTF8Offset: offset) == SourceLocation(path: "p.md", line: line, column: column))
            }
        }
    }

    @Test func colorNotationsReadAsWhenEveryPatternRan() {
        let parser = ColorNotationParser(convertDisplayP3: { _ in (1, 2, 3) })
        let cells = ["R-54,G-63,B-61", "#FF383C", "rgb(1, 2, 3)", "color(display-p3 1 0 0)", "255,56,60", "Red", "n/a", "#GG0000", "r 1"]
        for text in cells + Self.randomTexts(count: 3_000, seed: 20, maximumPieces: 6) {
            let has = ColorNotationParser.bytesPresent(text)
            // A pattern is skipped only where it finds nothing.
            if !has.parenthesis {
                #expect(text.firstMatch(of: ColorNotationParser.displayP3) == nil)
                #expect(text.firstMatch(of: ColorNotationParser.cssRGB) == nil)
            }
            if !has.capitalR { #expect(text.firstMatch(of: ColorNotationParser.labeled) == nil) }
            if !has.hash { #expect(text.firstMatch(of: ColorNotationParser.hex) == nil) }
            if !has.comma { #expect(text.firstMatch(of: ColorNotationParser.triplet) == nil) }
            if !has.zeroX { #expect(text.firstMatch(of: ColorNotationParser.prefixedHex) == nil) }
            // Without a digit, `#` or `(`, parse answers at once that nothing is there: nothing would be found.
            if !has.digitOrNonASCII, !has.hash, !has.parenthesis {
                #expect(text.firstMatch(of: ColorNotationParser.colorish) == nil)
                #expect(text.firstMatch(of: ColorNotationParser.labeled) == nil)
            }
            _ = parser.parse(text)
        }
    }
}
