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

    /// Every HTML page, `404.html`, the JSON API, the sitemap and the theme's assets.
    package func render(_ site: Site, library: TemplateLibrary) -> ([OutputFile], [Diagnostic]) {
        let views = ViewModelBuilder(site: site, generator: generator)
        var files: [OutputFile] = []
        var warnings = Set<TemplateWarning>()
        func page<Fields>(_ kindTemplate: String, _ view: PageView<Fields>, path: String) {
            var view = view
            let inner = library.render(kindTemplate, with: view.templateValue, strict: strictTemplates)
            view.body = inner.output
            let outer = library.render("layout", with: view.templateValue, strict: strictTemplates)
            warnings.formUnion(inner.warnings)
            warnings.formUnion(outer.warnings)
            files.append(OutputFile(path: path, text: outer.output))
        }
        let all = site.pages
        let groupOf = Dictionary(site.groups.flatMap { g in g.pages.map { ($0.source.outputPath, g) } }, uniquingKeysWith: { a, _ in a })
        for (position, current) in all.enumerated() {
            guard let group = groupOf[current.source.outputPath] else { continue }
            page(
                "page",
                views.guideline(
                    current, previous: position > 0 ? all[position - 1] : nil,
                    next: position + 1 < all.count ? all[position + 1] : nil, group: group),
                path: current.source.outputPath)
        }
        page("index", views.index(), path: "index.html")
        page("checklist", views.checklist(), path: ViewModelBuilder.checklistPath)
        page("404", views.notFound(), path: "404.html")
        files.append(OutputFile(path: "api/pages.json", data: PagesAPI.encode(site)))
        files.append(OutputFile(path: "api/rules.json", data: RulesAPI.encode(site)))
        let colors = ColorsDocument(pages: site.pages, settings: site.configuration.colorChecks, generator: generator)
        files.append(OutputFile(path: "api/colors.json", data: colors.encoded()))
        files.append(OutputFile(path: "api/colors.schema.json", text: ColorsSchema.json))
        files.append(
            contentsOf: SearchIndexWriter().files(
                for: SearchIndexBuilder(rules: { page in
                    page.rules.map { SearchDocument.Rule(id: $0.id, lead: $0.lead, anchor: $0.anchor) }
                }).index(for: site)))
        if let sitemap = Sitemap.render(site) {
            files.append(OutputFile(path: "sitemap.xml", text: sitemap))
        }
        for (path, text) in theme.assets.sorted(by: { $0.key < $1.key }) {
            files.append(OutputFile(path: path, text: text))
        }
        let diagnostics = warnings.sorted { ($0.templateName, $0.line, $0.column) < ($1.templateName, $1.line, $1.column) }.map {
            Diagnostic.warning(
                "templates.unknown-variable", $0.message,
                at: SourceLocation(path: theme.displayPath(forTemplate: $0.templateName), line: $0.line, column: $0.column))
        }
        return (files, diagnostics)
    }
}
