/// An unkeyed container being decoded, element by element.
struct BinaryUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let state: DecodingState
    /// The next element's offset.
    var cursor: Int
    let end: Int
    let elementCount: Int
    let depth: Int
    private(set) var currentIndex = 0

    init(state: DecodingState, cursor: Int, end: Int, elementCount: Int, depth: Int) {
        self.state = state
        self.cursor = cursor
        self.end = end
        self.elementCount = elementCount
        self.depth = depth
    }

    var codingPath: [any CodingKey] { state.codingPath(depth: depth) }
    var count: Int? { elementCount }
    var isAtEnd: Bool { currentIndex >= elementCount }

    /// The next element's offset and the offset past it; throws at the end.
    @inline(__always)
    private func next(_ type: Any.Type) throws -> (value: Int, next: Int) {
        guard currentIndex < elementCount else {
            throw DecodingError.valueNotFound(
                type, DecodingError.Context(codingPath: codingPath, debugDescription: "the unkeyed container is at its end"))
        }
        state.components[depth] = -currentIndex - 1
        return (cursor, try state.skip(at: cursor, limit: end, depth: depth + 1))
    }

    @inline(__always)
    private mutating func read<T: BinaryPrimitive>(_ type: T.Type) throws -> T {
        let (value, next) = try next(type)
        let result = try T.read(state, at: value, depth: depth + 1)
        cursor = next
        currentIndex += 1
        return result
    }

    mutating func decodeNil() throws -> Bool {
        let (value, next) = try next(Never.self)
        guard state.base[value] == BinaryFormat.nilTag else { return false }
        cursor = next
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    mutating func decode(_ type: String.Type) throws -> String { try read(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try read(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try read(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try read(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let decoder = try nextDecoder(type)
        let result = try T(from: decoder.decoder)
        cursor = decoder.next
        currentIndex += 1
        return result
    }

    /// A decoder for the next element, and the offset past it.
    private func nextDecoder(_ type: Any.Type) throws -> (decoder: BinaryValueDecoder, next: Int) {
        let (value, next) = try next(type)
        return (BinaryValueDecoder(state: state, offset: value, depth: try state.childDepth(depth)), next)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let decoder = try nextDecoder(type)
        let container = try decoder.decoder.container(keyedBy: type)
        cursor = decoder.next
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let decoder = try nextDecoder((any UnkeyedDecodingContainer).self)
        let container = try decoder.decoder.unkeyedContainer()
        cursor = decoder.next
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try nextDecoder((any Decoder).self)
        cursor = decoder.next
        currentIndex += 1
        return decoder.decoder
    }
}
