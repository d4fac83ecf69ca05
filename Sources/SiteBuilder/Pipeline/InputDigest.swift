import Foundation
import Templates

/// A digest of the inputs an output declares: SHA-256 (`ContentHash`) of length-prefixed fields, cut to
/// 128 bits, which keeps collisions out of reach while the build memo of a 10,000-page site stays small.
/// Two outputs whose digests are equal were made from the same inputs, so the memo can leave them as they are.
package struct InputDigest: Sendable {
    private var hash = ContentHash()

    package init(_ label: String) {
        hash.updateField(label)
    }

    package mutating func add(_ field: String) {
        hash.updateField(field)
    }

    package mutating func add(_ number: Int) {
        hash.updateField(String(number))
    }

    package mutating func add(_ flag: Bool) {
        hash.updateField(flag ? "1" : "0")
    }

    package mutating func add(_ bytes: [UInt8]) {
        hash.update("\(bytes.count):")
        bytes.withUnsafeBytes { hash.update($0) }
    }

    package mutating func add(_ data: Data) {
        hash.update("\(data.count):")
        hash.update(data)
    }

    /// Adds `value` field by field, object keys in sorted order; generated lists item by item.
    package mutating func add(_ value: TemplateValue) {
        switch value {
        case .string(let text):
            add("s")
            add(text)
        case .number(let number):
            add("n")
            add(String(number.bitPattern))
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
        String(hash.finalizeHex().prefix(32))
    }

    /// The digest of `fields` alone.
    package static func of(_ label: String, _ fields: String...) -> String {
        var digest = InputDigest(label)
        for field in fields { digest.add(field) }
        return digest.finish()
    }
}
