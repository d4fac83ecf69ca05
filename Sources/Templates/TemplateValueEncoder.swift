/// Turns any `Encodable` value into a `TemplateValue`, so view models can be plain structs whose every field reaches the templates.
///
/// Strings become `.string`, `Bool` `.bool`, every number `.number`, arrays `.list`, structs and
/// string-keyed dictionaries `.object`. A `nil` optional field is left out (synthesized conformances skip it);
/// an explicit `encodeNil()` gives `.null`.
///
/// Coding paths are not tracked (every container reports an empty `codingPath`): views never read them, and
/// building one array per field was a measurable share of rendering a page.
package struct TemplateValueEncoder: Sendable {
    /// Whether a `TemplateValueConvertible` value makes its own value (the default); off, every value goes
    /// through its `encode(to:)`, which tests compare the conversions with.
    package var usesConversions: Bool

    package init(usesConversions: Bool = true) {
        self.usesConversions = usesConversions
    }

    package func encode<Value: Encodable>(_ value: Value) throws -> TemplateValue {
        if usesConversions, let convertible = value as? any TemplateValueConvertible { return convertible.makeTemplateValue() }
        let slot = EncodingSlot(usesConversions: usesConversions)
        try value.encode(to: SlotEncoder(slot: slot, codingPath: []))
        return slot.value ?? .object([:])
    }
}

/// One place a value is being written to; containers fill it in, children are resolved at the end.
final class EncodingSlot {
    enum Content {
        case empty
        case value(TemplateValue)
        /// Fields in the order written; a key written again replaces the earlier value when the object is made.
        case object([(key: String, field: Field)])
        case list([EncodingSlot])
    }

    /// A field of an object: a scalar written at once (no slot of its own), or a slot filled in later.
    enum Field {
        case value(TemplateValue)
        case slot(EncodingSlot)

        var value: TemplateValue? {
            switch self {
            case .value(let value): value
            case .slot(let slot): slot.value
            }
        }
    }

    var content = Content.empty
    /// `TemplateValueEncoder.usesConversions`, handed to every child slot.
    let usesConversions: Bool

    init(usesConversions: Bool) {
        self.usesConversions = usesConversions
    }

    var value: TemplateValue? {
        switch content {
        case .empty: nil
        case .value(let value): value
        case .object(let fields): .object(Self.dictionary(fields))
        case .list(let items): .list(items.compactMap(\.value))
        }
    }

    /// The child written under `key`, turning this slot into an object when it is not one yet.
    func child(forKey key: String) -> EncodingSlot {
        let slot = EncodingSlot(usesConversions: usesConversions)
        add(.slot(slot), forKey: key)
        return slot
    }

    /// Writes a scalar field.
    func set(_ value: TemplateValue, forKey key: String) {
        add(.value(value), forKey: key)
    }

    private func add(_ field: Field, forKey key: String) {
        guard case .object(var fields) = content else {
            content = .object([(key, field)])
            return
        }
        // Emptied first so the array is uniquely referenced and grows in place instead of being copied.
        content = .empty
        fields.append((key, field))
        content = .object(fields)
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([])
    }

    /// The fields as one dictionary, sized once, leaving out fields without a value.
    static func dictionary(_ fields: [(key: String, field: Field)]) -> [String: TemplateValue] {
        var dictionary = [String: TemplateValue](minimumCapacity: fields.count)
        for field in fields {
            if let value = field.field.value {
                dictionary[field.key] = value
            } else {
                dictionary[field.key] = nil
            }
        }
        return dictionary
    }

    /// A new last item, turning this slot into a list when it is not one yet.
    func appendChild() -> EncodingSlot {
        let slot = EncodingSlot(usesConversions: usesConversions)
        guard case .list(var items) = content else {
            content = .list([slot])
            return slot
        }
        content = .empty
        items.append(slot)
        content = .list(items)
        return slot
    }

    func makeList() {
        if case .list = content { return }
        content = .list([])
    }

    var count: Int {
        switch content {
        case .object(let fields): fields.count
        case .list(let items): items.count
        default: 0
        }
    }
}

struct SlotEncoder: Encoder {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeList()
        return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueSlotContainer(slot: slot, codingPath: codingPath)
    }
}

/// Encodes one value into a slot: scalars directly, everything else through its own `encode(to:)`.
func encodeValue<Value: Encodable>(_ value: Value, into slot: EncodingSlot, codingPath: [any CodingKey]) throws {
    switch value {
    case let ready as TemplateValue: slot.content = .value(ready)
    case let text as String: slot.content = .value(.string(text))
    case let flag as Bool: slot.content = .value(.bool(flag))
    case let number as Double: slot.content = .value(.number(number))
    case let number as Float: slot.content = .value(.number(Double(number)))
    case let number as Int: slot.content = .value(.number(Double(number)))
    case let convertible as any TemplateValueConvertible where slot.usesConversions: slot.content = .value(convertible.makeTemplateValue())
    default: try value.encode(to: SlotEncoder(slot: slot, codingPath: codingPath))
    }
}

struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        slot.set(.null, forKey: key.stringValue)
    }

    // Scalars are stored as they are written, without a slot each (most fields of a view are scalars).
    mutating func encode(_ value: String, forKey key: Key) throws { slot.set(.string(value), forKey: key.stringValue) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { slot.set(.bool(value), forKey: key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { slot.set(.number(Double(value)), forKey: key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { slot.set(.number(value), forKey: key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encodeValue(value, into: slot.child(forKey: key.stringValue), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = slot.child(forKey: key.stringValue)
        child.makeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = slot.child(forKey: key.stringValue)
        child.makeList()
        return UnkeyedSlotContainer(slot: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.child(forKey: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        SlotEncoder(slot: slot.child(forKey: key.stringValue), codingPath: codingPath)
    }
}

struct UnkeyedSlotContainer: UnkeyedEncodingContainer {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]
    var count: Int { slot.count }

    mutating func encodeNil() throws {
        slot.appendChild().content = .value(.null)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: slot.appendChild(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = slot.appendChild()
        child.makeObject()
        return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: child, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = slot.appendChild()
        child.makeList()
        return UnkeyedSlotContainer(slot: child, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        SlotEncoder(slot: slot.appendChild(), codingPath: codingPath)
    }
}

struct SingleValueSlotContainer: SingleValueEncodingContainer {
    let slot: EncodingSlot
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { slot.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { slot.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { slot.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { slot.content = .value(.number(value)) }
    mutating func encode(_ value: Float) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int8) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int16) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int32) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: Int64) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt8) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt16) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt32) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode(_ value: UInt64) throws { slot.content = .value(.number(Double(value))) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try encodeValue(value, into: slot, codingPath: codingPath)
    }
}
