import Foundation
import Guidelines
import ParallelMap
import Testing

@testable import PageCache
@testable import SiteBuilder
@testable import SiteModel

struct PageBodyStoreTests {
    static func result(_ path: String, _ markdown: String) -> PageResult {
        PageProcessor(options: .init()).process(PageSource(relativePath: path, displayPath: "content/" + path, text: markdown))
    }

    @Test func bodiesComeBackByteForByteAfterLeavingThePages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("precept-bodies-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try #require(PageBodyStore(folder: folder))
        let originals = (0..<40).map { n in
            Self.result("p\(n).md", "# Page \(n)\n\nText with “quotes”, 蓝色 and <b>tags</b> \(String(repeating: "x", count: n * 97)).\n")
        }
        // Stored from several threads at once, as the build does.
        let taken = Parallel.map(originals, chunk: 1) { original in
            var result = original
            store.take(&result)
            return result
        }
        for (original, result) in zip(originals, taken) {
            let page = try #require(original.page)
            #expect(result.page?.body == .stored)
            #expect(!page.bodyHTML.isEmpty)
            #expect(store.body(at: page.source.outputPath) == page.bodyHTML)
        }
        // Nothing is visible in the folder: the file has no name.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(store.body(at: "missing.html") == nil)
    }

    @Test func theSiteReadsBodiesFromThePageOrTheStore() throws {
        let folder = FileManager.default.temporaryDirectory
        let store = try #require(PageBodyStore(folder: folder))
        var moved = Self.result("a.md", "# A\n\nMoved.\n")
        let kept = try #require(Self.result("b.md", "# B\n\nKept.\n").page)
        let original = try #require(moved.page?.bodyHTML)
        store.take(&moved)
        let movedPage = try #require(moved.page)
        let site = Site(
            configuration: SiteConfiguration(), groups: [.init(id: "general", title: "General", pages: [movedPage, kept])],
            bodies: store)
        #expect(site.body(of: movedPage) == original)
        #expect(site.body(of: kept) == kept.bodyHTML)
    }
}
