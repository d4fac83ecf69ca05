/// An unkeyed container of the streaming encoder: elements appended in place and counted.
struct StreamingUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let state: StreamingEncoderState
    /// -1 for a container that could not be opened in place.
    let id: Int
    let depth: Int

    private var isOpen: Bool { depth < state.open.count && state.open[depth].id == id }

    var codingPath: [any CodingKey] {
        state.codingPath(depth: depth, last: isOpen ? state.open[depth].pathComponent : nil)
    }

    var count: Int {
        guard isOpen else {
            // Closed already: only the tree encoder knows.
            _ = state.fail()
            return 0
        }
        return state.open[depth].count
    }

    /// Prepares the next element and returns its index.
    @inline(__always)
    private mutating func beginElement() throws -> Int {
        try state.beginWrite(id, depth: depth)
        let index = state.open[depth].count
        state.open[depth].count = index + 1
        return index
    }

    @inline(__always)
    private mutating func write(_ value: some BinaryPrimitive) throws {
        _ = try beginElement()
        var output = state.output
        value.append(to: &output)
    }

    mutating func encodeNil() throws {
        _ = try beginElement()
        state.output.append(BinaryFormat.nilTag)
    }

    mutating func encode(_ value: Bool) throws { try write(value) }
    mutating func encode(_ value: String) throws { try write(value) }
    mutating func encode(_ value: Double) throws { try write(value) }
    mutating func encode(_ value: Float) throws { try write(value) }
    mutating func encode(_ value: Int) throws { try write(value) }
    mutating func encode(_ value: Int8) throws { try write(value) }
    mutating func encode(_ value: Int16) throws { try write(value) }
    mutating func encode(_ value: Int32) throws { try write(value) }
    mutating func encode(_ value: Int64) throws { try write(value) }
    mutating func encode(_ value: UInt) throws { try write(value) }
    mutating func encode(_ value: UInt8) throws { try write(value) }
    mutating func encode(_ value: UInt16) throws { try write(value) }
    mutating func encode(_ value: UInt32) throws { try write(value) }
    mutating func encode(_ value: UInt64) throws { try write(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let index = try beginElement()
        try state.encodeValue(value, pathComponent: -index - 1, depth: depth + 1)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(StreamingKeyedEncodingContainer<NestedKey>(state: state, id: nested(unkeyed: false), depth: depth + 1))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamingUnkeyedEncodingContainer(state: state, id: nested(unkeyed: true), depth: depth + 1)
    }

    mutating func superEncoder() -> any Encoder {
        guard let index = try? beginElement() else { return StreamingEncoder(state: state, slot: -1, depth: depth + 1) }
        let slot = state.beginSlot(pathComponent: -index - 1)
        return StreamingEncoder(state: state, slot: slot, depth: depth + 1)
    }

    private mutating func nested(unkeyed: Bool) -> Int {
        guard let index = try? beginElement() else { return -1 }
        return state.openContainer(unkeyed: unkeyed, slot: 0, pathComponent: -index - 1)
    }
}
