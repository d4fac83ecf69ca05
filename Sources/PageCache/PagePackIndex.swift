import Foundation
import OutputStore

#if canImport(Glibc)
    import Glibc
#endif

/// The index of the page cache, `pages/index`: which pack file holds each key's entry, at which offset and
/// how long it is. A writing build rewrites it whole (a temporary and a rename), so a reader sees the old
/// index or the new one; a damaged one fails its checksum and reads as empty (every page is then processed
/// again, which costs only time).
///
/// The text format: a line `precept-page-index <version> <checksum of the rest>`, the number of packs, one
/// pack name a line, then one line per entry, `<key> <pack number> <offset> <length>`.
struct PagePackIndex: Sendable, Equatable {
    /// Where one entry lies.
    struct Location: Sendable, Hashable {
        /// The pack file's name in `pages/`.
        var pack: String
        var offset: Int
        var length: Int
    }

    static let fileName = "index"
    static let magic = "precept-page-index"

    var locations: [String: Location] = [:]

    /// The pack files the index names.
    var packs: Set<String> { Set(locations.values.map(\.pack)) }

    /// Which file an index was read from. Indexes are replaced by a rename, never rewritten in place, so the
    /// same inode, size and modification time mean the same bytes.
    struct FileIdentity: Sendable, Hashable {
        var inode: UInt64
        var size: Int
        var modified: Int

        init(_ info: stat) {
            inode = UInt64(info.st_ino)
            size = Int(info.st_size)
            modified = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        }
    }

    /// The index in `folder`; empty when it is missing or damaged.
    static func load(from folder: String) -> PagePackIndex {
        read(from: folder).index ?? PagePackIndex()
    }

    /// The index in `folder` (nil when it is missing or damaged) and the identity of the file it was read from
    /// (nil when there is none).
    static func read(from folder: String) -> (index: PagePackIndex?, identity: FileIdentity?) {
        let fd = open(folder + "/" + fileName, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return (nil, nil) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return (nil, nil) }
        let size = Int(info.st_size)
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let got = Glibc.read(fd, buffer.baseAddress! + count, size - count)
                if got < 0, errno == EINTR { continue }
                if got <= 0 { break }
                count += got
            }
        }
        return (bytes.count == size ? decode(bytes) : nil, FileIdentity(info))
    }

    /// The identity of the index file in `folder` now; nil when there is none.
    static func identity(in folder: String) -> FileIdentity? {
        var info = stat()
        return stat(folder + "/" + fileName, &info) == 0 ? FileIdentity(info) : nil
    }

    /// The file's bytes: entries in the order they lie in their packs, which is the order compaction reads them.
    func encoded() -> [UInt8] {
        let packNames = packs.sorted()
        let numbers = Dictionary(uniqueKeysWithValues: packNames.enumerated().map { ($1, $0) })
        let ordered = locations.map { (key: $0.key, pack: numbers[$0.value.pack]!, location: $0.value) }
            .sorted { ($0.pack, $0.location.offset, $0.key) < ($1.pack, $1.location.offset, $1.key) }
        var body: [UInt8] = []
        body.reserveCapacity(32 + packNames.count * 32 + ordered.count * 96)
        body += "\(packNames.count)\n".utf8
        for name in packNames { body += "\(name)\n".utf8 }
        for entry in ordered {
            body += "\(entry.key) \(entry.pack) \(entry.location.offset) \(entry.location.length)\n".utf8
        }
        let header = "\(Self.magic) \(PageCache.formatVersion) \(String(PageCacheEntry.checksum(body), radix: 16))\n"
        return Array(header.utf8) + body
    }

    /// The index in `bytes`; nil when the header, the checksum or any line is wrong.
    static func decode(_ bytes: [UInt8]) -> PagePackIndex? {
        let newline = UInt8(ascii: "\n")
        guard let headerEnd = bytes.prefix(128).firstIndex(of: newline) else { return nil }
        let body = bytes[(headerEnd + 1)...]
        let header = "\(magic) \(PageCache.formatVersion) \(String(PageCacheEntry.checksum(body), radix: 16))"
        guard bytes[..<headerEnd].elementsEqual(header.utf8) else { return nil }
        var lines = body.split(separator: newline, omittingEmptySubsequences: false)[...]
        guard lines.popLast()?.isEmpty == true, let countLine = lines.popFirst(), let packCount = number(countLine),
            lines.count >= packCount
        else { return nil }
        // One String per pack, shared by all its entries.
        let packNames = lines.prefix(packCount).map { String(decoding: $0, as: UTF8.self) }
        lines = lines.dropFirst(packCount)
        var index = PagePackIndex()
        index.locations.reserveCapacity(lines.count)
        for line in lines {
            let fields = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
            guard fields.count == 4, !fields[0].isEmpty, let pack = number(fields[1]), pack < packCount,
                let offset = number(fields[2]), let length = number(fields[3])
            else { return nil }
            index.locations[String(decoding: fields[0], as: UTF8.self)] = Location(
                pack: packNames[pack], offset: offset, length: length)
        }
        return index
    }

    /// A decimal number without sign; nil for anything else.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count < 19 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// Writes the index into `folder` through a temporary file and a rename, so readers never see half an
    /// index. No fsync: an index torn by a power cut fails its checksum.
    @discardableResult
    func write(to folder: String) -> Bool {
        let temporary = folder + "/\(Self.fileName).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let written = OutputWriter.writeAll(fd, encoded())
        guard close(fd) == 0, written, rename(temporary, folder + "/" + Self.fileName) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
