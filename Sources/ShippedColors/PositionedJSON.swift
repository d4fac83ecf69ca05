/// A JSON value with the line and column it starts at, so a finding can point into a token file or a color set.
///
/// Foundation's `JSONSerialization` keeps no positions; this reader is small, lenient where leniency loses
/// nothing (numbers as `Double` reads them, unknown escapes kept as the character) and bounded: nesting deeper than `maximumDepth` is an error, never a stack overflow.
package indirect enum JSONValue: Sendable, Hashable {
    case object([JSONMember])
    case array([PositionedJSON])
    case string(String)
    case number(Double, text: String)
    case bool(Bool)
    case null
}

/// One `"key": value` of an object, in file order.
package struct JSONMember: Sendable, Hashable {
    package var key: String
    package var value: PositionedJSON
}

/// A JSON value and where it starts (1-based line and column, the column counted in characters).
package struct PositionedJSON: Sendable, Hashable {
    package var value: JSONValue
    package var line: Int
    package var column: Int

    /// The member `key` of an object (the first when repeated), nil for anything else.
    package subscript(key: String) -> PositionedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    package var members: [JSONMember] {
        if case .object(let members) = value { return members }
        return []
    }

    package var elements: [PositionedJSON] {
        if case .array(let elements) = value { return elements }
        return []
    }

    package var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    package var number: Double? {
        if case .number(let number, _) = value { return number }
        return nil
    }

    /// A number, or a string holding one (`"0.220"`, `"0x38"`, `"56"` as asset catalogs write components).
    package var text: String? {
        switch value {
        case .string(let text): text
        case .number(_, let text): text
        default: nil
        }
    }

    package var isObject: Bool {
        if case .object = value { return true }
        return false
    }
}

/// Why a file is not JSON, and where.
package struct JSONSyntaxError: Error, Sendable, Hashable {
    package var message: String
    package var line: Int
    package var column: Int
}

/// Reads UTF-8 JSON text into `PositionedJSON`.
package struct PositionedJSONReader {
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var countedTo = 0
    private var countedCharacters = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark is allowed before the value.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The value `bytes` hold, or where and why they do not hold one.
    package static func read(_ bytes: [UInt8]) -> Result<PositionedJSON, JSONSyntaxError> {
        var reader = PositionedJSONReader(bytes)
        do throws(JSONSyntaxError) {
            let value = try reader.value()
            reader.skipSpace()
            if reader.index < bytes.count { throw reader.error("unexpected text after the JSON value") }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    /// The column of `index`: characters, not bytes (continuation bytes do not start one), counted on from the
    /// last position asked about, so a file on one long line costs linear time.
    private mutating func column() -> Int {
        if countedTo < lineStart || countedTo > index {
            countedTo = lineStart
            countedCharacters = 0
        }
        let end = min(index, bytes.count)
        while countedTo < end {
            if bytes[countedTo] & 0xC0 != 0x80 { countedCharacters += 1 }
            countedTo += 1
        }
        return 1 + countedCharacters
    }

    private mutating func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message: message, line: line, column: column())
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index + 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): break
            default: return
            }
            index += 1
        }
    }

    private mutating func value() throws(JSONSyntaxError) -> PositionedJSON {
        skipSpace()
        guard index < bytes.count else { throw error("the file ends where a value should be") }
        let (startLine, startColumn) = (line, column())
        func positioned(_ value: JSONValue) -> PositionedJSON { PositionedJSON(value: value, line: startLine, column: startColumn) }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try enter()
            defer { depth -= 1 }
            return positioned(.object(try objectMembers()))
        case UInt8(ascii: "["):
            try enter()
            defer { depth -= 1 }
            return positioned(.array(try arrayElements()))
        case UInt8(ascii: "\""): return positioned(.string(try string()))
        case UInt8(ascii: "t"): try literal("true"); return positioned(.bool(true))
        case UInt8(ascii: "f"): try literal("false"); return positioned(.bool(false))
        case UInt8(ascii: "n"): try literal("null"); return positioned(.null)
        default: return positioned(try number())
        }
    }

    /// Steps over an opening bracket one level deeper; the caller steps back out.
    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("the JSON nests deeper than \(Self.maximumDepth) levels") }
        index += 1
    }

    private mutating func objectMembers() throws(JSONSyntaxError) -> [JSONMember] {
        var members: [JSONMember] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            members.append(JSONMember(key: key, value: try value()))
            skipSpace()
            guard index < bytes.count else { throw error("the file ends inside an object") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return members
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or '}'") }
            index += 1
        }
    }

    private mutating func arrayElements() throws(JSONSyntaxError) -> [PositionedJSON] {
        var elements: [PositionedJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            elements.append(try value())
            skipSpace()
            guard index < bytes.count else { throw error("the file ends inside an array") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return elements
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("expected ',' or ']'") }
            index += 1
        }
    }

    private mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count, zip(bytes[index...], expected).allSatisfy({ $0 == $1 }) else {
            throw error("expected a value")
        }
        index += expected.count
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        let allowed = Set("+-0123456789.eE".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard !text.isEmpty, let number = Double(text), number.isFinite else {
            index = start
            throw error("expected a value")
        }
        return .number(number, text: text)
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        index += 1  // the opening quote
        var out: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"):
                    guard bytes.count - index >= 4, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
                    else { throw error("a \\u escape needs four hex digits") }
                    index += 4
                    // A lone surrogate becomes U+FFFD; a pair is joined.
                    var scalar = Unicode.Scalar(code)
                    if (0xD800..<0xDC00).contains(code), bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u"),
                        let low = UInt32(String(decoding: bytes[index + 2..<index + 6], as: UTF8.self), radix: 16),
                        (0xDC00..<0xE000).contains(low)
                    {
                        scalar = Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
                        index += 6
                    }
                    out.append(contentsOf: Array(String(scalar ?? "\u{FFFD}").utf8))
                default: out.append(escape)
                }
            case UInt8(ascii: "\n"):
                index -= 1
                throw error("a string is not closed on its line")
            default: out.append(byte)
            }
        }
        throw error("the file ends inside a string")
    }
}
