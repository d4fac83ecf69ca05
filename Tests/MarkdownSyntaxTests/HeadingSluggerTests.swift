import Testing

@testable import MarkdownSyntax

@Suite struct HeadingSluggerTests {
    @Test(arguments: [
        ("Best practices", "best-practices"),
        ("  Color & Contrast  ", "color-contrast"),
        ("App’s icon", "app-s-icon"),
        ("Café menus", "café-menus"),
        ("颜色 与 对比度", "颜色-与-对比度"),
        ("!!!", "section"),
        ("iOS 17", "ios-17"),
    ])
    func slugs(input: String, expected: String) {
        #expect(HeadingSlugger.slug(input) == expected)
    }

    @Test func uniqueSlugsCountUp() {
        var slugger = HeadingSlugger()
        #expect(slugger.uniqueSlug("A") == "a")
        #expect(slugger.uniqueSlug("A") == "a-2")
        #expect(slugger.uniqueSlug("a-2") == "a-2-2")
        #expect(slugger.uniqueSlug("A") == "a-3")
    }
}
