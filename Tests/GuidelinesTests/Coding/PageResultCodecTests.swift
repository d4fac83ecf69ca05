import BinaryCoding
import Diagnostics
import Foundation
import FrontMatter
import MarkdownSyntax
import TestSupport
import Testing

@testable import Guidelines

/// `PageResultCodec`: real and generated results come back equal and encode to the same bytes every time;
/// cut, damaged or foreign bytes throw (or decode to some other result) and never crash.
@Suite struct PageResultCodecTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Markdown page of the bundled content and of the fixture sites.
    static let pagePaths = samplePagePaths(packageRoot: root)

    static func result(_ path: String, options: PageProcessor.Options = .init(siteTitle: "Precept")) throws -> PageResult {
        let text = String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
        return PageProcessor(options: options).process(PageSource(relativePath: path, displayPath: path, text: text))
    }

    /// Round-trips `result`, which must come back equal and encode to the same bytes again.
    static func expectRoundTrip(_ result: PageResult, _ comment: Comment, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
    {
        let bytes = PageResultCodec.encode(result)
        let back = try PageResultCodec.decode(bytes)
        #expect(back == result, comment, sourceLocation: sourceLocation)
        #expect(PageResultCodec.encode(back) == bytes, comment, sourceLocation: sourceLocation)
    }

    /// A page whose front matter the fixtures lack: nested YAML of every kind, outside the typed fields.
    static let frontMatterPage = PageSource(
        relativePath: "extra.md", displayPath: "content/extra.md",
        text: """
            ---
            title: Extra
            reviewed: October 4, 2026
            platforms: iOS, macOS
            draft: false
            weight: -3
            tags: [color, "quoted", 2.5, ~]
            owner:
              name: 山田
              teams: {design: [a, b], review: "yes"}
              note: |
                block text
            emoji: 🎨
            ---
            # Extra

            Text.
            """)

    @Test func everyPageOfTheContentAndFixturesRoundTrips() throws {
        #expect(Self.pagePaths.count > 20)
        var tables = 0, rules = 0, extras = 0
        var rawOptions = PageProcessor.Options(allowRawHTML: true)
        rawOptions.colorChecks.minimumContrast = 4.5
        for options in [PageProcessor.Options(siteTitle: "Precept"), rawOptions] {
            var results = [PageProcessor(options: options).process(Self.frontMatterPage)]
            for path in Self.pagePaths { results.append(try Self.result(path, options: options)) }
            for result in results {
                tables += result.page?.colorTables.count ?? 0
                rules += result.page?.rules.count ?? 0
                extras += result.page?.metadata.extra.count ?? 0
                try Self.expectRoundTrip(result, "\(result.page?.source.relativePath ?? result.diagnostics.description)")
            }
        }
        #expect(tables > 3 && rules > 3, "the pages should include color tables and rules")
        #expect(extras == 8, "the front matter page's three extra keys and the translations fixture's translation_of, twice")
        #expect(PageProcessor().process(Self.frontMatterPage).diagnostics.isEmpty)
    }

    @Test func generatedResultsRoundTrip() throws {
        var notations = Set<ColorValue.Notation>(), kinds = Set<Rule.Kind>(), severities = Set<Severity>()
        var destinations = Set<String>(), yamlKinds = Set<String>(), p3WithAlpha = 0
        for seed in 0..<300 as Range<UInt64> {
            var generator = PageResultGenerator(seed: seed)
            let result = generator.result()
            try Self.expectRoundTrip(result, "seed \(seed)")
            severities.formUnion(result.diagnostics.map(\.severity))
            guard let page = result.page else { continue }
            kinds.formUnion(page.rules.map(\.kind))
            for link in page.links { destinations.insert(String(describing: link.destination).prefix { $0 != "(" }.description) }
            for value in page.colorTables.flatMap(\.colors).flatMap(\.values.values) {
                notations.insert(value.notation)
                if value.colorSpace == .displayP3, value.alpha < 1 { p3WithAlpha += 1 }
            }
            for value in page.metadata.extra.values { yamlKinds.insert(String(describing: value).prefix { $0 != "(" }.description) }
        }
        // The generator reached every case, so each was round-tripped.
        #expect(notations.count == 5 && kinds == Set(Rule.Kind.allCases) && severities == Set(Severity.allCases))
        #expect(destinations == ["external", "fragment", "relative", "unsafe"], "\(destinations)")
        #expect(yamlKinds == ["scalar", "sequence", "mapping"], "\(yamlKinds)")
        #expect(p3WithAlpha > 0)
    }

    @Test func theSameResultGivesTheSameBytes() throws {
        // Two equal dictionaries that list their keys in different orders.
        let keys = (0..<12).map { "key-\($0)-é" }
        var forward: [String: YAMLValue] = [:]
        var backward: [String: YAMLValue] = [:]
        backward.reserveCapacity(200)
        let location = Diagnostics.SourceLocation(path: "p.md", line: 1, column: 1)
        for key in keys { forward[key] = .scalar(key, plain: true, at: location) }
        for key in keys.reversed() { backward[key] = .scalar(key, plain: true, at: location) }
        try #require(forward == backward && Array(forward.keys) != Array(backward.keys), "the test needs two different orders")
        var apisForward: [String: String] = [:]
        var apisBackward: [String: String] = [:]
        apisBackward.reserveCapacity(200)
        for key in keys { apisForward[key] = key }
        for key in keys.reversed() { apisBackward[key] = key }
        try #require(Array(apisForward.keys) != Array(apisBackward.keys))

        var generator = PageResultGenerator(seed: 7)
        var page = generator.page()
        let value = generator.colorValue()
        page.colorTables = [generator.colorTable()]
        page.metadata.extra = forward
        page.colorTables[0].colors = [
            ColorSpec(
                name: "Blue", apis: apisForward, values: [.light: value, .dark: value, .darkIncreasedContrast: value], line: 1, column: 1)
        ]
        page.colorTables[0].semanticColors = [SemanticColor(name: "Label", purpose: "Text", apis: apisForward, line: 2, column: 1)]
        let first = PageResultCodec.encode(PageResult(page: page, diagnostics: []))
        page.metadata.extra = backward
        var values: [Appearance: ColorValue] = [:]
        values.reserveCapacity(50)
        for appearance in [Appearance.darkIncreasedContrast, .dark, .light] { values[appearance] = value }
        page.colorTables[0].colors[0].values = values
        page.colorTables[0].colors[0].apis = apisBackward
        page.colorTables[0].semanticColors[0].apis = apisBackward
        let second = PageResultCodec.encode(PageResult(page: page, diagnostics: []))
        #expect(first == second)
        #expect(PageResultCodec.encode(try PageResultCodec.decode(first)) == first)
    }

    /// The bytes of a small result, written out: a change of layout must come with a new `version` (and page cache format).
    @Test func theLayoutIsPinned() throws {
        let result = PageResult(
            page: nil,
            diagnostics: [
                Diagnostic(.warning, id: "a.b", "hé", at: Diagnostics.SourceLocation(path: "p", line: 2, column: -1), notes: ["n"])
            ])
        let expected: [UInt8] = [
            0xB7, 0x50, 0x52, 0x07,  // magic, version
            0x00,  // no page
            0x01,  // one diagnostic
            0x01, 0x03, 0x61, 0x2E, 0x62, 0x03, 0x68, 0xC3, 0xA9,  // warning, "a.b", "hé"
            0x01, 0x01, 0x70, 0x04, 0x01,  // at "p", line 2, column -1 (zigzag)
            0x01, 0x01, 0x6E,  // notes ["n"]
        ]
        #expect(PageResultCodec.version == 7)
        #expect(PageResultCodec.encode(result) == expected)
        #expect(try PageResultCodec.decode(expected) == result)
    }

    /// The smallest page with a bit of everything, so every cut can be tried.
    static let smallPage = "Tests/Fixtures/color-notations/content/palette.md"

    @Test func everyCutThrows() throws {
        var generator = PageResultGenerator(seed: 42)
        var rich = generator.result()
        rich.page = generator.page()
        for result in [try Self.result(Self.smallPage), rich] {
            let bytes = PageResultCodec.encode(result)
            #expect(bytes.count > 500)
            for cut in 0..<bytes.count {
                #expect(throws: ByteReadError.self, "cut at \(cut)") { try PageResultCodec.decode(bytes[..<cut]) }
            }
        }
    }

    @Test func damagedBytesThrowOrDecodeNeverCrash() throws {
        var inputs = [(try Self.result(Self.smallPage))]
        for seed in 100..<106 as Range<UInt64> {
            var generator = PageResultGenerator(seed: seed)
            inputs.append(PageResult(page: generator.page(), diagnostics: [generator.diagnostic()]))
        }
        var decodedDifferently = 0, threw = 0
        var random = SplitMix64(state: 9)
        // One bit, the high bit, every bit, or a random byte.
        func mask() -> UInt8 {
            let value = random.next()
            switch value % 4 {
            case 0: return 1 << UInt8((value >> 8) % 8)
            case 1: return 0x80
            case 2: return 0xFF
            default: return UInt8(truncatingIfNeeded: value >> 16) | 1
            }
        }
        for result in inputs {
            let bytes = PageResultCodec.encode(result)
            for index in bytes.indices {
                var damaged = bytes
                damaged[index] ^= mask()
                do {
                    if try PageResultCodec.decode(damaged) != result { decodedDifferently += 1 }
                } catch is ByteReadError {
                    threw += 1
                }
            }
        }
        // A flipped bit inside a string still decodes; the page cache's checksum is what catches those.
        #expect(decodedDifferently > 0 && threw > 0)
    }

    @Test func aHugeCountThrows() {
        var huge = ByteWriter()
        huge.writeUnsigned(1 << 62)
        let header = PageResultCodec.magic + [PageResultCodec.version]
        // A page whose id claims 2^62 bytes; diagnostics that claim 2^62 entries.
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(header + [1] + huge.bytes + [0x41]) }
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(header + [0] + huge.bytes + [0, 0, 0]) }
        var count = ByteWriter()
        count.writeUnsigned(UInt64.max)
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(header + [0] + count.bytes) }
    }

    static func nested(_ levels: Int) -> YAMLValue {
        let location = Diagnostics.SourceLocation(path: "p.md", line: 1, column: 1)
        var value = YAMLValue.scalar("leaf", plain: true, at: location)
        for level in 1..<levels {
            value =
                level % 2 == 0
                ? .sequence([value], at: location)
                : .mapping([YAMLMappingEntry(key: "k", keyLocation: location, value: value)], at: location)
        }
        return value
    }

    @Test func nestingIsBounded() throws {
        #expect(PageResultCodec.maximumDepth >= YAMLReader.maximumDepth, "front matter the reader accepts must decode")
        var generator = PageResultGenerator(seed: 3)
        var page = generator.page()
        page.metadata.extra = ["deep": Self.nested(PageResultCodec.maximumDepth)]
        try Self.expectRoundTrip(PageResult(page: page, diagnostics: []), "as deep as allowed")
        page.metadata.extra = ["deep": Self.nested(PageResultCodec.maximumDepth + 1)]
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(PageResultCodec.encode(PageResult(page: page, diagnostics: []))) }
        // Far deeper than the stack could take if reading recursed without a bound: a sequence of one
        // sequence of one… written directly, since a value this deep cannot even be encoded or freed by recursion.
        var deep = ByteWriter()
        for _ in 0..<100_000 {
            deep.writeByte(1)
            deep.writeCount(1)
        }
        var reader = ByteReader(deep.bytes)
        #expect(throws: ByteReadError.self) { try PageResultCodec.readYAMLValue(&reader, depth: 1) }

        var section = PageSection(id: "s", title: "S", level: 2, children: [])
        for _ in 0..<PageResultCodec.maximumDepth { section = PageSection(id: "s", title: "S", level: 2, children: [section]) }
        page.metadata.extra = [:]
        page.sections = [section]
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(PageResultCodec.encode(PageResult(page: page, diagnostics: []))) }
    }

    @Test func otherFormatsAreRefused() throws {
        let result = try Self.result(Self.smallPage)
        let bytes = PageResultCodec.encode(result)
        // The same result as JSON, as version 1 of the page cache stored it.
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(Array(try JSONEncoder().encode(result))) }
        var otherVersion = bytes
        otherVersion[PageResultCodec.magic.count] += 1
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(otherVersion) }
        var otherMagic = bytes
        otherMagic[0] = UInt8(ascii: "{")
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(otherMagic) }
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode([]) }
        #expect(throws: ByteReadError.self) { try PageResultCodec.decode(bytes + [0]) }
    }

    @Test func duplicateKeysThrow() {
        let location = Diagnostics.SourceLocation(path: "p.md", line: 1, column: 1)
        var writer = ByteWriter()
        PageResultCodec.write(PageMetadata(extra: ["a": .scalar("1", plain: true, at: location)]), to: &writer)
        // The same entry twice: bump the count from 1 to 2 and repeat the entry's bytes.
        var bytes = writer.bytes
        let single = ByteWriter.entry(key: "a", value: .scalar("1", plain: true, at: location))
        #expect(Array(bytes.suffix(single.count + 1)) == [1] + single)
        bytes[bytes.count - single.count - 1] = 2
        bytes += single
        var reader = ByteReader(bytes)
        #expect(throws: ByteReadError.self) { try PageResultCodec.readMetadata(&reader) }

        var apis = ByteWriter()
        apis.writeCount(2)
        for _ in 0..<2 { apis.writeString("SwiftUI"); apis.writeString("blue") }
        var apisReader = ByteReader(apis.bytes)
        #expect(throws: ByteReadError.self) { try PageResultCodec.readAPIs(&apisReader) }
    }

    /// A stored property added to one of these types needs a line in `PageResultCodec` (and a new version);
    /// this test fails until the count here is updated too.
    @Test func everyStoredPropertyIsCoded() {
        var generator = PageResultGenerator(seed: 5)
        let page = generator.page()
        let location = Diagnostics.SourceLocation(path: "p", line: 1, column: 1)
        let counts: [(Any, Int)] = [
            (PageResult(page: nil, diagnostics: []), 2), (page.fields, 18), (page.source, 4),
            (PageSection(id: "", title: "", level: 2, children: []), 4), (RelatedLink(title: "", href: ""), 2),
            (ChangeLogEntry(date: "", changes: ""), 3), (TaskItem(text: "", checked: false, sectionId: nil, sectionTitle: nil), 4),
            (page.metadata, 15), (ReviewDate(year: 2026, month: 1, text: ""), 5),
            (YAMLMappingEntry(key: "", keyLocation: location, value: .scalar("", plain: true, at: location)), 3),
            (RenderedHeading(level: 1, id: "", title: "", sourceURL: nil, line: 1, column: 1), 6),
            (RenderedLink(destination: .fragment(""), raw: "", isImage: false, line: 1, column: 1), 5),
            (generator.colorTable(), 15), (generator.colorSpec(), 7),
            (SemanticColor(name: "", purpose: "", apis: [:], line: 1, column: 1), 5), (generator.colorValue(), 10),
            // A rule's anchor and hash are coded as the strings they give (`otherAnchor`, `hashNumber`, `otherHash`).
            (generator.rule(), 12), (SourcePosition(line: 1, column: 1), 2), (generator.diagnostic(), 5), (location, 3),
        ]
        for (value, count) in counts {
            #expect(Mirror(reflecting: value).children.count == count, "\(type(of: value)): update PageResultCodec")
        }
    }
}

extension ByteWriter {
    /// The bytes of one front matter entry as `PageResultCodec` writes it inside the metadata.
    fileprivate static func entry(key: String, value: YAMLValue) -> [UInt8] {
        var writer = ByteWriter()
        writer.writeString(key)
        PageResultCodec.write(value, to: &writer)
        return writer.bytes
    }
}

/// `PageResultCodec.decode(_:leavingTexts:)`: the page's body and Markdown copy are left where they lie.
@Suite struct PageResultCodecTextPlacesTests {
    @Test func textsAreLeftWhereTheyLieAndTheRestDecodes() throws {
        let text = "# Title\n\nA body with 蓝色 and “quotes”.\n\n**Check contrast.** Always.\n"
        let result = PageProcessor(options: .init()).process(PageSource(relativePath: "a.md", displayPath: "content/a.md", text: text))
        var page = try #require(result.page)
        page.markdown = .html("The copy, with é.")
        let whole = PageResult(page: page, diagnostics: result.diagnostics)
        // Inside a larger array, as an entry lies after its header in a pack.
        let bytes = Array("header\n".utf8) + PageResultCodec.encode(whole)
        let (left, texts) = try PageResultCodec.decode(bytes[7...], leavingTexts: true)
        let places = try #require(texts)
        #expect(Array(bytes[places.body]) == Array(page.bodyHTML.utf8))
        #expect(Array(bytes[places.markdown]) == Array("The copy, with é.".utf8))
        var expected = page
        expected.body = .stored
        expected.markdown = .stored
        #expect(left.page == expected)
        #expect(left.diagnostics == whole.diagnostics)
        // Not leaving them decodes the whole page, and says nothing of places.
        let (full, none) = try PageResultCodec.decode(bytes[7...], leavingTexts: false)
        #expect(full == whole && none == nil)
    }

    @Test func anEmptyCopyStaysEmptyAndAResultWithoutAPageHasNoPlaces() throws {
        let result = PageProcessor(options: .init()).process(PageSource(relativePath: "b.md", displayPath: "b.md", text: "# B\n\nText.\n"))
        var page = try #require(result.page)
        page.markdown = .html("")
        let withoutCopy = PageResult(page: page, diagnostics: result.diagnostics)
        let (left, texts) = try PageResultCodec.decode(PageResultCodec.encode(withoutCopy)[...], leavingTexts: true)
        #expect(texts?.markdown.isEmpty == true)
        #expect(left.page?.markdown == .html(""))
        #expect(left.page?.body == .stored)
        let failed = PageResult(page: nil, diagnostics: [.error("page.unreadable", "cannot read", at: nil)])
        let (back, none) = try PageResultCodec.decode(PageResultCodec.encode(failed)[...], leavingTexts: true)
        #expect(back == failed && none == nil)
    }

    @Test func textsLeftInBytesFromElsewhereAreCheckedForUTF8() throws {
        let result = PageProcessor(options: .init()).process(PageSource(relativePath: "d.md", displayPath: "d.md", text: "# D\n\n蓝色.\n"))
        var bytes = PageResultCodec.encode(result)
        let texts = try #require(try PageResultCodec.decode(bytes[...], leavingTexts: true).texts)
        #expect(PageResultCodec.textsAreUTF8(bytes[...], texts))
        // One byte of the body made invalid: decoding it whole throws, and the check says no.
        bytes[texts.body.lowerBound + texts.body.count / 2] = 0xFF
        #expect(throws: (any Error).self) { try PageResultCodec.decode(bytes) }
        #expect(!PageResultCodec.textsAreUTF8(bytes[...], texts))
    }

    @Test func cutBytesStillThrow() throws {
        let result = PageProcessor(options: .init()).process(PageSource(relativePath: "c.md", displayPath: "c.md", text: "# C\n\nText.\n"))
        let bytes = PageResultCodec.encode(result)
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
            #expect(throws: (any Error).self) { try PageResultCodec.decode(bytes[..<cut], leavingTexts: true) }
        }
    }
}
