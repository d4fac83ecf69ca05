import BinaryCoding
import Foundation
import Guidelines
import Testing

@testable import SiteBuilder

/// Entries of `.precept-cache/pages/`: written in the binary format, read back, damage detected.
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

    @Test func anEntryReadsBack() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.result.page?.colorTables.isEmpty == false)
        #expect(cache.prepare())
        cache.write("k1", result: Self.result, encoded: nil)
        let read = cache.read("k1")
        #expect(read.result == Self.result)
        #expect(!read.damaged)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.pagesDirectory.path) == ["k1.bin"])
        let bytes = try #require(PageCacheEntry.read(cache.entryPath("k1")))
        let header = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        #expect(header.hasPrefix("precept-page-cache \(PageCache.formatVersion) "))
        #expect(cache.read("missing").result == nil && !cache.read("missing").damaged)
    }

    @Test func aWorkersBytesAreStoredAsTheyCame() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(cache.prepare())
        let payload = try BinaryEncoder().encode(Self.result)
        cache.write("k2", result: PageResult(page: nil, diagnostics: []), encoded: payload)
        let bytes = try #require(PageCacheEntry.read(cache.entryPath("k2")))
        #expect(Array(bytes.suffix(payload.count)) == payload)
        #expect(cache.read("k2").result == Self.result)
    }

    @Test func damageIsDetected() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(cache.prepare())
        cache.write("k3", result: Self.result, encoded: nil)
        let path = cache.entryPath("k3")
        let bytes = try #require(PageCacheEntry.read(path))
        var damages: [[UInt8]] = [Array(bytes.dropLast()), Array(bytes.prefix(10)), [], bytes + [0]]
        for index in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 200)) {
            var flipped = bytes
            flipped[index] ^= 0x10
            damages.append(flipped)
        }
        for damaged in damages {
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            let read = cache.read("k3")
            #expect(read.result == nil && read.damaged, "\(damaged.count) bytes")
        }
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
        #expect(cache.prepare())
        cache.write("used", result: Self.result, encoded: nil)
        cache.write("unused", result: Self.result, encoded: nil)
        for name in ["used.json", ".used.123.tmp", "other"] {
            try Data("x".utf8).write(to: cache.pagesDirectory.appendingPathComponent(name))
        }
        cache.removeUnused(keep: ["used"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.pagesDirectory.path) == ["used.bin"])
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
}
