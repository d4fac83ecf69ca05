/// A list whose items are made one at a time as a section iterates them, for lists too large to hold as values:
/// the site checklist of a 10,000-page site has 200,000 rules, several hundred megabytes as `TemplateValue`s.
///
/// Two generators are equal only when they are the same instance.
public final class TemplateValueGenerator: Sendable, Hashable {
    /// The number of items.
    public let count: Int
    private let makeItem: @Sendable (Int) -> TemplateValue

    /// A list of `count` items; `item(i)` is called each time item `i` is needed, possibly more than once.
    public init(count: Int, item: @escaping @Sendable (Int) -> TemplateValue) {
        self.count = count
        self.makeItem = item
    }

    /// Item `index`, made now.
    public func item(_ index: Int) -> TemplateValue { makeItem(index) }

    /// Every item, made now: for callers that need the whole list.
    public var items: [TemplateValue] { (0..<count).map(makeItem) }

    public static func == (lhs: TemplateValueGenerator, rhs: TemplateValueGenerator) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
