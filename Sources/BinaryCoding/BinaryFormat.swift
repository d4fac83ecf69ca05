/// The wire format shared by `BinaryEncoder` and `BinaryDecoder`.
///
/// A value is one tag byte and its payload:
///
/// | tag | value | payload |
/// |---|---|---|
/// | 0 | nil | none |
/// | 1, 2 | false, true | none |
/// | 3 | signed integer | zigzag LEB128, at most 10 bytes |
/// | 4 | unsigned integer | LEB128, at most 10 bytes |
/// | 5 | Float | 4 bytes, the bit pattern little-endian |
/// | 6 | Double | 8 bytes, the bit pattern little-endian |
/// | 7 | String | LEB128 byte count, then UTF-8 |
/// | 8 | keyed container | UInt32 LE body length, then entries: key (LEB128 byte count, UTF-8), value |
/// | 9 | unkeyed container | UInt32 LE body length, then a UInt32 LE element count and the elements |
/// | 10 | absent | none: only as an entry's value, for `encodeIfPresent(nil)` |
///
/// Keys are stored as their `stringValue`, so a keyed container can be read in any order and `allKeys`
/// lists them; an absent entry reads as a missing key. It is stored at all so that decoding, which
/// expects the keys in the order they were written, finds every key where it looks first.
enum BinaryFormat {
    static let nilTag: UInt8 = 0
    static let falseTag: UInt8 = 1
    static let trueTag: UInt8 = 2
    static let signedTag: UInt8 = 3
    static let unsignedTag: UInt8 = 4
    static let floatTag: UInt8 = 5
    static let doubleTag: UInt8 = 6
    static let stringTag: UInt8 = 7
    static let keyedTag: UInt8 = 8
    static let unkeyedTag: UInt8 = 9
    static let absentTag: UInt8 = 10

    /// Bytes between a container's tag and its body: the body length.
    static let lengthSize = 4
    /// An unkeyed container's body starts with its element count.
    static let countSize = 4
    /// A LEB128 value of 64 bits takes at most this many bytes.
    static let maximumVarintSize = 10

    static func tagName(_ tag: UInt8) -> String {
        switch tag {
        case nilTag: "nil"
        case falseTag, trueTag: "a Bool"
        case signedTag, unsignedTag: "an integer"
        case floatTag: "a Float"
        case doubleTag: "a Double"
        case stringTag: "a String"
        case keyedTag: "a keyed container"
        case unkeyedTag: "an unkeyed container"
        case absentTag: "an absent value"
        default: "unknown tag \(tag)"
        }
    }
}

/// Where encoded bytes go: the streaming encoder's `OutputBuffer`, or a tree node's bytes.
protocol BinaryWriter {
    mutating func append(_ byte: UInt8)
    /// Appends the UTF-8 of `text`, without a length.
    mutating func append(utf8 text: String)
}

extension [UInt8]: BinaryWriter {
    mutating func append(utf8 text: String) {
        append(contentsOf: text.utf8)
    }
}

extension BinaryWriter {
    @inline(__always)
    mutating func appendVarint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        append(UInt8(truncatingIfNeeded: value))
    }

    @inline(__always)
    mutating func appendLittleEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 24))
    }

    @inline(__always)
    mutating func appendLittleEndian(_ value: UInt64) {
        appendLittleEndian(UInt32(truncatingIfNeeded: value))
        appendLittleEndian(UInt32(truncatingIfNeeded: value >> 32))
    }

    /// Length-prefixed UTF-8: a string's payload, and a key.
    @inline(__always)
    mutating func appendText(_ text: String) {
        appendVarint(UInt64(text.utf8.count))
        append(utf8: text)
    }

    mutating func appendString(_ value: String) {
        append(BinaryFormat.stringTag)
        appendText(value)
    }

    mutating func appendBool(_ value: Bool) {
        append(value ? BinaryFormat.trueTag : BinaryFormat.falseTag)
    }

    mutating func appendSigned(_ value: Int64) {
        append(BinaryFormat.signedTag)
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    mutating func appendUnsigned(_ value: UInt64) {
        append(BinaryFormat.unsignedTag)
        appendVarint(value)
    }

    mutating func appendDouble(_ value: Double) {
        append(BinaryFormat.doubleTag)
        appendLittleEndian(value.bitPattern)
    }

    mutating func appendFloat(_ value: Float) {
        append(BinaryFormat.floatTag)
        appendLittleEndian(value.bitPattern)
    }
}
