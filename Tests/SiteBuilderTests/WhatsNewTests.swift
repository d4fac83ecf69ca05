import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteRendering

/// `whats-new.html`, the output added with nothing but its declaration, view and template.
@Suite struct WhatsNewTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-whats-new-\(UUID().uuidString)")

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func page(_ title: String, log: [(String, String)]) -> String {
        "# \(title)\n\nText.\n\n## Change log\n\n| Date | Changes |\n|---|---|\n" + log.map { "| \($0.0) | \($0.1) |\n" }.joined()
    }

    @Test(arguments: [
        ("2026-05-02", "2026-05-02"), ("2026/5/2", "2026-05-02"), ("May 2, 2026", "2026-05-02"), ("2 May 2026", "2026-05-02"),
        ("September 30, 2025", "2025-09-30"), ("Spring 2024", "~Spring 2024"), ("", "~"),
    ])
    func datesAreReadInTheirUsualForms(text: String, key: String) {
        #expect(ViewModelBuilder.dayKey(text) == key)
    }

    @Test func changesAreGatheredByDateNewestFirstAndOnlyItIsRenderedForAChangeLogEdit() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", page("Alpha", log: [("May 2, 2026", "Second."), ("2026-01-09", "First.")]))
        try write("content/b.md", page("Beta", log: [("2026-05-02", "Also."), ("Someday", "Unknown date.")]))
        let request = BuildRequest(projectRoot: root)
        #expect(await SiteBuild(request).run().succeeded)
        let html = try String(contentsOf: root.appendingPathComponent("public/whats-new.html"), encoding: .utf8)
        let order = ["Second.", "Also.", "First.", "Unknown date."].map { html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "newest first, unreadable dates last")
        #expect(html.components(separatedBy: "<h2>").count == 4, "one heading per day: May 2 (twice written), Jan 9, Someday")
        let index = try String(contentsOf: root.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(index.contains("href=\"whats-new.html\""))
        // A new change-log row: the page and "What's new" change, not the other page.
        try write("content/b.md", page("Beta", log: [("2026-06-01", "Newest."), ("2026-05-02", "Also."), ("Someday", "Unknown date.")]))
        let edit = await SiteBuild(request).run()
        #expect(edit.pagesRebuilt == 1)
        #expect(edit.writtenPaths.contains("whats-new.html") && edit.writtenPaths.contains("b.html"))
        #expect(!edit.writtenPaths.contains("a.html"))
    }
}
