import Diagnostics
import Dispatch
import Foundation
import PageIsolation
import PreviewServer
import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// `precept watch` and `precept serve`: build, then rebuild on every change to content, templates or
/// configuration; `serve` also serves the output folder with live reload.
struct PreviewCommand {
    var command: PreceptCommand

    func watch(_ args: CommandLineArguments) async throws(UsageError) -> Int32 {
        if args.help {
            command.output.standard(HelpText.watch)
            return PreceptCommand.exitSuccess
        }
        guard args.positional.isEmpty else { throw UsageError("unexpected argument '\(args.positional[0])'") }
        return await run(args, server: nil)
    }

    func serve(_ args: CommandLineArguments) async throws(UsageError) -> Int32 {
        if args.help {
            command.output.standard(HelpText.serve)
            return PreceptCommand.exitSuccess
        }
        guard args.positional.isEmpty else { throw UsageError("unexpected argument '\(args.positional[0])'") }
        return await run(args, server: HTTPServer.Configuration(host: args.host ?? "127.0.0.1", port: args.port ?? 8000))
    }

    private func run(_ args: CommandLineArguments, server serverConfiguration: HTTPServer.Configuration?) async -> Int32 {
        let output = command.output
        var request = BuildRequest(
            projectRoot: command.workingDirectory, configPath: args.config, contentDirectory: args.content,
            outputDirectory: args.output, templatesDirectory: args.templates, strict: args.strict ? true : nil)
        if args.noCache { request.cacheMode = .writeOnly }
        args.applyIsolation(to: &request)
        // The next rebuild takes unchanged pages' results from memory.
        request.keepsPageResults = true
        let paths = SiteBuild(request).paths()

        let hub = LiveReloadHub()
        var server: HTTPServer?
        let watcher: FileWatcher
        do {
            watcher = try FileWatcher(
                root: command.workingDirectory, trees: [paths.content, paths.templates], files: [paths.configuration])
        } catch {
            output.error("error: \(error)")
            server?.stop()
            return PreceptCommand.exitContentErrors
        }
        let (changes, continuation) = AsyncStream.makeStream(of: [String].self)
        let watchThread = Thread {
            while let changed = watcher.waitForChanges() { continuation.yield(changed) }
            continuation.finish()
        }
        watchThread.name = "precept-watch"
        watchThread.start()

        // Ctrl-C and SIGTERM end the loop below; the server then stops and the process exits 0.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let signals = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { watcher.stop() }
            source.resume()
            return source
        }

        var previous: BuildReport?
        var lastFailed = false
        // The site as last written, for the page-edit fast path; built in the background after a start
        // that found nothing to write.
        var snapshot: SiteSnapshot?
        var warmUp: Task<SiteSnapshot?, Never>?
        // Worker processes for edited pages, kept between edits so a save does not wait for one to start.
        var editPool: (pool: PageWorkerPool, limits: BuildLimits)?
        func pool(for snapshot: SiteSnapshot) async -> PageWorkerPool? {
            if let editPool, editPool.limits == snapshot.configuration.limits { return editPool.pool }
            await editPool?.pool.shutdown()
            editPool = snapshot.workerPool().map { ($0, snapshot.configuration.limits) }
            return editPool?.pool
        }
        func report(_ report: BuildReport, changed: [String], reloaded: Bool = false) {
            // A page edit of a process that died, undone before this build (`output.restored`).
            for diagnostic in report.diagnostics.sorted where diagnostic.id.family == .output {
                output.error(DiagnosticFormatter.text(diagnostic))
            }
            output.standard(Self.rebuildLine(report, changed: changed))
            let failed = !report.succeeded || report.outputPath == nil
            if failed {
                for diagnostic in report.diagnostics.sorted
                where diagnostic.severity == .error || (report.strict && diagnostic.severity == .warning) {
                    output.error("  " + DiagnosticFormatter.text(diagnostic))
                }
                if let fatal = report.fatalError { output.error("  error: \(fatal)") }
                hub.publishFailure(report.diagnostics.sorted.filter { $0.severity != .note }, fatal: report.fatalError)
            } else if (!report.nothingChanged || lastFailed) && !reloaded {
                hub.publishReload()
            }
            lastFailed = failed
        }
        // After a page edit, the edited pages' results go to the build cache and the build fingerprint is
        // recorded again (`SiteSnapshot.recordEdit`), so `precept build` afterwards has nothing to do. That
        // walks the whole site (0.3 s at 10,000 pages), so it waits for a quiet second, and for Ctrl-C.
        var unrecorded: Set<String> = []
        var recording: Task<Bool, Never>?
        func stopRecording() async {
            guard let task = recording else { return }
            task.cancel()
            if await task.value { unrecorded = [] }
            recording = nil
        }
        func scheduleRecording(_ snapshot: SiteSnapshot) {
            let paths = unrecorded.sorted()
            recording = Task {
                do { try await Task.sleep(for: .seconds(1)) } catch { return false }
                snapshot.recordEdit(of: paths)
                return true
            }
        }
        func fullRebuild(_ changed: [String]) async {
            unrecorded = []
            var current = request
            current.keepsSnapshot = true
            current.warmPages = snapshot?.warmPages ?? previous?.warmPages ?? [:]
            let built = await SiteBuild(current).run()
            if built.fatalError == nil { previous = built }
            snapshot = built.snapshot
            previous?.snapshot = nil
            report(built, changed: changed)
            if snapshot == nil, built.nothingChanged, built.succeeded {
                let build = SiteBuild(request)
                warmUp = Task { await build.snapshot() }
            }
        }
        /// Edits to existing pages take the fast path: the edited pages are written first, and the reload
        /// goes out right then when nothing else a browser shows changed; otherwise after the other files.
        func rebuild(_ changed: [String]) async {
            await stopRecording()
            if let pending = warmUp {
                snapshot = await pending.value
                warmUp = nil
            }
            if !changed.isEmpty, let current = snapshot,
                case .ready(var plan) = await PageEditBuild(current).prepare(changed, pool: await pool(for: current))
            {
                do {
                    let written = try plan.writePages()
                    let reloaded = !written.isEmpty && plan.onlyEditedPagesChange
                    if reloaded { hub.publishReload() }
                    let (edited, next) = try plan.finish()
                    snapshot = next
                    report(edited, changed: changed, reloaded: reloaded)
                    if edited.succeeded, !edited.nothingChanged {
                        unrecorded.formUnion(plan.editedPaths)
                        scheduleRecording(next)
                    }
                    return
                } catch {
                    // A file could not be written: the whole build puts the output right.
                    snapshot = nil
                }
            }
            await fullRebuild(changed)
        }
        // The first build finishes before the server starts, so no page sees its reload.
        await fullRebuild([])
        if let serverConfiguration {
            do {
                let started = try HTTPServer(configuration: serverConfiguration)
                let site = PreviewSite(root: paths.output, hub: hub, port: started.port, host: serverConfiguration.host)
                started.start { site.handle($0) }
                server = started
                if !["127.0.0.1", "localhost", "::1", "[::1]"].contains(serverConfiguration.host) {
                    output.error(
                        "warning: serving on \(serverConfiguration.host): other machines on the network can read the site")
                }
                let shownHost = serverConfiguration.host.contains(":") ? "[\(serverConfiguration.host)]" : serverConfiguration.host
                output.standard("Serving \(paths.outputDisplay)/ at http://\(shownHost):\(started.port)/ (Ctrl-C to stop)")
            } catch {
                output.error("error: \(error)")
                watcher.stop()
                return PreceptCommand.exitContentErrors
            }
        }

        if server == nil { output.standard("Watching for changes (Ctrl-C to stop)") }
        for await changed in changes {
            await rebuild(changed)
        }
        if let task = recording {
            task.cancel()
            if await !task.value, let snapshot { snapshot.recordEdit(of: unrecorded.sorted()) }
        }
        await editPool?.pool.shutdown()
        for source in signals { source.cancel() }
        hub.close()
        server?.stop()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        output.standard("Stopped")
        return PreceptCommand.exitSuccess
    }

    /// `12:04:31 content/a.md changed: 3 files written in 0.05 s; 0 errors, 1 warning`.
    static func rebuildLine(_ report: BuildReport, changed: [String]) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        let time = formatter.string(from: Date())
        let what: String
        switch changed.count {
        case 0: what = "initial build"
        case 1: what = "\(changed[0]) changed"
        default: what = "\(changed[0]) and \(changed.count - 1) more changed"
        }
        let seconds = String(format: "%.2f s", report.duration)
        let summary = DiagnosticFormatter.summary(report.diagnostics, pageCount: report.pageCount)
        let outcome: String
        if report.fatalError != nil || report.outputPath == nil || !report.succeeded {
            outcome = "build failed in \(seconds), the last good site stays"
        } else if report.nothingChanged {
            outcome = "nothing to write (\(seconds))"
        } else {
            let written = report.writtenPaths.count
            let deleted = report.deletedPaths.count
            outcome = "\(CountText.of(written, "file")) written\(deleted > 0 ? ", \(CountText.number(deleted)) deleted" : "") in \(seconds)"
        }
        return "\(time) \(what): \(outcome); \(summary)"
    }
}
