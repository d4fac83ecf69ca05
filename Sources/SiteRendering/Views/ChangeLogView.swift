import Templates

/// One row of a page's change log table.
package struct ChangeLogView: TemplateView {
    package var date: String
    package var changes: String

    package static let fields = [
        ViewField("date", "the Date cell, as written"),
        ViewField("changes", "the Changes cell, as plain text"),
    ]

    package static let sample = ChangeLogView(date: "May 2, 2026", changes: "Added guidance for dark backgrounds.")
}

extension ChangeLogView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        .object(["date": .string(date), "changes": .string(changes)])
    }
}
