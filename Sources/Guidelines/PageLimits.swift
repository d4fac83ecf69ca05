/// Caps on what one page may be or produce, checked while processing it (`limits:` in precept.yml).
package struct PageLimits: Sendable, Hashable, Codable {
    /// Largest page file read; larger pages are left out with `page.too-large`.
    package var maximumPageBytes: Int
    /// Tables with more columns are not read as tables (`markdown.too-many-columns`), before cmark sees them.
    package var maximumTableColumns: Int
    /// The rendered body may grow to this many times the page's size…
    package var maximumOutputGrowth: Int
    /// …or to this many bytes, whichever is larger, before the page fails with `page.output-too-large`.
    package var outputAllowanceBytes: Int

    package static let standard = PageLimits()

    package init(
        maximumPageBytes: Int = 2 * 1024 * 1024, maximumTableColumns: Int = 128, maximumOutputGrowth: Int = 50,
        outputAllowanceBytes: Int = 4 * 1024 * 1024
    ) {
        self.maximumPageBytes = maximumPageBytes
        self.maximumTableColumns = maximumTableColumns
        self.maximumOutputGrowth = maximumOutputGrowth
        self.outputAllowanceBytes = outputAllowanceBytes
    }

    /// The largest body, in bytes, a page of `inputBytes` may render to.
    package func maximumOutputBytes(forInput inputBytes: Int) -> Int {
        max(outputAllowanceBytes, inputBytes.multipliedReportingOverflow(by: maximumOutputGrowth).partialValue)
    }
}
