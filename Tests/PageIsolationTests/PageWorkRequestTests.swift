import ColorScience
import FrontMatter
import Guidelines
import Testing

@testable import PageIsolation

/// The frames a pool sends its workers: options once, then pages that carry only the page.
@Suite struct PageWorkRequestTests {
    @Test func aPageFrameRoundTrips() throws {
        for source in [
            PageSource(relativePath: "a.md", displayPath: "content/a.md", text: "# A\u{0}\n"),
            PageSource(relativePath: "指南/颜色.md", displayPath: "content/指南/颜色.md", text: "# 颜色 🎨\r\n\nÜber.", hadInvalidUTF8: true),
            PageSource(relativePath: "", displayPath: "", text: ""),
        ] {
            let payload = PageWorkRequest.encode(source)
            #expect(payload.first == UInt8(ascii: "P"))
            #expect(try PageWorkRequest.decode(payload) == .page(source))
        }
    }

    /// Options with every stored property, nested ones included, away from its default.
    static var everyOptionChanged: PageProcessor.Options {
        var checks = ColorCheckSettings()
        checks.lightBackgrounds = [SRGBColor(red: 0.95, green: 0.9, blue: 0.85, alpha: 0.5), .white]
        checks.darkBackgrounds = [SRGBColor(red: -0.0, green: 0.1, blue: 1.5, alpha: 0.25)]
        checks.minimumContrast = 4.5
        var options = PageProcessor.Options(
            allowRawHTML: true, siteTitle: "Sité 🎨", colorChecks: checks, ruleHeadings: ["do", "don't", "规则"],
            limits: PageLimits(maximumPageBytes: 1, maximumTableColumns: 7, maximumOutputGrowth: -3, outputAllowanceBytes: Int.max))
        options.ruleHeadings.append("unsorted")
        options.siteLanguage = LanguageTag("zh-Hant")!
        options.markdownCopies = false
        options.copyLinksToCopies = false
        return options
    }

    @Test func anOptionsFrameRoundTrips() throws {
        for options in [Self.everyOptionChanged, PageProcessor.Options(), PageProcessor.Options(ruleHeadings: [])] {
            let payload = PageWorkRequest.encode(options)
            #expect(payload.first == UInt8(ascii: "O"))
            #expect(try PageWorkRequest.decode(payload) == .options(options))
            #expect(PageWorkRequest.encode(options) == payload, "the same options give the same bytes")
        }
    }

    /// The options frame is written field by field: a stored property added to any of these types must be
    /// written and read in `PageWorkRequest+Options`, and changed in `everyOptionChanged` so the round trip
    /// above covers it. This fails until both are done.
    @Test func everyStoredPropertyOfTheOptionsIsCovered() {
        #expect(Self.unchangedProperties(Self.everyOptionChanged, PageProcessor.Options(), path: "options") == [])
        // SRGBColor: four components, each written.
        #expect(Mirror(reflecting: SRGBColor.white).children.count == 4, "SRGBColor changed: update PageWorkRequest+Options")
    }

    /// The paths of the stored properties of `value` (descending into structs) equal to those of `reference`.
    static func unchangedProperties(_ value: Any, _ reference: Any, path: String) -> [String] {
        let children = Array(Mirror(reflecting: value).children)
        let references = Array(Mirror(reflecting: reference).children)
        guard Mirror(reflecting: value).displayStyle == .struct, children.count == references.count else {
            return String(describing: value) == String(describing: reference) ? [path] : []
        }
        return zip(children, references).flatMap { child, reference in
            unchangedProperties(child.value, reference.value, path: path + "." + (child.label ?? "?"))
        }
    }

    @Test func badFramesThrow() throws {
        let page = PageWorkRequest.encode(PageSource(relativePath: "a.md", displayPath: "content/a.md", text: "# A\n"))
        #expect(throws: (any Error).self) { try PageWorkRequest.decode([]) }
        #expect(throws: (any Error).self) { try PageWorkRequest.decode([UInt8(ascii: "X")] + page.dropFirst()) }
        #expect(throws: (any Error).self) { try PageWorkRequest.decode(page + [0]) }
        for cut in 1..<page.count {
            #expect(throws: (any Error).self, "cut at \(cut)") { try PageWorkRequest.decode(Array(page[..<cut])) }
        }
        let options = PageWorkRequest.encode(Self.everyOptionChanged)
        #expect(throws: (any Error).self) { try PageWorkRequest.decode(options + [0]) }
        for cut in 1..<options.count {
            #expect(throws: (any Error).self, "options cut at \(cut)") { try PageWorkRequest.decode(Array(options[..<cut])) }
        }
        // Damaged fields: a Bool that is not 0 or 1, an optional's marker that is not 0 or 1.
        var badBool = options
        badBool[1] = 2
        #expect(throws: (any Error).self) { try PageWorkRequest.decode(badBool) }
        var badOptional = options
        badOptional[2] = 7
        #expect(throws: (any Error).self) { try PageWorkRequest.decode(badOptional) }
    }
}
