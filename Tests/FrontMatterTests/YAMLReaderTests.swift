import Diagnostics
import Foundation
import Testing

@testable import FrontMatter

@Suite struct YAMLReaderTests {
    /// Reads `text` as if its first line were line 2 of `page.md` (right after an opening fence).
    private func read(_ text: String) -> (value: YAMLValue?, diagnostics: [Diagnostic]) {
        YAMLReader(path: "page.md", firstLine: 2).read(text)
    }

    private func at(_ line: Int, _ column: Int) -> Diagnostics.SourceLocation {
        Diagnostics.SourceLocation(path: "page.md", line: line, column: column)
    }

    @Test func nodesCarryFileLocations() throws {
        let (value, diagnostics) = read(lines("title: \"Quoted\"", "platforms:", "  - iOS", "  - 'macOS'", "size: {w: 3}"))
        #expect(diagnostics.isEmpty)
        let entries = try #require(value?.mappingEntries)
        #expect(entries.map(\.key) == ["title", "platforms", "size"])
        #expect(entries.map(\.keyLocation) == [at(2, 1), at(3, 1), at(6, 1)])
        #expect(entries[0].value == .scalar("Quoted", plain: false, at: at(2, 8)))
        #expect(
            entries[1].value
                == .sequence(
                    [
                        .scalar("iOS", plain: true, at: at(4, 5)),
                        .scalar("macOS", plain: false, at: at(5, 5)),
                    ], at: at(4, 3)))
        #expect(entries[2].value.location == at(6, 7))
        #expect(entries[2].value["w"] == .scalar("3", plain: true, at: at(6, 11)))
    }

    @Test func columnsCountUnicodeScalars() throws {
        let (value, _) = read("名前: 値")
        let entry = try #require(value?.mappingEntries?.first)
        #expect(entry.value.location == at(2, 5))
    }

    @Test func blockScalarsAreNotPlain() {
        let (value, _) = read(lines("note: |", "  two", "  lines"))
        #expect(value?["note"] == .scalar("two\nlines", plain: false, at: at(2, 7)))
    }

    @Test func duplicateKeyKeepsTheFirstValue() throws {
        let (value, diagnostics) = read(lines("title: One", "weight: 1", "title: Two"))
        #expect(value?["title"]?.scalarText == "One")
        #expect(value?.mappingEntries?.count == 2)
        let diagnostic = try #require(diagnostics.first)
        #expect(positions(diagnostics) == ["frontmatter.duplicate-key@4:1"])
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("first value"))
        #expect(diagnostic.notes == ["'title' is first set at page.md:2:1"])
    }

    @Test func duplicateKeysInNestedMappings() {
        let (_, diagnostics) = read(lines("links:", "  a: 1", "  a: 2"))
        #expect(positions(diagnostics) == ["frontmatter.duplicate-key@4:3"])
    }

    @Test func aliasesAndAnchorsAreRefused() {
        let (value, diagnostics) = read(lines("base: &b [x, y]", "copy: *b", "list: [*b, z]"))
        #expect(positions(diagnostics) == ["frontmatter.alias@2:7", "frontmatter.alias@3:7", "frontmatter.alias@4:8"])
        #expect(diagnostics.allSatisfy { $0.severity == .error })
        #expect(value?["copy"] == nil)
        #expect(value?["list"] == .sequence([.scalar("z", plain: true, at: at(4, 12))], at: at(4, 7)))
    }

    @Test func billionLaughsIsRefusedWithoutExpanding() {
        var text = "a: &a [\"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\", \"lol\"]\n"
        for level in 1..<9 {
            let previous = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level - 1)))
            let name = Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(level)))
            text += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
        }
        let (_, diagnostics) = read(text)
        #expect(diagnostics.count == 9 + 8 * 9)
        #expect(diagnostics.allSatisfy { $0.id == "frontmatter.alias" })
    }

    @Test func nestingUpToTheLimitIsRead() {
        // The top-level mapping plus 15 lists makes 16 levels.
        let text = "deep: " + String(repeating: "[", count: 15) + String(repeating: "]", count: 15)
        let (value, diagnostics) = read(text)
        #expect(diagnostics.isEmpty)
        #expect(value != nil)
    }

    @Test func nestingPastTheLimitStops() {
        let text = "deep: " + String(repeating: "[", count: 16) + String(repeating: "]", count: 16)
        let (value, diagnostics) = read(text)
        #expect(value == nil)
        #expect(positions(diagnostics) == ["frontmatter.too-deep@2:22"])
    }

    @Test func deepBlockNestingStops() {
        var text = ""
        for level in 0..<20 { text += String(repeating: " ", count: level) + "k\(level):\n" }
        let (_, diagnostics) = read(text)
        #expect(positions(diagnostics) == ["frontmatter.too-deep@18:17"])
    }

    /// Flow nesting is refused before libyaml reads a single event (its scanner is quadratic on deep flow nesting:
    /// reading on to the limit would take minutes here); block nesting, which libyaml reads in linear time, is read
    /// up to the limit and no further.
    @Test(arguments: [("[", 0), ("{", 0), ("[{", 0), ("{a: ", 0), ("- ", YAMLReader.maximumDepth + 2)])
    func hugeNestingStopsAtTheLimit(unit: String, events limit: Int) {
        let text = String(repeating: unit, count: 60_000 / unit.count)
        var events = 0
        let diagnostics = YAMLReader(path: "page.md", firstLine: 2).read(text, countingEvents: &events).diagnostics
        #expect(diagnostics.map(\.id) == ["frontmatter.too-deep"])
        #expect(events <= limit, "libyaml read \(events) events: the reader must stop at the nesting limit, not read on")
    }

    @Test func hundredKilobytesOfBracketsIsRefusedUnread() {
        let text = "key: " + String(repeating: "[", count: 100_000)
        var events = 0
        let diagnostics = YAMLReader(path: "page.md", firstLine: 2).read(text, countingEvents: &events).diagnostics
        #expect(diagnostics.map(\.id) == ["frontmatter.too-large"])
        #expect(events == 0, "libyaml read \(events) events: front matter over the size cap must not be parsed at all")
    }

    /// The count the tests above read: nesting within the limit (the mapping and 15 lists) is read whole.
    @Test func nestingWithinTheLimitIsRead() {
        var events = 0
        let diagnostics = YAMLReader(path: "page.md", firstLine: 2).read(
            "key: " + String(repeating: "[", count: 15) + String(repeating: "]", count: 15), countingEvents: &events
        ).diagnostics
        #expect(diagnostics.isEmpty)
        // The stream's end (its start is not passed on), the document's and the mapping's start and end, the key,
        // 15 sequence starts and 15 ends.
        #expect(events == 1 + 2 + 2 + 1 + 2 * 15, "\(events)")
    }

    @Test(arguments: [
        "title: \"[[[[[[[[[[[[[[[[[[[[\"",
        "title: '{{{{{{{{{{{{{{{{{{{{'",
        "title: plain [[[[[[[[[[[[[[[[[[[[",
        "title: x # [[[[[[[[[[[[[[[[[[[[",
        "# [[[[[[[[[[[[[[[[[[[[\ntitle: x",
        "body: |\n  [[[[[[[[[[[[[[[[[[[[\n  {{{{{{{{{{{{{{{{{{{{\ntitle: x",
        "list: [\"[[[[[[[[[[[[[[[[[[[[\", 'it''s [[[[[[[[[[[[[[[[[[[']",
    ])
    func bracketsOutsideFlowCollectionsAreNotNesting(text: String) {
        let (value, diagnostics) = read(text)
        #expect(diagnostics.isEmpty)
        #expect(value?.mappingEntries?.isEmpty == false)
    }

    @Test func tooLargeIsNotParsed() {
        let text = String(repeating: "key: value\n", count: 7_000)
        let (value, diagnostics) = read(text)
        #expect(value == nil)
        #expect(positions(diagnostics) == ["frontmatter.too-large@2:1"])
    }

    @Test func syntaxErrorPointsAtLibyamlsMark() throws {
        let (value, diagnostics) = read(lines("title: ok", "list: [a, b", "next: c"))
        #expect(value == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.id == "frontmatter.syntax")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("front matter is not valid YAML: "))
        #expect(diagnostic.message.contains("did not find expected ',' or ']'"))
        #expect(positions(diagnostics) == ["frontmatter.syntax@4:5"])
    }

    @Test func syntaxErrorInsideAPage() {
        let result = parsePage(lines("---", "title: ok", "  bad: indent", "---", "Body"))
        #expect(positions(result.diagnostics) == ["frontmatter.syntax@3:6"])
        #expect(result.metadata == PageMetadata())
        #expect(result.body == lines("", "", "", "", "Body"))
    }

    @Test func controlCharacterIsAReaderError() {
        let (value, diagnostics) = read("title: a\u{7}b")
        #expect(value == nil)
        #expect(positions(diagnostics) == ["frontmatter.syntax@2:9"])
    }

    @Test func topLevelMustBeAMapping() throws {
        let result = parsePage(lines("---", "- one", "- two", "---", "Body"))
        #expect(result.style == .closed)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == "frontmatter.not-a-mapping")
        #expect(diagnostic.message == "front matter should be a mapping of 'key: value' lines, found a list")
        #expect(positions(result.diagnostics) == ["frontmatter.not-a-mapping@2:1"])
    }

    @Test func proseBetweenDashesIsNotFrontMatter() {
        // A thematic break, a paragraph and a setext underline: Markdown, not a scalar document.
        let result = parsePage(lines("---", "just a sentence", "---"))
        #expect(result.style == .none)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: ["", "# only a comment", "~"])
    func emptyDocumentsHaveNoValue(text: String) {
        let (value, diagnostics) = read(text)
        #expect(diagnostics.isEmpty)
        #expect(value == nil || value?.isNull == true)
    }

    @Test func valuesSurviveCodableRoundTrip() throws {
        let result = parsePage(lines("---", "title: Codable", "extra: {a: [1, 'two']}", "---"))
        let data = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(FrontMatterResult.self, from: data) == result)
    }
}
