import FrontMatter
import Templates

/// A front-matter value passed through to templates as it was written (`page.extra`).
package enum FrontMatterValue: Encodable, Sendable, Hashable {
    case string(String)
    case bool(Bool)
    case list([FrontMatterValue])
    case object([String: FrontMatterValue])
    case null

    package init(_ yaml: YAMLValue) {
        if let entries = yaml.mappingEntries {
            self = .object(Dictionary(entries.map { ($0.key, FrontMatterValue($0.value)) }, uniquingKeysWith: { first, _ in first }))
        } else if case .sequence(let items, _) = yaml {
            self = .list(items.map(FrontMatterValue.init))
        } else if yaml.isNull {
            self = .null
        } else if let flag = yaml.boolValue {
            self = .bool(flag)
        } else {
            self = .string(yaml.scalarText ?? "")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text):
            var container = encoder.singleValueContainer()
            try container.encode(text)
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .list(let items):
            try items.encode(to: encoder)
        case .object(let fields):
            try fields.encode(to: encoder)
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}

extension FrontMatterValue: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        switch self {
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .list(let items): items.makeTemplateValue()
        case .object(let fields): .object(fields.mapValues { $0.makeTemplateValue() })
        case .null: .null
        }
    }
}
