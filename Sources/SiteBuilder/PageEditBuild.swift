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
        let impact = OutputImpact(old: snapshot.site, new: new.site, newNavigation: views.navigation, editedPaths: Set(editedPages.keys))
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

extension SiteSnapshot {
    /// Puts edited versions of shown pages (same paths, same folders) in the site and redoes the site-wide
    /// checks they can change: their links, the links that name their anchors, duplicate ids and color conflicts.
    mutating func updateSite(_ edited: [String: (old: Page, new: Page)]) {
        guard !edited.isEmpty else { return }
        // A group holds the pages of one folder (`SiteAssembler.groups`).
        let folders = Set(edited.values.map { $0.new.source.folder ?? "" })
        for (number, group) in site.groups.enumerated() where folders.contains(group.pages.first?.source.folder ?? "") {
            guard group.pages.contains(where: { edited[$0.source.relativePath] != nil }) else { continue }
            site.groups[number].pages = group.pages.map { edited[$0.source.relativePath]?.new ?? $0 }
                .sorted(by: SiteAssembler.readingOrder)
        }
        var recheck = Set<String>()
        for (path, pages) in edited {
            recheck.insert(path)
            if LinkValidator.anchors(of: pages.old) != LinkValidator.anchors(of: pages.new) {
                links.updateAnchors(of: pages.new)
                recheck.formUnion(anchorDependents[path] ?? [])
            }
            let (oldTargets, newTargets) = (LinkValidator.anchorTargets(of: pages.old), LinkValidator.anchorTargets(of: pages.new))
            for target in oldTargets.subtracting(newTargets) { anchorDependents[target]?.remove(path) }
            for target in newTargets.subtracting(oldTargets) { anchorDependents[target, default: []].insert(path) }
        }
        for path in recheck {
            guard let page = page(path), configuration.includeDrafts || !page.isDraft else { continue }
            let found = links.validate(page)
            if linkDiagnostics[path] ?? [] != found { linkDiagnostics[path] = found.isEmpty ? nil : found }
        }
        if edited.values.contains(where: { $0.old.id != $0.new.id }) {
            duplicateIdDiagnostics = SiteAssembler.duplicateIds(visiblePages)
        }
        if edited.values.contains(where: { $0.old.colorTables != $0.new.colorTables }) {
            colorDiagnostics = SiteAssembler.colorConflicts(visiblePages)
        }
    }
}
