import Templates

/// Writes the "variables each template receives" tables from the view types, so the README cannot drift from the code.
package enum ViewModelDocumentation {
    package static let beginMarker = "<!-- view-model:begin -->"
    package static let endMarker = "<!-- view-model:end -->"

    /// Every view type a template can see, top-level ones first, in the order the documentation lists them.
    package static let viewTypes: [any TemplateView.Type] = [
        CommonPageView.self, GuidelinePageView.self, IndexView.self, ChecklistView.self, ChecklistIndexView.self,
        NotFoundView.self, SiteView.self, NavGroupView.self, NavPageView.self, PageInfoView.self, TocEntryView.self,
        ChangeLogView.self, LinkView.self, IndexGroupView.self, IndexLetterView.self, IndexPageView.self, RuleView.self,
        ChecklistPageView.self, ChecklistSectionView.self, ChecklistKindView.self, ChecklistGroupView.self, WhatsNewView.self,
        WhatsNewDayView.self,
        WhatsNewEntryView.self, WhatsNewReleaseView.self, WhatsNewReleaseItemView.self, LanguageLinkView.self, VersionLinkView.self,
        TranslationNoticeView.self,
    ]

    /// The page-kind templates and the view type holding the fields each adds to the common ones.
    static let pageKinds: [(template: String, renders: String, type: any TemplateView.Type)] = [
        ("page", "one guideline page per Markdown file", GuidelinePageView.self),
        ("index", "`index.html`, the pages grouped by folder", IndexView.self),
        (
            "checklist",
            "`checklist.html`, every rule of the site by page and section (when the checklist is split, each group's"
                + " `checklist/<group>.html`, for that group's pages)", ChecklistView.self
        ),
        ("checklist-index", "`checklist.html` when the checklist is split: a row per group, linking to its page", ChecklistIndexView.self),
        ("404", "`404.html`", NotFoundView.self),
        ("whats-new", "`whats-new.html`, every page's change-log rows by date, newest first", WhatsNewView.self),
    ]

    /// The Markdown between the README's markers (the markers not included).
    package static func markdown() -> String {
        var lines: [String] = [
            "<!-- Generated from Sources/SiteRendering/Views by ViewModelDocumentation; `PRECEPT_RECORD=1 swift test` rewrites it. -->",
            "",
            "Each page renders in two steps: its page-kind template (`page`, `index`, `checklist`, `checklist-index` or",
            "`404`) renders the main column, then `layout.mustache` wraps it. The layout receives the same values as the",
            "page-kind template plus `body`. A partial receives the values of the template that includes it: `header`,",
            "`navigation` and `footer` are included by the layout, `toc` by `page`. `{{name}}` escapes HTML; `{{{name}}}`",
            "inserts it as it is. A field marked *optional* is absent when there is nothing to show, so",
            "`{{#name}}…{{/name}}` skips it.",
            "",
            "#### Every template",
            "",
        ]
        lines += table(for: CommonPageView.self)
        lines += [
            "", "#### `layout.mustache`", "",
            "The values of the page-kind template it wraps, plus:", "",
            "| name | type | meaning |", "|---|---|---|",
            "| `body` | string (HTML) | the page-kind template's output: `{{{body}}}` |",
        ]
        for kind in pageKinds {
            lines += ["", "#### `\(kind.template).mustache`: \(kind.renders)", ""]
            lines += kind.type.fields.isEmpty ? ["Nothing beyond the values every template receives."] : table(for: kind.type)
        }
        lines += ["", "#### Nested values"]
        for type in viewTypes.dropFirst(pageKinds.count + 1) {
            lines += ["", "##### `\(name(of: type))`", ""]
            lines += table(for: type)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with the part between the markers replaced by `markdown()`, or nil when the markers are missing.
    package static func updating(_ text: String) -> String? {
        guard let begin = text.range(of: beginMarker), let end = text.range(of: endMarker, range: begin.upperBound..<text.endIndex)
        else { return nil }
        return String(text[..<begin.upperBound]) + "\n" + markdown() + String(text[end.lowerBound...])
    }

    static func name(of type: any TemplateView.Type) -> String {
        String(describing: type)
    }

    static func table(for type: any TemplateView.Type) -> [String] {
        let sample = type.sample.templateValue
        let optional = optionalFields(of: type)
        var lines = ["| name | type | meaning |", "|---|---|---|"]
        for field in type.fields {
            var kind = describe(sample[field.name], as: field.type)
            if optional.contains(field.name) { kind += ", *optional*" }
            lines.append("| `\(field.name)` | \(kind) | \(field.meaning) |")
        }
        return lines
    }

    /// Stored properties declared optional, found by reflecting on the sample (property names are the keys).
    static func optionalFields(of type: any TemplateView.Type) -> Set<String> {
        Set(Mirror(reflecting: type.sample).children.compactMap { $0.value is any OptionalMarker ? $0.label : nil })
    }

    static func describe(_ value: TemplateValue?, as type: (any TemplateView.Type)?) -> String {
        let link = type.map { "[`\(name(of: $0))`](#\(name(of: $0).lowercased()))" }
        switch value {
        case .string: return "string"
        case .number: return "number"
        case .bool: return "bool"
        case .object, .shared: return link ?? "object"
        case .generated(let generator):
            return describe(.list(generator.count > 0 ? [generator.item(0)] : []), as: type)
        case .list(let items):
            if let link { return "list of \(link)" }
            if case .string = items.first { return "list of strings" }
            return "list"
        case .null, nil: return "null"
        }
    }
}

/// Lets reflection tell an optional property from a required one.
protocol OptionalMarker {}
extension Optional: OptionalMarker {}
