/// Writes JSON text straight into a byte buffer, laid out exactly as Foundation's `JSONEncoder` lays it out with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: two-space indentation, `"key" : value`, empty
/// containers as `[` or `{`, a blank line and the closing bracket. The caller writes object members in sorted
/// key order.
///
/// The site's JSON API documents are written this way instead of through `JSONEncoder`, which first builds a
/// tree of every value: at 10,000 pages `api/rules.json` is over 100 MB, and the tree several times that.
package struct PrettyJSONWriter {
    package private(set) var bytes: [UInt8] = []
    /// Open containers with the number of members or elements written so far.
    private var open: [(isObject: Bool, count: Int)] = []

    package init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    private mutating func newlineAndIndent() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<open.count {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }

    /// Separates an array element from the previous one; a member's value follows its key directly.
    private mutating func beforeValue() {
        guard let last = open.last, !last.isObject else { return }
        if last.count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        newlineAndIndent()
    }

    /// The bytes of what `body` writes into a fresh writer.
    package static func bytes(reservingCapacity capacity: Int, _ body: (inout PrettyJSONWriter) -> Void) -> [UInt8] {
        var json = PrettyJSONWriter(reservingCapacity: capacity)
        body(&json)
        return json.bytes
    }

    /// A member whose value is an array, each element written by `element`.
    package mutating func member<Elements: Sequence>(
        _ name: String, array elements: Elements, _ element: (Elements.Element, inout PrettyJSONWriter) -> Void
    ) {
        key(name)
        beginArray()
        for item in elements { element(item, &self) }
        end()
    }

    package mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        open.append((true, 0))
    }

    package mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        open.append((false, 0))
    }

    /// Closes the innermost object or array.
    package mutating func end() {
        let closed = open.removeLast()
        if closed.count == 0 { bytes.append(UInt8(ascii: "\n")) }
        newlineAndIndent()
        bytes.append(closed.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
    }

    /// Starts a member of the innermost object; its value comes next.
    package mutating func key(_ name: String) {
        precondition(open.last?.isObject == true, "a key outside an object")
        if open[open.count - 1].count > 0 { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1].count += 1
        newlineAndIndent()
        appendQuoted(name)
        bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    package mutating func string(_ value: String) {
        beforeValue()
        appendQuoted(value)
    }

    package mutating func int(_ value: Int) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A member whose value is a string, left out when nil (as synthesized `Encodable` conformances do).
    package mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    package mutating func member(_ name: String, _ value: Int) {
        key(name)
        int(value)
    }

    /// A member whose value is a number written as `JSONEncoder` writes a `Double` (`5.04`, `13`), left out when nil.
    package mutating func member(_ name: String, number value: Double?) {
        guard let value, value.isFinite else { return }
        key(name)
        beforeValue()
        bytes.append(contentsOf: JSONNumberText.text(value).utf8)
    }

    package mutating func member(_ name: String, strings: [String]) {
        key(name)
        beginArray()
        for item in strings { string(item) }
        end()
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private mutating func appendQuoted(_ text: String) {
        Self.appendQuoted(text, to: &bytes)
    }

    /// `text` as a JSON string, escaped as `JSONEncoder` escapes it with `.withoutEscapingSlashes`.
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        bytes.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var runStart = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
                case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
                case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
                case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
                case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
                case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
                case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
                default:
                    bytes.append(contentsOf: Array("\\u00".utf8))
                    bytes.append(hexDigits[Int(byte >> 4)])
                    bytes.append(hexDigits[Int(byte & 0xF)])
                }
            }
            // Everything after the last escape goes in whole.
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
