/// A keyed container of the streaming encoder: each entry is its key, then its value, appended in place.
struct StreamingKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: StreamingEncoderState
    /// -1 for a container that could not be opened in place (every write then sends the value to `TreeEncoder`).
    let id: Int
    let depth: Int

    var codingPath: [any CodingKey] {
        let isOpen = depth < state.open.count && state.open[depth].id == id
        return state.codingPath(depth: depth, last: isOpen ? state.open[depth].pathComponent : nil)
    }

    @inline(__always)
    private mutating func write(_ value: some BinaryPrimitive, _ key: Key) throws {
        try state.beginWrite(id, depth: depth)
        _ = state.writeKey(key)
        var output = state.output
        value.append(to: &output)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try state.beginWrite(id, depth: depth)
        _ = state.writeKey(key)
        state.output.append(BinaryFormat.nilTag)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try write(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try write(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try state.beginWrite(id, depth: depth)
        let component = state.writeKey(key)
        try state.encodeValue(value, pathComponent: component, depth: depth + 1)
    }

    /// A nil optional is stored as an absent entry, which decodes as a missing key but keeps the keys in order.
    @inline(__always)
    private mutating func writeAbsent(_ key: Key) throws {
        try state.beginWrite(id, depth: depth)
        _ = state.writeKey(key)
        state.output.append(BinaryFormat.absentTag)
    }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
        if let value { try write(value, key) } else { try writeAbsent(key) }
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { try writeAbsent(key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(StreamingKeyedEncodingContainer<NestedKey>(state: state, id: nested(key, unkeyed: false), depth: depth + 1))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        StreamingUnkeyedEncodingContainer(state: state, id: nested(key, unkeyed: true), depth: depth + 1)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(component: { $0.writeKey(BinaryCodingKey.super) })
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(component: { $0.writeKey(key) })
    }

    private func nested(_ key: Key, unkeyed: Bool) -> Int {
        do {
            try state.beginWrite(id, depth: depth)
        } catch {
            return -1
        }
        let component = state.writeKey(key)
        return state.openContainer(unkeyed: unkeyed, slot: 0, pathComponent: component)
    }

    /// A slot under a key, written whenever its user gets to it (usually right away).
    private func superEncoder(component writeKey: (StreamingEncoderState) -> Int) -> any Encoder {
        do {
            try state.beginWrite(id, depth: depth)
        } catch {
            return StreamingEncoder(state: state, slot: -1, depth: depth + 1)
        }
        let slot = state.beginSlot(pathComponent: writeKey(state))
        return StreamingEncoder(state: state, slot: slot, depth: depth + 1)
    }
}
