import Diagnostics
import FrontMatter
import MarkdownSyntax
import Testing

@testable import Guidelines

/// `PageLanguageDetector`: hand-written samples in each language, mixed text either side of the 20 % line, and code
/// left out.
@Suite struct PageLanguageDetectorTests {
    let detector = PageLanguageDetector(siteLanguage: LanguageTag("en")!)

    @Test(arguments: [
        ("글자 크기와 굵기로 정보의 위계를 보여 주세요.", "ko"),
        ("レイアウトは、コンテンツを読みやすく整理します。", "ja"),
        ("颜色可以传达状态，并帮助用户区分界面中的元素。", "zh"),
        ("A button’s label says what it does.", "en"),
        // Japanese written with Han and one kana is Japanese; Korean with Hanja and Hangul is Korean.
        ("東京の天気", "ja"),
        ("大韓民國 헌법", "ko"),
        ("", "en"),
        ("1234 — 5678 !?", "en"),
    ])
    func detectsTheLanguageOfText(text: String, expected: String) {
        #expect(detector.detect(in: text).text == expected)
    }

    @Test func aFewCJKWordsInEnglishProseDoNotMakeItCJK() {
        // 40 Latin letters and 4 CJK (kana among them): 9 %, under a fifth.
        #expect(detector.detect(in: "Call the color Red, written 红色 in Chinese, and 赤い in text").text == "en")
        let english = "Write the names of colors in English here please 红色"  // 40 Latin letters and 2 Han: 5 %
        #expect(detector.detect(in: english).text == "en")
        let chinese = "Use 红色 and 蓝色 for 状态"  // 9 Latin letters and 6 Han: 40 %
        #expect(detector.detect(in: chinese).text == "zh")
    }

    @Test func theSiteLanguageIsTheFallback() {
        let french = PageLanguageDetector(siteLanguage: LanguageTag("fr")!)
        #expect(french.detect(in: "Le bouton dit ce qu’il fait.").text == "fr")
        #expect(french.detect(in: "按钮说明它的作用。").text == "zh")
    }

    @Test func codeBlocksAndSpansAreLeftOut() {
        let source = """
            # Buttons

            Label buttons with a verb, like `保存する`.

            ```swift
            let 标签 = "保存按钮的标签文字在这里写得很长很长很长很长"
            ```
            """
        let document = MarkdownParser().parse(source, source: SourceText(path: "buttons.md", text: source))
        #expect(detector.detect(in: document.root).text == "en")
    }
}
