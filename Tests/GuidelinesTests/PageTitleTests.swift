import Testing

@testable import Guidelines

@Suite struct PageTitleTests {
    @Test(arguments: [
        ("App icons | Apple Developer Documentation", "App icons"),
        ("Color & Contrast", "Color & Contrast"),
        ("A | B | Site", "A | B"),
        (" | Only suffix", " | Only suffix"),
    ])
    func siteSuffixIsStripped(raw: String, expected: String) {
        #expect(PageTitle.stripSiteSuffix(raw) == expected)
    }

    @Test func fallsBackFromFrontMatterToHeadingToFileName() {
        #expect(PageTitle.resolve(frontMatter: "T", heading: "H", fileName: "f").text == "T")
        #expect(PageTitle.resolve(frontMatter: nil, heading: "H", fileName: "f").text == "H")
        let fromFile = PageTitle.resolve(frontMatter: "  ", heading: nil, fileName: "text_fields")
        #expect(fromFile.text == "Text fields")
        #expect(fromFile.fromFileName)
    }
}
