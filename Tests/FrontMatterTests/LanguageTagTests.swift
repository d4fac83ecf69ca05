import Testing

@testable import FrontMatter

/// `LanguageTag`: well-formed BCP 47 tags in their conventional case, and what is refused.
@Suite struct LanguageTagTests {
    @Test(arguments: [
        ("en", "en"), ("EN", "en"), ("zh-hans", "zh-Hans"), ("zh-Hant-TW", "zh-Hant-TW"), ("pt-br", "pt-BR"),
        ("es-419", "es-419"), ("sl-rozaj", "sl-rozaj"), ("de-CH-1996", "de-CH-1996"), ("en-US-x-twain", "en-US-x-twain"),
        ("x-klingon", "x-klingon"), ("yue-HK", "yue-HK"), ("en-a-bbb-x-a-ccc", "en-a-bbb-x-a-ccc"),
    ])
    func acceptsWellFormedTags(text: String, normalized: String) {
        #expect(LanguageTag(text)?.text == normalized)
    }

    @Test(arguments: ["", "e", "englishlanguage", "zh_CN", "en-", "-en", "en--US", "日本語", "en US", "en-a", "123"])
    func refusesOtherText(text: String) {
        #expect(LanguageTag(text) == nil)
    }

    @Test func suggestsHyphensForUnderscores() {
        #expect(LanguageTag.suggestion(for: "zh_CN")?.text == "zh-CN")
        #expect(LanguageTag.suggestion(for: "englishlanguage") == nil)
    }

    @Test func theLanguageSubtag() {
        #expect(LanguageTag("zh-Hant-TW")?.language == "zh")
        #expect(LanguageTag("ko")?.language == "ko")
    }

    @Test func frontMatterLanguageIsReadAndAnInvalidOneWarnsWithItsPosition() throws {
        let good = parsePage("---\ntitle: T\nlanguage: ja\n---\n\n# T")
        #expect(good.metadata.language?.text == "ja")
        #expect(good.diagnostics.isEmpty)
        let bad = parsePage("---\ntitle: T\nlanguage: zh_CN\n---\n\n# T")
        #expect(bad.metadata.language == nil)
        let diagnostic = try #require(bad.diagnostics.first)
        #expect(diagnostic.id.rawValue == "frontmatter.invalid-language")
        #expect(diagnostic.location?.line == 3 && diagnostic.location?.column == 11)
        #expect(diagnostic.notes.first == "did you mean 'zh-CN'?")
    }
}
