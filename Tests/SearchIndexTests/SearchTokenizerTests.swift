import TestSupport
import Testing

@testable import SearchIndex

struct SearchTokenizerTests {
    let tokenizer = SearchTokenizer()

    @Test(arguments: [
        ("Use color sparingly", ["use", "color", "sparingly"]),
        ("Don't rely on color alone", ["dont", "rely", "on", "color", "alone"]),
        ("Crème brûlée, CAFÉ", ["creme", "brulee", "cafe"]),
        ("a 44-by-44 point target", ["44", "by", "44", "point", "target"]),
        ("systemGroupedBackground", ["systemgroupedbackground", "system", "grouped", "background"]),
        ("UIColor.systemBlue", ["uicolor", "ui", "color", "systemblue", "system", "blue"]),
    ])
    func latinIndexTerms(text: String, expected: [String]) {
        #expect(tokenizer.indexTerms(text) == expected)
    }

    @Test func oneLetterWordsAreNotIndexedButAreQueried() {
        #expect(tokenizer.indexTerms("a b contrast") == ["contrast"])
        #expect(tokenizer.queryTerms("c") == ["c"])
    }

    @Test func queriesAreNotSplitAtCamelCase() {
        #expect(tokenizer.queryTerms("systemIndigo") == ["systemindigo"])
    }

    @Test(arguments: [
        ("系统颜色", ["系统", "统颜", "颜色"]),
        ("颜色", ["颜色"]),
        ("色", ["色"]),
        ("蓝色 Blue", ["蓝色", "blue"]),
        ("ios和ipados", ["ios", "和", "ipados"]),
        ("ダークモード", ["ダー", "ーク", "クモ", "モー", "ード"]),
        ("색상 대비", ["색상", "대비"]),
    ])
    func cjkBigrams(text: String, expected: [String]) {
        #expect(tokenizer.indexTerms(text) == expected)
        #expect(tokenizer.queryTerms(text) == expected)
    }

    @Test func hangulSurvivesDiacriticFolding() {
        // NFKD splits Hangul syllables into jamo; folding recomposes them.
        #expect(SearchTokenizer.fold("한국어") == "한국어")
        #expect(SearchTokenizer.fold("Ångström") == "angstrom")
    }

    @Test func longTermsAreClipped() {
        let long = String(repeating: "x", count: 100)
        #expect(tokenizer.indexTerms(long) == [String(repeating: "x", count: SearchTokenizer.maximumTermLength)])
        let camel = String(repeating: "ab", count: 30) + "Cd" + String(repeating: "e", count: 50)
        #expect(
            tokenizer.indexTerms(camel) == [
                String(camel.lowercased().prefix(40)), String(repeating: "ab", count: 20),
                String(("cd" + String(repeating: "e", count: 50)).prefix(40)),
            ])
    }

    /// The byte-level path for ASCII chunks gives exactly the terms of the general path over the whole text,
    /// on random text mixing ASCII words, capitals, digits, apostrophes, punctuation, white space, accented
    /// letters, combining marks, CJK and curly quotes.
    @Test func asciiFastPathMatchesTheGeneralPath() {
        let pieces = [
            "a", "b", "Z", "Q", "x", "7", "0", "'", "'", "-", ".", ",", " ", " ", " ", "\n", "\t", "\r", "UI", "Color", "system",
            "HTTPServer", "iOS", "don't", "é", "É", "e\u{301}", "ß", "ﬁ", "色", "系统", "한", "ダ", "\u{2019}", "—", "😀", "ǅ", "Ⅻ",
            "x\u{20DD}", "②", "&", "#", "。", "、", "颜色对比", "\u{3000}", "\u{F900}", "ｶ", "㐀", "가\u{11A8}",
        ]
        var generator = SplitMix64(state: 0x5EA2C4)
        for _ in 0..<3_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var general: [String] = []
            SearchTokenizer.forEachGeneralTerm(in: text) { general.append($0) }
            #expect(tokenizer.indexTerms(text) == general, "\(text.debugDescription)")
        }
    }
}

struct SearchQueryTests {
    @Test(arguments: [
        "#0088FF", "0088ff", "0088FF", "#08F", "0 136 255", "rgb(0, 136, 255)", "R-0,G-136,B-255", "R 0 G 136 B 255",
        "#0088FFCC",
    ])
    func colorValuesBecomeOneHexTerm(text: String) {
        #expect(SearchQuery(text).terms == ["0088ff"])
    }

    @Test func numbersThatAreNotATripletStayNumbers() {
        #expect(SearchQuery("44 points").terms == ["44", "points"])
        #expect(SearchQuery("300 136 255").terms == ["300", "136", "255"])
        #expect(SearchQuery("blue 0 136 255 dark").terms == ["blue", "0088ff", "dark"])
    }

    @Test func typosNeedFiveLettersAndNoDigits() {
        #expect(SearchQuery.allowsTypo("color") == true)
        #expect(SearchQuery.allowsTypo("dark") == false)
        #expect(SearchQuery.allowsTypo("0088ff") == false)
        #expect(SearchQuery.allowsTypo("颜色颜色颜") == false)
    }
}

/// The ASCII shortcut of `isWordScalar` and the UTF-8 word buffer of `runs(in:)` against the rules as first written.
struct SearchTokenizerFastPathTests {
    static func categoryRule(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            true
        default: false
        }
    }

    @Test func everyASCIIScalarIsAWordScalarExactlyWhenItsCategorySaysSo() {
        for value in UInt8(0)..<128 {
            let scalar = Unicode.Scalar(value)
            #expect(SearchTokenizer.isWordScalar(scalar) == Self.categoryRule(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test(arguments: [0xAA, 0xB2, 0xBA, 0xC0, 0x2160, 0x0301, 0x00B7, 0x2019, 0x1F600])
    func nonASCIIScalarsStillFollowTheirCategory(value: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(SearchTokenizer.isWordScalar(scalar) == Self.categoryRule(scalar))
    }

    @Test(arguments: [
        ("café naïve Straße", [SearchTokenizer.Run.word("cafe"), .word("naive"), .word("Straße")]),
        ("don't stop", [.word("dont"), .word("stop")]),
        ("Ⅻ² x²", [.word("XII2"), .word("x2")]),
        ("中文abc字", [.cjk(["中", "文"]), .word("abc"), .cjk(["字"])]),
        ("ab\u{2019}cd’", [.word("abcd")]),
        ("", []),
    ])
    func runsKeepNonASCIIWordsWhole(text: String, expected: [SearchTokenizer.Run]) {
        #expect(SearchTokenizer.runs(in: text) == expected)
    }
}
