/// The general encoder behind the streaming one: builds the value as a tree of nodes, so containers may be
/// written in any order, then writes the tree in the same format. Used only for values the streaming
/// encoder could not write in place.
struct TreeEncoder: Encoder {
    /// One value: nothing yet, a primitive's bytes, or a container.
    final class Node {
        enum Kind { case empty, primitive, keyed, unkeyed }
        var kind = Kind.empty
        var primitive: [UInt8] = []
        var entries: [(key: String, node: Node)] = []
        var elements: [Node] = []

        /// Makes the node a container of `kind`, unless it already is one.
        func become(_ kind: Kind) {
            guard self.kind != kind else { return }
            self.kind = kind
            primitive = []
            entries = []
            elements = []
        }

        func write(to bytes: inout [UInt8]) throws {
            switch kind {
            case .empty:
                bytes.append(BinaryFormat.keyedTag)
                bytes.appendLittleEndian(UInt32(0))
            case .primitive:
                bytes.append(contentsOf: primitive)
            case .keyed:
                let start = bytes.count
                bytes.append(BinaryFormat.keyedTag)
                bytes.appendLittleEndian(UInt32(0))
                for (key, node) in entries {
                    bytes.appendText(key)
                    try node.write(to: &bytes)
                }
                try Self.patchLength(&bytes, start: start)
            case .unkeyed:
                let start = bytes.count
                bytes.append(BinaryFormat.unkeyedTag)
                bytes.appendLittleEndian(UInt32(0))
                guard elements.count <= UInt32.max else { throw Self.tooLarge }
                bytes.appendLittleEndian(UInt32(elements.count))
                for node in elements { try node.write(to: &bytes) }
                try Self.patchLength(&bytes, start: start)
            }
        }

        static let tooLarge = EncodingError.invalidValue(
            0, EncodingError.Context(codingPath: [], debugDescription: "a container is larger than 4 GiB"))

        static func patchLength(_ bytes: inout [UInt8], start: Int) throws {
            let length = bytes.count - start - 1 - BinaryFormat.lengthSize
            guard length <= UInt32.max else { throw tooLarge }
            for index in 0..<4 { bytes[start + 1 + index] = UInt8(truncatingIfNeeded: length >> (8 * index)) }
        }

        static func primitive(_ value: some BinaryPrimitive) -> Node {
            let node = Node()
            node.kind = .primitive
            value.append(to: &node.primitive)
            return node
        }

        static func tag(_ tag: UInt8) -> Node {
            let node = Node()
            node.kind = .primitive
            node.primitive = [tag]
            return node
        }
    }

    let node: Node
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    /// Encodes `value` into bytes.
    static func encode<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: Any]) throws -> [UInt8] {
        let root = Node()
        try value.encode(to: TreeEncoder(node: root, codingPath: [], userInfo: userInfo))
        var bytes: [UInt8] = []
        try root.write(to: &bytes)
        return bytes
    }

    func child(_ node: Node, _ key: any CodingKey) -> TreeEncoder {
        TreeEncoder(node: node, codingPath: codingPath + [key], userInfo: userInfo)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.become(.keyed)
        return KeyedEncodingContainer(TreeKeyedEncodingContainer<Key>(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.become(.unkeyed)
        return TreeUnkeyedEncodingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        TreeSingleValueEncodingContainer(encoder: self)
    }
}

/// A single value of the tree encoder; written once.
struct TreeSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    private func write(_ value: some BinaryPrimitive) throws {
        try checkEmpty()
        encoder.node.kind = .primitive
        value.append(to: &encoder.node.primitive)
    }

    private func checkEmpty() throws {
        guard encoder.node.kind == .empty else {
            throw EncodingError.invalidValue(
                0, EncodingError.Context(codingPath: codingPath, debugDescription: "a single value container was written twice"))
        }
    }

    func encodeNil() throws {
        try checkEmpty()
        encoder.node.kind = .primitive
        encoder.node.primitive = [BinaryFormat.nilTag]
    }

    func encode(_ value: Bool) throws { try write(value) }
    func encode(_ value: String) throws { try write(value) }
    func encode(_ value: Double) throws { try write(value) }
    func encode(_ value: Float) throws { try write(value) }
    func encode(_ value: Int) throws { try write(value) }
    func encode(_ value: Int8) throws { try write(value) }
    func encode(_ value: Int16) throws { try write(value) }
    func encode(_ value: Int32) throws { try write(value) }
    func encode(_ value: Int64) throws { try write(value) }
    func encode(_ value: UInt) throws { try write(value) }
    func encode(_ value: UInt8) throws { try write(value) }
    func encode(_ value: UInt16) throws { try write(value) }
    func encode(_ value: UInt32) throws { try write(value) }
    func encode(_ value: UInt64) throws { try write(value) }

    func encode<T: Encodable>(_ value: T) throws {
        try checkEmpty()
        try value.encode(to: encoder)
    }
}
