import Foundation
import FrontMatter
import Testing

@testable import Guidelines

/// `ThemeStrings`: every table has exactly the English keys and keeps their placeholders, languages fall back as
/// documented, the JSON is safe inside `<script>`, and every key the theme's templates and scripts use exists.
@Suite struct ThemeStringsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let tables: [(String, [String: String])] = [
        ("zh", ThemeStrings.chinese), ("ja", ThemeStrings.japanese), ("ko", ThemeStrings.korean),
    ]

    @Test func everyTableHasEveryKeyAndNoOther() {
        let keys = Set(ThemeStrings.english.keys)
        for (language, table) in Self.tables {
            #expect(
                Set(table.keys) == keys,
                "\(language): missing \(keys.subtracting(table.keys).sorted()), extra \(Set(table.keys).subtracting(keys).sorted())")
        }
    }

    @Test func translationsKeepThePlaceholders() throws {
        let placeholder = try Regex("\\{[a-z]+\\}")
        func names(_ text: String) -> Set<String> { Set(text.matches(of: placeholder).map { String(text[$0.range]) }) }
        for (language, table) in Self.tables {
            for (key, english) in ThemeStrings.english {
                #expect(names(table[key] ?? "") == names(english), "\(language).\(key)")
            }
        }
    }

    @Test(arguments: [("en", "en"), ("zh", "zh"), ("zh-Hant-TW", "zh"), ("ja-JP", "ja"), ("ko", "ko"), ("fr", "en"), ("x-test", "en")])
    func languagesFallBack(tag: String, table: String) {
        #expect(ThemeStrings(for: LanguageTag(tag)!).language == table)
    }

    @Test func wordsAndDerivedButtonLabels() {
        let chinese = ThemeStrings.table(for: LanguageTag("zh")!)
        #expect(chinese["onThisPage"] == "本页内容")
        #expect(chinese["themeButtonAuto"] == "外观：自动。切换到浅色")
        #expect(chinese.format("searchFound", ["count": "3"]) == "找到 3 页")
        let english = ThemeStrings.table(for: .english)
        #expect(english["contrastButtonAuto"] == "Contrast: Auto. Switch to Standard")
        #expect(english["no-such-key"] == "no-such-key")
    }

    @Test func formatFillsEachPlaceholderOnceAndLeavesTheRest() {
        let chinese = ThemeStrings.table(for: LanguageTag("zh")!)
        // Every placeholder filled; a value that looks like a placeholder is not read again.
        #expect(
            chinese.format("cvdPair", ["first": "{second}", "second": "蓝", "appearance": "浅色", "difference": "3.2"])
                == "{second}与蓝（浅色，ΔE00 3.2）")
        // A placeholder without a value stays as written.
        #expect(chinese.format("cvdPair", ["first": "红"]) == "红与{second}（{appearance}，ΔE00 {difference}）")
        #expect(chinese.format("onThisPage", ["count": "3"]) == "本页内容")
    }

    @Test func theJSONIsSafeInsideAScriptElement() throws {
        let json = ThemeStrings.table(for: LanguageTag("ja")!).json
        #expect(!json.contains("<") && !json.contains(">") && !json.contains("&"))
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["copy"] == "コピー")
        #expect(decoded?["searchNoResults"] == "「{query}」の検索結果はありません")
    }

    /// `{{strings.key}}` (or `{{{strings.key}}}`) in the templates, and `T("key"`, `t("key"` and `counted("key"`
    /// (which reads `key` and `keyOne`) in the scripts, name keys the tables have.
    @Test func everyKeyTheThemeUsesExists() throws {
        let keys = Set(ThemeStrings.table(for: .english).entries.keys)
        let folder = Self.root.appendingPathComponent("templates")
        var used: Set<String> = []
        var scripts: Set<String> = []
        let files =
            try FileManager.default.contentsOfDirectory(atPath: folder.path).map { folder.appendingPathComponent($0) }
            + FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("assets").path).map {
                folder.appendingPathComponent("assets").appendingPathComponent($0)
            }
        let templateKey = try Regex("\\{\\{\\{?strings\\.([A-Za-z0-9]+)\\}?\\}\\}")
        let scriptKey = try Regex("\\b[Tt]\\(\"([A-Za-z0-9]+)\"")
        let countedKey = try Regex("\\bcounted\\(\"([A-Za-z0-9]+)\"")
        for file in files where file.pathExtension == "mustache" || file.pathExtension == "js" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: templateKey) {
                if let name = match.output[1].substring { used.insert(String(name)) }
            }
            for match in text.matches(of: scriptKey) {
                if let name = match.output[1].substring { scripts.insert(String(name)) }
            }
            for match in text.matches(of: countedKey) {
                if let name = match.output[1].substring { scripts.formUnion([String(name), String(name) + "One"]) }
            }
        }
        #expect(used.count > 40, "the theme reads its words from the tables")
        #expect(scripts.isSuperset(of: ["reviewPass", "reviewProgress", "reviewAppliedOne", "filterRulesShown"]))
        used.formUnion(scripts)
        #expect(used.subtracting(keys).isEmpty, "unknown keys: \(used.subtracting(keys).sorted())")
    }

    /// No text holds `<` or `&`, so a template may write a key unescaped (`{{{strings.key}}}`) to keep an apostrophe
    /// as it is rather than as `&#39;`.
    @Test func noTextNeedsEscapingAsMarkup() {
        for (language, table) in [("en", ThemeStrings.english)] + Self.tables {
            for (key, text) in table {
                #expect(!text.contains("<") && !text.contains("&"), "\(language).\(key)")
            }
        }
    }

    @Test func appearanceColumnsAreNamedInThePageLanguageAndCustomOnesAsWritten() {
        let chinese = ThemeStrings.table(for: LanguageTag("zh")!)
        #expect(chinese.label(of: .light) == "浅色")
        #expect(chinese.label(of: .darkIncreasedContrast) == "增强对比度（深色）")
        #expect(ThemeStrings.table(for: LanguageTag("ko")!).label(of: .dark) == "다크")
        #expect(ThemeStrings.table(for: LanguageTag("en")!).label(of: .lightIncreasedContrast) == "Increased contrast (light)")
        #expect(chinese.label(of: .custom("Aqua")) == "Aqua")
    }
}
