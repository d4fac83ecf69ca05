import CCrypto
import Foundation

/// SHA-256 (FIPS 180-4) through OpenSSL's libcrypto, which uses the CPU's SHA instructions where there are
/// some. Used for cache keys, where a 64-bit hash would make collisions plausible. A value: the hash in
/// progress is a plain C struct, so a copy hashes on independently.
package struct ContentHash: Sendable {
    private var context = SHA256_CTX()

    package init() { SHA256_Init(&context) }

    /// The hex digest of `data`.
    package static func hex(_ data: Data) -> String {
        var hash = ContentHash()
        hash.update(data)
        return hash.finalizeHex()
    }

    package mutating func update(_ data: Data) {
        data.withUnsafeBytes { update(UnsafeRawBufferPointer($0)) }
    }

    package mutating func update(_ text: String) {
        var text = text
        text.withUTF8 { update(UnsafeRawBufferPointer($0)) }
    }

    /// Adds a field with its length first, so `("ab", "c")` and `("a", "bc")` hash differently.
    package mutating func updateField(_ text: String) {
        update("\(text.utf8.count):")
        update(text)
    }

    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        SHA256_Update(&context, base, bytes.count)
    }

    /// The digest as 64 lowercase hex digits. The hash is finished: call once.
    package mutating func finalizeHex() -> String {
        var digest = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        SHA256_Final(&digest, &context)
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: digest.count * 2) { buffer in
            for (index, byte) in digest.enumerated() {
                buffer[2 * index] = digits[Int(byte >> 4)]
                buffer[2 * index + 1] = digits[Int(byte & 0x0f)]
            }
            return digest.count * 2
        }
    }
}
