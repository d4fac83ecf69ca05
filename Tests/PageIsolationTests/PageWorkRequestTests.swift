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

    @Test func anOptionsFrameRoundTrips() throws {
        var options = PageProcessor.Options(allowRawHTML: true, siteTitle: "Site", ruleHeadings: ["do", "don't"])
        options.colorChecks.minimumContrast = 4.5
        options.limits.maximumTableColumns = 7
        let payload = try PageWorkRequest.encode(options)
        #expect(payload.first == UInt8(ascii: "O"))
        #expect(try PageWorkRequest.decode(payload) == .options(options))
        #expect(try PageWorkRequest.decode(try PageWorkRequest.encode(PageProcessor.Options())) == .options(PageProcessor.Options()))
    }

    @Test func badFramesThrow() throws {
        let page = PageWorkRequest.encode(PageSource(relativePath: "a.md", displayPath: "content/a.md", text: "# A\n"))
        #expect(throws: (any Error).self) { try PageWorkRequest.decode([]) }
        #expect(throws: (any Error).self) { try PageWorkRequest.decode([UInt8(ascii: "X")] + page.dropFirst()) }
        #expect(throws: (any Error).self) { try PageWorkRequest.decode(page + [0]) }
        for cut in 1..<page.count {
            #expect(throws: (any Error).self, "cut at \(cut)") { try PageWorkRequest.decode(Array(page[..<cut])) }
        }
        let options = try PageWorkRequest.encode(PageProcessor.Options())
        #expect(throws: (any Error).self) { try PageWorkRequest.decode(Array(options.dropLast())) }
    }
}
