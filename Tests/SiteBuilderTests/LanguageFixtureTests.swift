import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

/// `Tests/Fixtures/languages/`: each page's `<html lang>`, its chrome in its language, `lang` on links to pages in
/// another language, the language in the API, and the warning for an invalid tag.
@Suite struct LanguageFixtureTests {
    @Test func pagesGetTheirLanguageAndTheThemeSpeaksIt() async throws {
        let root = try FixtureSite.scratchCopy("languages")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        let found = report.diagnostics.diagnostics.map { "\($0.id.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
        #expect(found == ["frontmatter.invalid-language@3:11"])
        let out = root.appendingPathComponent("public")
        func page(_ path: String) throws -> String {
            try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
        }
        let expected = [
            "guides/buttons.html": "en", "guides/color-zh.html": "zh", "guides/layout-ja.html": "ja",
            "guides/typography-ko.html": "ko", "guides/icons-explicit.html": "ja", "guides/motion-invalid.html": "en",
            "index.html": "en",
        ]
        for (path, language) in expected {
            #expect(try page(path).contains("<html lang=\"\(language)\">"), "\(path)")
        }
        let chinese = try page("guides/color-zh.html")
        #expect(chinese.contains("<a class=\"skip-link\" href=\"#main\">跳到正文</a>"))
        #expect(chinese.contains("<span class=\"pager-label\">上一页</span>"))
        #expect(chinese.contains("<label>色觉 <select"))
        #expect(chinese.contains("<summary id=\"precept-toc-title\">本页内容</summary>"))
        #expect(chinese.contains("<script src=\"../assets/strings-zh.js\" defer></script>"), "the words for the scripts")
        #expect(try page("assets/strings-zh.js").contains("\"copy\":\"复制\""))
        // The navigation is in the site's language; a link to a page in another one says so.
        #expect(chinese.contains("<ul class=\"nav-list\" lang=\"en\">"))
        #expect(chinese.contains("<a href=\"../guides/buttons.html\">Buttons</a>"))
        #expect(chinese.contains("<a href=\"../guides/typography-ko.html\" lang=\"ko\">타이포그래피</a>"))
        let korean = try page("guides/typography-ko.html")
        #expect(korean.contains("<span class=\"pager-label\">이전</span>"))
        let english = try page("guides/buttons.html")
        #expect(english.contains("<a class=\"skip-link\" href=\"#main\">Skip to content</a>"))
        let index = try page("index.html")
        #expect(index.contains("<li class=\"card\" lang=\"ja\">"))
        let group = try String(contentsOf: out.appendingPathComponent("api/groups/guides.json"), encoding: .utf8)
        #expect(group.contains("\"id\":\"guides/typography-ko\",\"language\":\"ko\""))
    }
}
