import Diagnostics
import Foundation
import Templates

extension SiteBuild {
    /// The snapshot of the site the output folder holds, when the last build was recorded by the build
    /// fingerprint and the content, configuration and templates are still what it recorded: what `watch`
    /// and `serve` build in the background after a start that had nothing to write, so the first page
    /// edit can take the fast path. Writes nothing; nil when anything differs.
    package func snapshot() async -> SiteSnapshot? {
        guard let pending = BuildFingerprint.pending(self),
            let recorded = BuildFingerprint.recorded(in: pending.cacheDirectory), recorded.inputs == pending.inputs,
            case .success(let loaded) = await load(), loaded.pageKeys == recorded.keys,
            FileManager.default.fileExists(atPath: pending.outputDirectory.appendingPathComponent(OutputWriter.markerName).path),
            let theme = try? Theme.load(
                overriding: templatesURL(loaded.configuration), display: loaded.configuration.templatesDirectory ?? "templates")
        else { return nil }
        let renderer = SiteRenderer(theme: theme, generator: Self.generator)
        guard case (let library?, _) = renderer.loadLibrary() else { return nil }
        let site = loaded.site
        // The guideline pages are not rendered when the template warnings the fingerprint recorded for the
        // whole site all come from the other outputs: a page's warnings are then among those, and the
        // snapshot's union of warnings stays right when an edited page's are replaced.
        let views = ViewModelBuilder(site: site, generator: Self.generator)
        var record = SiteRenderer.Record()
        var warnings = Set<TemplateWarning>()
        for (file, found) in [
            renderer.renderIndex(views, library: library), renderer.renderChecklist(views, library: library),
            renderer.renderNotFound(views, library: library),
        ] {
            warnings.formUnion(found)
            if !found.isEmpty { record.warnings[file.path] = found }
        }
        var templateDiagnostics = renderer.templateDiagnostics(warnings)
        if !Set(recorded.diagnostics.filter { $0.id.hasPrefix("templates.") }).isSubset(of: templateDiagnostics) {
            var full: SiteRenderer.Record? = SiteRenderer.Record()
            guard let all = try? renderer.render(site, library: library, into: nil, record: &full), let full else { return nil }
            (templateDiagnostics, record) = (all, full)
        } else {
            // The search index and the API files' page parts are read back from the output, which the
            // fingerprint found as that build left it; computed again when they do not read back exactly.
            let output = pending.outputDirectory
            record.search =
                IncrementalSearchIndex(reading: output, documentCount: site.pageCount) ?? renderer.incrementalSearchIndex(site)
            let api = APIDocuments(configuration: site.configuration, generator: Self.generator)
            for kind in APIDocuments.Kind.allCases {
                record.apiLengths[kind] =
                    (try? Data(contentsOf: output.appendingPathComponent(kind.path))).flatMap { api.lengths(kind, of: $0, site: site) }
                    ?? api.encode(kind, site).lengths
            }
        }
        var diagnostics = loaded.diagnostics
        diagnostics.append(contentsOf: templateDiagnostics)
        var request = self.request
        request.warmPages = [:]
        return SiteSnapshot(
            request: request, loaded: loaded, outputURL: pending.outputDirectory, theme: theme, library: library, record: record,
            fingerprint: pending, diagnostics: diagnostics)
    }
}
