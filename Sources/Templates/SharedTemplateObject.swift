/// Named fields made once and shown by many renders, such as a navigation group that every page lists.
///
/// Templates cannot tell `.shared` from `.object`. The difference is in rendering: when a render is given a
/// `TemplateRenderMemo`, a section iterating a list renders a shared item once for each place in the
/// templates and copies that output when the item comes round again, as long as the first render used
/// nothing outside the item and gave no warning. Two shared objects are equal when their fields are.
public final class SharedTemplateObject: Sendable, Hashable {
    /// The fields names in tags resolve against.
    public let fields: [String: TemplateValue]

    public init(_ fields: [String: TemplateValue]) {
        self.fields = fields
    }

    public static func == (lhs: SharedTemplateObject, rhs: SharedTemplateObject) -> Bool {
        lhs === rhs || lhs.fields == rhs.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}
