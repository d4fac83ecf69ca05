import Diagnostics
import Foundation
import Guidelines
import OutputStore
import PageCache
import PageIsolation
import SiteModel
import SiteRendering
import Synchronization
import Templates

/// Runs a build as a list of named stages over a memo (`BuildMemo`): configure, recover, check the
/// fingerprint, load the pages (each result keyed by its content), assemble the site, declare every output
/// with the digest of its inputs, render and write the outputs whose inputs changed, record. A whole build
/// is this evaluation with no memo; `build` after an edit runs it with the memo stored by the last build,
/// `watch` and `serve` with the one the last build of the session left in memory. Content problems become
/// diagnostics; a page with an error is held back (`PageHoldBack`) while the rest is published; only failures
/// outside the pages (configuration, templates, I/O) leave the output as it was.
public struct SiteBuild: Sendable {
    public static let version = "0.1.0"
    public static var generator: String { "Precept \(version)" }

    public var request: BuildRequest

    public init(_ request: BuildRequest) {
        self.request = request
    }

    /// A whole build, or a no-op when the fingerprint finds nothing changed.
    public func run() async -> BuildReport {
        await run(memo: nil).report
    }

    /// What a run leaves: its report and the memo for the next build of a session (nil for `check`).
    package struct Outcome: Sendable {
        package var report: BuildReport
        package var memo: BuildMemo?
        /// Records the build fingerprint and stores the memo, when the build wrote; `run` does it at once
        /// unless asked to leave it to the caller (`watch` does it after the browser reloaded).
        package var record: Recording?
    }

    /// Runs the stages. `memo` is the previous build of this session (nil: the stored one, when the output
    /// folder is as it recorded); `changed` lists the content-relative paths of the pages the caller knows
    /// changed since (nil: every page is read and compared by its content).
    package func run(memo previous: BuildMemo?, changed: Set<String>? = nil, recordsLater: Bool = false) async -> Outcome {
        var run = BuildRun(build: self)
        let began = BuildFingerprint.now()
        BuildTimings.begin()
        // Configure: precept.yml is read once and the resolved value passed down.
        let (config, configDiagnostics, configError) = configuration()
        if let configError { return run.finish(configError, diagnostics: configDiagnostics, memo: previous) }
        // Recover: a write whose process died part-way is undone before anything looks at the output.
        if request.mode.writesOutput {
            let recovery = OutputReplacementJournal.recover(outputFolder(config))
            if let busy = recovery.busyMessage(display: config.outputDirectory) { return run.finish(busy, memo: previous) }
            if let note = recovery.note(display: config.outputDirectory) { run.outputNotes.append(note) }
            CrashInjection.point("after-recovery")
        }
        // Fingerprint: the no-op fast path, and whether the stored memo describes the output folder.
        let cacheDirectory = resolve(PageCache.directoryName)
        var memo = previous
        // A session's memo describes the output only while the output folder is there.
        if memo != nil,
            !FileManager.default.fileExists(atPath: outputFolder(config).appendingPathComponent(OutputWriter.markerName).path)
        {
            memo = nil
        }
        var pending: BuildFingerprint.Pending?
        var recorded: BuildFingerprint.RecordedPages?
        var pendingLater = false
        if request.mode.writesOutput, request.cacheMode == .readWrite {
            if memo == nil {
                // The stored memo is read on another core while the fingerprint is checked: a build after an edit
                // needs both (0.05 and 0.07 s at 10,000 pages); a no-op build returns without waiting for it.
                let stored = Mutex<BuildMemo?>(nil)
                let reading = DispatchGroup()
                DispatchQueue.global().async(group: reading) {
                    let read = BuildMemo.stored(in: cacheDirectory)
                    stored.withLock { $0 = read }
                }
                func storedMemo() -> BuildMemo? {
                    reading.wait()
                    return stored.withLock { $0 }
                }
                switch BuildFingerprint.check(self, config: config) {
                case .upToDate(let report):
                    // A session goes on to load the site against the stored memo, to keep it for the next build.
                    guard request.mode.keepsResults else { return Outcome(report: report, memo: nil) }
                    pending = BuildFingerprint.pending(self, config: config)
                    memo = storedMemo()
                case .run(let found, let outputAsRecorded, let pages):
                    pending = found
                    recorded = pages
                    if outputAsRecorded { memo = storedMemo() }
                    if memo == nil { run.report.fullBuildReason = "the last build left no memo of the output folder" }
                }
            } else {
                // A session's build walks the content for the fingerprint when it records, after the reload.
                pendingLater = true
            }
            BuildTimings.mark("fingerprint check")
        }
        if !request.mode.writesOutput { memo = nil }
        // Pages and site: every page's result by its content key, then the site and its site-wide checks. A page with
        // an error is held back (its previous version published, or left out) by a build that writes; a strict
        // build writes nothing with an error, and takes the pages as read.
        var loaded: LoadedSite
        switch await load(
            config: (config, configDiagnostics), memo: memo, changed: memo == nil ? nil : changed, recorded: recorded,
            holdsBack: request.mode.writesOutput && !config.strict)
        {
        case .failure(let failure): return run.finish(failure.message, diagnostics: failure.diagnostics, memo: previous)
        case .success(let site): loaded = site
        }
        run.adopt(loaded)
        // Versions: each of `versions:` built into the cache, its files declared below with the site's own.
        let versions = await VersionSites(build: self, config: loaded.configuration).run(
            currentPages: Set(loaded.site.readingOrder.mapPages(\.source.outputPath)))
        run.diagnostics.append(contentsOf: versions.diagnostics)
        (run.report.versionsBuilt, run.report.versionPagesProcessed) = (versions.built, versions.pagesProcessed)
        if let failure = versions.failure { return run.finish(failure, memo: previous) }
        if let menu = versions.menu {
            loaded.configuration.versionMenu = menu
            loaded.site.configuration.versionMenu = menu
        }
        loaded.configuration.versionChanges = versions.changes
        loaded.site.configuration.versionChanges = versions.changes
        // Theme.
        let theme: Theme
        do {
            theme = try Theme.load(overriding: templatesURL(config), display: config.templatesDirectory ?? "templates")
        } catch {
            return run.finish("cannot read the templates folder: \(error.localizedDescription)", memo: previous)
        }
        let renderer = SiteRenderer(theme: theme, generator: Self.generator)
        let (library, templateErrors) = renderer.loadLibrary()
        run.diagnostics.append(contentsOf: templateErrors)
        if loaded.configuration.versionMenu != nil { run.diagnostics.append(contentsOf: renderer.versionMenuWarnings()) }
        guard let library else { return run.finish(memo: previous) }
        BuildTimings.mark("templates")
        // Outputs: each declared with its inputs; then rendered and written where they changed.
        let outputs = OutputStage(
            build: self, loaded: loaded, theme: theme, renderer: renderer, library: library,
            siteInputs: BuildFingerprint.inputs(self, theme: theme) + loaded.configuration.outputsTag
                + (loaded.configuration.versionMenu?.digest ?? ""),
            versionFiles: versions.files, memo: memo)
        let fingerprint: SiteBuild.Recording.Fingerprint =
            pendingLater ? .later(self, config, began: began) : pending.map { .now($0) } ?? .none
        let outcome = await outputs.run(&run, previous: previous, fingerprint: fingerprint, recordsLater: recordsLater)
        if request.exitsAfter {
            LeftForExit.keep(loaded)
            LeftForExit.keep(outcome)
        }
        return outcome
    }

    /// A failure that stops loading: an environment problem, with the diagnostics found before it.
    public struct LoadFailure: Error, Sendable {
        public var message: String
        public var diagnostics: [Diagnostic]
    }

    /// The per-page half as the configuration sets it up.
    static func processor(_ config: SiteConfiguration) -> PageProcessor {
        PageProcessor(options: config.pageOptions)
    }

    /// Worker processes for this build's pages, or nil when pages run in this process.
    package func workerPool(_ limits: BuildLimits) -> PageWorkerPool? {
        guard case .workers(let executable) = request.isolation else { return nil }
        let seconds = request.pageTimeSeconds ?? limits.pageTimeSeconds
        let settings = IsolationSettings(
            mode: request.isolation, workerCount: request.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            timeBudget: .milliseconds(Int64((seconds * 1000).rounded())), memoryBudgetMB: request.pageMemoryMB ?? limits.pageMemoryMB)
        return PageWorkerPool(executable: executable, settings: settings)
    }

    /// `path` from the project's root (or as it is, when absolute).
    package func resolve(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : request.projectRoot.appendingPathComponent(path)
    }

    func templatesURL(_ config: SiteConfiguration) -> URL? {
        if let dir = config.templatesDirectory { return resolve(dir) }
        let fallback = resolve("templates")
        return FileManager.default.fileExists(atPath: fallback.path) ? fallback : nil
    }

    /// `precept.yml` (or `--config`) with the command-line overrides applied, its diagnostics, and the
    /// message of an error that stops the build.
    package func configuration() -> (SiteConfiguration, [Diagnostic], String?) {
        var config = SiteConfiguration()
        var diagnostics: [Diagnostic] = []
        let path = request.configPath ?? ConfigurationLoader.fileName
        let url = resolve(path)
        if FileManager.default.fileExists(atPath: url.path) {
            guard let data = try? Data(contentsOf: url) else { return (config, [], "cannot read '\(path)'") }
            (config, diagnostics) = ConfigurationLoader().load(text: String(decoding: data, as: UTF8.self), path: path)
        } else if request.configPath != nil {
            return (config, [], "the configuration file '\(path)' does not exist")
        }
        if let v = request.contentDirectory { config.contentDirectory = v }
        if let v = request.outputDirectory { config.outputDirectory = v }
        if let v = request.templatesDirectory { config.templatesDirectory = v }
        if let v = request.strict, v { config.strict = true }
        if let v = request.verify { config.verify = v }
        if let version = request.version {
            // A version is built as it was, under `v/<name>/` of the site, never strict: its revision is not edited.
            config.versions = []
            config.versionMenu = version.menu
            config.strict = false
            if let base = config.baseURL { config.baseURL = (base.hasSuffix("/") ? base : base + "/") + "v/\(version.name)/" }
        }
        if !request.mode.writesOutput { config.versions = [] }
        if let message = outsideConfinement(config) { return (config, diagnostics, message) }
        return (config, diagnostics, nil)
    }

    /// Why `config` may not be read when the request is confined to a folder (a revision's tree): the first folder
    /// or file it names for reading whose real path lies outside; nil when all are inside, or nothing confines.
    func outsideConfinement(_ config: SiteConfiguration) -> String? {
        guard let root = request.confinedTo else { return nil }
        let rootPath = root.resolvingSymlinksInPath().path
        // The templates folder is checked when named and when it is the default `templates/`, which a revision may
        // commit as a link; precept.yml itself too.
        let named =
            [
                ("content", config.contentDirectory), ("templates", config.templatesDirectory ?? "templates"),
                ("config", request.configPath ?? ConfigurationLoader.fileName),
            ] + config.verify.map { ("verify", $0.path) }
        for (key, path) in named {
            let real = resolve(path).resolvingSymlinksInPath().path
            guard real != rootPath, !real.hasPrefix(rootPath + "/") else { continue }
            return "the revision's configuration names '\(path)' for '\(key):', which is outside the revision's files; "
                + "a revision is read only from its own files"
        }
        return nil
    }
}
