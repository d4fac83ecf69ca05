/// A keyed container being decoded: entries are looked up by key text, first where the previous lookup
/// ended (keys are usually asked for in the order they were written), then from the start.
struct BinaryKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: DecodingState
    /// The body: entries from `start` to `end`.
    let start: Int
    let end: Int
    let depth: Int

    /// One entry: its key's offset, its value's offset, and the offset past it.
    struct Entry {
        var key: Int
        var value: Int
        var next: Int
    }

    var codingPath: [any CodingKey] { state.codingPath(depth: depth) }

    var allKeys: [Key] {
        var keys: [Key] = []
        var position = start
        while position < end, let (entry, range) = try? entry(at: position) {
            if state.base[entry.value] != BinaryFormat.absentTag, let text = try? state.text(range, depth: depth),
                let key = Key(stringValue: text)
            {
                keys.append(key)
            }
            position = entry.next
        }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        ((try? find(key.stringValue, advance: false)) ?? nil) != nil
    }

    @inline(__always)
    private func entry(at position: Int) throws -> (Entry, Range<Int>) {
        let range = try state.textRange(at: position, limit: end, depth: depth)
        let next = try state.skip(at: range.upperBound, limit: end, depth: depth)
        return (Entry(key: position, value: range.upperBound, next: next), range)
    }

    /// The entry named `name`, nil when it is missing or absent; `advance` moves the lookup hint past it.
    private func find(_ name: String, advance: Bool) throws -> Entry? {
        let hint = state.hints[depth]
        let cursor = hint.container == start ? hint.cursor : start
        if cursor < end {
            let (entry, range) = try entry(at: cursor)
            if state.key(range, equals: name) { return found(entry, advance: advance) }
        }
        var position = start
        while position < end {
            let (entry, range) = try entry(at: position)
            if state.key(range, equals: name) { return found(entry, advance: advance) }
            position = entry.next
        }
        return nil
    }

    @inline(__always)
    private func found(_ entry: Entry, advance: Bool) -> Entry? {
        if advance { state.hints[depth] = DecodingState.Hint(container: start, cursor: entry.next) }
        return state.base[entry.value] == BinaryFormat.absentTag ? nil : entry
    }

    private func require(_ key: Key) throws -> Entry {
        guard let entry = try find(key.stringValue, advance: true) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for the key \"\(key.stringValue)\""))
        }
        state.components[depth] = entry.key
        return entry
    }

    @inline(__always)
    private func read<T: BinaryPrimitive>(_ type: T.Type, _ key: Key) throws -> T {
        let entry = try require(key)
        return try T.read(state, at: entry.value, depth: depth + 1)
    }

    @inline(__always)
    private func readIfPresent<T: BinaryPrimitive>(_ type: T.Type, _ key: Key) throws -> T? {
        guard let entry = try find(key.stringValue, advance: true), state.base[entry.value] != BinaryFormat.nilTag else { return nil }
        state.components[depth] = entry.key
        return try T.read(state, at: entry.value, depth: depth + 1)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let entry = try find(key.stringValue, advance: false) else {
            throw DecodingError.keyNotFound(
                key, DecodingError.Context(codingPath: codingPath, debugDescription: "no value for the key \"\(key.stringValue)\""))
        }
        guard state.base[entry.value] == BinaryFormat.nilTag else { return false }
        _ = found(entry, advance: true)
        return true
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try read(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try read(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try read(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try read(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try read(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try read(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try read(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try read(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try read(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try read(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try read(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try read(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try read(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try read(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let entry = try require(key)
        return try T(from: BinaryValueDecoder(state: state, offset: entry.value, depth: state.childDepth(depth)))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try readIfPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try readIfPresent(type, key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let entry = try find(key.stringValue, advance: true), state.base[entry.value] != BinaryFormat.nilTag else { return nil }
        state.components[depth] = entry.key
        return try T(from: BinaryValueDecoder(state: state, offset: entry.value, depth: state.childDepth(depth)))
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let entry = try require(key)
        return try BinaryValueDecoder(state: state, offset: entry.value, depth: state.childDepth(depth)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let entry = try require(key)
        return try BinaryValueDecoder(state: state, offset: entry.value, depth: state.childDepth(depth)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(named: BinaryCodingKey.super.stringValue)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(named: key.stringValue)
    }

    /// A decoder of the value under `name`; of nil when there is none, as `JSONDecoder` does.
    private func superDecoder(named name: String) throws -> any Decoder {
        let child = try state.childDepth(depth)
        guard let entry = try find(name, advance: true) else {
            return BinaryValueDecoder(state: state, offset: -1, depth: child)
        }
        state.components[depth] = entry.key
        return BinaryValueDecoder(state: state, offset: entry.value, depth: child)
    }
}
