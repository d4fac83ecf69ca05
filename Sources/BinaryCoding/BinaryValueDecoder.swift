/// The `Decoder` a value's `init(from:)` gets: the value at one offset of the input.
struct BinaryValueDecoder: Decoder {
    let state: DecodingState
    /// Offset of the value's tag; -1 for a missing value that reads as nil.
    let offset: Int
    let depth: Int

    var codingPath: [any CodingKey] { state.codingPath(depth: depth) }
    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let tag = try state.tag(at: offset, depth: depth)
        guard tag == BinaryFormat.keyedTag else { throw state.mismatch(KeyedDecodingContainer<Key>.self, found: tag, depth: depth) }
        let start = offset + 1 + BinaryFormat.lengthSize
        let length = try state.uint32(at: offset + 1, limit: state.count, depth: depth)
        guard length <= state.count - start else { throw state.truncated(depth: depth) }
        return KeyedDecodingContainer(BinaryKeyedDecodingContainer<Key>(state: state, start: start, end: start + length, depth: depth))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let tag = try state.tag(at: offset, depth: depth)
        guard tag == BinaryFormat.unkeyedTag else { throw state.mismatch((any UnkeyedDecodingContainer).self, found: tag, depth: depth) }
        let start = offset + 1 + BinaryFormat.lengthSize
        let length = try state.uint32(at: offset + 1, limit: state.count, depth: depth)
        guard length <= state.count - start, length >= BinaryFormat.countSize else { throw state.truncated(depth: depth) }
        let count = try state.uint32(at: start, limit: state.count, depth: depth)
        // Every element takes at least a byte: a count beyond that is damage, and must not size anything.
        guard count <= length - BinaryFormat.countSize else {
            throw state.corrupted("an unkeyed container claims more elements than its bytes hold", depth: depth)
        }
        return BinaryUnkeyedDecodingContainer(
            state: state, cursor: start + BinaryFormat.countSize, end: start + length, elementCount: count, depth: depth)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        BinarySingleValueDecodingContainer(decoder: self)
    }
}

/// The single value at a decoder's offset.
struct BinarySingleValueDecodingContainer: SingleValueDecodingContainer {
    let decoder: BinaryValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool {
        (try? decoder.state.tag(at: decoder.offset, depth: decoder.depth)) == BinaryFormat.nilTag
    }

    @inline(__always)
    private func read<T: BinaryPrimitive>(_ type: T.Type) throws -> T {
        try T.read(decoder.state, at: decoder.offset, depth: decoder.depth)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    func decode(_ type: String.Type) throws -> String { try read(type) }
    func decode(_ type: Double.Type) throws -> Double { try read(type) }
    func decode(_ type: Float.Type) throws -> Float { try read(type) }
    func decode(_ type: Int.Type) throws -> Int { try read(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: decoder)
    }
}
