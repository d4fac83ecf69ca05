/// Reads what `ByteWriter` wrote, in the order it was written.
///
/// Every read checks the end of the input first and throws `ByteReadError` on input that is cut short or
/// damaged; nothing traps. A count is refused when it is larger than the bytes that remain (every element
/// takes at least one byte), so a damaged count cannot make an array larger than the input. Strings must be
/// valid UTF-8: the writer only writes Swift strings, so invalid bytes are damage and throw rather than
/// being repaired into a different string.
/// (Public only so that its `@inlinable` members are inlined into other modules, which the compiler does
/// not do for a `package` type; its members stay `package`.)
public struct ByteReader {
    @usableFromInline let input: ArraySlice<UInt8>
    @usableFromInline var position: Int

    /// A reader at the start of `bytes`.
    package init(_ bytes: ArraySlice<UInt8>) {
        input = bytes
        position = bytes.startIndex
    }

    /// A reader at the start of `bytes`.
    package init(_ bytes: [UInt8]) {
        self.init(bytes[...])
    }

    /// Bytes read so far.
    package var offset: Int { position - input.startIndex }

    /// Bytes not read yet.
    @inlinable
    package var remaining: Int { input.endIndex - position }

    /// An error at the current position.
    package func failure(_ message: String) -> ByteReadError {
        ByteReadError(message, offset: position - input.startIndex)
    }

    /// Throws `failure(message)`; what inlined code calls, since it cannot name the error type.
    @usableFromInline
    func fail(_ message: String) throws -> Never {
        throw failure(message)
    }

    /// Throws unless every byte was read: bytes after the value mean it is not what the reader expects.
    package func expectEnd() throws {
        guard position == input.endIndex else { try fail("\(remaining) bytes follow the value") }
    }

    /// Throws unless the next bytes are `magic` (and reads them): input of another format is refused, not misread.
    package mutating func expect(_ magic: [UInt8], _ what: String) throws {
        guard remaining >= magic.count, input[position..<(position + magic.count)].elementsEqual(magic) else {
            try fail("the input is not \(what)")
        }
        position += magic.count
    }

    @inlinable
    package mutating func readByte() throws -> UInt8 {
        guard position < input.endIndex else { try fail("the input ends early") }
        let byte = input[position]
        position += 1
        return byte
    }

    /// A LEB128 value; throws on one longer than 64 bits.
    @inlinable
    package mutating func readUnsigned() throws -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let byte = try readByte()
            if shift == 63, byte > 1 { try fail("an integer is larger than 64 bits") }
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    @inlinable
    package mutating func readInt() throws -> Int {
        let zigzag = try readUnsigned()
        let value = Int64(bitPattern: (zigzag >> 1) ^ (0 &- (zigzag & 1)))
        guard let int = Int(exactly: value) else { try fail("an integer does not fit this platform's Int") }
        return int
    }

    /// A count of elements or bytes, at most the number of bytes left.
    @inlinable
    package mutating func readCount() throws -> Int {
        let count = try readUnsigned()
        guard count <= UInt64(remaining) else { try fail("a count of \(count) is more than the \(remaining) bytes left") }
        return Int(count)
    }

    @inlinable
    package mutating func readBool() throws -> Bool {
        switch try readByte() {
        case 0: return false
        case 1: return true
        case let byte: try fail("\(byte) is not a Bool")
        }
    }

    @inlinable
    package mutating func readDouble() throws -> Double {
        guard remaining >= 8 else { try fail("the input ends inside a Double") }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(input[position + index]) << UInt64(8 * index) }
        position += 8
        return Double(bitPattern: bits)
    }

    @inlinable
    package mutating func readString() throws -> String {
        let count = try readCount()
        let start = position
        position += count
        return try input[start..<position].withUnsafeBufferPointer { utf8 in
            // `String(validating:)` costs more than a scan for ASCII, the common case.
            if Self.isASCII(utf8) { return String(decoding: utf8, as: UTF8.self) }
            return try Self.validatedString(utf8, offset: start - input.startIndex)
        }
    }

    /// Passes over a string without making it: where its bytes lie, as positions in the input's base (not
    /// checked to be UTF-8; whoever reads them later decodes them).
    package mutating func skipString() throws -> Range<Int> {
        let count = try readCount()
        let start = position
        position += count
        return start..<position
    }

    @inlinable
    package mutating func readOptionalString() throws -> String? {
        try readOptional { try $0.readString() }
    }

    @inlinable
    package mutating func readOptionalInt() throws -> Int? {
        try readOptional { try $0.readInt() }
    }

    /// nil after the marker 0, the value `read` reads after the marker 1.
    @inlinable
    package mutating func readOptional<Value>(_ read: (inout ByteReader) throws -> Value) throws -> Value? {
        switch try readByte() {
        case 0: return nil
        case 1: return try read(&self)
        case let byte: try fail("\(byte) is not an optional's marker")
        }
    }

    /// A count, then that many elements read by `read`.
    @inlinable
    package mutating func readArray<Element>(_ read: (inout ByteReader) throws -> Element) throws -> [Element] {
        let count = try readCount()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try read(&self)) }
        return elements
    }

    @inlinable
    package mutating func readStrings() throws -> [String] {
        try readArray { try $0.readString() }
    }

    @inlinable
    static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(buffer)
        var offset = 0
        var bits: UInt64 = 0
        while offset + 32 <= raw.count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            bits |= raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            bits |= raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)
            bits |= raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)
            // Stop at the first non-ASCII stretch: the string is validated anyway.
            if bits & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 32
        }
        while offset + 8 <= raw.count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < raw.count {
            bits |= UInt64(raw[offset])
            offset += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    /// Whether `utf8` is valid UTF-8, without making a string of it when it is ASCII (the common case).
    package static func isUTF8(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        isASCII(utf8) || (try? validatedString(utf8, offset: 0)) != nil
    }

    @usableFromInline
    static func validatedString(_ utf8: UnsafeBufferPointer<UInt8>, offset: Int) throws -> String {
        if #available(macOS 15, *) {
            guard let text = String(validating: utf8, as: UTF8.self) else {
                throw ByteReadError("a string is not valid UTF-8", offset: offset)
            }
            return text
        } else {
            let text = String(decoding: utf8, as: UTF8.self)
            guard text.utf8.elementsEqual(utf8) else { throw ByteReadError("a string is not valid UTF-8", offset: offset) }
            return text
        }
    }
}
