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
            case .success(let loaded) = await load(), loaded.pageKeys == recorded.keys
        else { return nil }
        return snapshot(of: loaded, pending: pending, recordedDiagnostics: recorded.diagnostics)
    }

    /// The snapshot of `loaded`, the site the output folder holds as the recorded build that reported
    /// `recordedDiagnostics` wrote it (the caller has checked the page keys and the inputs); nil when the
    /// output folder or the templates cannot be used. With `quick` (the page-edit path of `build`, whose
    /// alternative is a whole build) it is also nil when what the output holds would have to be computed
    /// again for the whole site (the search index, the template warnings of guideline pages), and the API
    /// files' part lengths are left for `PageEditPlan` to read when an edit changes a part.
    func snapshot(
        of loaded: LoadedSite, pending: BuildFingerprint.Pending, recordedDiagnostics: [Diagnostic], quick: Bool = false
    ) -> SiteSnapshot? {
        guard FileManager.default.fileExists(atPath: pending.outputDirectory.appendingPathComponent(OutputWriter.markerName).path),
            let theme = try? Theme.load(
                overriding: templatesURL(loaded.configuration), display: loaded.configuration.templatesDirectory ?? "templates")
        else { return nil }
        let renderer = SiteRenderer(theme: theme, generator: Self.generator)
        guard case (let library?, _) = renderer.loadLibrary() else { return nil }
        let site = loaded.site
        // The guideline pages are not rendered when the template warnings the fingerprint recorded for the
        // whole site all come from the other outputs: a page's warnings are then among those, and the
        // snapshot's union of warnings stays right when an edited page's are replaced. When the recorded
        // build reported no template warning, no output gave one and none is rendered.
        var record = SiteRenderer.Record()
        var warnings = Set<TemplateWarning>()
        let recordedTemplateDiagnostics = Set(recordedDiagnostics.filter { $0.id.family == .templates })
        if !recordedTemplateDiagnostics.isEmpty {
            let views = ViewModelBuilder(site: site, generator: Self.generator)
            var rendered = [renderer.renderIndex(views, library: library), renderer.renderNotFound(views, library: library)].map {
                (path: $0.0.path, warnings: $0.1)
            }
            rendered += (try? renderer.renderChecklists(views, library: library, into: nil)) ?? []
            for (path, found) in rendered {
                warnings.formUnion(found)
                if !found.isEmpty { record.warnings[path] = found }
            }
        }
        var templateDiagnostics = renderer.templateDiagnostics(warnings)
        if !recordedTemplateDiagnostics.isSubset(of: templateDiagnostics) {
            guard !quick else { return nil }
            var full: SiteRenderer.Record? = SiteRenderer.Record()
            guard let all = try? renderer.render(site, library: library, into: nil, record: &full), let full else { return nil }
            (templateDiagnostics, record) = (all, full)
        } else {
            // The search index and the API files' page parts are read back from the output, which the
            // fingerprint found as that build left it; computed again when they do not read back exactly.
            let output = pending.outputDirectory
            if let search = IncrementalSearchIndex(reading: output, documentCount: site.pageCount) {
                record.search = search
            } else {
                guard !quick else { return nil }
                record.search = renderer.incrementalSearchIndex(site)
            }
            let api = APIDocuments(configuration: site.configuration, generator: Self.generator)
            for kind in APIDocuments.Kind.allCases where !quick {
                record.apiLengths[kind] =
                    ReadOnlyFile(path: output.appendingPathComponent(kind.path).path).flatMap { api.lengths(kind, of: $0, site: site) }
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
