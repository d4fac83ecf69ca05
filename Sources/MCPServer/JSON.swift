import Foundation

/// A JSON value as the MCP server reads and writes it: parsed with Foundation's `JSONSerialization`, written
/// compactly with object members in sorted key order (so the same value is always the same bytes).
package indirect enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    package struct SyntaxError: Error, Sendable {
        package var message: String
    }

    /// Parses one JSON text; throws when it is not JSON.
    package init(parsing data: Data) throws(SyntaxError) {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw SyntaxError(message: "the message is not JSON")
        }
        self.init(foundation: object)
    }

    init(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let number as NSNumber:
            // JSONSerialization gives true and false as NSNumbers of the boolean kind, whose type code is "c"
            // (a number it reads is never a C char).
            if String(cString: number.objCType) == "c" {
                self = .bool(number.boolValue)
            } else {
                self = .number(number.doubleValue)
            }
        case let array as [Any]: self = .array(array.map(JSON.init(foundation:)))
        case let object as [String: Any]: self = .object(object.mapValues(JSON.init(foundation:)))
        default: self = .null
        }
    }

    package subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    package var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var numberValue: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    package var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    package var objectValue: [String: JSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The compact text of the value, object members sorted by key (Foundation's `JSONSerialization` writes it).
    package var text: String {
        let options: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed]
        guard let data = try? JSONSerialization.data(withJSONObject: foundation, options: options) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The value as `JSONSerialization` takes it; a number that is not finite becomes null, which JSON has for it.
    var foundation: Any {
        switch self {
        case .null: NSNull()
        case .bool(let value): value
        case .number(let number):
            if !number.isFinite {
                NSNull()
            } else if number == number.rounded(), abs(number) <= 9_007_199_254_740_992 {
                Int(number)
            } else {
                number
            }
        case .string(let text): text
        case .array(let elements): elements.map(\.foundation)
        case .object(let members): members.mapValues(\.foundation)
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    package init(stringLiteral value: String) { self = .string(value) }
    package init(booleanLiteral value: Bool) { self = .bool(value) }
    package init(integerLiteral value: Int) { self = .number(Double(value)) }
    package init(arrayLiteral elements: JSON...) { self = .array(elements) }
    package init(dictionaryLiteral elements: (String, JSON)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
    }
}
