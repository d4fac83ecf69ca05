import Foundation
import Synchronization
import Testing

@testable import OutputStore
@testable import SearchIndex
@testable import SiteBuilder
@testable import SiteRendering

/// The search index written page by page from a loaded site is the index made in memory.
struct SearchStreamingTests {
    @Test(arguments: [1, 2, 256])
    func streamingWriteEqualsTheInMemoryIndex(batch: Int) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/b"), withIntermediateDirectories: true)
        for (name, text) in [
            ("a.md", "# Alpha\n\nContrast and tint.\n\n## Rules\n\n- Keep contrast high.\n"),
            ("b/c.md", "---\ntitle: Gamma\naliases: [colour]\n---\n\nTint, tint and contrast.\n"),
            ("b/d.md", "# Delta\n\n## Colors\n\n| Name | Light | Dark |\n|---|---|---|\n| Blue | #0088FF | #0091FF |\n"),
        ] {
            try Data(text.utf8).write(to: root.appendingPathComponent("content/" + name))
        }
        var request = BuildRequest(projectRoot: root, mode: .check)
        request.cacheMode = .off
        guard case .success(let loaded) = await SiteBuild(request).load() else {
            Issue.record("the site did not load")
            return
        }
        let builder = SearchIndexBuilder()
        let documents = SiteRenderer.searchDocuments(of: loaded.site)
        // Packs of two records, so that a batch of one page still writes whole packs.
        let writer = SearchIndexWriter(shardBytes: 50, packSize: 2)
        let emitted = Mutex<[OutputFile]>([])
        builder.write(count: documents.count, document: documents.document, with: writer, batch: batch) { file in
            emitted.withLock { $0.append(file) }
        }
        let streamed = emitted.withLock { $0 }
        let inMemory = writer.files(for: builder.index(count: documents.count, documents.document))
        #expect(streamed.count == inMemory.count)
        #expect(streamed.count > 5, "record packs, several shards and the manifest")
        #expect(
            Dictionary(uniqueKeysWithValues: streamed.map { ($0.path, $0.data) })
                == Dictionary(uniqueKeysWithValues: inMemory.map { ($0.path, $0.data) }))
    }
}
