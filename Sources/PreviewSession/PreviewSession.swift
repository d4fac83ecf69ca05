import Diagnostics
import Foundation
import PageIsolation
import SiteBuilder

/// The state a `precept watch` or `serve` session keeps between rebuilds: the memo the last build left
/// (`BuildMemo`, with every page's result in memory), which the next build runs against so that it
/// renders only the outputs whose inputs changed, and the recording of the fingerprint that follows a
/// build that wrote. The command feeds it the paths its file watcher reports and shows what it returns;
/// it watches, serves and prints nothing itself.
///
/// Call `rebuild` once with no paths for the first build, then once per batch of changes, one call at a
/// time, and `finish` at the end.
package struct PreviewSession: Sendable {
    /// Every build of the session starts from this request.
    package let request: BuildRequest
    /// The folders and file to watch, and the output folder to serve.
    package let paths: SiteBuild.Paths

    /// The last build that ran (not stopped by a fatal error), for its page results when it left no memo.
    private var previous: BuildReport?
    private var lastFailed = false
    /// What the output folder holds, as the last build that wrote left it.
    private var memo: BuildMemo?
    /// After a build wrote, its memo and the build fingerprint are recorded (`SiteBuild.Recording`), so
    /// `precept build` afterwards has nothing to do. That walks the whole site (0.3 s at 10,000 pages), so
    /// it waits for a quiet second, or for `finish`; a build that writes nothing keeps the last one pending.
    private var unrecorded: SiteBuild.Recording?
    private var recording: Task<Bool, Never>?

    /// A session that builds `request`, keeping page results in memory from one build to the next.
    package init(request: BuildRequest) {
        var request = request
        request.mode = .session
        self.request = request
        paths = SiteBuild(request).paths()
    }

    /// Builds after the files at `changed` (as the file watcher reports them: relative to the project root,
    /// or absolute) changed; with no paths, the first build. Open pages are told what to do through the update.
    package mutating func rebuild(_ changed: [String]) async -> PreviewUpdate {
        await stopRecording()
        var current = request
        current.warmPages = memo == nil ? previous?.warmPages ?? [:] : [:]
        let outcome = await SiteBuild(current).run(
            memo: memo, changed: changed.isEmpty ? nil : contentPaths(changed), recordsLater: true)
        let built = outcome.report
        if built.fatalError == nil { previous = built }
        memo = outcome.memo
        if let record = outcome.record { unrecorded = record }
        scheduleRecording()
        return update(of: built, changed: changed)
    }

    /// True when the session holds the memo of the output folder, so the next rebuild renders only what changed.
    package var hasMemo: Bool { memo != nil }

    /// Records what is not recorded yet and stops the session's workers; the session is over.
    package mutating func finish() async {
        if let task = recording {
            task.cancel()
            if await !task.value { unrecorded?.perform() }
        }
        await memo?.workers?.pool.shutdown()
    }

    /// The content-relative paths of `changed`, or nil when something outside the content folder changed
    /// (templates, configuration): every page is then read and compared by its content.
    private func contentPaths(_ changed: [String]) -> Set<String>? {
        let content = paths.content.standardizedFileURL.path
        var found = Set<String>()
        for path in changed {
            let absolute = path.hasPrefix("/") ? path : request.projectRoot.appendingPathComponent(path).standardizedFileURL.path
            guard absolute.hasPrefix(content + "/") else { return nil }
            found.insert(String(absolute.dropFirst(content.count + 1)))
        }
        return found
    }

    /// What `report` means for open pages.
    private mutating func update(of report: BuildReport, changed: [String]) -> PreviewUpdate {
        let failed = !report.succeeded || report.outputPath == nil
        let pages: PreviewUpdate.Pages
        if failed {
            pages = .showFailure(report.diagnostics.sorted.filter { $0.severity != .note }, fatal: report.fatalError)
        } else if !report.nothingChanged || lastFailed {
            pages = .reload(paths: report.writtenPaths + report.deletedPaths)
        } else {
            pages = .unchanged
        }
        lastFailed = failed
        return PreviewUpdate(
            report: report, changed: changed, failed: failed, pages: pages, editedPagesOnly: report.pagesRebuilt != nil)
    }

    private mutating func stopRecording() async {
        guard let task = recording else { return }
        task.cancel()
        if await task.value { unrecorded = nil }
        recording = nil
    }

    private mutating func scheduleRecording() {
        guard let pending = unrecorded else { return }
        recording = Task {
            do { try await Task.sleep(for: .seconds(1)) } catch { return false }
            pending.perform()
            return true
        }
    }
}
