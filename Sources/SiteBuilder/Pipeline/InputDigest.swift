import ContentHashing
import Foundation
import Templates

/// A digest of the inputs an output declares: SHA-256 (`ContentHash`) of length-prefixed fields, cut to
/// 128 bits, which keeps collisions out of reach while the build memo of a 10,000-page site stays small.
/// Two outputs whose digests are equal were made from the same inputs, so the memo can leave them as they are.
package struct InputDigest: Sendable {
    /// Fields are gathered here, each as its length (8 bytes) and its bytes, and hashed in one go.
    private var buffer: [UInt8] = []

    package init(_ label: String) {
        buffer.reserveCapacity(256)
        add(label)
    }

    private mutating func addLength(_ count: Int) {
        withUnsafeBytes(of: UInt64(count).littleEndian) { buffer.append(contentsOf: $0) }
    }

    package mutating func add(_ field: String) {
        var field = field
        field.withUTF8 { bytes in
            addLength(bytes.count)
            buffer.append(contentsOf: bytes)
        }
    }

    package mutating func add(_ number: Int) {
        addLength(8)
        withUnsafeBytes(of: Int64(number).littleEndian) { buffer.append(contentsOf: $0) }
    }

    package mutating func add(_ flag: Bool) {
        addLength(1)
        buffer.append(flag ? 1 : 0)
    }

    package mutating func add(_ bytes: [UInt8]) {
        addLength(bytes.count)
        buffer.append(contentsOf: bytes)
    }

    package mutating func add(_ data: Data) {
        addLength(data.count)
        buffer.append(contentsOf: data)
    }

    /// Adds `value` field by field, object keys in sorted order; generated lists item by item.
    package mutating func add(_ value: TemplateValue) {
        switch value {
        case .string(let text):
            add("s")
            add(text)
        case .number(let number):
            add("n")
            add(Int(bitPattern: UInt(number.bitPattern)))
        case .bool(let flag):
            add(flag ? "t" : "f")
        case .null:
            add("0")
        case .list(let items):
            add("l\(items.count)")
            for item in items { add(item) }
        case .generated(let generator):
            add("l\(generator.count)")
            for index in 0..<generator.count { add(generator.item(index)) }
        case .object(let fields):
            addObject(fields)
        case .shared(let object):
            addObject(object.fields)
        }
    }

    private mutating func addObject(_ fields: [String: TemplateValue]) {
        add("o\(fields.count)")
        for key in fields.keys.sorted() {
            add(key)
            add(fields[key]!)
        }
    }

    /// The digest as 32 hex digits. The digest is finished: call once.
    package mutating func finish() -> String {
        var hash = ContentHash()
        buffer.withUnsafeBytes { hash.update($0) }
        return String(hash.finalizeHex().prefix(32))
    }

    /// The digest of `fields` alone.
    package static func of(_ label: String, _ fields: String...) -> String {
        var digest = InputDigest(label)
        for field in fields { digest.add(field) }
        return digest.finish()
    }
}
