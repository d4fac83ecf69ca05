import Templates

/// A value the theme's templates receive; its fields are described for the generated documentation.
package protocol TemplateView: Encodable, Sendable {
    /// Every encoded field with what it holds, in the order the documentation lists them.
    static var fields: [ViewField] { get }
    /// An instance with every optional field set and every list non-empty, used to document and check the fields.
    static var sample: Self { get }
}

/// One documented field of a `TemplateView`.
package struct ViewField: Sendable {
    package var name: String
    package var meaning: String
    /// The view type of the field's object, or of each item of its list.
    package var type: (any TemplateView.Type)?

    package init(_ name: String, _ meaning: String, of type: (any TemplateView.Type)? = nil) {
        self.name = name
        self.meaning = meaning
        self.type = type
    }
}

extension Encodable {
    /// The value templates render against; the view types encode nothing but strings, numbers, flags, lists and structs.
    package var templateValue: TemplateValue {
        do {
            return try TemplateValueEncoder().encode(self)
        } catch {
            preconditionFailure("a view model failed to encode: \(error)")
        }
    }
}
