import Testing

@testable import SiteModel

/// `ContentScanner.isPage`: a Markdown file (`.md`, `.markdown`, any case) with no part of its path hidden.
@Suite struct ContentScannerPageTests {
    @Test(arguments: [
        ("page.md", true), ("a/b/Page.MD", true), ("x.markdown", true), ("guides/x.MarkDown", true), ("颜色/색상.md", true),
        ("b..md", true), ("archive.tar.md", true),
        // The Kelvin sign lowercases to `k`, as Foundation has it.
        ("page.mar\u{212A}down", true),
        (".hidden.md", false), ("a/.git/x.md", false), ("a/.md", false), ("a.b/c", false), ("c.txt", false), ("file.", false),
        ("file.md.txt", false), ("dir.md/file", false), ("md", false), ("", false), ("page.mdx", false), ("page.m", false),
        ("page.ｍｄ", false),
    ])
    func pagesAreMarkdownFilesOutsideHiddenFolders(path: String, isPage: Bool) {
        #expect(ContentScanner.isPage(path) == isPage)
    }
}
