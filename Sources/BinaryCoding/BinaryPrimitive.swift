/// A value the format stores directly instead of through `encode(to:)` and `init(from:)`.
protocol BinaryPrimitive {
    func append<Writer: BinaryWriter>(to bytes: inout Writer)
    static func read(_ state: DecodingState, at offset: Int, depth: Int) throws -> Self
}

extension Bool: BinaryPrimitive {
    func append<Writer: BinaryWriter>(to bytes: inout Writer) { bytes.appendBool(self) }
    static func read(_ state: DecodingState, at offset: Int, depth: Int) throws -> Bool {
        try state.bool(at: offset, depth: depth)
    }
}

extension String: BinaryPrimitive {
    func append<Writer: BinaryWriter>(to bytes: inout Writer) { bytes.appendString(self) }
    static func read(_ state: DecodingState, at offset: Int, depth: Int) throws -> String {
        try state.string(at: offset, depth: depth)
    }
}

extension Double: BinaryPrimitive {
    func append<Writer: BinaryWriter>(to bytes: inout Writer) { bytes.appendDouble(self) }
    static func read(_ state: DecodingState, at offset: Int, depth: Int) throws -> Double {
        try state.double(at: offset, depth: depth)
    }
}

extension Float: BinaryPrimitive {
    func append<Writer: BinaryWriter>(to bytes: inout Writer) { bytes.appendFloat(self) }
    static func read(_ state: DecodingState, at offset: Int, depth: Int) throws -> Float {
        try state.float(at: offset, depth: depth)
    }
}

/// Signed integers share one tag, so a value written as `Int8` reads back as any type it fits.
protocol BinarySignedPrimitive: BinaryPrimitive, FixedWidthInteger, SignedInteger {}

extension BinarySignedPrimitive {
    func append<Writer: BinaryWriter>(to bytes: inout Writer) { bytes.appendSigned(Int64(self)) }
    static func read(_ state: DecodingState, at offset: Int, depth: Int) throws -> Self {
        try state.integer(at: offset, depth: depth)
    }
}

/// Unsigned integers share one tag too; either tag reads as any integer type the value fits.
protocol BinaryUnsignedPrimitive: BinaryPrimitive, FixedWidthInteger, UnsignedInteger {}

extension BinaryUnsignedPrimitive {
    func append<Writer: BinaryWriter>(to bytes: inout Writer) { bytes.appendUnsigned(UInt64(self)) }
    static func read(_ state: DecodingState, at offset: Int, depth: Int) throws -> Self {
        try state.integer(at: offset, depth: depth)
    }
}

extension Int: BinarySignedPrimitive {}
extension Int8: BinarySignedPrimitive {}
extension Int16: BinarySignedPrimitive {}
extension Int32: BinarySignedPrimitive {}
extension Int64: BinarySignedPrimitive {}
extension UInt: BinaryUnsignedPrimitive {}
extension UInt8: BinaryUnsignedPrimitive {}
extension UInt16: BinaryUnsignedPrimitive {}
extension UInt32: BinaryUnsignedPrimitive {}
extension UInt64: BinaryUnsignedPrimitive {}
