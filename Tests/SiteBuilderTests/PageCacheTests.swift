import Foundation
import Guidelines
import Testing

@testable import PageCache
@testable import SiteBuilder

/// Entries of `.precept-cache/pages/`: written in `PageResultCodec`'s format, read back, damage detected,
/// unused ones and other formats removed.
@Suite struct PageCacheTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-page-cache-\(UUID().uuidString)")

    var cache: PageCache { PageCache(directory: root, mode: .readWrite, stamp: "test") }

    static let result = PageProcessor().process(
        PageSource(
            relativePath: "colors.md", displayPath: "content/colors.md",
            text: """
                ---
                title: Colors
                reviewed: 2024-05
                extra: [1, {a: b}]
                ---
                # Colors

                ## Palette

                | Name | Light | Dark |
                | --- | --- | --- |
                | Ink | #111111 | rgb(240 240 240) |

                ## Rules

                - **Do not** use pure red for text.
                - [ ] Check [contrast](other.md#top).
                """))

    /// The pages folder's file names, sorted.
    func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: cache.pagesDirectory.path).sorted()
    }

    @Test func anEntryReadsBack() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.result.page?.colorTables.isEmpty == false)
        let cache = self.cache
        #expect(cache.prepare())
        cache.write("k1", result: Self.result, encoded: nil)
        // At once from the value that wrote it, and from a new one once committed.
        #expect(cache.read("k1").result == Self.result)
        let pack = cache.writer.name
        cache.commit(keeping: ["k1"])
        let read = self.cache.read("k1")
        #expect(read.result == Self.result)
        #expect(!read.damaged)
        #expect(try listing() == [PagePackIndex.fileName, pack].sorted())
        let location = try #require(self.cache.location(of: "k1"))
        #expect(location.pack == pack && location.offset == 0)
        let bytes = try #require(self.cache.reader.bytes(at: location))
        let header = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        #expect(header.hasPrefix("precept-page-cache \(PageCache.formatVersion) "))
        #expect(header.hasSuffix(" k1"))
        #expect(self.cache.read("missing").result == nil && !self.cache.read("missing").damaged)
    }

    @Test func aWorkersBytesAreStoredAsTheyCame() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = self.cache
        #expect(cache.prepare())
        let payload = PageResultCodec.encode(Self.result)
        cache.write("k2", result: PageResult(page: nil, diagnostics: []), encoded: payload)
        cache.commit(keeping: ["k2"])
        let bytes = try #require(self.cache.location(of: "k2").flatMap(self.cache.reader.bytes(at:)))
        #expect(Array(bytes.suffix(payload.count)) == payload)
        #expect(self.cache.read("k2").result == Self.result)
    }

    /// Overwrites bytes of the file at `path` in place, at `offset`.
    static func overwrite(_ path: String, at offset: Int, with bytes: [UInt8]) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        try handle.seek(toOffset: UInt64(offset))
        try handle.write(contentsOf: Data(bytes))
    }

    @Test func damageIsDetected() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = self.cache
        #expect(cache.prepare())
        cache.write("k0", result: Self.result, encoded: nil)
        cache.write("k3", result: Self.result, encoded: nil)
        cache.commit(keeping: ["k0", "k3"])
        let location = try #require(self.cache.location(of: "k3"))
        let path = cache.pagesPath + "/" + location.pack
        let bytes = try #require(self.cache.reader.bytes(at: location))
        // Every part of the entry, header and payload, is covered.
        for index in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            try Self.overwrite(path, at: location.offset + index, with: [bytes[index] ^ 0x10])
            let read = self.cache.read("k3")
            #expect(read.result == nil && read.damaged, "byte \(index) of \(bytes.count)")
            #expect(self.cache.read("k0").result == Self.result, "the entry before is intact")
            try Self.overwrite(path, at: location.offset + index, with: [bytes[index]])
        }
        #expect(self.cache.read("k3").result == Self.result)
    }

    @Test func everyFlippedBitChangesTheChecksum() {
        let payload = (0..<37).map { UInt8(truncatingIfNeeded: $0 &* 73) }
        let checksum = PageCacheEntry.checksum(payload)
        for index in payload.indices {
            for bit in 0..<8 {
                var flipped = payload
                flipped[index] ^= 1 << bit
                #expect(PageCacheEntry.checksum(flipped) != checksum)
            }
        }
        #expect(PageCacheEntry.checksum(payload.dropLast()) != checksum)
        #expect(PageCacheEntry.checksum(payload + [0]) != checksum)
    }

    @Test func unusedEntriesOldFormatsAndTemporariesAreRemoved() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = self.cache
        #expect(first.prepare())
        first.write("unused", result: Self.result, encoded: nil)
        first.commit(keeping: ["unused"])
        let cache = self.cache
        cache.write("used", result: Self.result, encoded: nil)
        for name in ["used.json", "used.bin", ".used.123.tmp", "index.123.4.tmp", "other"] {
            try Data("x".utf8).write(to: cache.pagesDirectory.appendingPathComponent(name))
        }
        let pack = cache.writer.name
        cache.commit(keeping: ["used"])
        #expect(try listing() == [PagePackIndex.fileName, pack].sorted())
        #expect(self.cache.read("used").result == Self.result)
        #expect(self.cache.read("unused").result == nil)
        #expect(PagePackIndex.load(from: cache.pagesPath).locations.keys.sorted() == ["used"])
    }

    @Test func aCacheOfTheJSONVersionIsReset() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let pages = root.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try Data(#"{"format":"precept-page-cache","version":1}"#.utf8).write(to: root.appendingPathComponent(PageCache.markerName))
        try Data("precept-page-cache 1 0\n{}".utf8).write(to: pages.appendingPathComponent("old.json"))
        let (opened, notes) = PageCache.open(root, mode: .readWrite, display: ".precept-cache")
        #expect(opened != nil && notes.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: pages.path))
    }

    @Test func aCacheOfTheBinaryVersionIsReset() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let pages = root.appendingPathComponent("pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try Data(#"{"format":"precept-page-cache","version":2}"#.utf8).write(to: root.appendingPathComponent(PageCache.markerName))
        for number in 0..<5 {
            try Data("precept-page-cache 2 0\nxx".utf8).write(to: pages.appendingPathComponent("\(number).bin"))
        }
        // Reading commands leave it alone.
        #expect(PageCache.open(root, mode: .readOnly, display: ".precept-cache").0 != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: pages.path).count == 5)
        let (opened, notes) = PageCache.open(root, mode: .readWrite, display: ".precept-cache")
        #expect(opened != nil && notes.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: pages.path))
        let cache = try #require(opened)
        #expect(cache.prepare())
        cache.write("k", result: Self.result, encoded: nil)
        let pack = cache.writer.name
        cache.commit(keeping: ["k"])
        #expect(try listing() == [PagePackIndex.fileName, pack].sorted())
    }

    @Test func aCacheOfTheGenericBinaryVersionIsReset() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Version 3: packs like these, whose entries held a generic Codable binary format (since removed); JSON
        // stands in for those bytes, which the marker's version keeps from ever being read.
        let old = PageCache(directory: root, mode: .readWrite, stamp: "test")
        #expect(old.prepare())
        try Data(#"{"format":"precept-page-cache","version":3}"#.utf8).write(to: root.appendingPathComponent(PageCache.markerName))
        old.write("k", result: Self.result, encoded: Array(try JSONEncoder().encode(Self.result)))
        old.commit(keeping: ["k"])
        #expect(try listing().count == 2)
        let (opened, notes) = PageCache.open(root, mode: .readWrite, display: ".precept-cache")
        #expect(opened != nil && notes.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: cache.pagesDirectory.path))
    }

    @Test func anEntryOfAnotherFormatIsNotMisread() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = self.cache
        #expect(cache.prepare())
        // Intact entries (right key, right checksum) whose payload is not `PageResultCodec`'s: refused as damaged.
        cache.write("json", result: Self.result, encoded: Array(try JSONEncoder().encode(Self.result)))
        var otherVersion = PageResultCodec.encode(Self.result)
        otherVersion[PageResultCodec.magic.count] += 1
        cache.write("version", result: Self.result, encoded: otherVersion)
        cache.write("good", result: Self.result, encoded: nil)
        cache.commit(keeping: ["json", "version", "good"])
        for key in ["json", "version"] {
            let read = self.cache.read(key)
            #expect(read.result == nil && read.damaged, "\(key)")
        }
        #expect(self.cache.read("good").result == Self.result)
    }
}
