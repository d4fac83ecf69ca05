import ColorExport
import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteRendering

/// A page's color tables in its `api/groups/` part are `api/colors.json`'s tables, value for value, without the
/// page's fields (page, pageTitle, url) and with each source as the line and column of the page's file.
@Suite struct GroupAPITests {
    /// `object` with every `source: {file, line, column}` replaced by its `line` and `column`, recursively.
    static func flattenSources(_ object: Any) -> Any {
        if let array = object as? [Any] { return array.map(flattenSources) }
        guard var dictionary = object as? [String: Any] else { return object }
        if let source = dictionary.removeValue(forKey: "source") as? [String: Any] {
            dictionary["line"] = source["line"]
            dictionary["column"] = source["column"]
        }
        return dictionary.mapValues(flattenSources)
    }

    @Test func colorTablesAreTheColorsDocumentsWithoutThePagesFields() async throws {
        guard
            case .success(let loaded) = await SiteBuild(BuildRequest(projectRoot: FixtureSite.url("color-notations"), mode: .check)).load()
        else { throw CancellationError() }
        let site = loaded.site
        let api = GroupAPI(configuration: site.configuration)
        let pages = site.pages.filter { !$0.colorTables.isEmpty }
        #expect(!pages.isEmpty)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for page in pages {
            let part = try #require(try JSONSerialization.jsonObject(with: Data(api.part(page))) as? [String: Any])
            let found = try #require(part["colorTables"] as? [[String: Any]])
            let document = ColorsDocument(pages: [page], settings: site.configuration.colorChecks, generator: "")
            let tables = try #require(try JSONSerialization.jsonObject(with: encoder.encode(document.tables)) as? [[String: Any]])
            let expected = zip(tables, page.colorTables).map { table, source -> [String: Any] in
                var table = Self.flattenSources(table) as! [String: Any]
                for key in ["page", "pageTitle", "url"] { table[key] = nil }
                if let anchor = source.anchor { table["anchor"] = anchor }
                return table
            }
            #expect((found as NSArray).isEqual(to: expected), "\(page.source.relativePath)")
            #expect(found.count == page.colorTables.count)
        }
    }
}
