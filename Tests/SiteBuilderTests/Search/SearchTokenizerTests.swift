import Testing

@testable import SiteBuilder

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
