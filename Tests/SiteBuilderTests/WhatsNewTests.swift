import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteRendering

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

/// `feed.xml`: the change-log rows as an Atom feed beside "What's new", only with a base URL.
extension WhatsNewTests {
    /// The elements of `xml` in document order, by name, failing on XML that is not well-formed.
    final class Elements: NSObject, XMLParserDelegate {
        var texts: [(name: String, text: String)] = []
        var current = ""
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            current = ""
            if name == "link", let href = attributes["href"] { texts.append(("link@" + (attributes["rel"] ?? ""), href)) }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            texts.append((name, current))
            current = ""
        }
    }

    @Test func theFeedListsReadableRowsNewestFirstWithAbsoluteLinksAndStableIds() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("precept.yml", "title: Acme & Co\nbase_url: https://guidelines.example.com/docs\n")
        try write("content/a.md", page("Alpha", log: [("May 2, 2026", "Second & 2 < 3."), ("2026-01-09", "First.")]))
        try write("content/b c.md", page("Beta", log: [("2026-05-02", "Also."), ("Someday", "Unknown date.")]))
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        let data = try Data(contentsOf: root.appendingPathComponent("public/feed.xml"))
        let parser = XMLParser(data: data)
        let elements = Elements()
        parser.delegate = elements
        #expect(parser.parse(), "feed.xml is well-formed XML")
        let titles = elements.texts.filter { $0.name == "title" }.map(\.text)
        #expect(titles == ["Acme & Co: What’s new", "Alpha: Second & 2 < 3.", "Beta: Also.", "Alpha: First."])
        let links = elements.texts.filter { $0.name == "link@alternate" }.map(\.text)
        #expect(
            links == [
                "https://guidelines.example.com/docs/whats-new.html", "https://guidelines.example.com/docs/a.html",
                "https://guidelines.example.com/docs/b%20c.html", "https://guidelines.example.com/docs/a.html",
            ])
        #expect(elements.texts.filter { $0.name == "updated" }.map(\.text).first == "2026-05-02T00:00:00Z")
        let ids = elements.texts.filter { $0.name == "id" }.map(\.text)
        #expect(Set(ids).count == ids.count && ids.count == 4)
        let whatsNew = try String(contentsOf: root.appendingPathComponent("public/whats-new.html"), encoding: .utf8)
        #expect(whatsNew.contains("<link rel=\"alternate\" type=\"application/atom+xml\" href=\"feed.xml\">"))
        #expect(whatsNew.contains("<p class=\"feed-link\"><a href=\"feed.xml\" type=\"application/atom+xml\">"))

        // A row added to one page: the feed is written again, and the other entries keep their ids.
        try write("content/b c.md", page("Beta", log: [("2026-06-01", "Newest."), ("2026-05-02", "Also."), ("Someday", "Unknown date.")]))
        let edit = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(edit.writtenPaths.contains("feed.xml"))
        let again = Elements()
        let reparse = XMLParser(data: try Data(contentsOf: root.appendingPathComponent("public/feed.xml")))
        reparse.delegate = again
        #expect(reparse.parse())
        let newIds = again.texts.filter { $0.name == "id" }.map(\.text)
        #expect(newIds.count == 5 && Set(ids).isSubset(of: Set(newIds)))
    }

    @Test func withoutABaseURLThereIsNoFeed() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try write("content/a.md", page("Alpha", log: [("2026-01-09", "First.")]))
        #expect(await SiteBuild(BuildRequest(projectRoot: root)).run().succeeded)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("public/feed.xml").path))
        let whatsNew = try String(contentsOf: root.appendingPathComponent("public/whats-new.html"), encoding: .utf8)
        #expect(!whatsNew.contains("atom+xml"))
    }
}
