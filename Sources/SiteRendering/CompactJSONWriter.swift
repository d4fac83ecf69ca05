/// Writes JSON text with no whitespace straight into a byte buffer, as `JSONEncoder` writes it with
/// `[.sortedKeys, .withoutEscapingSlashes]`: the caller writes object members in sorted key order. The files of
/// `api/groups/` are written this way: a third of the pretty-printed size, and stable byte for byte.
package struct CompactJSONWriter {
    package private(set) var bytes: [UInt8] = []
    /// Whether the innermost open container has a member or element yet, for each open container.
    private var filled: [Bool] = []

    package init(reservingCapacity capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The bytes of what `body` writes into a fresh writer.
    package static func bytes(reservingCapacity capacity: Int, _ body: (inout CompactJSONWriter) -> Void) -> [UInt8] {
        var json = CompactJSONWriter(reservingCapacity: capacity)
        body(&json)
        return json.bytes
    }

    /// Separates a value from the one before it in the innermost container; a member's value follows its key.
    private mutating func beforeElement() {
        guard let last = filled.last else { return }
        if last { bytes.append(UInt8(ascii: ",")) }
        filled[filled.count - 1] = true
    }

    private var afterKey = false

    private mutating func beforeValue() {
        if afterKey {
            afterKey = false
        } else {
            beforeElement()
        }
    }

    package mutating func beginObject() {
        beforeValue()
        bytes.append(UInt8(ascii: "{"))
        filled.append(false)
    }

    package mutating func beginArray() {
        beforeValue()
        bytes.append(UInt8(ascii: "["))
        filled.append(false)
    }

    package mutating func endObject() {
        filled.removeLast()
        bytes.append(UInt8(ascii: "}"))
    }

    package mutating func endArray() {
        filled.removeLast()
        bytes.append(UInt8(ascii: "]"))
    }

    /// Starts a member of the innermost object; its value comes next.
    package mutating func key(_ name: String) {
        beforeElement()
        PrettyJSONWriter.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        afterKey = true
    }

    package mutating func string(_ value: String) {
        beforeValue()
        PrettyJSONWriter.appendQuoted(value, to: &bytes)
    }

    package mutating func int(_ value: Int) {
        beforeValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number as `JSONEncoder` writes a `Double`: its shortest round-trip text, without a trailing `.0`.
    package mutating func double(_ value: Double) {
        beforeValue()
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    package mutating func bool(_ value: Bool) {
        beforeValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Bytes that are already one JSON value (a part encoded earlier).
    package mutating func raw(_ value: [UInt8]) {
        beforeValue()
        bytes += value
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
        endArray()
    }
}
