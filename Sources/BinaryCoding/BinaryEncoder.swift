/// Encodes `Encodable` values into Precept's generic binary format (`BinaryFormat`), for any `Codable` type
/// (the options a page worker receives, for one). Page results, which cross the worker boundary and fill the
/// page cache, have a hand-written codec of their own, `PageResultCodec`, that is several times faster.
///
/// Any value round-trips through `BinaryDecoder` as it would through JSON, but faster: integers,
/// floating-point numbers (bit for bit, NaN payloads and -0 included) and strings are written without
/// formatting or escaping. Differences from JSON: a key written twice in one container is stored twice
/// (decoding finds one of them; `JSONEncoder` keeps the last), and `Int128`/`UInt128` are refused (the
/// standard library's default implementation throws).
package struct BinaryEncoder: Sendable {
    /// Handed to every `encode(to:)` as `encoder.userInfo`.
    package var userInfo: [CodingUserInfoKey: any Sendable] = [:]

    package init() {}

    /// The bytes of `value`.
    package func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let info: [CodingUserInfoKey: Any] = userInfo.isEmpty ? [:] : userInfo.mapValues { $0 as Any }
        let state = StreamingEncoderState(userInfo: info)
        do {
            try state.encodeValue(value, pathComponent: StreamingEncoderState.rootComponent, depth: 0)
        } catch {
            // A value that wrote out of order may have turned the error into its own; the flag tells.
            guard state.needsTree else { throw error }
        }
        state.finish()
        if state.needsTree { return try encodeAsTree(value, userInfo: info) }
        guard !state.tooLarge else { throw TreeEncoder.Node.tooLarge }
        return state.output.bytes
    }

    /// Encodes with the general tree encoder only, which the streaming one falls back on; for tests.
    func encodeAsTree<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: Any] = [:]) throws -> [UInt8] {
        try TreeEncoder.encode(value, userInfo: userInfo)
    }
}
