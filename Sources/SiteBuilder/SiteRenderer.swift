import ColorExport
import Diagnostics
import Foundation
import Guidelines
import Templates

/// Renders the assembled site through the theme's templates into output files.
package struct SiteRenderer: Sendable {
    package static let requiredTemplates = ["layout", "page", "index", "checklist", "404"]

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
                        notes: [error.lineText]))
            }
        }
        for name in Self.requiredTemplates where theme.templates[name] == nil {
            diagnostics.append(.error("templates.missing", "the theme has no '\(name).mustache' template", at: nil))
        }
        return diagnostics.isEmpty ? (TemplateLibrary(templates: parsed), []) : (nil, diagnostics)
    }

    /// Every HTML page, `404.html`, the JSON API, the sitemap and the theme's assets, each sent to `sink` as
    /// soon as it is rendered (nowhere when `sink` is nil); pages are rendered on every core.
    package func render(_ site: Site, library: TemplateLibrary, into sink: (any OutputSink)?) throws(OutputError) -> [Diagnostic] {
        let views = ViewModelBuilder(site: site, generator: generator)
        let strictTemplates = self.strictTemplates
        // Site-wide pages such as the checklist grow with the site (about 7 KB a page at 10,000 generated pages):
        // the runaway-output guard allows 64 KB a page on top of the templates' usual 64 MB.
        let outputLimit = TemplateLibrary.defaultOutputLimit + site.pages.count * 65_536
        @Sendable func renderPage<Fields>(_ kindTemplate: String, _ view: PageView<Fields>, path: String) -> (OutputFile, [TemplateWarning])
        {
            // Encoded once: the layout receives the same value with `body` added.
            var value = view.templateValue
            let inner = library.render(kindTemplate, with: value, strict: strictTemplates, outputLimit: outputLimit)
            if case .object(var fields) = value {
                value = .null
                fields["body"] = .string(inner.output)
                value = .object(fields)
            }
            let outer = library.render("layout", with: value, strict: strictTemplates, outputLimit: outputLimit)
            return (OutputFile(path: path, text: outer.output), inner.warnings + outer.warnings)
        }
        var warnings = Set<TemplateWarning>()
        func emit(_ file: OutputFile) throws(OutputError) { try sink?.add(file) }
        func page<Fields>(_ kindTemplate: String, _ view: PageView<Fields>, path: String) throws(OutputError) {
            let (file, found) = renderPage(kindTemplate, view, path: path)
            warnings.formUnion(found)
            try emit(file)
        }
        let navigation = views.navigation
        let all = navigation.pages
        let outcomes = Parallel.map(Array(all.indices), chunk: 4) { position -> (warnings: [TemplateWarning], error: OutputError?) in
            let current = all[position]
            guard let place = navigation.place(of: current.source.outputPath) else { return ([], nil) }
            let view = views.guideline(
                current, previous: position > 0 ? all[position - 1] : nil,
                next: position + 1 < all.count ? all[position + 1] : nil, group: navigation.groups[place.group])
            let (file, found) = renderPage("page", view, path: current.source.outputPath)
            do throws(OutputError) {
                try sink?.add(file)
            } catch {
                return (found, error)
            }
            return (found, nil)
        }
        for outcome in outcomes {
            if let error = outcome.error { throw error }
            warnings.formUnion(outcome.warnings)
        }
        BuildTimings.mark("render pages")
        try page("index", views.index(), path: "index.html")
        BuildTimings.mark("index page")
        try page("checklist", views.checklist(), path: ViewModelBuilder.checklistPath)
        BuildTimings.mark("checklist page")
        try page("404", views.notFound(), path: "404.html")
        try emit(OutputFile(path: "api/pages.json", data: PagesAPI.encode(site)))
        BuildTimings.mark("api/pages.json")
        try emit(OutputFile(path: "api/rules.json", data: RulesAPI.encode(site)))
        BuildTimings.mark("api/rules.json")
        let colors = ColorsDocument(pages: site.pages, settings: site.configuration.colorChecks, generator: generator)
        try emit(OutputFile(path: "api/colors.json", data: colors.encoded()))
        try emit(OutputFile(path: "api/colors.schema.json", text: ColorsSchema.json))
        BuildTimings.mark("api/colors.json")
        try SearchIndexBuilder(rules: { page in
            page.rules.map { SearchDocument.Rule(id: $0.id, lead: $0.lead, anchor: $0.anchor) }
        }).write(site, with: SearchIndexWriter(), emit: emit)
        BuildTimings.mark("search index")
        if let sitemap = Sitemap.render(site) {
            try emit(OutputFile(path: "sitemap.xml", text: sitemap))
        }
        for (path, text) in theme.assets.sorted(by: { $0.key < $1.key }) {
            try emit(OutputFile(path: path, text: text))
        }
        let diagnostics = warnings.sorted { ($0.templateName, $0.line, $0.column) < ($1.templateName, $1.line, $1.column) }.map {
            Diagnostic.warning(
                "templates.unknown-variable", $0.message,
                at: SourceLocation(path: theme.displayPath(forTemplate: $0.templateName), line: $0.line, column: $0.column))
        }
        return diagnostics
    }
}
