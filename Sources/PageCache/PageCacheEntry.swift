import Foundation
import Guidelines

#if canImport(Glibc)
    import Glibc
#endif

/// One entry of the page cache, as it lies in a pack file: a header line
/// `precept-page-cache <version> <checksum> <key>` and a `PageResult` in `PageResultCodec`'s format. The
/// header names the entry's key, so an index that points at the wrong bytes (a damaged index, or a pack
/// another build rewrote) never hands out another page's result, and its checksum covers the result, so
/// damaged bytes are detected and the page processed again.
enum PageCacheEntry {
    /// The header of the entry for `key` holding `payload`.
    static func header(key: String, payload: some Collection<UInt8>) -> [UInt8] {
        Array("\(PageCache.format) \(PageCache.formatVersion) \(String(checksum(payload), radix: 16)) \(key)\n".utf8)
    }

    /// The bytes of the entry for `key` holding `payload`.
    static func bytes(key: String, payload: [UInt8]) -> [UInt8] {
        header(key: key, payload: payload) + payload
    }

    /// Whether `key` can name an entry: the header and the index are lines of space-separated fields.
    static func isValidKey(_ key: String) -> Bool {
        !key.isEmpty && !key.utf8.contains { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }
    }

    /// The payload of an entry's bytes when they are the intact entry of `key`; nil when the header, the
    /// key or the checksum is wrong.
    static func payload(of bytes: [UInt8], key: String) -> ArraySlice<UInt8>? {
        // The header is short: a missing newline near the start is damage, not a reason to scan the entry.
        guard let newline = bytes.prefix(key.utf8.count + 64).firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let payload = bytes[(newline + 1)...]
        guard bytes[...newline].elementsEqual(header(key: key, payload: payload)) else { return nil }
        return payload
    }

    /// The result stored in the entry of `key`; nil when the entry is damaged, another key's, or does not decode.
    static func result(from bytes: [UInt8], key: String) -> PageResult? {
        guard let payload = payload(of: bytes, key: key) else { return nil }
        return try? PageResultCodec.decode(payload)
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
