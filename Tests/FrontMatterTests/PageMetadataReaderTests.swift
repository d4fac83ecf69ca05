import Diagnostics
import Testing

@testable import FrontMatter

@Suite struct PageMetadataReaderTests {
    /// A closed front matter holding `yaml`, so its first line is file line 2.
    private func metadata(_ yaml: String...) -> FrontMatterResult {
        parsePage((["---"] + yaml + ["---", "", "# Body"]).joined(separator: "\n"))
    }

    @Test func readsEveryTypedField() {
        let result = metadata(
            "id: color-and-contrast",
            "title: Color & Contrast",
            "description: How to pick readable colors.",
            "platforms: [iOS, iPadOS]",
            "availability: iOS 14.0+",
            "reviewed: 2026-10-04",
            "source: https://example.com/color",
            "hig: https://example.com/hig/color.md",
            "docs: ../reference/color.md",
            "aliases: [colour, contrast]",
            "draft: false",
            "weight: -2")
        #expect(result.diagnostics.isEmpty)
        let expected = PageMetadata(
            id: "color-and-contrast", title: "Color & Contrast", description: "How to pick readable colors.",
            platforms: ["iOS", "iPadOS"], availability: "iOS 14.0+",
            reviewed: ReviewDate(year: 2026, month: 10, day: 4, text: "2026-10-04", line: 7),
            source: "https://example.com/color", hig: "https://example.com/hig/color.md",
            docs: "../reference/color.md", aliases: ["colour", "contrast"], draft: false, weight: -2)
        #expect(result.metadata == expected)
    }

    @Test func quotedTitleLosesItsQuotes() {
        #expect(metadata("title: \"Sliders | Example Documentation\"").metadata.title == "Sliders | Example Documentation")
        #expect(metadata("title: 'It''s a title'").metadata.title == "It's a title")
    }

    @Test(arguments: [
        "platforms: [iOS, iPadOS, macOS]",
        "platforms: iOS, iPadOS, macOS",
        "platforms: \"iOS,iPadOS , macOS,\"",
        "platforms:\n  - iOS\n  - iPadOS\n  - macOS",
    ])
    func platformsFromListOrCommaString(line: String) {
        let result = metadata(line)
        #expect(result.metadata.platforms == ["iOS", "iPadOS", "macOS"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aliasesFromCommaString() {
        #expect(metadata("aliases: old-color, colour").metadata.aliases == ["old-color", "colour"])
    }

    @Test func reviewedAsMonth() {
        let result = metadata("reviewed: October 2026")
        #expect(result.metadata.reviewed == ReviewDate(year: 2026, month: 10, text: "October 2026", line: 2))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func unreadableDateWarns() throws {
        let result = metadata("title: T", "reviewed: sometime soon")
        #expect(result.metadata.reviewed == nil)
        #expect(positions(result.diagnostics) == ["frontmatter.invalid-date@3:11"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("\"sometime soon\""))
    }

    @Test(arguments: [
        ("weight: heavy", "'weight' should be an integer, found the string \"heavy\"", 2, 9),
        ("weight: \"3\"", "'weight' should be an integer, found the string \"3\"", 2, 9),
        ("weight: 2.5", "'weight' should be an integer, found the number 2.5", 2, 9),
        ("draft: maybe", "'draft' should be true or false, found the string \"maybe\"", 2, 8),
        ("draft: 1", "'draft' should be true or false, found the integer 1", 2, 8),
        ("title: [a, b]", "'title' should be a string, found a list", 2, 8),
        ("id:\n  key: value", "'id' should be a string, found a mapping", 3, 3),
        ("platforms: {ios: yes}", "'platforms' should be a list of strings or a comma-separated string, found a mapping", 2, 12),
        ("platforms: [iOS, [nested]]", "'platforms' should list strings, found a list; it is skipped", 2, 18),
        ("reviewed: [2026]", "'reviewed' should be a string, found a list", 2, 11),
        ("source: {url: x}", "'source' should be a string, found a mapping", 2, 9),
    ])
    func wrongTypesWarnAtTheValue(yaml: String, message: String, line: Int, column: Int) throws {
        let result = metadata(yaml)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.id == "frontmatter.wrong-type")
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message == message)
        #expect(diagnostic.location == Diagnostics.SourceLocation(path: "page.md", line: line, column: column))
    }

    @Test func wrongTypeLeavesTheFieldUnset() {
        let result = metadata("title: Kept", "weight: heavy", "draft: maybe")
        #expect(result.metadata.title == "Kept")
        #expect(result.metadata.weight == nil)
        #expect(result.metadata.draft == nil)
        #expect(result.diagnostics.count == 2)
    }

    @Test func emptyValuesAreUnsetWithoutWarning() {
        let result = metadata("weight:", "draft: ~", "title: null")
        #expect(result.diagnostics.isEmpty)
        #expect(result.metadata == PageMetadata())
    }

    @Test func scalarsOfAnyKindAreText() {
        #expect(metadata("title: 1984").metadata.title == "1984")
        #expect(metadata("id: 42").metadata.id == "42")
    }

    @Test(arguments: [
        ("https://developer.example.com/design/colors", true),
        ("HTTP://example.com", true),
        ("http://user@example.com:8080/a?b#c", true),
        ("colors/contrast.md", true),
        ("/guides/color.md#rules", true),
        ("../sibling.md", true),
        ("mailto:someone@example.com", true),
        ("javascript:alert(1)", false),
        ("https://", false),
        ("https:/example.com", false),
        ("//example.com/a", false),
        ("has space.md", false),
        ("ftp://example.com/file", false),
    ])
    func linkValidation(text: String, acceptable: Bool) {
        #expect(PageMetadataReader.isAcceptableLink(text) == acceptable)
    }

    @Test func invalidLinkWarnsAndIsDropped() throws {
        let result = metadata("title: T", "docs: javascript:alert(1)", "hig: ok/path.md")
        #expect(result.metadata.docs == nil)
        #expect(result.metadata.hig == "ok/path.md")
        #expect(positions(result.diagnostics) == ["frontmatter.invalid-url@3:7"])
        #expect(
            result.diagnostics.first?.message
                == "'docs' should be an absolute http(s) URL, a mailto: address or a relative path, found \"javascript:alert(1)\"")
    }

    @Test func otherKeysAreKeptAsExtra() {
        let result = metadata("title: T", "summary: Short", "tags: [a, b]", "Title: capitalised is another key")
        #expect(result.diagnostics.isEmpty)
        #expect(Set(result.metadata.extra.keys) == ["summary", "tags", "Title"])
        #expect(
            result.metadata.extra["summary"]
                == .scalar("Short", plain: true, at: Diagnostics.SourceLocation(path: "page.md", line: 3, column: 10)))
        #expect(result.metadata.extra["tags"]?.location.line == 4)
    }

    @Test func duplicateTypedKeyUsesTheFirst() {
        let result = metadata("weight: 1", "weight: 9")
        #expect(result.metadata.weight == 1)
        #expect(positions(result.diagnostics) == ["frontmatter.duplicate-key@3:1"])
    }
}
