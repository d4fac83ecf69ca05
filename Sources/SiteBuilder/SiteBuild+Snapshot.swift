import Diagnostics
import Foundation

extension SiteBuild {
    /// The snapshot of the site the output folder holds, when the last build was recorded by the build
    /// fingerprint and the content, configuration and templates are still what it recorded: what `watch`
    /// and `serve` build in the background after a start that had nothing to write, so the first page
    /// edit can take the fast path. Renders every output but writes nothing; nil when anything differs.
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
        // The guideline pages are left out when the template warnings the fingerprint recorded for the
        // whole site all come from the other outputs: a page's warnings are then among those, and the
        // snapshot's union of warnings stays right when an edited page's are replaced.
        let recordedWarnings = Set(recorded.diagnostics.filter { $0.id.hasPrefix("templates.") })
        var record: SiteRenderer.Record? = SiteRenderer.Record()
        guard
            var templateDiagnostics = try? renderer.render(loaded.site, library: library, into: nil, record: &record, guidelinePages: false)
        else { return nil }
        if !recordedWarnings.isSubset(of: templateDiagnostics) {
            record = SiteRenderer.Record()
            guard let all = try? renderer.render(loaded.site, library: library, into: nil, record: &record) else { return nil }
            templateDiagnostics = all
        }
        guard let record else { return nil }
        var diagnostics = loaded.diagnostics
        diagnostics.append(contentsOf: templateDiagnostics)
        var request = self.request
        request.warmPages = [:]
        return SiteSnapshot(
            request: request, loaded: loaded, outputURL: pending.outputDirectory, theme: theme, library: library, record: record,
            fingerprint: pending, diagnostics: diagnostics)
    }
}
