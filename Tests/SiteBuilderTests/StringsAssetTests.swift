import Testing

@testable import SiteRendering

/// The theme's words reach its scripts through one shared asset per language, not a copy in every page; a file of
/// the same name in the user's templates folder wins.
@Suite struct StringsAssetTests {
    @Test func eachLanguageHasItsScriptAsset() throws {
        let assets = Theme.builtIn.assets
        for language in ["en", "zh", "ja", "ko"] {
            let script = try #require(assets["assets/strings-\(language).js"], "\(language)")
            #expect(script.contains("window.preceptWords = {"))
        }
        #expect(assets["assets/strings-zh.js"]!.contains("\"onThisPage\":\"本页内容\""))
        #expect(assets["assets/strings-en.js"]!.contains("\"onThisPage\":\"On this page\""))
    }

    @Test func aUserFileOfTheSameNameWins() {
        var theme = Theme.builtIn
        theme.files["assets/strings-zh.js"] = "window.preceptWords = {\"onThisPage\": \"目录\"};\n"
        #expect(theme.assets["assets/strings-zh.js"] == "window.preceptWords = {\"onThisPage\": \"目录\"};\n")
        #expect(theme.assets["assets/strings-ja.js"]?.contains("window.preceptWords") == true)
    }
}
