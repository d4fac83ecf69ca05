import Foundation
import Testing

@testable import SiteBuilder

/// The built HTML of the messy fixture, file by file, so a refactoring of the view model cannot change the output unnoticed.
@Suite struct HTMLSnapshotTests {
    static let snapshotFolder = "expected-html"

    @Test func messySiteHTMLMatchesTheSnapshots() async throws {
        let root = try FixtureSite.scratchCopy("messy-site")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = await SiteBuild(BuildRequest(projectRoot: root)).run()
        #expect(report.succeeded)
        let out = root.appendingPathComponent("public")
        let built = try Self.htmlFiles(under: out)
        #expect(!built.isEmpty)
        let snapshots = FixtureSite.url("messy-site").appendingPathComponent(Self.snapshotFolder)
        if FixtureSite.recording {
            try? FileManager.default.removeItem(at: snapshots)
        }
        for path in built {
            let actual = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
            let expected = try FixtureSite.expectation("messy-site", file: Self.snapshotFolder + "/" + path, actual: actual)
            #expect(actual == expected, "\(path) differs from its snapshot; PRECEPT_RECORD=1 re-records (review the diff)")
        }
        #expect(try Self.htmlFiles(under: snapshots) == built, "the set of built pages changed")
    }

    static func htmlFiles(under directory: URL) throws -> [String] {
        let base = directory.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var paths: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            let full = url.standardizedFileURL.path
            if full.hasSuffix(".html"), full.hasPrefix(base + "/") { paths.append(String(full.dropFirst(base.count + 1))) }
        }
        return paths.sorted()
    }
}
