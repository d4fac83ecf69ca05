import BinaryCoding
import Foundation
import Guidelines

#if canImport(Glibc)
    import Glibc
#endif

/// One file of the page cache: a header line `precept-page-cache <version> <checksum>` and a `PageResult`
/// in `BinaryCoding`'s format. Written and read with plain POSIX calls: an entry needs no fsync (a damaged
/// one fails its checksum and the page is processed again), and `Data.write(options: .atomic)` syncs
/// every file, which cost a full build several percent.
enum PageCacheEntry {
    /// The bytes of an entry holding `payload`.
    static func header(for payload: some Collection<UInt8>) -> [UInt8] {
        Array("\(PageCache.format) \(PageCache.formatVersion) \(String(checksum(payload), radix: 16))\n".utf8)
    }

    /// The result stored in an entry's bytes; nil when the header or checksum is wrong or it does not decode.
    static func result(from bytes: [UInt8]) -> PageResult? {
        // The header is short: a missing newline near the start is damage, not a reason to scan the file.
        guard let newline = bytes.prefix(128).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let payload = bytes[(newline + 1)...]
        guard bytes[...newline].elementsEqual(header(for: payload)) else { return nil }
        return try? BinaryDecoder().decode(PageResult.self, from: payload)
    }

    /// Reads a whole file; nil when it cannot be opened.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        guard size > 0 else { return [] }
        return [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            while count < size {
                let got = Glibc.read(fd, buffer.baseAddress! + count, size - count)
                if got < 0, errno == EINTR { continue }
                if got <= 0 { break }
                count += got
            }
        }
    }

    /// Writes an entry through a temporary file and a rename, so readers never see half an entry.
    @discardableResult
    static func write(_ payload: [UInt8], to path: String, temporaryName: String) -> Bool {
        let fd = open(temporaryName, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return false }
        let written = OutputWriter.writeAll(fd, header(for: payload)) && OutputWriter.writeAll(fd, payload)
        guard close(fd) == 0, written, rename(temporaryName, path) == 0 else {
            unlink(temporaryName)
            return false
        }
        return true
    }

    /// FNV-1a over 64-bit words, then the tail bytes and the length: catches damaged files eight times
    /// faster than byte by byte (every step is a bijection, so any one changed word changes the result);
    /// the key already guards against stale ones.
    static func checksum(_ bytes: some Collection<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        let digest: UInt64? = bytes.withContiguousStorageIfAvailable { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var offset = 0
            while offset + 8 <= raw.count {
                value = (value ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
                offset += 8
            }
            while offset < raw.count {
                value = (value ^ UInt64(raw[offset])) &* prime
                offset += 1
            }
            value = (value ^ UInt64(raw.count)) &* prime
            return value ^ (value >> 29)
        }
        return digest ?? checksum(Array(bytes))
    }
}
