import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

/// `Tests/Fixtures/translations/`: a site in English, Chinese and Japanese built as one site. Each language has its
/// own navigation, index, checklist and search range; a page links its translations (menu and `hreflang`); the
/// Chinese color page, translated before Blue and Teal changed and Mint was added, is reported and shown as outdated
/// instead of conflicting with the English page.
@Suite struct TranslationSiteTests: TranslationTesting {
    @Test func theOutdatedTranslationIsReportedAtItsFirstDifferingValueAndNothingConflicts() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await build(root)
        #expect(report.succeeded)
        let found = report.diagnostics.diagnostics.map {
            "\($0.id.rawValue)@\($0.location?.path ?? ""):\($0.location?.line ?? 0):\($0.location?.column ?? 0)"
        }
        #expect(found == ["translation.outdated@content/zh/foundations/color.md:18:26"])
        let outdated = try #require(report.diagnostics.diagnostics.first)
        #expect(
            outdated.message
                == "this 'zh' translation no longer matches content/foundations/color.md, which it translates: 4 values differ, 1 color is missing"
        )
        #expect(
            Array(outdated.notes.prefix(5)) == [
                "Blue (systemBlue), light: #007AFF here, #0088FF in the source (ΔE00 5.04)",
                "Blue (systemBlue), dark: #0A84FF here, #0091FF in the source (ΔE00 4.73)",
                "Teal (systemTeal), light: #5AC8FA here, #00C3D0 in the source (ΔE00 13.5)",
                "Teal (systemTeal), dark: #64D2FF here, #00D2E0 in the source (ΔE00 12.02)",
                "Mint (systemMint) is in the source but not in this translation",
            ])
    }

    @Test func eachLanguageHasItsOwnIndexChecklistNavigationAndSearchRange() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(await build(root).succeeded)
        let files = Set(filesByRelativePath(under: root.appendingPathComponent("public")).keys)
        for path in ["index.html", "checklist.html", "zh/index.html", "zh/checklist.html", "ja/index.html", "ja/checklist.html"] {
            #expect(files.contains(path), "\(path)")
        }
        let index = try page(root, "index.html")
        #expect(index.contains("<html lang=\"en\">"))
        #expect(!index.contains("zh/foundations/color.html"), "the English index lists English pages")
        let chineseIndex = try page(root, "zh/index.html")
        #expect(chineseIndex.contains("<html lang=\"zh\">"))
        #expect(chineseIndex.contains("href=\"../zh/foundations/color.html\""))
        #expect(!chineseIndex.contains("href=\"../components/buttons.html\""), "buttons has a Chinese translation")
        // The page with no Chinese translation is listed in the original, marked as such.
        #expect(chineseIndex.contains("<h2 id=\"untranslated\">尚未翻译</h2>"))
        #expect(chineseIndex.contains("<h2 id=\"zh-general\">通用</h2>"), "the top of a language's folder is 'General' in that language")
        #expect(
            chineseIndex.contains(
                "<li><a href=\"../foundations/typography.html\" lang=\"en\" hreflang=\"en\">Typography</a> <span class=\"language-note\">(English)</span></li>"
            ))
        // Each index and checklist has a language menu leading to the others'.
        #expect(
            chineseIndex.contains(
                "<ul><li lang=\"en\"><a href=\"../index.html\" hreflang=\"en\">English</a></li><li lang=\"zh\"><a href=\"../zh/index.html\" hreflang=\"zh\" aria-current=\"page\">中文</a></li><li lang=\"ja\"><a href=\"../ja/index.html\" hreflang=\"ja\">日本語</a></li></ul>"
            ))
        #expect(chineseIndex.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../index.html\">"))
        #expect(try page(root, "checklist.html").contains("<a href=\"zh/checklist.html\" hreflang=\"zh\">中文</a>"))
        #expect(try page(root, "checklist.html").components(separatedBy: "class=\"rule-item").count - 1 == 4)
        #expect(try page(root, "zh/checklist.html").components(separatedBy: "class=\"rule-item").count - 1 == 3)
        #expect(try page(root, "ja/checklist.html").components(separatedBy: "class=\"rule-item").count - 1 == 2)

        let chinese = try page(root, "zh/foundations/color.html")
        #expect(chinese.contains("<ul class=\"nav-list\" lang=\"zh\">"))
        #expect(chinese.contains("<a class=\"nav-home\" href=\"../../zh/index.html\">概览</a>"))
        #expect(chinese.contains("<a class=\"site-title\" href=\"../../zh/index.html\">"))
        #expect(chinese.contains("href=\"../../zh/buttons-translated.html\""))
        #expect(!chinese.contains("foundations/typography.html"), "the Chinese navigation lists Chinese pages")
        #expect(chinese.contains("data-pages=\"3-5\""), "search: the Chinese pages' numbers")
        #expect(try page(root, "foundations/color.html").contains("data-pages=\"0-3\""))
        // Previous and next stay in the page's language.
        #expect(try !page(root, "foundations/typography.html").contains("rel=\"next\""))
        #expect(try page(root, "zh/buttons-translated.html").contains("href=\"../zh/foundations/color.html\" rel=\"next\""))
    }

    @Test func pagesLinkTheirTranslationsAndTheOutdatedOneSaysWhatChanged() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(await build(root).succeeded)
        let english = try page(root, "foundations/color.html")
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"zh\" href=\"../zh/foundations/color.html\">"))
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"ja\" href=\"../ja/foundations/color.html\">"))
        #expect(
            english.contains(
                "<ul><li lang=\"en\"><a href=\"../foundations/color.html\" hreflang=\"en\" aria-current=\"page\">English</a></li><li lang=\"zh\"><a href=\"../zh/foundations/color.html\" hreflang=\"zh\">中文</a></li><li lang=\"ja\"><a href=\"../ja/foundations/color.html\" hreflang=\"ja\">日本語</a></li></ul>"
            ))
        #expect(!english.contains("translation-notice"))
        let typography = try page(root, "foundations/typography.html")
        #expect(typography.contains("<span class=\"language-missing\">中文 <span class=\"language-note\">(not translated)</span></span>"))
        #expect(!typography.contains("hreflang=\"zh\""))
        let chinese = try page(root, "zh/foundations/color.html")
        #expect(chinese.contains("<h2 id=\"precept-translation-notice\">"))
        #expect(chinese.contains("此译文可能已过时</h2>"))
        #expect(chinese.contains("<p>原文<a href=\"../../foundations/color.html\">Color</a>在以下几处与本译文不一致；"))
        #expect(
            chinese.contains(
                "<ul class=\"translation-changes\"><li>Blue (systemBlue) · 浅色：#007AFF → #0088FF</li><li>Blue (systemBlue) · 深色：#0A84FF → #0091FF</li><li>Teal (systemTeal) · 浅色：#5AC8FA → #00C3D0</li><li>Teal (systemTeal) · 深色：#64D2FF → #00D2E0</li><li>Mint (systemMint)：原文新增</li></ul>"
            ))
        // The CJK bold leads are rules: the Chinese checklist has both of the page's.
        #expect(chinese.contains("\"must\",\"使用系统颜色。\"],[\"不要只依赖颜色\""))
        #expect(try !page(root, "ja/foundations/color.html").contains("translation-notice"), "the Japanese translation is current")
        // The button page names its source with translation_of.
        #expect(try page(root, "components/buttons.html").contains("hreflang=\"zh\" href=\"../zh/buttons-translated.html\""))
    }

    @Test func theJSONCarriesEachTranslationsStatus() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(await build(root).succeeded)
        let data = try Data(contentsOf: root.appendingPathComponent("public/api/pages.json"))
        let pages = try #require((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["pages"] as? [[String: Any]])
        func entry(_ source: String) throws -> [String: Any] { try #require(pages.first { $0["source"] as? String == source }) }
        let outdated = try #require(try entry("zh/foundations/color.md")["translation"] as? [String: Any])
        #expect(outdated["status"] as? String == "outdated")
        #expect(outdated["source"] as? String == "foundations/color.md")
        #expect(outdated["language"] as? String == "zh")
        let changes = try #require(outdated["changes"] as? [[String: Any]])
        #expect(
            changes.map { $0["kind"] as? String ?? "" } == [
                "value-changed", "value-changed", "value-changed", "value-changed", "color-added",
            ])
        #expect(changes.first?["deltaE"] as? Double == 5.04)
        #expect(changes.first?["translated"] as? String == "#007AFF")
        #expect(changes.first?["source"] as? String == "#0088FF")
        let current = try #require(try entry("ja/foundations/color.md")["translation"] as? [String: Any])
        #expect(current["status"] as? String == "current")
        #expect((current["changes"] as? [Any])?.isEmpty == true)
        let source = try #require(try entry("foundations/color.md")["translations"] as? [String: String])
        #expect(source == ["zh": "zh/foundations/color.html", "ja": "ja/foundations/color.html"])
        #expect(try entry("foundations/typography.md")["translations"] == nil)
        let group = try String(contentsOf: root.appendingPathComponent("public/api/groups/zh-foundations.json"), encoding: .utf8)
        #expect(
            group.contains(
                "\"translation\":{\"changes\":[{\"api\":\"systemBlue\",\"appearance\":\"light\",\"color\":\"Blue\",\"deltaE\":5.04,"))
    }

    @Test func aBrokenOrDoubledTranslationLinkIsAWarningNotAnError() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("content")
        try Data("---\ntitle: 坏链接\ntranslation_of: foundations/colour.md\n---\n# 坏链接\n".utf8)
            .write(to: content.appendingPathComponent("zh/broken.md"))
        try Data("---\ntitle: 第二份\ntranslation_of: foundations/color\n---\n# 第二份\n".utf8)
            .write(to: content.appendingPathComponent("zh/second.md"))
        let report = await build(root)
        #expect(report.succeeded)
        let found = report.diagnostics.diagnostics.map { "\($0.id.rawValue)@\($0.location?.path ?? ""):\($0.location?.line ?? 0)" }
        #expect(found.contains("translation.missing-source@content/zh/broken.md:3"))
        #expect(found.contains("translation.duplicate@content/zh/second.md:1"))
        #expect(!found.contains { $0.hasPrefix("translation.invalid-source") })
        // A translation of a translation, and a "translation" in the default language, are not linked.
        try Data("---\ntitle: 链\ntranslation_of: zh/foundations/color.md\n---\n# 链\n".utf8)
            .write(to: content.appendingPathComponent("zh/chain.md"))
        try Data("---\ntitle: Color again\ntranslation_of: foundations/color.md\n---\n# Color again\n\nIn English.\n".utf8)
            .write(to: content.appendingPathComponent("color-again.md"))
        let again = await build(root)
        let invalid = again.diagnostics.diagnostics.filter { $0.id.rawValue == "translation.invalid-source" }
        #expect(
            invalid.map { "\($0.location?.path ?? ""):\($0.location?.line ?? 0): \($0.message)" } == [
                "content/color-again.md:3: this page and content/foundations/color.md, which it translates, are both in 'en'",
                "content/zh/chain.md:3: 'translation_of' names content/zh/foundations/color.md, which is itself a translation; name the original page",
            ])
        #expect(
            try page(root, "color-again.html").contains("中文 <span class=\"language-note\">(not translated)</span>"),
            "not linked as a translation")
        #expect(!found.contains { $0.hasPrefix("colors.conflict") })
    }

    /// With a base URL, `hreflang` alternates are absolute and the sitemap lists each language's index.
    @Test func aBaseURLMakesTheAlternatesAbsoluteAndTheSitemapListsEachIndex() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("precept.yml")
        try Data((try String(contentsOf: config, encoding: .utf8) + "base_url: https://design.example/\n").utf8).write(to: config)
        #expect(await build(root).succeeded)
        let chinese = try page(root, "zh/foundations/color.html")
        #expect(chinese.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"https://design.example/foundations/color.html\">"))
        #expect(chinese.contains("<a href=\"../../foundations/color.html\" hreflang=\"en\">English</a>"), "the menu's links stay relative")
        let sitemap = try page(root, "sitemap.xml")
        for path in ["index.html", "zh/index.html", "ja/index.html", "zh/foundations/color.html"] {
            #expect(sitemap.contains("<loc>https://design.example/\(path)</loc>"), "\(path)")
        }
    }

    /// A page in a language folder is in that language even when its text does not say so, and a site whose only
    /// pages are one translation's still has that language's index.
    @Test func aLanguageFolderGivesItsPagesTheirLanguageAndItsOwnIndex() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("title: Translation Fixture\nlanguages: [en, zh, ja, fr]\n".utf8).write(to: root.appendingPathComponent("precept.yml"))
        let french = root.appendingPathComponent("content/fr/foundations/typography.md")
        try FileManager.default.createDirectory(at: french.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: Typographie\n---\n# Typographie\n\nLes styles de texte gardent une hiérarchie lisible.\n".utf8).write(
            to: french)
        #expect(await build(root).succeeded)
        let page = try page(root, "fr/foundations/typography.html")
        #expect(page.contains("<html lang=\"fr\">"))
        #expect(page.contains("<ul class=\"nav-list\" lang=\"fr\">"))
        #expect(try self.page(root, "foundations/typography.html").contains("hreflang=\"fr\">Français</a>"))

        // Only Chinese pages.
        let only = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: only) }
        for folder in ["foundations", "components", "ja"] {
            try FileManager.default.removeItem(at: only.appendingPathComponent("content/" + folder))
        }
        let report = await build(only)
        #expect(report.succeeded)
        let files = Set(filesByRelativePath(under: only.appendingPathComponent("public")).keys)
        #expect(files.isSuperset(of: ["index.html", "zh/index.html", "zh/checklist.html", "zh/foundations/color.html"]))
        let chinese = try self.page(only, "zh/foundations/color.html")
        #expect(chinese.contains("<a class=\"nav-home\" href=\"../../zh/index.html\">概览</a>"))
    }

    /// A split checklist of a language is written below its folder, and passes over a path a page of that
    /// language already takes (`zh/checklist/zh-foundations.html`).
    @Test func aLanguagesSplitChecklistPassesOverItsPagesPaths() async throws {
        let root = try FixtureSite.scratchCopy("translations")
        defer { try? FileManager.default.removeItem(at: root) }
        let config = root.appendingPathComponent("precept.yml")
        try Data((try String(contentsOf: config, encoding: .utf8) + "checklist:\n  split_above: 1\n").utf8).write(to: config)
        let taken = root.appendingPathComponent("content/zh/checklist/zh-foundations.md")
        try FileManager.default.createDirectory(at: taken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("---\ntitle: 占位\n---\n# 占位\n\n这一页占用了检查清单的路径。\n".utf8).write(to: taken)
        #expect(await build(root).succeeded)
        #expect(try page(root, "zh/checklist/zh-foundations.html").contains("这一页占用了检查清单的路径。"), "the page keeps its path")
        let group = try page(root, "zh/checklist/zh-foundations-2.html")
        #expect(group.contains("使用系统颜色。"), "the group's checklist moved beside it")
        #expect(try page(root, "zh/checklist.html").contains("href=\"../zh/checklist/zh-foundations-2.html\""))
    }
}
