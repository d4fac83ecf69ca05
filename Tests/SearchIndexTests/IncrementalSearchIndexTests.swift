import Foundation
import TestSupport
import Testing

@testable import SearchIndex

/// Patching the written index after page edits gives the same files as writing it again from scratch.
struct IncrementalSearchIndexTests {
    static let words = [
        "color", "layout", "button", "label", "text", "screen", "view", "content", "the", "a", "of", "颜色", "布局", "contrast", "kontrast",
        "spacing", "toolbar", "gesture", "navigation", "accessibility",
    ]

    static func document(_ number: Int, rng: inout SplitMix64) -> SearchDocument {
        func phrase(_ count: Int) -> String {
            (0..<count).map { _ in words.randomElement(using: &rng)! + (Int.random(in: 0..<5, using: &rng) == 0 ? "\(number)" : "") }
                .joined(separator: " ")
        }
        let sections = (0..<Int.random(in: 1...4, using: &rng)).map { index in
            SearchDocument.Section(
                anchor: index == 0 ? nil : "s\(index)", title: phrase(2), text: phrase(Int.random(in: 0...30, using: &rng)))
        }
        let rules = (0..<Int.random(in: 0...2, using: &rng)).map { index in
            SearchDocument.Rule(
                id: "p\(number)/r\(index)", lead: phrase(4), anchor: "rule-\(index)", deprecated: Int.random(in: 0..<3, using: &rng) == 0)
        }
        // A page in four is deprecated: what it changes is in the first shard (SearchIndex.deprecatedTerm).
        return SearchDocument(
            title: phrase(Int.random(in: 1...3, using: &rng)), url: "page-\(number).html", group: "General",
            aliases: Bool.random(using: &rng) ? [phrase(1)] : [], sections: sections, rules: rules,
            deprecated: Int.random(in: 0..<4, using: &rng) == 0 ? "Use page 1" : nil)
    }

    /// Every file of a clean write, by path.
    static func written(_ documents: [SearchDocument], writer: SearchIndexWriter) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: writer.files(for: SearchIndex(documents: documents)).map { ($0.path, $0.data) })
    }

    @Test func patchedPostingsEqualEncodedOnes() {
        let before: [SearchPosting] = [
            .init(page: 0, field: .body, entry: 0), .init(page: 3, field: .title, entry: 0, count: 2),
            .init(page: 3, field: .body, entry: 40, count: 3), .init(page: 70, field: .rule, entry: 1),
        ]
        let encoded = Array(SearchPostingCodec.encode(before).utf8)
        let changes: [SearchPostingPatch.PageCodes] = [(0, []), (2, [5, 37]), (3, [1]), (90, [1000])]
        var after = before.filter { ![0, 2, 3, 90].contains($0.page) }
        after += [2, 3, 90].flatMap { page in changes.first { $0.page == page }!.codes.map { SearchPosting(page: page, code: $0)! } }
        #expect(SearchPostingPatch.patch(encoded, with: changes) == Array(SearchPostingCodec.encode(after).utf8))
        #expect(SearchPostingPatch.patch(encoded, with: []) == encoded)
        #expect(SearchPostingPatch.patch(Array("W".utf8), with: []) == nil)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func updatesEqualACleanWrite(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        // Small typo-table buckets, so that their count changes as terms come and go; packs of three records
        // (the last of 12 pages' four packs full too, and a 13th page alone in a fifth with seed 4).
        let writer = SearchIndexWriter(shardBytes: 60, fuzzyBucketBytes: 40, packSize: 3)
        let pageCount = seed == 4 ? 13 : 12
        var documents = (0..<pageCount).map { Self.document($0, rng: &rng) }
        let index = SearchIndex(documents: documents)
        let terms = writer.terms(of: index)
        var incremental = IncrementalSearchIndex(
            terms: terms, shards: writer.shardFiles(terms).shards, documentCount: documents.count, writer: writer)
        var files = Self.written(documents, writer: writer)
        for step in 0..<25 {
            var changes: [IncrementalSearchIndex.Change] = []
            for page in Set((0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0..<documents.count, using: &rng) }) {
                let new = Bool.random(using: &rng) ? Self.document(page, rng: &rng) : documents[page]
                changes.append(.init(page: page, old: documents[page], new: new))
                documents[page] = new
            }
            let current = documents
            let update = incremental.update(changes, document: { current[$0] }, writer: writer)
            for file in update.files { files[file.path] = file.data }
            for path in update.deleted { files[path] = nil }
            let expected = Self.written(documents, writer: writer)
            #expect(files == expected, "step \(step)")
            #expect(incremental.terms == writer.terms(of: SearchIndex(documents: documents)), "step \(step)")
            #expect(update.files.allSatisfy { !$0.path.hasPrefix("search/t/") || expected[$0.path] != nil })
            // Only the packs of edited pages are written: pack k holds pages 3k, 3k + 1 and 3k + 2.
            let edited = Set(changes.filter { $0.old != $0.new }.map { $0.page / 3 })
            let packs = update.files.compactMap { file -> Int? in
                guard file.path.hasPrefix("search/p/") else { return nil }
                return Int(file.path.dropFirst("search/p/".count).dropLast(".js".count))
            }
            #expect(Set(packs).isSubset(of: edited), "step \(step): \(packs) for pages \(changes.map(\.page))")
            #expect(incremental.fuzzy == writer.fuzzyTable(incremental.terms.map(\.term)), "step \(step)")
        }
    }

    @Test func theWrittenIndexReadsBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("precept-search-read-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var rng = SplitMix64(state: 9)
        // Packs of three: 15 pages take packs 0 to 4.
        let writer = SearchIndexWriter(shardBytes: 80, fuzzyBucketBytes: 60, packSize: 3)
        for count in [0, 1, 15] {
            try? FileManager.default.removeItem(at: folder)
            let documents = (0..<count).map { Self.document($0, rng: &rng) }
            for file in writer.files(for: SearchIndex(documents: documents)) {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            }
            let read = try #require(IncrementalSearchIndex(reading: folder, documentCount: count, writer: writer))
            let terms = writer.terms(of: SearchIndex(documents: documents))
            #expect(read.terms == terms)
            #expect(read.shards == writer.shardFiles(terms).shards)
            #expect(read.fuzzy == writer.fuzzyTable(terms.map(\.term)))
            #expect(IncrementalSearchIndex(reading: folder, documentCount: count + 1, writer: writer) == nil)
            #expect(
                IncrementalSearchIndex(reading: folder, documentCount: count, writer: SearchIndexWriter(shardBytes: 200)) == nil
                    || count < 2)
        }
        // A shard that is not what the manifest lists is not trusted. (Its contents are: the fingerprint
        // has found the output folder as the last build left it before the index is read back.)
        let shard = folder.appendingPathComponent("search/t/0.js")
        var data = try Data(contentsOf: shard)
        data.insert(UInt8(ascii: " "), at: data.count - 4)
        try data.write(to: shard)
        #expect(IncrementalSearchIndex(reading: folder, documentCount: 15, writer: writer) == nil)
        data.remove(at: data.count - 5)
        try data.write(to: shard)
        #expect(IncrementalSearchIndex(reading: folder, documentCount: 15, writer: writer) != nil)
        // Nor an index with a record pack missing or cut short.
        let pack = folder.appendingPathComponent("search/p/4.js")
        let packData = try Data(contentsOf: pack)
        try packData.dropLast(5).write(to: pack)
        #expect(IncrementalSearchIndex(reading: folder, documentCount: 15, writer: writer) == nil)
        try FileManager.default.removeItem(at: pack)
        #expect(IncrementalSearchIndex(reading: folder, documentCount: 15, writer: writer) == nil)
        // Only a pack's head and tail are read: another pack's call, or a list that does not end, is not whole.
        try Data(contentsOf: folder.appendingPathComponent("search/p/3.js")).write(to: pack)
        #expect(IncrementalSearchIndex(reading: folder, documentCount: 15, writer: writer) == nil)
        try Data(String(decoding: packData, as: UTF8.self).replacingOccurrences(of: "]);\n", with: ");\n").utf8).write(to: pack)
        #expect(IncrementalSearchIndex(reading: folder, documentCount: 15, writer: writer) == nil)
        try packData.write(to: pack)
        #expect(IncrementalSearchIndex(reading: folder, documentCount: 15, writer: writer) != nil)
        // Nor is a typo-table bucket that is not the one its terms make.
        let bucket = folder.appendingPathComponent("search/f/0.js")
        let original = try Data(contentsOf: bucket)
        try Data(String(decoding: original, as: UTF8.self).replacingOccurrences(of: "[\"", with: "[\"x").utf8).write(to: bucket)
        #expect(IncrementalSearchIndex(reading: folder, documentCount: 15, writer: writer) == nil)
    }
}
