/// The `Encoder` a value's `encode(to:)` gets from the streaming encoder: one slot, written where it stands.
struct StreamingEncoder: Encoder {
    let state: StreamingEncoderState
    let slot: Int
    /// Index in `state.open` the slot's own container takes.
    let depth: Int

    var codingPath: [any CodingKey] {
        if state.pendingSlot == slot { return state.codingPath(depth: depth, last: state.pendingComponent) }
        if depth < state.open.count, state.open[depth].slot == slot {
            return state.codingPath(depth: depth, last: state.open[depth].pathComponent)
        }
        return state.codingPath(depth: depth, last: nil)
    }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(StreamingKeyedEncodingContainer<Key>(state: state, id: containerID(unkeyed: false), depth: depth))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamingUnkeyedEncodingContainer(state: state, id: containerID(unkeyed: true), depth: depth)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        StreamingSingleValueEncodingContainer(encoder: self)
    }

    /// The slot's container: the one it already has (a subclass and its superclass both asking), or a new one.
    private func containerID(unkeyed: Bool) -> Int {
        if depth < state.open.count, state.open[depth].slot == slot, state.open[depth].unkeyed == unkeyed, !state.needsTree {
            return state.open[depth].id
        }
        guard state.pendingSlot == slot, !state.needsTree else {
            _ = state.fail()
            return -1
        }
        state.pendingSlot = 0
        return state.openContainer(unkeyed: unkeyed, slot: slot, pathComponent: state.pendingComponent)
    }
}

/// A slot's single value.
struct StreamingSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: StreamingEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private func write(_ value: some BinaryPrimitive) throws {
        let state = encoder.state
        guard state.pendingSlot == encoder.slot, !state.needsTree else { throw state.fail() }
        var output = state.output
        value.append(to: &output)
        state.pendingSlot = 0
    }

    func encodeNil() throws {
        let state = encoder.state
        guard state.pendingSlot == encoder.slot, !state.needsTree else { throw state.fail() }
        state.output.append(BinaryFormat.nilTag)
        state.pendingSlot = 0
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
        let state = encoder.state
        guard state.pendingSlot == encoder.slot, !state.needsTree else { throw state.fail() }
        try value.encode(to: encoder)
        if state.pendingSlot == encoder.slot { state.fillPendingSlot() }
    }
}
