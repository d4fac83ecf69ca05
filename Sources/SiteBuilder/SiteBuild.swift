import Diagnostics
import Foundation
import Guidelines
import PageIsolation
import Templates

/// Runs a whole build as a list of named steps: configure, scan, process pages concurrently, assemble,
/// render, and write atomically. Content problems become diagnostics; only environment failures stop it.
public struct SiteBuild: Sendable {
    public static let version = "0.1.0"
    public static var generator: String { "Precept \(version)" }

    public var request: BuildRequest

    public init(_ request: BuildRequest) {
        self.request = request
    }

    public func run() async -> BuildReport {
        let clock = ContinuousClock()
        let start = clock.now
        BuildTimings.begin()
        var diagnostics = DiagnosticCollection()
        var report = BuildReport(
            diagnostics: diagnostics, pageCount: 0, filesWritten: 0, outputPath: nil,
            duration: 0, fatalError: nil, strict: request.strict ?? false)
        // Notes about the output folder itself belong to this build's report only: never recorded, never
        // part of a snapshot's diagnostics.
        var outputNotes: [Diagnostic] = []
        func finish(_ fatal: String? = nil) -> BuildReport {
            report.diagnostics = diagnostics
            report.diagnostics.append(contentsOf: outputNotes)
            report.fatalError = fatal
            let elapsed = (clock.now - start).components
            report.duration = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            return report
        }

        // A page edit whose process died part-way is undone before anything looks at the output folder.
        if request.writeOutput {
            let (config, _, configError) = configuration()
            if configError == nil {
                let recovery = OutputReplacementJournal.recover(resolve(config.outputDirectory))
                if let busy = recovery.busyMessage(display: config.outputDirectory) { return finish(busy) }
                if let note = recovery.note(display: config.outputDirectory) { outputNotes.append(note) }
            }
            CrashInjection.point("after-recovery")
        }

        // The no-op fast path: nothing the output depends on changed since the last successful build.
        let fingerprint: BuildFingerprint.Pending?
        switch BuildFingerprint.check(self) {
        case .upToDate(let upToDate):
            (report, diagnostics) = (upToDate, upToDate.diagnostics)
            return finish()
        case .run(let pending, let edits):
            fingerprint = pending
            BuildTimings.mark("fingerprint check")
            // The page-edit path: a few existing pages changed and nothing else did.
            if let pending, let edits {
                switch await editBuild(pending, edits) {
                case .built(let built):
                    (report, diagnostics) = (built, built.diagnostics)
                    return finish()
                case .fullBuild(let reason): report.fullBuildReason = reason
                }
                BuildTimings.note("whole build: \(report.fullBuildReason ?? "")")
            }
        }

        let loaded: LoadedSite
        switch await load() {
        case .failure(let failure):
            diagnostics.append(contentsOf: failure.diagnostics)
            return finish(failure.message)
        case .success(let site):
            loaded = site
        }
        let (config, listing, site, contentURL) = (loaded.configuration, loaded.listing, loaded.site, loaded.contentURL)
        let outputURL = resolve(config.outputDirectory)
        diagnostics.append(contentsOf: loaded.diagnostics.diagnostics)
        report.strict = config.strict
        report.pageCount = site.pages.count
        report.pagesFromCache = loaded.pagesFromCache
        report.warmPages = loaded.warmPages

        // Render through the theme.
        let theme: Theme
        do {
            theme = try Theme.load(overriding: templatesURL(config), display: config.templatesDirectory ?? "templates")
        } catch {
            return finish("cannot read the templates folder: \(error.localizedDescription)")
        }
        let renderer = SiteRenderer(theme: theme, generator: Self.generator)
        let (library, templateErrors) = renderer.loadLibrary()
        diagnostics.append(contentsOf: templateErrors)
        guard let library else { return finish() }
        BuildTimings.mark("templates")
        // Pages are written as they finish rendering, into temporaries or a staging folder that become
        // visible only when the whole build succeeds.
        func clean() -> Bool { !(diagnostics.hasErrors || (config.strict && diagnostics.warningCount > 0)) }
        var session: OutputSession?
        if request.writeOutput, clean() {
            let writer = OutputWriter(output: outputURL, content: contentURL, projectRoot: request.projectRoot)
            do {
                session = try IncrementalOutputWriter(writer).begin(replacingEverything: !request.cacheMode.reads)
            } catch {
                return finish(error.description)
            }
        }
        var record: SiteRenderer.Record? = request.keepsSnapshot ? SiteRenderer.Record() : nil
        do {
            diagnostics.append(contentsOf: try renderer.render(site, library: library, into: session, record: &record))
            BuildTimings.mark("render and write")
            if let session, clean() {
                for path in listing.staticFiles {
                    guard let data = try? Data(contentsOf: contentURL.appendingPathComponent(path)) else {
                        diagnostics.append(
                            .error(
                                "page.unreadable", "cannot read '\(path)'", at: nil,
                                notes: [CachedPageProcessing.unreadableNote]))
                        continue
                    }
                    try session.add(OutputFile(path: path, data: data))
                }
            }
        } catch {
            session?.abort()
            return finish(error.description)
        }

        // Make the output visible, only when the build is clean enough.
        guard request.writeOutput else { return finish() }
        report.outputPath = config.outputDirectory
        guard let session, clean() else {
            session?.abort()
            report.outputPath = nil
            if let record {
                // What `watch` needs to report further failing edits quickly; the output is behind it.
                report.snapshot = SiteSnapshot(
                    request: request, loaded: loaded, outputURL: outputURL, theme: theme, library: library, record: record,
                    fingerprint: nil, diagnostics: diagnostics)
                report.snapshot?.outputIsBehind = true
            }
            return finish()
        }
        do {
            let summary = try session.commit()
            BuildTimings.mark("commit")
            (report.writtenPaths, report.deletedPaths) = (summary.written, summary.deleted)
            report.nothingChanged = request.cacheMode.reads && summary.nothingChanged
            report.filesWritten = report.writtenPaths.count
            fingerprint?.record(
                keys: loaded.pageKeys, pageCount: report.pageCount, pagesFromCache: listing.pages.count,
                diagnostics: diagnostics.diagnostics)
            BuildTimings.mark("record fingerprint")
            if let record {
                report.snapshot = SiteSnapshot(
                    request: request, loaded: loaded, outputURL: outputURL, theme: theme, library: library, record: record,
                    fingerprint: fingerprint, diagnostics: diagnostics)
            }
        } catch {
            report.outputPath = nil
            return finish(error.description)
        }
        return finish()
    }

    /// A failure that stops loading: an environment problem, with the diagnostics found before it.
    public struct LoadFailure: Error, Sendable {
        public var message: String
        public var diagnostics: [Diagnostic]
    }

    /// Configure, scan, process every page concurrently and assemble the site: everything but rendering and
    /// writing. Pages in `given` (content-relative path → cache key and result) take that result instead of
    /// being read, and the cache is then left as it is (the page-edit path cleans it up itself).
    package func load(given: [String: (key: String, result: PageResult)] = [:]) async -> Result<LoadedSite, LoadFailure> {
        let (config, configDiagnostics, configError) = configuration()
        if let configError { return .failure(LoadFailure(message: configError, diagnostics: configDiagnostics)) }
        var diagnostics = DiagnosticCollection(configDiagnostics)
        let contentURL = resolve(config.contentDirectory)
        let listing: ContentScanner.Listing
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentURL.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .failure(
                LoadFailure(
                    message: "the content folder '\(config.contentDirectory)' does not exist or is not a folder"
                        + " (set 'content:' in precept.yml or pass --content)",
                    diagnostics: diagnostics.diagnostics))
        }
        do {
            listing = try ContentScanner().scan(contentURL)
            BuildTimings.mark("configure and scan")
        } catch {
            return .failure(
                LoadFailure(
                    message: "cannot read the content folder '\(config.contentDirectory)': \(error.localizedDescription)",
                    diagnostics: diagnostics.diagnostics))
        }
        let display = config.contentDirectory
        for (path, reason) in listing.skipped {
            diagnostics.append(
                .warning(
                    "content.skipped", "'\(path)' was left out: \(reason)",
                    at: SourceLocation(path: display.isEmpty ? path : display + "/" + path, line: 1, column: 1)))
        }
        if listing.pages.isEmpty {
            diagnostics.append(
                .warning(
                    "content.empty", "the content folder '\(display)' has no Markdown pages; the site has only its index",
                    at: nil, notes: ["add .md files to '\(display)', or point --content or 'content:' in precept.yml at the right folder"]))
        }
        let baseDiagnostics = diagnostics.diagnostics
        let processor = Self.processor(config)
        let (cache, cacheNotes) = PageCache.open(
            resolve(PageCache.directoryName), mode: request.cacheMode, display: PageCache.directoryName)
        diagnostics.append(contentsOf: cacheNotes)
        let pool = workerPool(config.limits)
        // The entries of the last recorded build stay until a build records a new fingerprint, so that after
        // a failed build the page-edit path still finds the previous results of the pages edited since.
        let recordedKeys = request.cacheMode.writes && given.isEmpty ? BuildFingerprint.recordedKeys(in: cache?.directory) : []
        let processed = await CachedPageProcessing(
            cache: cache, processor: processor, warm: request.warmPages, pool: pool,
            spillsBodies: request.writeOutput && !request.keepsPageResults && !request.keepsSnapshot, given: given,
            cleansCache: given.isEmpty, alsoKeeps: recordedKeys
        ).run(listing.pages, in: contentURL, display: config.contentDirectory)
        await pool?.shutdown()
        BuildTimings.mark("pool shutdown")
        diagnostics.append(contentsOf: processed.diagnostics)
        let results = processed.results
        var pages: [Page] = []
        for result in results {
            diagnostics.append(contentsOf: result.diagnostics)
            if let page = result.page { pages.append(page) }
        }
        var (site, siteDiagnostics) = SiteAssembler(configuration: config).assemble(pages, staticFiles: Set(listing.staticFiles))
        site.bodies = processed.bodies
        diagnostics.append(contentsOf: siteDiagnostics)
        diagnostics = SeverityOverrides(config.severityOverrides).apply(to: diagnostics)
        BuildTimings.mark("assemble site")
        return .success(
            LoadedSite(
                configuration: config, contentURL: contentURL, listing: listing, site: site, diagnostics: diagnostics,
                warmPages: request.keepsPageResults ? processed.warm : [:], pagesFromCache: processed.fromCache,
                pageKeys: Dictionary(
                    zip(listing.pages, processed.keys).compactMap { path, key in key.map { (path, $0) } },
                    uniquingKeysWith: { first, _ in first }),
                pageResults: results, baseDiagnostics: baseDiagnostics))
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

    func resolve(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : request.projectRoot.appendingPathComponent(path)
    }

    func templatesURL(_ config: SiteConfiguration) -> URL? {
        if let dir = config.templatesDirectory { return resolve(dir) }
        let fallback = resolve("templates")
        return FileManager.default.fileExists(atPath: fallback.path) ? fallback : nil
    }

    func configuration() -> (SiteConfiguration, [Diagnostic], String?) {
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
        return (config, diagnostics, nil)
    }
}
