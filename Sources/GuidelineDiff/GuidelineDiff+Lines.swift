extension GuidelineDiff {
    /// One change in words, as the text report writes it.
    package struct Line: Sendable, Hashable {
        /// `page`, `color` or `rule`.
        package var kind: String
        package var text: String
        package var breaking: Bool
        /// The content-relative path of the page it is on, on the new side; nil when that page is gone.
        package var path: String?
        /// The id of the page it is on, on the new side; nil when that page or the thing itself is gone.
        package var pageId: String?
    }

    /// Every change: pages, then colors, then rules, each in the report's order.
    package var lines: [Line] {
        pages.map {
            Line(
                kind: "page", text: DiffText.page($0), breaking: !$0.breaking.isEmpty,
                path: $0.changes.contains(.removed) ? nil : $0.path, pageId: $0.changes.contains(.removed) ? nil : $0.id)
        }
            + colors.map {
                Line(
                    kind: "color", text: DiffText.color($0), breaking: !$0.breaking.isEmpty, path: nil,
                    pageId: $0.change == .removed ? nil : $0.page)
            }
            + rules.map {
                Line(
                    kind: "rule", text: DiffText.rule($0), breaking: !$0.breaking.isEmpty, path: nil,
                    pageId: $0.change == .removed ? nil : $0.page)
            }
    }

    /// `2 pages, 5 colors and 7 rules changed; 3 breaking`, or `no changes`.
    package var summary: String { DiffText.summary(self) }
}
