import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteRendering

/// Each page's navigation stays bounded on a large site: every group is listed, only the current one
/// expanded, and a large group shows a window around the current page and a link to the rest.
@Suite struct SiteNavigationTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-nav-\(UUID().uuidString)")

    func buildLargeSite() async throws -> BuildReport {
        for i in 0..<100 {
            let path = root.appendingPathComponent(String(format: "content/big/page-%03d.md", i))
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("---\ntitle: Big \(i)\nweight: \(i + 1)\n---\n\n# Big \(i)\n\nText.\n".utf8).write(to: path)
        }
        for i in 0..<3 {
            let path = root.appendingPathComponent("content/small/page-\(i).md")
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("---\ntitle: Small \(i)\n---\n\n# Small \(i)\n\nText.\n".utf8).write(to: path)
        }
        return await SiteBuild(BuildRequest(projectRoot: root, outputDirectory: "public")).run()
    }

    func sidebar(_ path: String) throws -> String {
        let html = try String(contentsOf: root.appendingPathComponent("public/" + path), encoding: .utf8)
        let start = try #require(html.range(of: "<aside class=\"sidebar\">"))
        let end = try #require(html.range(of: "</aside>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test func aLargeGroupShowsAWindowAroundTheCurrentPage() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try await buildLargeSite()
        #expect(report.fatalError == nil && report.diagnostics.errorCount == 0)
        let nav = try sidebar("big/page-050.html")
        let pageLinks = nav.components(separatedBy: "<li><a href=\"").count - 1
        #expect(pageLinks == 2 * SiteNavigation.windowRadius + 1)
        #expect(nav.contains("<a href=\"../big/page-050.html\" aria-current=\"page\">Big 50</a>"))
        #expect(nav.contains("page-040.html") && nav.contains("page-060.html") && !nav.contains("page-061.html"))
        #expect(nav.contains("<a class=\"nav-more\" href=\"../index.html#big\">All 100 pages in Big</a>"))
        #expect(nav.contains("<a class=\"nav-group-link\" href=\"../index.html#small\">Small <span class=\"nav-count\">3 pages</span></a>"))
    }

    @Test func theWindowStaysFullAtTheEndsOfAGroup() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try await buildLargeSite()
        let first = try sidebar("big/page-000.html")
        #expect(first.contains("page-020.html") && !first.contains("page-021.html"))
        let small = try sidebar("small/page-1.html")
        #expect(small.contains("aria-current=\"page\">Small 1</a>") && small.contains("Small 0") && small.contains("Small 2"))
        #expect(small.contains("<a class=\"nav-group-link\" href=\"../index.html#big\">") && !small.contains("page-050.html"))
    }

    /// 40 folders of two pages: each page lists the 11 groups around its own and links to the overview for all 40.
    @Test func aSiteOfManyGroupsListsAWindowOfGroups() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for g in 0..<40 {
            for i in 0..<2 {
                let path = root.appendingPathComponent(String(format: "content/g%02d/p%d.md", g, i))
                try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("# Group \(g) page \(i)\n\nText.\n".utf8).write(to: path)
            }
        }
        let report = await SiteBuild(BuildRequest(projectRoot: root, outputDirectory: "public")).run()
        #expect(report.fatalError == nil && report.diagnostics.errorCount == 0)
        let middle = try sidebar("g20/p1.html")
        #expect(middle.contains("aria-current=\"page\">Group 20 page 1</a>"))
        #expect(middle.contains("href=\"../index.html#g15\"") && middle.contains("href=\"../index.html#g25\""))
        #expect(!middle.contains("#g14\"") && !middle.contains("#g26\""))
        #expect(middle.components(separatedBy: "class=\"nav-group\"").count - 1 == 11)
        #expect(middle.components(separatedBy: "<a class=\"nav-all\" href=\"../index.html\">All 40 sections</a>").count - 1 == 1)
        // At the end the window moves inwards so it still holds 11 groups.
        let last = try sidebar("g39/p0.html")
        #expect(last.contains("#g29\"") && !last.contains("#g28\""))
        #expect(last.components(separatedBy: "class=\"nav-group\"").count - 1 == 11)
        // The overview lists the first groups in its sidebar and every group in its body.
        let index = try String(contentsOf: root.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(index.contains("id=\"g39\""))
        let overview = try sidebar("index.html")
        #expect(overview.contains("#g10\"") && !overview.contains("#g11\"") && overview.contains("All 40 sections"))
    }

    /// Above 1,000 pages the index lists each group's pages as links, without cards; at 1,000 it keeps its cards.
    @Test(arguments: [1_000, 1_001]) func theIndexOfALargeSiteIsAListOfLinks(pages: Int) async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("content/all")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for i in 0..<pages {
            let text = "---\ntitle: Page \(i)\nplatforms: [iOS]\ndescription: About page \(i).\n---\n\nText.\n"
            try Data(text.utf8).write(to: folder.appendingPathComponent(String(format: "p%04d.md", i)))
        }
        let report = await SiteBuild(BuildRequest(projectRoot: root, outputDirectory: "public")).run()
        #expect(report.fatalError == nil && report.diagnostics.errorCount == 0)
        let index = try String(contentsOf: root.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(index.contains("<li><a href=\"all/p0999.html\">Page 999</a></li>") == (pages > 1_000))
        #expect(index.contains("<ul class=\"page-index\">") == (pages > 1_000))
        #expect(index.contains("<p class=\"card-summary\">About page 999.</p>") == (pages <= 1_000))
        #expect(index.contains("<li class=\"chip\">iOS</li>") == (pages <= 1_000))
    }
}
