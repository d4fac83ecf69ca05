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
        // What the last build that wrote left: the next build runs against it and renders only the outputs
        // whose inputs changed.
        var memo: BuildMemo?
        let contentPath = paths.content.standardizedFileURL.path
        /// The content-relative paths of `changed`, or nil when something outside the content folder changed
        /// (templates, configuration), so every page is read and compared by its content.
        func contentPaths(_ changed: [String]) -> Set<String>? {
            var found = Set<String>()
            for path in changed {
                let absolute =
                    path.hasPrefix("/") ? path : command.workingDirectory.appendingPathComponent(path).standardizedFileURL.path
                guard absolute.hasPrefix(contentPath + "/") else { return nil }
                found.insert(String(absolute.dropFirst(contentPath.count + 1)))
            }
            return found
        }
        func report(_ report: BuildReport, changed: [String]) {
            // A page edit of a process that died, undone before this build (`output.restored`).
            for diagnostic in report.diagnostics.sorted where diagnostic.id.hasPrefix("output.") {
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
            } else if !report.nothingChanged || lastFailed {
                hub.publishReload()
            }
            lastFailed = failed
        }
        // After a build wrote, its memo and the build fingerprint are recorded (`SiteBuild.Recording`), so
        // `precept build` afterwards has nothing to do. That walks the whole site (0.3 s at 10,000 pages), so
        // it waits for a quiet second, and for Ctrl-C; a build that writes nothing keeps the last one pending.
        var unrecorded: SiteBuild.Recording?
        var recording: Task<Bool, Never>?
        func stopRecording() async {
            guard let task = recording else { return }
            task.cancel()
            if await task.value { unrecorded = nil }
            recording = nil
        }
        func scheduleRecording() {
            guard let pending = unrecorded else { return }
            recording = Task {
                do { try await Task.sleep(for: .seconds(1)) } catch { return false }
                pending.perform()
                return true
            }
        }
        func rebuild(_ changed: [String]) async {
            await stopRecording()
            var current = request
            current.warmPages = memo == nil ? previous?.warmPages ?? [:] : [:]
            let outcome = await SiteBuild(current).run(
                memo: memo, changed: changed.isEmpty ? nil : contentPaths(changed), recordsLater: true)
            let built = outcome.report
            if built.fatalError == nil { previous = built }
            memo = outcome.memo
            report(built, changed: changed)
            if let record = outcome.record { unrecorded = record }
            scheduleRecording()
        }
        // The first build finishes before the server starts, so no page sees its reload.
        await rebuild([])
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
            if await !task.value { unrecorded?.perform() }
        }
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
