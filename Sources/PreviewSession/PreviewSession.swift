import Diagnostics
import PageIsolation
import SiteBuilder

/// The state a `precept watch` or `serve` session keeps between rebuilds, and the choice each rebuild
/// makes: the page-edit path for edits to existing pages while the site as last written is known (a
/// `SiteSnapshot`), a whole build otherwise. The command feeds it the paths its file watcher reports and
/// shows what it returns; it watches, serves and prints nothing itself.
///
/// Call `rebuild` once with no paths for the first build, then once per batch of changes, one call at a
/// time, and `finish` at the end.
package struct PreviewSession: Sendable {
    /// Every build of the session starts from this request.
    package let request: BuildRequest
    /// The folders and file to watch, and the output folder to serve.
    package let paths: SiteBuild.Paths

    /// The last whole build that ran (not stopped by a fatal error), for its page results.
    private var previous: BuildReport?
    private var lastFailed = false
    /// The site as last written, for the page-edit path; built in the background (`warmUp`) after a start
    /// that found nothing to write.
    private var snapshot: SiteSnapshot?
    private var warmUp: Task<SiteSnapshot?, Never>?
    /// Worker processes for edited pages, kept between edits so a save does not wait for one to start.
    private var editPool: (pool: PageWorkerPool, limits: BuildLimits)?
    /// After a page edit the edited pages' results go to the build cache and the build fingerprint is
    /// recorded again (`SiteSnapshot.recordEdit`), so `precept build` afterwards has nothing to do. That
    /// walks the whole site (0.3 s at 10,000 pages), so it waits for a quiet second, or for `finish`.
    private var unrecorded: Set<String> = []
    private var recording: Task<Bool, Never>?

    /// A session that builds `request`, keeping page results in memory from one build to the next.
    package init(request: BuildRequest) {
        var request = request
        request.keepsPageResults = true
        self.request = request
        paths = SiteBuild(request).paths()
    }

    /// Builds after the files at `changed` (as the file watcher reports them: relative to the project root,
    /// or absolute) changed; with no paths, the first build. Edits to existing pages take the page-edit
    /// path: the edited pages are written first, and when nothing else a browser shows changed,
    /// `reloadNow` is called with their output paths right then, before the other files are written.
    package mutating func rebuild(_ changed: [String], reloadNow: @Sendable ([String]) -> Void = { _ in }) async -> PreviewUpdate {
        await stopRecording()
        _ = await waitForWarmUp()
        if !changed.isEmpty, let current = snapshot,
            case .ready(var plan) = await PageEditBuild(current).prepare(changed, pool: await pool(for: current))
        {
            do {
                let written = try plan.writePages()
                let reloaded = !written.isEmpty && plan.onlyEditedPagesChange
                if reloaded { reloadNow(written) }
                let (edited, next) = try plan.finish()
                snapshot = next
                let update = outcome(of: edited, changed: changed, reloaded: reloaded ? written : nil, editedPagesOnly: true)
                if edited.succeeded, !edited.nothingChanged {
                    unrecorded.formUnion(plan.editedPaths)
                    scheduleRecording(next)
                }
                return update
            } catch {
                // A file could not be written: the whole build puts the output right.
                snapshot = nil
            }
        }
        return await fullRebuild(changed)
    }

    /// Waits for the snapshot that a start with nothing to write builds in the background (`rebuild` waits
    /// for it too); true when the site as last written is known, so an edit to existing pages can take the
    /// page-edit path. The snapshot is of the files as they are when it is made: an edit saved meanwhile
    /// leaves it nil, and the next rebuild is a whole build.
    package mutating func waitForWarmUp() async -> Bool {
        if let pending = warmUp {
            snapshot = await pending.value
            warmUp = nil
        }
        return snapshot != nil
    }

    /// Records the edits not recorded yet and stops the edit workers; the session is over.
    package mutating func finish() async {
        if let task = recording {
            task.cancel()
            if await !task.value, let snapshot { snapshot.recordEdit(of: unrecorded.sorted()) }
        }
        await editPool?.pool.shutdown()
    }

    private mutating func fullRebuild(_ changed: [String]) async -> PreviewUpdate {
        unrecorded = []
        var current = request
        current.keepsSnapshot = true
        current.warmPages = snapshot?.warmPages ?? previous?.warmPages ?? [:]
        let built = await SiteBuild(current).run()
        if built.fatalError == nil { previous = built }
        snapshot = built.snapshot
        previous?.snapshot = nil
        let update = outcome(of: built, changed: changed, reloaded: nil, editedPagesOnly: false)
        if snapshot == nil, built.nothingChanged, built.succeeded {
            let build = SiteBuild(request)
            warmUp = Task { await build.snapshot() }
        }
        return update
    }

    /// What `report` means for open pages; `reloaded` holds the output paths they were already told to
    /// reload for.
    private mutating func outcome(of report: BuildReport, changed: [String], reloaded: [String]?, editedPagesOnly: Bool)
        -> PreviewUpdate
    {
        let failed = !report.succeeded || report.outputPath == nil
        let pages: PreviewUpdate.Pages
        if failed {
            pages = .showFailure(report.diagnostics.sorted.filter { $0.severity != .note }, fatal: report.fatalError)
        } else if let reloaded {
            pages = .reloaded(paths: reloaded)
        } else if !report.nothingChanged || lastFailed {
            pages = .reload(paths: report.writtenPaths + report.deletedPaths)
        } else {
            pages = .unchanged
        }
        lastFailed = failed
        return PreviewUpdate(report: report, changed: changed, failed: failed, pages: pages, editedPagesOnly: editedPagesOnly)
    }

    private mutating func pool(for snapshot: SiteSnapshot) async -> PageWorkerPool? {
        if let editPool, editPool.limits == snapshot.configuration.limits { return editPool.pool }
        await editPool?.pool.shutdown()
        editPool = snapshot.workerPool().map { ($0, snapshot.configuration.limits) }
        return editPool?.pool
    }

    private mutating func stopRecording() async {
        guard let task = recording else { return }
        task.cancel()
        if await task.value { unrecorded = [] }
        recording = nil
    }

    private mutating func scheduleRecording(_ snapshot: SiteSnapshot) {
        let paths = unrecorded.sorted()
        recording = Task {
            do { try await Task.sleep(for: .seconds(1)) } catch { return false }
            snapshot.recordEdit(of: paths)
            return true
        }
    }
}
