import Templates

/// What a page-kind template receives (the common fields and the kind's own), and the layout too, with `body` added.
package struct PageView<Fields: TemplateView>: Encodable, Sendable {
    package var common: CommonPageView
    package var fields: Fields
    /// The page-kind template's output; set only for the layout.
    package var body: String?

    package init(common: CommonPageView, fields: Fields, body: String? = nil) {
        self.common = common
        self.fields = fields
        self.body = body
    }

    private enum LayoutKey: String, CodingKey { case body }

    /// Flattens both parts into one object: templates see `title` and `page.title` side by side.
    package func encode(to encoder: any Encoder) throws {
        try common.encode(to: encoder)
        try fields.encode(to: encoder)
        var container = encoder.container(keyedBy: LayoutKey.self)
        try container.encodeIfPresent(body, forKey: .body)
    }
}

extension PageView: TemplateValueConvertible where Fields: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        // The encoder's order: the common fields, the kind's fields (a name written again replaces), the body.
        // Both views make objects.
        var merged: [String: TemplateValue] = [:]
        if case .object(let shared) = common.makeTemplateValue() { merged = shared }
        if case .object(let own) = fields.makeTemplateValue() { merged.merge(own) { _, new in new } }
        merged.setIfPresent(body, forKey: "body")
        return .object(merged)
    }
}
