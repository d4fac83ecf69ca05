import Guidelines

/// The `limits:` of precept.yml: what one page may cost and produce.
package struct BuildLimits: Sendable, Hashable, Codable {
    /// Caps checked while processing a page.
    package var page = PageLimits.standard
    /// Seconds one page may take in a worker process.
    package var pageTimeSeconds: Double = 5
    /// Address-space budget of a worker process, in MiB (0: none).
    package var pageMemoryMB: Int = 1024

    package init() {}

    /// Setting name → what it sets, for `limits:`.
    package static let keys = ["page_time", "page_memory_mb", "page_size_kb", "table_columns", "output_growth", "output_allowance_kb"]
}
