import Foundation
import Guidelines
import Testing

@testable import PageCache
@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// Pages read from the cache by a build that keeps bodies out of memory: their bodies and Markdown copies
/// stay in the cache's packs, referred to by the body store, and come back byte for byte, even after the
/// pack they lie in is removed by a later commit.
@Suite struct PageBodyReferenceTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-body-ref-\(UUID().uuidString)")

    static let markdown = [
        "# Colors\n\nText with “quotes”, 蓝色, é and <b>tags</b>.\n\n**Use contrast.** Always.\n",
        "# Plain\n\nAn ASCII page. " + String(repeating: "Words and more words. ", count: 300) + "\n",
        "# 한국어\n\n색상 안내 문서입니다.\n",
    ]

    static func result(_ number: Int) -> PageResult {
        PageBodyStoreTests.result("page-\(number).md", markdown[number % markdown.count] + "\nPage \(number).\n")
    }

    @Test func bodiesAndCopiesReadFromTheirPackComeBackByteForByte() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let writing = PageCache(directory: root, mode: .readWrite, stamp: "test")
        #expect(writing.prepare())
        let originals = (0..<12).map(Self.result)
        for (number, result) in originals.enumerated() { writing.write("key-\(number)", result: result, encoded: nil) }
        writing.commit(keeping: Set((0..<12).map { "key-\($0)" }))

        let reading = PageCache(directory: root, mode: .readWrite, stamp: "test")
        let store = try #require(PageBodyStore(folder: root))
        var read: [PageResult] = []
        for number in originals.indices {
            let stored = reading.read("key-\(number)", leavingTextsIn: store)
            #expect(!stored.damaged)
            read.append(try #require(stored.result))
        }
        // The packs go, as a compaction by a later build removes them: the store still reads its bytes.
        let pages = root.appendingPathComponent("pages").path
        for name in try FileManager.default.contentsOfDirectory(atPath: pages) where name.hasSuffix(".pack") {
            #expect(unlink(pages + "/" + name) == 0)
        }
        for (original, result) in zip(originals, read) {
            let page = try #require(original.page)
            let taken = try #require(result.page)
            #expect(!page.bodyHTML.isEmpty)
            #expect(taken.body == .stored)
            #expect(store.body(at: page.source.outputPath) == page.bodyHTML)
            if page.markdownText.isEmpty {
                #expect(taken.markdown == .html(""))
            } else {
                #expect(taken.markdown == .stored)
                #expect(store.markdown(at: page.source.outputPath) == page.markdownText)
            }
            // Everything else is the page as it was written.
            var expected = page
            expected.body = taken.body
            expected.markdown = taken.markdown
            #expect(taken == expected)
            #expect(result.diagnostics == original.diagnostics)
        }
    }

    @Test func withoutAStoreTheWholePageIsRead() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let writing = PageCache(directory: root, mode: .readWrite, stamp: "test")
        #expect(writing.prepare())
        writing.write("key", result: Self.result(0), encoded: nil)
        writing.commit(keeping: ["key"])
        let read = PageCache(directory: root, mode: .readOnly, stamp: "test").read("key", leavingTextsIn: nil)
        #expect(read.result == Self.result(0))
    }

    @Test func aDamagedEntryIsAMissWithOrWithoutAStore() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let writing = PageCache(directory: root, mode: .readWrite, stamp: "test")
        #expect(writing.prepare())
        writing.write("key", result: Self.result(1), encoded: nil)
        writing.commit(keeping: ["key"])
        // One byte of the body changed: the checksum no longer holds.
        let pages = root.appendingPathComponent("pages")
        let pack = try #require(try FileManager.default.contentsOfDirectory(atPath: pages.path).first { $0.hasSuffix(".pack") })
        var bytes = try [UInt8](Data(contentsOf: pages.appendingPathComponent(pack)))
        let position = try #require(bytes.indices.reversed().first { bytes[$0] == UInt8(ascii: "W") })
        bytes[position] = UInt8(ascii: "w")
        try Data(bytes).write(to: pages.appendingPathComponent(pack))
        let store = try #require(PageBodyStore(folder: root))
        let withStore = PageCache(directory: root, mode: .readWrite, stamp: "test").read("key", leavingTextsIn: store)
        #expect(withStore.result == nil && withStore.damaged)
        let without = PageCache(directory: root, mode: .readWrite, stamp: "test").read("key")
        #expect(without.result == nil && without.damaged)
    }

    @Test func aFreshResultsTextsAreReferredToInTheBuildsOwnPack() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = PageCache(directory: root, mode: .readWrite, stamp: "test")
        #expect(cache.prepare())
        let store = try #require(PageBodyStore(folder: root))
        var taken: [PageResult] = []
        let originals = (0..<6).map(Self.result)
        for (number, original) in originals.enumerated() {
            // As a worker sends it: the encoded result, decoded with its texts left in the bytes.
            let encoded = PageResultCodec.encode(original)
            let (result, texts) = try PageResultCodec.decode(encoded[...], leavingTexts: true)
            let page = try #require(result.page)
            #expect(cache.write("key-\(number)", encoded: encoded, page: page, texts: try #require(texts), bodies: store))
            taken.append(result)
        }
        // The commit finishes the pack; the store still reads from it, and the cache holds every entry whole.
        cache.commit(keeping: Set((0..<6).map { "key-\($0)" }))
        for (number, (original, result)) in zip(originals, taken).enumerated() {
            let page = try #require(original.page)
            #expect(result.page?.body == .stored)
            #expect(store.body(at: page.source.outputPath) == page.bodyHTML)
            #expect(store.markdown(at: page.source.outputPath) == page.markdownText)
            #expect(PageCache(directory: root, mode: .readOnly, stamp: "test").read("key-\(number)").result == original)
        }
    }

    @Test func aCacheThatDoesNotWriteRefersToNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = PageCache(directory: root, mode: .readOnly, stamp: "test")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let store = try #require(PageBodyStore(folder: root))
        let original = Self.result(0)
        let encoded = PageResultCodec.encode(original)
        let (result, texts) = try PageResultCodec.decode(encoded[...], leavingTexts: true)
        #expect(!cache.write("key", encoded: encoded, page: try #require(result.page), texts: try #require(texts), bodies: store))
        #expect(store.body(at: try #require(original.page).source.outputPath) == nil)
    }
}
