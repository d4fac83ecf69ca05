import Diagnostics
import Foundation
import Guidelines
import PageIsolation

#if canImport(Glibc)
    import Glibc
#endif

/// The fast path of `watch` and `serve` for edits to existing pages: reads and processes only the edited
/// pages, redoes the site-wide checks they can affect, renders them, and works out which other outputs
/// change (`OutputImpact`). Its `PageEditPlan` then writes the edited pages first and the rest after.
///
/// Everything else (the configuration, templates, static files, pages added, removed or renamed, a page
/// that turned into a draft or cannot be built) takes a whole build: `prepare` says so.
package struct PageEditBuild: Sendable {
    package var snapshot: SiteSnapshot

    package init(_ snapshot: SiteSnapshot) {
        self.snapshot = snapshot
    }

    package enum Outcome: Sendable {
        /// The change needs a whole build, for the reason given.
        case fullBuild(String)
        /// The edit, rendered as far as the edited pages: write them, then finish.
        case ready(PageEditPlan)
    }

    /// `changed` holds paths as the file watcher reports them: relative to the project root, or absolute.
    /// Pages are processed in `pool`, or as the snapshot's request says when it is nil.
    package func prepare(_ changed: [String], pool: PageWorkerPool? = nil) async -> Outcome {
        let clock = ContinuousClock()
        let start = clock.now
        let paths: [String]
        switch editedPages(changed) {
        case .failure(let reason): return .fullBuild(reason.message)
        case .success(let found): paths = found
        }
        guard
            snapshot.outputIsBehind
                || FileManager.default.fileExists(atPath: snapshot.outputURL.appendingPathComponent(OutputWriter.markerName).path)
        else { return .fullBuild("the output folder is gone") }

        let config = snapshot.configuration
        let cache =
            snapshot.request.cacheMode.reads
            ? PageCache.open(
                snapshot.request.projectRoot.appendingPathComponent(PageCache.directoryName), mode: .readOnly,
                display: PageCache.directoryName
            ).0 : nil
        // In memory: the edited pages' current results (a save without a change) and those of failed edits.
        var warm = snapshot.pendingResults
        for path in paths {
            if let index = snapshot.pageIndex[path], let key = snapshot.keys[index] { warm[key] = snapshot.results[index].value }
        }
        let ownPool = pool == nil ? SiteBuild(snapshot.request).workerPool(config.limits) : nil
        let processed = await CachedPageProcessing(
            cache: cache, processor: SiteBuild.processor(config), warm: warm, pool: pool ?? ownPool
        ).run(paths, in: snapshot.contentURL, display: config.contentDirectory)
        await ownPool?.shutdown()

        var new = snapshot
        var editedPages: [String: (old: Page, new: Page)] = [:]
        for (path, (result, key)) in zip(paths, zip(processed.results, processed.keys)) {
            guard let index = snapshot.pageIndex[path], let old = snapshot.results[index].value.page, let page = result.page else {
                return .fullBuild("'\(path)' could not be built")
            }
            guard page.isDraft == old.isDraft, page.source == old.source else {
                return .fullBuild("'\(path)' changed whether it is a draft")
            }
            new.results[index] = StoredResult(result)
            new.keys[index] = key
            if config.includeDrafts || !page.isDraft { editedPages[path] = (old, page) }
        }
        new.pending = []
        new.pendingResults = [:]
        new.updateSite(editedPages)
        if snapshot.outputIsBehind, new.isClean(new.assembleDiagnostics(templateDiagnostics: [])) {
            return .fullBuild("the output is behind the last build, which failed")
        }

        let renderer = SiteRenderer(theme: snapshot.theme, generator: SiteBuild.generator)
        let views = ViewModelBuilder(site: new.site, generator: SiteBuild.generator)
        let impact = OutputImpact(
            old: snapshot.site, new: new.site, newNavigation: views.navigation, newChecklist: views.checklistLayout,
            editedPaths: Set(editedPages.keys))
        if impact.checklistLayoutChanged {
            return .fullBuild(
                views.checklistLayout.isSplit
                    ? "the checklist becomes a page per group" : "the checklist goes back from a page per group to one page")
        }
        var editedFiles: [OutputFile] = []
        for position in impact.edited {
            guard let (file, warnings) = renderer.renderGuideline(at: position, views: views, library: snapshot.library) else { continue }
            editedFiles.append(file)
            new.templateWarnings[file.path] = warnings.isEmpty ? nil : warnings
        }
        return .ready(
            PageEditPlan(
                old: snapshot, new: new, editedPaths: paths, editedFiles: editedFiles, impact: impact, views: views,
                renderer: renderer, pagesFromCache: snapshot.results.count - paths.count + processed.fromCache, start: start))
    }

    struct NotAnEdit: Error {
        var message: String
    }

    /// The content-relative paths of the edited pages (and of the pages still pending), or why the
    /// change is more than an edit of existing pages.
    func editedPages(_ changed: [String]) -> Result<[String], NotAnEdit> {
        let content = snapshot.contentURL.standardizedFileURL.path
        var found = snapshot.pending
        for path in changed {
            let absolute =
                path.hasPrefix("/") ? path : snapshot.request.projectRoot.appendingPathComponent(path).standardizedFileURL.path
            guard absolute.hasPrefix(content + "/") else { return .failure(NotAnEdit(message: "'\(path)' is not a page")) }
            let relative = String(absolute.dropFirst(content.count + 1))
            guard snapshot.pageIndex[relative] != nil else { return .failure(NotAnEdit(message: "'\(path)' is not a known page")) }
            var info = stat()
            guard lstat(absolute, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                return .failure(NotAnEdit(message: "'\(path)' is gone"))
            }
            found.insert(relative)
        }
        guard !found.isEmpty else { return .failure(NotAnEdit(message: "nothing was edited")) }
        return .success(found.sorted())
    }
}
