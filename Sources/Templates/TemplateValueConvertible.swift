/// A value that makes its own `TemplateValue`, so `TemplateValueEncoder` need not walk its `Encodable`
/// conformance field by field.
///
/// The encoder uses `makeTemplateValue()` wherever it meets such a value, at the top or nested. The result
/// must be exactly what the encoder would make of the value's `encode(to:)` — the same keys, a `nil`
/// optional left out, numbers as `.number` — so templates cannot tell which way a view was made. Building
/// a page's view through the general encoder was about a quarter of rendering it.
package protocol TemplateValueConvertible {
    /// The value `TemplateValueEncoder().encode(self)` would give.
    func makeTemplateValue() -> TemplateValue
}

extension Dictionary where Key == String, Value == TemplateValue {
    /// Stores `value` under `key` unless it is nil, as a synthesized `Encodable` conformance leaves out a nil optional.
    package mutating func setIfPresent(_ value: String?, forKey key: String) {
        if let value { self[key] = .string(value) }
    }

    /// Stores `value`'s template value under `key` unless it is nil.
    package mutating func setIfPresent(_ value: (some TemplateValueConvertible)?, forKey key: String) {
        if let value { self[key] = value.makeTemplateValue() }
    }
}

extension Array where Element: TemplateValueConvertible {
    /// The list the encoder makes of an array: each element's template value, in order.
    package func makeTemplateValue() -> TemplateValue {
        .list(map { $0.makeTemplateValue() })
    }
}

extension Array where Element == String {
    /// The list the encoder makes of an array of strings.
    package func makeTemplateValue() -> TemplateValue {
        .list(map { .string($0) })
    }
}
