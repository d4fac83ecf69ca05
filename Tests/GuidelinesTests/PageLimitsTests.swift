import Diagnostics
import Testing

@testable import Guidelines

/// The caps of `PageLimits`: page size, output growth, table columns.
@Suite struct PageLimitsTests {
    func process(_ text: String, limits: PageLimits = .standard) -> PageResult {
        PageProcessor(options: .init(limits: limits)).process(
            PageSource(relativePath: "big.md", displayPath: "content/big.md", text: text))
    }

    @Test func aPageOverTheSizeCapIsNotRead() {
        let result = process("# Big\n\n" + String(repeating: "word ", count: 1000), limits: PageLimits(maximumPageBytes: 1024))
        #expect(result.page == nil)
        #expect(result.diagnostics.map(\.id) == ["page.too-large"])
        #expect(result.diagnostics[0].message.contains("more than the 1 KB allowed"))
        #expect(result.diagnostics[0].location?.path == "content/big.md")
    }

    @Test func aLinkReferenceRepeatedManyTimesCannotBlowUpTheOutput() {
        // The same shape as 100,000 uses (which a worker's time budget stops first), scaled down.
        let url = "https://example.com/" + String(repeating: "very-long-path/", count: 60)
        let text = "# Refs\n\n[a]: \(url)\n\n" + String(repeating: "[a] ", count: 2_000) + "\n"
        let result = process(text, limits: PageLimits(outputAllowanceBytes: 1024 * 1024))
        #expect(result.page == nil)
        let diagnostic = result.diagnostics.first { $0.id == "page.output-too-large" }
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.message.contains("KB allowed") == true)
    }

    @Test func normalGrowthIsAllowed() {
        let text = "# Refs\n\n[a]: https://example.com/\n\n" + String(repeating: "[a] ", count: 1000) + "\n"
        let result = process(text)
        #expect(result.page != nil)
        #expect(!result.diagnostics.contains { $0.id == "page.output-too-large" })
    }

    @Test func aTableWiderThanTheCapIsShownAsTextBeforeParsing() {
        let text = "# Wide\n\n" + String(repeating: "|x", count: 300) + "|\n" + String(repeating: "|-", count: 300) + "|\n|a\n"
        let result = process(text)
        let diagnostic = result.diagnostics.first { $0.id == "markdown.too-many-columns" }
        #expect(diagnostic?.message == "a table with 300 columns is more than the 128 allowed; it is shown as text")
        #expect(diagnostic?.location?.line == 4)
        #expect(result.page?.bodyHTML.contains("<table") == false)
    }

    @Test func aTableWithinTheCapIsATable() {
        let text = "# Narrow\n\n| a | b |\n|---|:-:|\n| 1 | 2 |\n"
        let result = process(text)
        #expect(!result.diagnostics.contains { $0.id == "markdown.too-many-columns" })
        #expect(result.page?.bodyHTML.contains("<table") == true)
    }
}
