import ColorExport
import Diagnostics
import Foundation
import Guidelines
import OutputStore
import SearchIndex
import SiteModel
import Templates

/// Renders the assembled site through the theme's templates into output files.
package struct SiteRenderer: Sendable {
    package static let requiredTemplates = ["layout", "page", "index", "checklist", "checklist-index", "404", "whats-new"]

    package var theme: Theme
    package var generator: String
    package var strictTemplates: Bool

    package init(theme: Theme, generator: String, strictTemplates: Bool = true) {
        self.theme = theme
        self.generator = generator
        self.strictTemplates = strictTemplates
    }

    /// Parses every template, reporting syntax errors with their template file, line and column.
    package func loadLibrary() -> (TemplateLibrary?, [Diagnostic]) {
        var parsed: [String: Template] = [:]
        var diagnostics: [Diagnostic] = []
        for (name, source) in theme.templates.sorted(by: { $0.key < $1.key }) {
            do {
                parsed[name] = try Template(parsing: source, name: name)
            } catch {
                diagnostics.append(
                    .error(
                        "templates.syntax", error.message,
                        at: SourceLocation(path: theme.displayPath(forTemplate: name), line: error.line, column: error.column),
                        notes: [
                            error.lineText,
                            "fix the tag at the position shown; a section opens with {{#name}} or {{^name}} and closes with {{/name}}",
                        ]))
            }
        }
        for name in Self.requiredTemplates where theme.templates[name] == nil {
            diagnostics.append(
                .error(
                    "templates.missing", "the theme has no '\(name).mustache' template", at: nil,
                    notes: ["restore '\(name).mustache' in the theme folder, or delete the override so the built-in template is used"]))
        }
        return diagnostics.isEmpty ? (TemplateLibrary(templates: parsed), []) : (nil, diagnostics)
    }

    /// Warnings when the site has versions but a `header.mustache` or `navigation.mustache` of the project's own (made
    /// from a theme without the menu) does not include `{{> versions}}`: the built-in theme shows the menu in the header
    /// on wide screens and in the navigation band on narrow ones, so one of them would have none.
    package func versionMenuWarnings() -> [Diagnostic] {
        [("header", "wide"), ("navigation", "narrow")].compactMap { name, screens in
            guard theme.overridden.contains(name + ".mustache"), let source = theme.templates[name], !Self.includesVersions(source)
            else { return nil }
            return .warning(
                "templates.missing-partial",
                "the site has versions, but \(name).mustache does not include {{> versions}}, so on \(screens) screens no page shows the version menu",
                at: SourceLocation(path: theme.displayPath(forTemplate: name), line: 1, column: 1),
                notes: ["add {{> versions}} where the menu belongs, as the built-in \(name).mustache does (or delete the override)"])
        }
    }

    /// Whether a template includes the `versions` partial (`{{> versions}}`, spaces allowed).
    static func includesVersions(_ source: String) -> Bool {
        var rest = source[...]
        while let open = rest.range(of: "{{>") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { return false }
            if rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces) == "versions" { return true }
        }
        return false
    }

    /// Stands in for a page's body while the layout renders, so that the body is written between the layout's
    /// two halves instead of being copied into the layout's output. An HTML comment, so an escaped `{{body}}`
    /// does not produce it; random, so no page text can.
    static let bodyMarker = "<!--precept-body-\(UUID().uuidString)-->"

    /// One page through its kind's template and the layout. `expectedSize` is a guess at the kind template's
    /// output, so that its buffer does not grow by doubling (reserved memory the output never reaches is not
    /// resident).
    package func renderPage<Fields>(
        _ kindTemplate: String, _ view: PageView<Fields>, path: String, library: TemplateLibrary, views: ViewModelBuilder,
        expectedSize: Int = 16_384
    ) -> (OutputFile, [TemplateWarning]) {
        // Site-wide pages such as the checklist grow with the site (about 13 KB a page at 10,000 generated pages):
        // the runaway-output guard allows 64 KB a page on top of the templates' usual 64 MB.
        let outputLimit = TemplateLibrary.defaultOutputLimit + views.navigation.pages.count * 65_536
        // Encoded once: the layout receives the same value with `body` added.
        let value = view.templateValue
        let memo = views.renderMemo
        let inner = library.render(
            kindTemplate, with: value, strict: strictTemplates, outputLimit: outputLimit, expectedSize: expectedSize, memo: memo)
        func layout(body: String, expectedSize: Int) -> TemplateRenderResult {
            guard case .object(var fields) = value else {
                return library.render("layout", with: value, strict: strictTemplates, outputLimit: outputLimit, memo: memo)
            }
            fields["body"] = .string(body)
            return library.render(
                "layout", with: .object(fields), strict: strictTemplates, outputLimit: outputLimit, expectedSize: expectedSize,
                memo: memo)
        }
        // The layout wraps the body in about 20–70 KB of page furniture. When it shows the body once, unescaped
        // (as the default theme's `{{{body}}}` does), the file is written as layout head, body, layout tail.
        if !inner.bytes.isEmpty {
            let outer = layout(body: Self.bodyMarker, expectedSize: 131_072)
            if let (head, tail) = Self.halves(outer.bytes, around: Array(Self.bodyMarker.utf8)) {
                return (OutputFile(path: path, chunks: [.bytes(head), .bytes(inner.bytes), .bytes(tail)]), inner.warnings + outer.warnings)
            }
        }
        let outer = layout(body: inner.output, expectedSize: inner.bytes.count + 131_072)
        return (OutputFile(path: path, chunks: [.bytes(outer.bytes)]), inner.warnings + outer.warnings)
    }

    /// The bytes before and after the only occurrence of `marker` in `bytes`; nil when it occurs more or less often.
    static func halves(_ bytes: [UInt8], around marker: [UInt8]) -> ([UInt8], [UInt8])? {
        let offset: Int? = bytes.withUnsafeBufferPointer { haystack in
            marker.withUnsafeBufferPointer { needle in
                func find(from start: Int) -> Int? {
                    guard let first = needle.first else { return nil }
                    var index = start
                    while index + needle.count <= haystack.count {
                        if haystack[index] == first, memcmp(haystack.baseAddress! + index, needle.baseAddress!, needle.count) == 0 {
                            return index
                        }
                        index += 1
                    }
                    return nil
                }
                guard let offset = find(from: 0), find(from: offset + needle.count) == nil else { return nil }
                return offset
            }
        }
        guard let offset else { return nil }
        return (Array(bytes[..<offset]), Array(bytes[(offset + marker.count)...]))
    }

    /// The guideline page at `position` in reading order (nil when it has no place in the navigation).
    package func renderGuideline(
        at position: Int, views: ViewModelBuilder, library: TemplateLibrary
    ) -> (OutputFile, [TemplateWarning])? {
        let navigation = views.navigation
        let all = navigation.pages
        let current = all[position]
        guard let place = navigation.place(of: current.source.outputPath) else { return nil }
        // Previous and next stay within the page's language.
        let home = navigation.groups[place.group].home
        func sameLanguage(_ other: Int) -> Bool { navigation.groups[all.group(at: other)].home == home }
        let view = views.guideline(
            current, previous: position > 0 && sameLanguage(position - 1) ? all[position - 1] : nil,
            next: position + 1 < all.count && sameLanguage(position + 1) ? all[position + 1] : nil, group: navigation.groups[place.group])
        return renderPage("page", view, path: current.source.outputPath, library: library, views: views, expectedSize: 65_536)
    }

    package func renderIndex(_ views: ViewModelBuilder, library: TemplateLibrary) -> (OutputFile, [TemplateWarning]) {
        renderPage("index", views.index(), path: views.home + "index.html", library: library, views: views)
    }

    package func renderNotFound(_ views: ViewModelBuilder, library: TemplateLibrary) -> (OutputFile, [TemplateWarning]) {
        renderPage("404", views.notFound(), path: "404.html", library: library, views: views)
    }

    package static let colorsPath = "api/colors.json"
    /// The JSON Schema of `api/colors.json`.
    package static let colorsSchemaPath = "api/colors.schema.json"

    /// The rules search shows for a page.
    package static func searchRules(_ page: Page) -> [SearchDocument.Rule] {
        page.rules.map { SearchDocument.Rule(id: $0.id, lead: $0.lead, anchor: $0.anchor, deprecated: $0.deprecated != nil) }
    }

    /// The site's search documents in reading order, as `SearchIndexBuilder` takes them: how many, and the
    /// one at a position, made when asked for (on any core) from the page, its group and its body.
    package static func searchDocuments(of site: Site) -> (count: Int, document: @Sendable (Int) -> SearchDocument) {
        let pages = site.groups.flatMap { group in group.pages.map { (page: $0, group: group.title) } }
        return (
            pages.count,
            { number in
                let page = pages[number].page
                return SearchDocument(page: page, group: pages[number].group, rules: searchRules(page), body: site.body(of: page))
            }
        )
    }

    /// Template warnings as diagnostics, in a stable order.
    package func templateDiagnostics(_ warnings: Set<TemplateWarning>) -> [Diagnostic] {
        warnings.sorted { ($0.templateName, $0.line, $0.column) < ($1.templateName, $1.line, $1.column) }.map {
            let id: DiagnosticID =
                switch $0.kind {
                case .general: "templates.unknown-variable"
                case .unsafeURL: "templates.unsafe-url"
                case .unsafeContext: "templates.unsafe-context"
                }
            return Diagnostic.warning(
                id, $0.message,
                at: SourceLocation(path: theme.displayPath(forTemplate: $0.templateName), line: $0.line, column: $0.column))
        }
    }
}
