/// A JSON value that keeps its object members in the order they were added, written the same way on every run.
///
/// The exporters write JSON by hand instead of through `JSONEncoder` because each consumer expects a layout:
/// design tokens read best in document order, and Xcode writes asset catalogs with sorted keys and `" : "`.
enum ExportJSON: Sendable {
    case object([(key: String, value: ExportJSON)])
    case array([ExportJSON])
    case string(String)
    case number(Double)
    case bool(Bool)

    /// How members are laid out.
    enum Style: Sendable {
        /// Members in insertion order, `"key": value`; arrays of plain values on one line.
        case standard
        /// Members sorted by key, `"key" : value`, as Xcode writes `Contents.json`.
        case xcode
    }

    /// Pretty-printed with two-space indentation and a final newline.
    func rendered(style: Style = .standard) -> String {
        var out = ""
        write(into: &out, indent: 0, style: style)
        return out + "\n"
    }

    private func write(into out: inout String, indent: Int, style: Style) {
        let inner = String(repeating: "  ", count: indent + 1)
        let outer = String(repeating: "  ", count: indent)
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            let ordered = style == .xcode ? members.sorted { $0.key < $1.key } : members
            let separator = style == .xcode ? " : " : ": "
            out += "{\n"
            for (index, member) in ordered.enumerated() {
                out += inner + Self.quoted(member.key) + separator
                member.value.write(into: &out, indent: indent + 1, style: style)
                out += index == ordered.count - 1 ? "\n" : ",\n"
            }
            out += outer + "}"
        case .array(let items):
            guard !items.isEmpty else { return out += "[]" }
            if style == .standard, items.allSatisfy(\.isScalar) {
                return out += "[" + items.map { $0.rendered(style: style).dropLast() }.joined(separator: ", ") + "]"
            }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += inner
                item.write(into: &out, indent: indent + 1, style: style)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += outer + "]"
        case .string(let text):
            out += Self.quoted(text)
        case .number(let number):
            out += Self.number(number)
        case .bool(let flag):
            out += flag ? "true" : "false"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        case .string, .number, .bool: true
        }
    }

    /// The shortest text that reads back as the same double; whole numbers without a fraction (`1`, not `1.0`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// RFC 8259 string escaping; `/` and non-ASCII text are left as they are.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
