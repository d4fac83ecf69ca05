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
        var record: SiteRenderer.Record? = SiteRenderer.Record()
        var diagnostics = loaded.diagnostics
        guard let templateDiagnostics = try? renderer.render(loaded.site, library: library, into: nil, record: &record),
            let record
        else { return nil }
        diagnostics.append(contentsOf: templateDiagnostics)
        var request = self.request
        request.warmPages = [:]
        return SiteSnapshot(
            request: request, loaded: loaded, outputURL: pending.outputDirectory, theme: theme, library: library, record: record,
            fingerprint: pending, diagnostics: diagnostics)
    }
}
