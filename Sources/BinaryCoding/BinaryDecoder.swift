/// Decodes values written by `BinaryEncoder`. Damaged or truncated input throws
/// `DecodingError.dataCorrupted` (or the type or key error it resembles); it never traps, loops or
/// allocates more than the input's size from a length it reads.
package struct BinaryDecoder: Sendable {
    /// Containers nested deeper than this are refused (as `JSONDecoder` refuses JSON nested over 512 levels),
    /// so hostile input cannot exhaust the stack.
    package var maximumDepth = 512
    /// Handed to every `init(from:)` as `decoder.userInfo`.
    package var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    package init() {}

    /// The value of type `T` that `bytes` hold; all of `bytes` must be that one value.
    package func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
        let info: [CodingUserInfoKey: Any] = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 as Any }
        let depth = max(0, maximumDepth)
        let state =
            bytes.withContiguousStorageIfAvailable { DecodingState($0, maximumDepth: depth, userInfo: info) }
            ?? Array(bytes).withUnsafeBufferPointer { DecodingState($0, maximumDepth: depth, userInfo: info) }
        guard try state.skip(at: 0, limit: state.count, depth: 0) == state.count else {
            throw state.corrupted("bytes follow the value", depth: 0)
        }
        return try T(from: BinaryValueDecoder(state: state, offset: 0, depth: 0))
    }
}
