/// Appends values to a byte array in the compact format that hand-written codecs use (`ByteReader` reads it back).
///
/// No tags and no keys: a codec writes each field in a fixed order and reads it back in the same order, so
/// only the values are stored.
///
/// | value | bytes |
/// |---|---|
/// | unsigned integer, count | LEB128, at most 10 bytes |
/// | signed integer | zigzag LEB128, at most 10 bytes |
/// | Bool | 0 or 1 |
/// | Double | the bit pattern, 8 bytes little-endian |
/// | String | LEB128 byte count, then UTF-8 |
/// | optional | 0 for nil, or 1 and the value |
/// | array | LEB128 element count, then the elements |
/// (Public only so that its `@inlinable` members are inlined into other modules, which the compiler does
/// not do for a `package` type; its members stay `package`.)
public struct ByteWriter: Sendable {
    @usableFromInline var storage: [UInt8]

    /// What was written so far.
    package var bytes: [UInt8] { storage }

    /// A writer whose buffer starts with room for `capacity` bytes.
    package init(capacity: Int = 0) {
        storage = []
        storage.reserveCapacity(capacity)
    }

    @inlinable
    package mutating func writeByte(_ byte: UInt8) {
        storage.append(byte)
    }

    /// Bytes as they are, without a length (a magic number, a version).
    @inlinable
    package mutating func writeRaw(_ raw: [UInt8]) {
        storage.append(contentsOf: raw)
    }

    /// LEB128: seven bits a byte, low bits first, the high bit set on every byte but the last.
    @inlinable
    package mutating func writeUnsigned(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            storage.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        storage.append(UInt8(truncatingIfNeeded: value))
    }

    /// Zigzag LEB128, so small negative numbers stay short.
    @inlinable
    package mutating func writeInt(_ value: Int) {
        let wide = Int64(value)
        writeUnsigned(UInt64(bitPattern: (wide << 1) ^ (wide >> 63)))
    }

    /// The number of elements or bytes that follow.
    @inlinable
    package mutating func writeCount(_ count: Int) {
        writeUnsigned(UInt64(count))
    }

    @inlinable
    package mutating func writeBool(_ value: Bool) {
        storage.append(value ? 1 : 0)
    }

    /// The bit pattern, so every value (negative zero, NaN payloads) comes back exactly.
    @inlinable
    package mutating func writeDouble(_ value: Double) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) {
            storage.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
    }

    /// The UTF-8 byte count, then the bytes.
    @inlinable
    package mutating func writeString(_ value: String) {
        let utf8 = value.utf8
        writeCount(utf8.count)
        storage.append(contentsOf: utf8)
    }

    @inlinable
    package mutating func writeOptionalString(_ value: String?) {
        writeOptional(value) { $0.writeString($1) }
    }

    @inlinable
    package mutating func writeOptionalInt(_ value: Int?) {
        writeOptional(value) { $0.writeInt($1) }
    }

    /// The marker 0 for nil, or 1 and the value written by `write`.
    @inlinable
    package mutating func writeOptional<Value>(_ value: Value?, _ write: (inout ByteWriter, Value) -> Void) {
        if let value {
            storage.append(1)
            write(&self, value)
        } else {
            storage.append(0)
        }
    }

    /// The count, then each element written by `write`.
    @inlinable
    package mutating func writeArray<Element>(_ elements: [Element], _ write: (inout ByteWriter, Element) -> Void) {
        writeCount(elements.count)
        // By index: a for-in loop would copy (retain) every element.
        for index in elements.indices { write(&self, elements[index]) }
    }

    @inlinable
    package mutating func writeStrings(_ strings: [String]) {
        writeCount(strings.count)
        for index in strings.indices { writeString(strings[index]) }
    }
}
