import Diagnostics
import Foundation
import Guidelines

extension SiteBuild {
    /// What `editBuild` came to.
    enum EditBuildOutcome {
        /// The edit was written and recorded: the report of the build.
        case built(BuildReport)
        /// Nothing was written (or all of it was undone); a whole build must run, for the reason given.
        case fullBuild(String)
    }

    /// The page-edit path of `build`: when the fingerprint check found that only the text of a few existing
    /// pages changed since the last recorded build, the site as that build wrote it is put together from the
    /// build cache (the edited pages with their previous results, read by their recorded keys), and
    /// `PageEditBuild` redoes what the edit changes, as `watch` does: the edited pages, the pages whose
    /// navigation changes, and the parts of the index, checklist, search index, API files and sitemap the
    /// edit touches. Nothing else is rendered.
    ///
    /// The output is what a whole build of the same content writes, byte for byte, and the report carries
    /// the diagnostics, counts and paths a whole build reports. Whenever that cannot be guaranteed cheaply
    /// (a previous result is missing from the cache, the output or the search index is not as recorded, the
    /// edit turns a page into a draft, has errors or, in strict mode, warnings, a file cannot be written)
    /// the result is `.fullBuild`, with the output folder as it was.
    func editBuild(_ pending: BuildFingerprint.Pending, _ edits: BuildFingerprint.PageEdits) async -> EditBuildOutcome {
        guard request.writeOutput, request.cacheMode == .readWrite, !request.keepsSnapshot, !request.keepsPageResults,
            request.warmPages.isEmpty
        else { return .fullBuild("the request keeps its results for watch") }
        BuildTimings.note("page-edit path: \(edits.paths.count) edited page\(edits.paths.count == 1 ? "" : "s")")

        // The edited pages as the recorded build had them.
        let (cache, _) = PageCache.open(resolve(PageCache.directoryName), mode: .readOnly, display: PageCache.directoryName)
        guard let cache else { return .fullBuild("the build cache cannot be read") }
        var given: [String: (key: String, result: PageResult)] = [:]
        for path in edits.paths {
            guard let key = edits.recordedKeys[path], let result = cache.read(key).result else {
                return .fullBuild("the last build's result of '\(path)' is not in the build cache")
            }
            given[path] = (key, result)
        }
        BuildTimings.mark("edit: previous results")

        // Every other page as it is now, which is as it was.
        guard case .success(let loaded) = await load(given: given) else { return .fullBuild("the site could not be loaded") }
        guard loaded.pageKeys == edits.recordedKeys else { return .fullBuild("pages changed while they were read") }
        guard !loaded.diagnostics.diagnostics.contains(where: { $0.id.family == .cache }) else {
            return .fullBuild("the build cache had something to report")
        }
        guard
            let snapshot = snapshot(of: loaded, pending: pending, recordedDiagnostics: edits.diagnostics, quick: true)
        else { return .fullBuild("the output folder does not read back as the last build wrote it") }
        BuildTimings.mark("edit: snapshot")

        // The edit.
        let content = snapshot.contentURL.standardizedFileURL.path
        let plan: PageEditPlan
        switch await PageEditBuild(snapshot).prepare(edits.paths.map { content + "/" + $0 }) {
        case .fullBuild(let reason): return .fullBuild(reason)
        case .ready(let ready): plan = ready
        }
        BuildTimings.mark("edit: edited pages")
        guard plan.new.isClean(plan.diagnostics()) else {
            return .fullBuild(plan.new.configuration.strict ? "the edit has errors or warnings (strict)" : "the edit has errors")
        }
        return write(plan, pending: pending)
    }

    /// Writes `plan` all or nothing (`PageEditPlan` journals every file), then stores the edited pages' results
    /// and records the fingerprint.
    private func write(_ prepared: PageEditPlan, pending: BuildFingerprint.Pending) -> EditBuildOutcome {
        var plan = prepared
        let config = plan.new.configuration
        do {
            try OutputWriter(output: plan.new.outputURL, content: plan.new.contentURL, projectRoot: request.projectRoot)
                .checkSafety()
        } catch {
            return .fullBuild(error.description)
        }
        // All or nothing, even after a power cut: the journal flushes before the first change and before it goes.
        plan.durable = true
        let report: BuildReport
        let next: SiteSnapshot
        do {
            (report, next) = try plan.finish()
        } catch {
            return .fullBuild("\(error.description); the files written were put back")
        }
        // `finish` wrote and committed only when the edit is clean; otherwise nothing was written.
        guard report.succeeded, report.outputPath != nil else {
            return .fullBuild(config.strict ? "the edit gives template warnings (strict)" : "the edit has errors")
        }
        BuildTimings.mark("edit: write files")
        CrashInjection.point("before-record")
        next.recordEdit(of: plan.editedPaths, content: pending.content)
        BuildTimings.mark("edit: record")
        var built = report
        built.pagesRebuilt = plan.editedPaths.count
        return .built(built)
    }
}
