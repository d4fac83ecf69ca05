import Foundation
import Testing

@testable import MarkdownSyntax

/// `FoundationSearch` must answer exactly as Foundation's non-literal search does, so every case is checked
/// against Foundation itself as well as against the answer written down.
@Suite struct FoundationSearchTests {
    static let containsCases: [(text: String, target: String, expected: Bool)] = [
        ("dark mode", "dark", true),
        ("Dark", "dark", false),  // case-sensitive, like Foundation's default
        ("darkness", "dark", true),
        ("dar", "dark", false),
        ("", "dark", false),
        ("dark", "dark", true),
        ("high light", "light", true),
        ("a\r\nb", "\n", true),  // Foundation finds a line feed inside CR LF, and so do bytes
        ("a\r\nb", "\r", true),
        ("x;y", "\u{037E}", true),  // GREEK QUESTION MARK is canonically ';'
        ("Kelvin K", "\u{212A}", true),  // KELVIN SIGN is canonically 'K'
        ("a`b", "\u{1FEF}", true),  // GREEK VARIA is canonically '`'
        ("plain ascii", "深色", false),
        ("plain ascii", "\u{2019}", false),
        ("深色模式", "深色", true),
        ("深色\u{301}", "深色", false),  // a match followed by a combining mark does not count
        ("light\u{301}", "light", false),
        ("a\u{301}light", "light", true),
        ("\u{E9}t\u{E9}", "e\u{301}", true),  // canonical equivalence
        ("e\u{301}t\u{E9}", "\u{E9}", true),
        ("caf\u{E9}", "cafe", false),
        ("名称 API", "api", false),
        ("名称 api", "api", true),
        ("高对比度 (dark)", "dark", true),
        ("no space here", " ", true),
        ("无空格", " ", false),
        ("空 \u{301}格", " ", false),  // the space carries a combining mark
    ]

    @Test(arguments: containsCases)
    func containsAgreesWithFoundation(text: String, target: String, expected: Bool) {
        #expect(FoundationSearch.contains(text, target) == expected)
        #expect((text.range(of: target) != nil) == expected, "the expectation itself must be Foundation's answer")
    }

    static let replacingCases: [(text: String, target: String, replacement: String, expected: String)] = [
        ("it's", "'", "&#39;", "it&#39;s"),
        ("'''", "'", "&#39;", "&#39;&#39;&#39;"),
        ("no quote", "'", "&#39;", "no quote"),
        ("x'\u{301}y", "'", "&#39;", "x'\u{301}y"),  // kept: a combining mark follows
        ("\u{301}'", "'", "&#39;", "\u{301}&#39;"),
        ("'\u{200D}", "'", "&#39;", "&#39;\u{200D}"),
        ("中文'字", "'", "&#39;", "中文&#39;字"),
        ("don\u{2019}t", "\u{2019}", "'", "don't"),
        ("don't", "\u{2019}", "'", "don't"),
        ("\u{2019}\u{301}", "\u{2019}", "'", "\u{2019}\u{301}"),
        ("不要\u{2019}", "\u{2019}", "'", "不要'"),
        ("aXbXc", "X", "--", "a--b--c"),
        ("aaa", "aa", "b", "ba"),
        ("ab", "ab", "", ""),
    ]

    @Test(arguments: replacingCases)
    func replacingAgreesWithFoundation(text: String, target: String, replacement: String, expected: String) {
        let replaced = FoundationSearch.replacing(target, with: replacement, in: text)
        #expect(Array(replaced.unicodeScalars) == Array(expected.unicodeScalars))
        let foundation = text.replacingOccurrences(of: target, with: replacement)
        #expect(Array(foundation.unicodeScalars) == Array(expected.unicodeScalars), "the expectation itself must be Foundation's")
    }

    /// The byte path for ASCII text rests on this: the only non-ASCII scalars whose canonical decomposition is
    /// ASCII are the three `quickAnswer` names. Decompositions end below U+2FA1E.
    @Test func onlyThreeNonASCIIScalarsDecomposeToASCII() {
        var found: [UInt32] = []
        for value in UInt32(0x80)..<0x2FA1E {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping
            if decomposed.unicodeScalars.allSatisfy(\.isASCII) { found.append(value) }
        }
        #expect(found == [0x037E, 0x1FEF, 0x212A])
    }

    /// The no-bytes shortcut for the standalone targets rests on this: no other scalar decomposes into them.
    @Test func standaloneTargetsAreInNoOtherDecomposition() {
        let targets = Set(FoundationSearch.standaloneTargets.flatMap(\.unicodeScalars))
        var found: [UInt32] = []
        for value in UInt32(0x80)..<0x2FA1E {
            guard let scalar = Unicode.Scalar(value), !targets.contains(scalar) else { continue }
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping
            if decomposed.unicodeScalars.contains(where: { targets.contains($0) }) { found.append(value) }
        }
        #expect(found.isEmpty)
    }

    @Test func asciiTextAndEveryASCIITargetOfTwoAgreeWithFoundation() {
        // Every ASCII scalar but NUL, which goes to Foundation and can crash its replacement.
        let text = "Ab c\td\r\ne'f\"g<h>&i\u{7F}\u{1}"
        let scalars = Array(text.unicodeScalars)
        for a in scalars {
            for b in scalars {
                var target = String.UnicodeScalarView()
                target.append(a)
                target.append(b)
                let pair = String(target)
                #expect(FoundationSearch.contains(text, pair) == (text.range(of: pair) != nil), "\(pair.debugDescription)")
                #expect(FoundationSearch.replacing(pair, with: "#", in: text) == text.replacingOccurrences(of: pair, with: "#"))
            }
        }
    }

    /// Foundation finds `"b\0"` in `"ab"`; text or targets with NUL must not take the byte path.
    @Test func nulGoesToFoundation() {
        #expect(FoundationSearch.quickAnswer("ab", "b\u{0}") == .unknown)
        #expect(FoundationSearch.quickAnswer("a\u{0}b", "ab") == .unknown)
        #expect(FoundationSearch.quickAnswer("中\u{0}", "'") == .unknown)
        #expect(FoundationSearch.contains("xy", "y\u{0}") == ("xy".range(of: "y\u{0}") != nil))
        #expect(FoundationSearch.quickAnswer("ab", "b") == .bytes)
        #expect(FoundationSearch.quickAnswer("中文", "'") == .absent)
        #expect(FoundationSearch.quickAnswer("ab", "中") == .absent)
        #expect(FoundationSearch.quickAnswer("ab", "\u{212A}") == .unknown)
    }

    @Test(arguments: ["", "ascii", "\u{7F}", "caf\u{E9}", "中文", "\u{80}"])
    func isASCII(text: String) {
        #expect(FoundationSearch.isASCII(text) == text.unicodeScalars.allSatisfy(\.isASCII))
    }
}
