/// A keyed container of the tree encoder: entries in the order they were written.
struct TreeKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: TreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func add(_ node: TreeEncoder.Node, _ key: Key) {
        encoder.node.entries.append((key.stringValue, node))
    }

    private func write(_ value: some BinaryPrimitive, _ key: Key) { add(.primitive(value), key) }

    mutating func encodeNil(forKey key: Key) throws { add(.tag(BinaryFormat.nilTag), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { write(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { write(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let node = TreeEncoder.Node()
        add(node, key)
        try value.encode(to: encoder.child(node, key))
    }

    private func writeAbsent(_ key: Key) { add(.tag(BinaryFormat.absentTag), key) }

    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws {
        if let value { write(value, key) } else { writeAbsent(key) }
    }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try encode(value, forKey: key) } else { writeAbsent(key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let node = TreeEncoder.Node()
        add(node, key)
        return encoder.child(node, key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let node = TreeEncoder.Node()
        add(node, key)
        return encoder.child(node, key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let node = TreeEncoder.Node()
        encoder.node.entries.append((BinaryCodingKey.super.stringValue, node))
        return encoder.child(node, BinaryCodingKey.super)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let node = TreeEncoder.Node()
        add(node, key)
        return encoder.child(node, key)
    }
}

/// An unkeyed container of the tree encoder.
struct TreeUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: TreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.node.elements.count }

    private func add(_ node: TreeEncoder.Node) { encoder.node.elements.append(node) }
    private func write(_ value: some BinaryPrimitive) { add(.primitive(value)) }

    /// A new element node and the encoder that writes it.
    private func next() -> TreeEncoder {
        let node = TreeEncoder.Node()
        let key = BinaryCodingKey(index: count)
        add(node)
        return encoder.child(node, key)
    }

    mutating func encodeNil() throws { add(.tag(BinaryFormat.nilTag)) }
    mutating func encode(_ value: Bool) throws { write(value) }
    mutating func encode(_ value: String) throws { write(value) }
    mutating func encode(_ value: Double) throws { write(value) }
    mutating func encode(_ value: Float) throws { write(value) }
    mutating func encode(_ value: Int) throws { write(value) }
    mutating func encode(_ value: Int8) throws { write(value) }
    mutating func encode(_ value: Int16) throws { write(value) }
    mutating func encode(_ value: Int32) throws { write(value) }
    mutating func encode(_ value: Int64) throws { write(value) }
    mutating func encode(_ value: UInt) throws { write(value) }
    mutating func encode(_ value: UInt8) throws { write(value) }
    mutating func encode(_ value: UInt16) throws { write(value) }
    mutating func encode(_ value: UInt32) throws { write(value) }
    mutating func encode(_ value: UInt64) throws { write(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        next().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        next()
    }
}
