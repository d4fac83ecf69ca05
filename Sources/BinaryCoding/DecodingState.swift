/// The input of one decoding and what every container shares: a private copy of the bytes, the path
/// components of the values being decoded, and a reading position per depth that makes keys found in the
/// order they were written cost one comparison.
///
/// Every read checks its offsets against the end of the input or of its container, so malformed input
/// throws `DecodingError.dataCorrupted` and a length field never makes anything larger than what remains.
final class DecodingState {
    /// Where a keyed container at some depth last found a key: the next entry there is the likely next key.
    struct Hint {
        var container = -1
        var cursor = 0
    }

    let base: UnsafeMutablePointer<UInt8>
    let count: Int
    let maximumDepth: Int
    let userInfo: [CodingUserInfoKey: Any]
    /// Per depth: a key's offset, `-(index + 1)` for an element (see `codingPath(depth:)`).
    // One decoding's state on one thread; no access to these spans a call that touches them again (the checked
    // builds' tests would trap), so their dynamic exclusivity checks are left out.
    @exclusivity(unchecked) private(set) var components: UnsafeMutablePointer<Int>
    @exclusivity(unchecked) private(set) var hints: UnsafeMutablePointer<Hint>
    @exclusivity(unchecked) private var capacity: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, userInfo: [CodingUserInfoKey: Any]) {
        count = bytes.count
        base = .allocate(capacity: max(1, bytes.count))
        if let source = bytes.baseAddress { base.initialize(from: source, count: bytes.count) }
        self.maximumDepth = maximumDepth
        self.userInfo = userInfo
        capacity = min(maximumDepth, 32) + 1
        components = .allocate(capacity: capacity)
        components.initialize(repeating: 0, count: capacity)
        hints = .allocate(capacity: capacity)
        hints.initialize(repeating: Hint(), count: capacity)
    }

    deinit {
        base.deallocate()
        components.deallocate()
        hints.deallocate()
    }

    /// The depth of a value inside one at `depth`; throws past `maximumDepth`.
    @inline(__always)
    func childDepth(_ depth: Int) throws -> Int {
        let child = depth + 1
        if child >= capacity { try grow(to: child) }
        return child
    }

    private func grow(to depth: Int) throws {
        guard depth <= maximumDepth else {
            throw corrupted("nested more than \(maximumDepth) levels deep", depth: depth - 1)
        }
        let newCapacity = min(maximumDepth, max(depth, capacity * 2)) + 1
        let newComponents = UnsafeMutablePointer<Int>.allocate(capacity: newCapacity)
        newComponents.initialize(from: components, count: capacity)
        (newComponents + capacity).initialize(repeating: 0, count: newCapacity - capacity)
        let newHints = UnsafeMutablePointer<Hint>.allocate(capacity: newCapacity)
        newHints.initialize(from: hints, count: capacity)
        (newHints + capacity).initialize(repeating: Hint(), count: newCapacity - capacity)
        components.deallocate()
        hints.deallocate()
        components = newComponents
        hints = newHints
        capacity = newCapacity
    }

    // MARK: Errors

    /// The keys leading to a value at `depth`.
    func codingPath(depth: Int) -> [any CodingKey] {
        (0..<min(depth, capacity)).map { level in
            let component = components[level]
            if component < 0 { return BinaryCodingKey(index: -component - 1) }
            return BinaryCodingKey(stringValue: (try? keyText(at: component, limit: count)) ?? "?")
        }
    }

    func corrupted(_ message: String, depth: Int) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath(depth: depth), debugDescription: message))
    }

    func truncated(depth: Int) -> DecodingError {
        corrupted("the data ends inside a value (truncated or damaged)", depth: depth)
    }

    func mismatch(_ type: Any.Type, found tag: UInt8, depth: Int) -> DecodingError {
        let context = DecodingError.Context(
            codingPath: codingPath(depth: depth), debugDescription: "expected \(type), found \(BinaryFormat.tagName(tag))")
        if tag == BinaryFormat.nilTag { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }

    // MARK: Reading

    /// The tag at `offset`; an offset of -1 stands for a missing value that reads as nil (`superDecoder(forKey:)`).
    @inline(__always)
    func tag(at offset: Int, depth: Int) throws -> UInt8 {
        if offset < 0 { return BinaryFormat.nilTag }
        guard offset < count else { throw truncated(depth: depth) }
        return base[offset]
    }

    @inline(__always)
    func varint(at position: inout Int, limit: Int, depth: Int) throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < limit else { throw truncated(depth: depth) }
            let byte = base[position]
            position += 1
            if shift == 63, byte > 1 { throw corrupted("an integer overflows 64 bits", depth: depth) }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    /// A LEB128 length, checked against the bytes left before `limit`.
    @inline(__always)
    func length(at position: inout Int, limit: Int, depth: Int) throws -> Int {
        let value = try varint(at: &position, limit: limit, depth: depth)
        guard value <= UInt64(limit - position) else { throw truncated(depth: depth) }
        return Int(value)
    }

    @inline(__always)
    func uint32(at position: Int, limit: Int, depth: Int) throws -> Int {
        guard position <= limit - 4 else { throw truncated(depth: depth) }
        return Int(base[position]) | Int(base[position + 1]) << 8 | Int(base[position + 2]) << 16 | Int(base[position + 3]) << 24
    }

    @inline(__always)
    func uint64(at position: Int, limit: Int, depth: Int) throws -> UInt64 {
        let low = try uint32(at: position, limit: limit, depth: depth)
        let high = try uint32(at: position + 4, limit: limit, depth: depth)
        return UInt64(low) | UInt64(high) << 32
    }

    /// The offset just past the value at `offset`, which must end by `limit`.
    func skip(at offset: Int, limit: Int, depth: Int) throws -> Int {
        guard offset < limit else { throw truncated(depth: depth) }
        var position = offset + 1
        switch base[offset] {
        case BinaryFormat.nilTag, BinaryFormat.falseTag, BinaryFormat.trueTag, BinaryFormat.absentTag:
            return position
        case BinaryFormat.signedTag, BinaryFormat.unsignedTag:
            _ = try varint(at: &position, limit: limit, depth: depth)
            return position
        case BinaryFormat.floatTag:
            guard position <= limit - 4 else { throw truncated(depth: depth) }
            return position + 4
        case BinaryFormat.doubleTag:
            guard position <= limit - 8 else { throw truncated(depth: depth) }
            return position + 8
        case BinaryFormat.stringTag:
            let length = try length(at: &position, limit: limit, depth: depth)
            return position + length
        case BinaryFormat.keyedTag:
            let length = try uint32(at: position, limit: limit, depth: depth)
            position += BinaryFormat.lengthSize
            guard length <= limit - position else { throw truncated(depth: depth) }
            return position + length
        case BinaryFormat.unkeyedTag:
            let length = try uint32(at: position, limit: limit, depth: depth)
            position += BinaryFormat.lengthSize
            guard length <= limit - position else { throw truncated(depth: depth) }
            guard length >= BinaryFormat.countSize else { throw corrupted("an unkeyed container without a count", depth: depth) }
            return position + length
        case let tag:
            throw corrupted("unknown tag \(tag) at offset \(offset)", depth: depth)
        }
    }

    /// The text of a key (or the payload of a string) whose length is at `offset`, and the offset past it.
    @inline(__always)
    func textRange(at offset: Int, limit: Int, depth: Int) throws -> Range<Int> {
        var position = offset
        let length = try length(at: &position, limit: limit, depth: depth)
        return position..<(position + length)
    }

    func text(_ range: Range<Int>, depth: Int) throws -> String {
        let buffer = UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
        // ASCII cannot be invalid, and `String(validating:)` costs a generic metadata lookup per call.
        if ByteReader.isASCII(buffer) { return String(decoding: buffer, as: UTF8.self) }
        if #available(macOS 15, *) {
            guard let text = String(validating: buffer, as: UTF8.self) else { throw corrupted("a string is not UTF-8", depth: depth) }
            return text
        } else {
            let text = String(decoding: buffer, as: UTF8.self)
            guard text.utf8.elementsEqual(buffer) else { throw corrupted("a string is not UTF-8", depth: depth) }
            return text
        }
    }

    func keyText(at offset: Int, limit: Int) throws -> String {
        try text(textRange(at: offset, limit: limit, depth: 0), depth: 0)
    }

    /// True when the key whose length is at `offset` spells `name`; the range is the key's text.
    @inline(__always)
    func key(_ range: Range<Int>, equals name: String) -> Bool {
        var name = name
        return name.withUTF8 { utf8 in
            guard utf8.count == range.count else { return false }
            var position = range.lowerBound
            for byte in utf8 {
                guard base[position] == byte else { return false }
                position += 1
            }
            return true
        }
    }

    // MARK: Primitives

    func bool(at offset: Int, depth: Int) throws -> Bool {
        switch try tag(at: offset, depth: depth) {
        case BinaryFormat.trueTag: return true
        case BinaryFormat.falseTag: return false
        case let tag: throw mismatch(Bool.self, found: tag, depth: depth)
        }
    }

    func string(at offset: Int, depth: Int) throws -> String {
        let tag = try tag(at: offset, depth: depth)
        guard tag == BinaryFormat.stringTag else { throw mismatch(String.self, found: tag, depth: depth) }
        return try text(textRange(at: offset + 1, limit: count, depth: depth), depth: depth)
    }

    func double(at offset: Int, depth: Int) throws -> Double {
        switch try tag(at: offset, depth: depth) {
        case BinaryFormat.doubleTag: return Double(bitPattern: try uint64(at: offset + 1, limit: count, depth: depth))
        case BinaryFormat.floatTag: return Double(Float(bitPattern: UInt32(try uint32(at: offset + 1, limit: count, depth: depth))))
        case let tag: throw mismatch(Double.self, found: tag, depth: depth)
        }
    }

    func float(at offset: Int, depth: Int) throws -> Float {
        switch try tag(at: offset, depth: depth) {
        case BinaryFormat.floatTag: return Float(bitPattern: UInt32(try uint32(at: offset + 1, limit: count, depth: depth)))
        case BinaryFormat.doubleTag:
            let double = Double(bitPattern: try uint64(at: offset + 1, limit: count, depth: depth))
            if double.isNaN { return .nan }
            guard let float = Float(exactly: double) else { throw corrupted("\(double) does not fit in Float", depth: depth) }
            return float
        case let tag: throw mismatch(Float.self, found: tag, depth: depth)
        }
    }

    func integer<T: FixedWidthInteger>(at offset: Int, depth: Int) throws -> T {
        var position = offset + 1
        switch try tag(at: offset, depth: depth) {
        case BinaryFormat.signedTag:
            let raw = try varint(at: &position, limit: count, depth: depth)
            let value = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
            guard let result = T(exactly: value) else { throw corrupted("\(value) does not fit in \(T.self)", depth: depth) }
            return result
        case BinaryFormat.unsignedTag:
            let value = try varint(at: &position, limit: count, depth: depth)
            guard let result = T(exactly: value) else { throw corrupted("\(value) does not fit in \(T.self)", depth: depth) }
            return result
        case let tag: throw mismatch(T.self, found: tag, depth: depth)
        }
    }
}
