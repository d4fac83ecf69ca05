import Diagnostics
import Foundation
import Guidelines
import TestSupport
import Testing

@testable import PageCache
@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// The pack files of the page cache: entries written by concurrent tasks read back, a cut pack is a miss,
/// a misplaced entry is never another page's result, killed builds' packs go, compaction bounds the bytes,
/// and a reading command writes nothing.
@Suite struct PagePackTests {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-page-pack-\(UUID().uuidString)")

    func cache(_ mode: PageCache.Mode = .readWrite) -> PageCache {
        PageCache(directory: root, mode: mode, stamp: "test")
    }

    var pagesPath: String { root.appendingPathComponent("pages").path }

    /// A result whose bytes differ with `number`, and whose size does too.
    static func result(_ number: Int) -> PageResult {
        PageResult(
            page: nil,
            diagnostics: (0...(number % 7)).map {
                .note("test.entry", "entry \(number), part \($0): " + String(repeating: "x", count: number % 50), at: nil)
            })
    }

    /// The pack files in `pages/` with their sizes.
    func packs() throws -> [String: Int] {
        var sizes: [String: Int] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: pagesPath) where name.hasSuffix(".pack") {
            var info = stat()
            #expect(stat(pagesPath + "/" + name, &info) == 0)
            sizes[name] = Int(info.st_size)
        }
        return sizes
    }

    @Test func manyEntriesWrittenAtOnceReadBack() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let writing = cache()
        #expect(writing.prepare())
        let keys = (0..<400).map { "key-\($0)" }
        await withTaskGroup(of: Void.self) { group in
            for (number, key) in keys.enumerated() {
                group.addTask { writing.write(key, result: Self.result(number), encoded: nil) }
            }
        }
        writing.commit(keeping: Set(keys))
        #expect(try packs().count == 1)
        let reading = cache(.readOnly)
        let wrong = await withTaskGroup(of: Int.self) { group in
            for (number, key) in keys.enumerated() {
                group.addTask {
                    let read = reading.read(key)
                    return read.result == Self.result(number) && !read.damaged ? 0 : 1
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
        // Entries do not overlap: together they fill the pack.
        let index = PagePackIndex.load(from: pagesPath)
        #expect(index.locations.values.map(\.length).reduce(0, +) == (try packs().values.first))
    }

    @Test func anIndexReadsBackAndItsDamageReadsAsEmpty() throws {
        var index = PagePackIndex()
        for number in 0..<50 {
            index.locations["k\(number)"] = .init(pack: "p\(number % 3).pack", offset: number * 100, length: 100 + number)
        }
        let bytes = index.encoded()
        #expect(PagePackIndex.decode(bytes) == index)
        for position in stride(from: 0, to: bytes.count, by: 7) {
            var damaged = bytes
            damaged[position] ^= 0x04
            #expect(PagePackIndex.decode(damaged) == nil, "byte \(position)")
        }
        #expect(PagePackIndex.decode(Array(bytes.dropLast())) == nil)
        #expect(PagePackIndex.decode([]) == nil)
    }

    @Test func aCutPackOrAMissingOneIsAMiss() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let writing = cache()
        #expect(writing.prepare())
        for number in 0..<3 { writing.write("k\(number)", result: Self.result(number), encoded: nil) }
        writing.commit(keeping: ["k0", "k1", "k2"])
        let last = try #require(cache().location(of: "k2"))
        #expect(truncate(pagesPath + "/" + last.pack, off_t(last.offset + last.length / 2)) == 0)
        let read = cache().read("k2")
        #expect(read.result == nil && !read.damaged)
        #expect(cache().read("k1").result == Self.result(1))
        try FileManager.default.removeItem(atPath: pagesPath + "/" + last.pack)
        let gone = cache().read("k1")
        #expect(gone.result == nil && !gone.damaged)
        #expect(!cache().contains("k1"))
    }

    @Test func anEntryOfAnotherKeyIsNeverReturned() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let writing = cache()
        #expect(writing.prepare())
        for number in 0..<3 { writing.write("k\(number)", result: Self.result(number), encoded: nil) }
        writing.commit(keeping: ["k0", "k1", "k2"])
        let index = PagePackIndex.load(from: pagesPath)
        let (k0, k1) = (index.locations["k0"]!, index.locations["k1"]!)
        // Swapped, and shifted by a few bytes either way.
        var misplaced = index
        misplaced.locations["k0"] = k1
        misplaced.locations["k1"] = k0
        #expect(misplaced.write(to: pagesPath))
        for key in ["k0", "k1"] {
            let read = cache().read(key)
            #expect(read.result == nil && read.damaged, "\(key)")
        }
        for shift in [-3, -1, 1, 5] {
            var shifted = index
            shifted.locations["k1"]!.offset = max(0, k1.offset + shift)
            #expect(shifted.write(to: pagesPath))
            let read = cache().read("k1")
            #expect(read.result == nil, "shift \(shift)")
        }
        #expect(cache().read("k2").result == Self.result(2))
    }

    @Test func aKilledBuildsPackIsRemovedAndARunningOnesIsNot() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = cache()
        #expect(first.prepare())
        first.write("a", result: Self.result(1), encoded: nil)
        let firstPack = first.writer.name
        first.commit(keeping: ["a"])
        // A build killed before its commit: its pack is named by no index, and no process holds it.
        var killedPack = ""
        do {
            let killed = cache()
            killed.write("b", result: Self.result(2), encoded: nil)
            killedPack = killed.writer.name
        }
        // A build still running, not committed yet.
        let running = cache()
        running.write("c", result: Self.result(3), encoded: nil)
        try Data("half an index".utf8).write(to: URL(fileURLWithPath: pagesPath + "/index.99.1.tmp"))
        #expect(try packs().keys.contains(killedPack))

        let next = cache()
        next.write("d", result: Self.result(4), encoded: nil)
        let nextPack = next.writer.name
        next.commit(keeping: ["a", "d"])
        #expect(try Set(packs().keys) == [firstPack, nextPack, running.writer.name])
        #expect(!FileManager.default.fileExists(atPath: pagesPath + "/index.99.1.tmp"))
        #expect(cache().read("a").result == Self.result(1) && cache().read("d").result == Self.result(4))
        #expect(cache().read("b").result == nil)

        // The running build commits after, adding to what the other committed.
        running.commit(keeping: nil)
        for (key, number) in [("a", 1), ("c", 3), ("d", 4)] {
            #expect(cache().read(key).result == Self.result(number), "\(key)")
        }
    }

    /// Two builds at once (`watch` and `build`): the one that commits last starts from the index the other
    /// wrote, not from the one it read at its start.
    @Test func aCommitStartsFromTheIndexOnDisk() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let first = cache()
        #expect(first.prepare())
        first.write("a", result: Self.result(1), encoded: nil)
        first.commit(keeping: ["a"])
        let slow = cache()
        #expect(slow.read("a").result == Self.result(1))
        let fast = cache()
        fast.write("b", result: Self.result(2), encoded: nil)
        fast.commit(keeping: nil)
        slow.write("c", result: Self.result(3), encoded: nil)
        slow.commit(keeping: nil)
        #expect(PagePackIndex.load(from: pagesPath).locations.keys.sorted() == ["a", "b", "c"])
        for (key, number) in [("a", 1), ("b", 2), ("c", 3)] {
            #expect(cache().read(key).result == Self.result(number), "\(key)")
        }
        // A commit with nothing new leaves the index file as it is.
        let identity = PagePackIndex.identity(in: pagesPath)
        let idle = cache()
        #expect(idle.read("b").result == Self.result(2))
        idle.commit(keeping: ["a", "b", "c"])
        #expect(PagePackIndex.identity(in: pagesPath) == identity)
    }

    @Test func compactionKeepsThePacksUnderTwiceTheLiveBytes() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        var rng = SplitMix64(state: 11)
        var current = (0..<120).map { $0 }
        var version = current.count
        var writtenBytes = 0
        for round in 0..<20 {
            let build = cache()
            #expect(build.prepare())
            let changed = round == 0 ? Array(current.indices) : (0..<12).map { _ in Int.random(in: 0..<current.count, using: &rng) }
            for position in Set(changed) {
                if round > 0 {
                    current[position] = version
                    version += 1
                }
                build.write("k\(current[position])", result: Self.result(current[position]), encoded: nil)
            }
            writtenBytes += build.writer.written.values.map(\.length).reduce(0, +)
            build.commit(keeping: Set(current.map { "k\($0)" }))
            let index = PagePackIndex.load(from: pagesPath)
            let live = index.locations.values.map(\.length).reduce(0, +)
            let packs = try packs()
            #expect(packs.values.reduce(0, +) <= 2 * live, "round \(round): \(packs.values.reduce(0, +)) bytes for \(live) live")
            #expect(packs.count <= PageCache.maximumPackCount, "round \(round): \(packs.count) packs")
            #expect(Set(packs.keys) == index.packs)
            let reading = cache(.readOnly)
            for number in current {
                #expect(reading.read("k\(number)").result == Self.result(number), "round \(round): k\(number)")
            }
        }
        // Without compaction the packs would hold every entry ever written.
        let live = PagePackIndex.load(from: pagesPath).locations.values.map(\.length).reduce(0, +)
        #expect(writtenBytes > 2 * live)
    }

    @Test func aReadingCommandWritesNothing() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let writing = cache()
        #expect(writing.prepare())
        writing.write("a", result: Self.result(1), encoded: nil)
        writing.commit(keeping: ["a"])
        try Data("x".utf8).write(to: URL(fileURLWithPath: pagesPath + "/stray.bin"))
        let before = try #require(BuildFingerprint.walk(root.path, content: false))
        let (opened, _) = PageCache.open(root, mode: .readOnly, display: ".precept-cache")
        let reading = try #require(opened)
        #expect(!reading.prepare())
        #expect(reading.read("a").result == Self.result(1))
        reading.write("b", result: Self.result(2), encoded: nil)
        reading.commit(keeping: ["b"])
        #expect(BuildFingerprint.walk(root.path, content: false) == before)
        #expect(reading.read("b").result == nil)
    }
}
