import Foundation
import MarkdownSyntax
import Testing

@testable import Guidelines

/// The byte-level text helpers of the per-page half, each against the general code it stands in for.
@Suite struct TextScanningTests {
    /// `collapse` as first written: split on the characters space, line feed and tab, joined with spaces.
    static func referenceCollapse(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    @Test func collapseOfEveryShortASCIIMixMatchesTheCharacterSplit() {
        let alphabet: [Character] = [" ", "\t", "\n", "\r", "a", "b"]
        var strings = [""]
        for _ in 0..<6 {
            strings = strings.flatMap { prefix in alphabet.map { prefix + String($0) } }
            for text in strings {
                #expect(PageContentExtractor.collapse(text) == Self.referenceCollapse(text), "\(text.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        "already collapsed", "  lead and trail  ", "a\r\nb", "a\r\n\nb", "a \r\n b", "\r\n", "tab\tand\nnewline",
        "café  crème", "中文 \n 字", "a \u{301}b", "x\u{00A0}y", "\u{2028}line", "e\u{301} \t e",
    ])
    func collapseMatchesTheCharacterSplit(text: String) {
        #expect(PageContentExtractor.collapse(text) == Self.referenceCollapse(text))
    }

    @Test(arguments: [
        "", "  ", "\t", " Light ", "\tDark\t", "  名称  ", " \u{301}a ", "a \u{301}", "R 0 G 1 B 2", "x\u{00A0}", " \r ",
    ])
    func lineTrimmingMatchesFoundation(line: String) {
        let trimmed = FlattenedColorListReader.trimmingSpacesAndTabs(Substring(line))
        let foundation = line.trimmingCharacters(in: CharacterSet([" ", "\t"]))
        #expect(Array(trimmed.unicodeScalars) == Array(foundation.unicodeScalars))
    }

    @Test(arguments: [
        ("Don’t use red.", nil as String?, Rule.Kind.mustNot),
        ("DON’T mix them.", nil, .mustNot),
        ("Keep it short.", "Don’ts", .mustNot),
        ("Keep it short.", "Do’s", .must),
        ("Keep it short.", "Don’t\u{301}", .guidance),
        ("不要使用红色。", nil, .mustNot),
        ("Use color sparingly.", nil, .must),
        ("User settings win.", nil, .guidance),
    ])
    func ruleKindsReadTypographicApostrophes(lead: String, heading: String?, expected: Rule.Kind) {
        #expect(RuleKindClassifier.kind(lead: lead, heading: heading) == expected)
    }

    @Test func headerWordsAreFoundAsFoundationFindsThem() {
        #expect(ColorColumnRole(header: "Default (Dark)") == .appearance(.dark))
        #expect(ColorColumnRole(header: "Highlight") == .unknown("Highlight"))
        #expect(ColorColumnRole(header: "High contrast light") == .appearance(.lightIncreasedContrast))
        #expect(ColorColumnRole(header: "深色（高对比度）") == .appearance(.darkIncreasedContrast))
        // Foundation does not count a match that a combining mark follows.
        #expect(ColorColumnRole(header: "Dark\u{301}") == .unknown("Dark\u{301}"))
        #expect(ColorColumnRole(header: "Light\u{301} (dark)") == .appearance(.dark))
    }
}
