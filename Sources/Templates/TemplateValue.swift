/// The typed data a template renders against: the JSON-like values Mustache understands.
///
/// Sections treat `.null`, `.bool(false)`, an empty `.list` and an empty `.string` as false;
/// every number, including zero, is true.
public enum TemplateValue: Sendable, Hashable {
    /// Text; HTML-escaped by `{{name}}`, copied as is by `{{{name}}}` and `{{&name}}`.
    case string(String)
    /// A number; whole numbers print without a fraction (`85`), others in shortest form (`1.21`).
    case number(Double)
    /// A flag; prints as `true` or `false`.
    case bool(Bool)
    /// Items a section repeats its body for, each pushed onto the context stack in turn.
    case list([TemplateValue])
    /// Named fields that names in tags resolve against; a section pushes it onto the context stack.
    case object([String: TemplateValue])
    /// A list whose items are made as a section reaches them; templates cannot tell it from `.list`.
    case generated(TemplateValueGenerator)
    /// An object shown by many renders, whose output a `TemplateRenderMemo` can reuse; templates cannot
    /// tell it from `.object`.
    case shared(SharedTemplateObject)
    /// An explicit absence: prints nothing, is false, yet counts as present in strict mode.
    case null
}

extension TemplateValue {
    /// The value stored under `key` when this is an object, `nil` otherwise or when the key is absent.
    public subscript(key: String) -> TemplateValue? {
        switch self {
        case .object(let fields): fields[key]
        case .shared(let object): object.fields[key]
        default: nil
        }
    }

    /// Whether a section over this value renders (and an inverted section does not).
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let flag): return flag
        case .list(let items): return !items.isEmpty
        case .generated(let generator): return generator.count > 0
        case .string(let text): return !text.isEmpty
        case .number, .object, .shared: return true
        }
    }

    /// Appends the text an interpolation tag shows for this value; lists and objects show nothing. An escaped
    /// value is escaped for HTML, or for a quoted JavaScript string when `inScriptString`.
    func appendInterpolation(to output: inout [UInt8], escaped: Bool, inScriptString: Bool = false) {
        switch self {
        case .string(let text):
            if !escaped {
                output.append(contentsOf: text.utf8)
            } else if inScriptString {
                JavaScriptEscaper.append(text, toUTF8: &output)
            } else {
                HTMLEscaper.append(text, toUTF8: &output)
            }
        case .number(let number):
            output.append(contentsOf: Self.format(number).utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null, .list, .object, .generated, .shared:
            break
        }
    }

    /// Formats a number the way the Mustache spec expects: `85` not `85.0`, `1.21` not `1.2100000000000002`.
    static func format(_ number: Double) -> String {
        // Doubles hold every integer up to 2^53 exactly; print those without a fraction.
        // `Int64(_:)` truncates with a plain CPU conversion; `Int64(exactly:)` and `rounded()` would
        // need libm, which an executable without Foundation does not link on Linux.
        if number.magnitude < 9_007_199_254_740_992 {
            let integer = Int64(number)
            if Double(integer) == number { return String(integer) }
        }
        return number.description
    }
}

/// A value already in template form passes through `TemplateValueEncoder` unchanged, so a view can hold a
/// subtree built once per site (the navigation) instead of encoding it again for every page.
extension TemplateValue: Encodable {
    private struct FieldKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .number(let number):
            var container = encoder.singleValueContainer()
            try container.encode(number)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .list(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .generated(let generator):
            var container = encoder.unkeyedContainer()
            for index in 0..<generator.count { try container.encode(generator.item(index)) }
        case .shared(let object):
            try TemplateValue.object(object.fields).encode(to: encoder)
        case .object(let fields):
            var container = encoder.container(keyedBy: FieldKey.self)
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) { try container.encode(value, forKey: FieldKey(stringValue: key)) }
        }
    }
}
