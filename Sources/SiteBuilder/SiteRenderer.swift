import ColorExport
import Diagnostics
import Foundation
import Guidelines
import Templates

/// Renders the assembled site through the theme's templates into output files.
package struct SiteRenderer: Sendable {
    package static let requiredTemplates = ["layout", "page", "index", "checklist", "checklist-index", "404"]

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

    /// What a render leaves behind for later page edits in `watch` (`SiteSnapshot`).
    package struct Record: Sendable {
        /// Output path → the template warnings its rendering gave, for outputs that gave any.
        package var warnings: [String: [TemplateWarning]] = [:]
        /// The search index as written: its terms in shard order, each with its encoded postings, and its shards.
        package var search = IncrementalSearchIndex()
        /// The length of each page's part of each API file (`APIDocuments`), in the file's order.
        package var apiLengths: [APIDocuments.Kind: [Int]] = [:]
    }

    /// Every HTML page, `404.html`, the JSON API, the sitemap and the theme's assets, each sent to `sink` as
    /// soon as it is rendered (nowhere when `sink` is nil); pages are rendered on every core.
    package func render(_ site: Site, library: TemplateLibrary, into sink: (any OutputSink)?) throws(OutputError) -> [Diagnostic] {
        var record: Record?
        return try render(site, library: library, into: sink, record: &record)
    }

    /// `render`, also filling `record` when it is not nil.
    package func render(
        _ site: Site, library: TemplateLibrary, into sink: (any OutputSink)?, record: inout Record?
    ) throws(OutputError) -> [Diagnostic] {
        let views = ViewModelBuilder(site: site, generator: generator)
        var warnings = Set<TemplateWarning>()
        var byPath: [String: [TemplateWarning]] = [:]
        func emit(_ file: OutputFile) throws(OutputError) { try sink?.add(file) }
        func page(_ rendered: (OutputFile, [TemplateWarning])) throws(OutputError) {
            warnings.formUnion(rendered.1)
            if !rendered.1.isEmpty { byPath[rendered.0.path] = rendered.1 }
            try emit(rendered.0)
        }
        let pageWarnings = try renderInParallel(Array(views.navigation.pages.indices), chunk: 4, into: sink) {
            renderGuideline(at: $0, views: views, library: library)
        }
        for (path, found) in pageWarnings {
            warnings.formUnion(found)
            byPath[path] = found
        }
        BuildTimings.mark("render pages")
        try page(renderIndex(views, library: library))
        BuildTimings.mark("index page")
        let checklistWarnings = try renderChecklists(views, library: library, into: sink)
        for (path, found) in checklistWarnings {
            warnings.formUnion(found)
            byPath[path] = found
        }
        BuildTimings.mark(views.checklistLayout.isSplit ? "checklist pages" : "checklist page")
        try page(renderNotFound(views, library: library))
        var apiLengths: [APIDocuments.Kind: [Int]] = [:]
        let api = APIDocuments(configuration: site.configuration, generator: generator)
        for kind in APIDocuments.Kind.allCases {
            let encoded = api.encode(kind, site)
            apiLengths[kind] = encoded.lengths
            try emit(encoded.file)
            BuildTimings.mark(kind.path)
        }
        try emit(OutputFile(path: Self.colorsSchemaPath, text: ColorsSchema.json))
        let index = try SearchIndexBuilder(rules: Self.searchRules).write(site, with: SearchIndexWriter()) {
            file throws(OutputError) in try sink?.add(file)
        }
        BuildTimings.mark("search index")
        if let sitemap = Sitemap.render(site) {
            try emit(OutputFile(path: "sitemap.xml", text: sitemap))
        }
        for file in assetFiles() { try emit(file) }
        if record != nil {
            record = Record(
                warnings: byPath,
                search: IncrementalSearchIndex(
                    terms: index.terms, shards: index.shards, fuzzy: index.fuzzy, documentCount: index.documentCount),
                apiLengths: apiLengths)
        }
        return templateDiagnostics(warnings)
    }

    /// Renders `items` on every core, each output going to `sink` (nowhere when nil) as soon as it is rendered,
    /// so only a page per core is held at a time; `render` gives nil for an item with no output. The first write
    /// error is thrown once all have run. Returns the template warnings of the outputs that gave any, in order.
    func renderInParallel<Item: Sendable>(
        _ items: [Item], chunk: Int, into sink: (any OutputSink)?,
        _ render: @Sendable (Item) -> (OutputFile, [TemplateWarning])?
    ) throws(OutputError) -> [(path: String, warnings: [TemplateWarning])] {
        let outcomes = Parallel.map(items, chunk: chunk) {
            item -> (path: String, warnings: [TemplateWarning], error: OutputError?) in
            guard let (file, warnings) = render(item) else { return ("", [], nil) }
            do throws(OutputError) {
                try sink?.add(file)
            } catch {
                return (file.path, warnings, error)
            }
            return (file.path, warnings, nil)
        }
        var found: [(path: String, warnings: [TemplateWarning])] = []
        for outcome in outcomes {
            if let error = outcome.error { throw error }
            if !outcome.warnings.isEmpty { found.append((outcome.path, outcome.warnings)) }
        }
        return found
    }

    /// Stands in for a page's body while the layout renders, so that the body is written between the layout's
    /// two halves instead of being copied into the layout's output. An HTML comment, so an escaped `{{body}}`
    /// does not produce it; random, so no page text can.
    static let bodyMarker = "<!--precept-body-\(UUID().uuidString)-->"

    /// One page through its kind's template and the layout. `expectedSize` is a guess at the kind template's
    /// output, so that its buffer does not grow by doubling (reserved memory the output never reaches is not
    /// resident).
    func renderPage<Fields>(
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
        let view = views.guideline(
            current, previous: position > 0 ? all[position - 1] : nil,
            next: position + 1 < all.count ? all[position + 1] : nil, group: navigation.groups[place.group])
        return renderPage("page", view, path: current.source.outputPath, library: library, views: views, expectedSize: 65_536)
    }

    package func renderIndex(_ views: ViewModelBuilder, library: TemplateLibrary) -> (OutputFile, [TemplateWarning]) {
        renderPage("index", views.index(), path: "index.html", library: library, views: views)
    }

    package func renderNotFound(_ views: ViewModelBuilder, library: TemplateLibrary) -> (OutputFile, [TemplateWarning]) {
        renderPage("404", views.notFound(), path: "404.html", library: library, views: views)
    }

    package static let colorsPath = "api/colors.json"
    static let colorsSchemaPath = "api/colors.schema.json"

    /// The rules search shows for a page.
    package static func searchRules(_ page: Page) -> [SearchDocument.Rule] {
        page.rules.map { SearchDocument.Rule(id: $0.id, lead: $0.lead, anchor: $0.anchor) }
    }

    package func searchDocuments(_ site: Site) -> [SearchDocument] {
        SearchIndexBuilder(rules: Self.searchRules).documents(for: site)
    }

    func searchIndex(_ site: Site) -> SearchIndex {
        SearchIndexBuilder(rules: Self.searchRules).index(for: site)
    }

    /// The search index of `site` in the form page edits patch.
    package func incrementalSearchIndex(_ site: Site) -> IncrementalSearchIndex {
        let index = searchIndex(site)
        let writer = SearchIndexWriter()
        let terms = writer.terms(of: index)
        return IncrementalSearchIndex(terms: terms, shards: writer.shardFiles(terms).shards, documentCount: index.documents.count)
    }

    /// The theme's files under `assets/`.
    package func assetFiles() -> [OutputFile] {
        theme.assets.sorted(by: { $0.key < $1.key }).map { OutputFile(path: $0.key, text: $0.value) }
    }

    /// Template warnings as diagnostics, in a stable order.
    package func templateDiagnostics(_ warnings: Set<TemplateWarning>) -> [Diagnostic] {
        warnings.sorted { ($0.templateName, $0.line, $0.column) < ($1.templateName, $1.line, $1.column) }.map {
            Diagnostic.warning(
                "templates.unknown-variable", $0.message,
                at: SourceLocation(path: theme.displayPath(forTemplate: $0.templateName), line: $0.line, column: $0.column))
        }
    }
}
