import Diagnostics
import Dispatch
import Foundation
import PreviewServer
import PreviewSession
import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// `precept watch` and `precept serve`: build, then rebuild on every change to content, templates or
/// configuration; `serve` also serves the output folder with live reload.
struct PreviewCommand {
    var command: PreceptCommand

    func watch(_ args: CommandLineArguments) async -> Int32 {
        return await run(args, server: nil)
    }

    func serve(_ args: CommandLineArguments) async -> Int32 {
        return await run(args, server: HTTPServer.Configuration(host: args.host ?? "127.0.0.1", port: args.port ?? 8000))
    }

    private func run(_ args: CommandLineArguments, server serverConfiguration: HTTPServer.Configuration?) async -> Int32 {
        let output = command.output
        var request = BuildRequest(
            projectRoot: command.workingDirectory, configPath: args.config, contentDirectory: args.content,
            outputDirectory: args.output, templatesDirectory: args.templates, strict: args.strict ? true : nil)
        if args.noCache { request.cacheMode = .writeOnly }
        args.applyIsolation(to: &request)
        var session = PreviewSession(request: request)
        let paths = session.paths

        let hub = LiveReloadHub()
        var server: HTTPServer?
        let watcher: FileWatcher
        do {
            // Shipped colors (`verify:`) are watched too: a folder as a tree, a file (or a path not there yet) as a file.
            let shippedFolders = paths.shipped.filter { url in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
            }
            watcher = try FileWatcher(
                root: command.workingDirectory, trees: [paths.content, paths.templates] + shippedFolders,
                files: [paths.configuration] + paths.shipped.filter { !shippedFolders.contains($0) })
        } catch {
            output.error("error: " + TerminalText.escaped("\(error)"))
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

        // The first build finishes before the server starts, so no page sees its reload.
        show(await session.rebuild([]), hub: hub)
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
                output.error("error: " + TerminalText.escaped("\(error)"))
                watcher.stop()
                return PreceptCommand.exitContentErrors
            }
        }

        if server == nil { output.standard("Watching for changes (Ctrl-C to stop)") }
        for await changed in changes {
            show(await session.rebuild(changed), hub: hub)
        }
        await session.finish()
        for source in signals { source.cancel() }
        hub.close()
        server?.stop()
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
        output.standard("Stopped")
        return PreceptCommand.exitSuccess
    }

    /// Prints the rebuild line (and a failed build's errors) and passes on to open pages what they should do.
    private func show(_ update: PreviewUpdate, hub: LiveReloadHub) {
        let output = command.output
        let report = update.report
        // A page edit of a process that died, undone before this build (`output.restored`).
        for diagnostic in report.diagnostics.sorted where diagnostic.id.family == .output {
            output.error(DiagnosticFormatter.text(diagnostic))
        }
        output.standard(TerminalText.escaped(Self.rebuildLine(report, changed: update.changed)))
        if update.failed {
            for diagnostic in report.diagnostics.sorted
            where diagnostic.severity == .error || (report.strict && diagnostic.severity == .warning) {
                output.error("  " + DiagnosticFormatter.text(diagnostic))
            }
            if let fatal = report.fatalError { output.error("  error: " + TerminalText.escaped(fatal)) }
        }
        switch update.pages {
        case .reload: hub.publishReload()
        case .showFailure(let diagnostics, let fatal): hub.publishFailure(diagnostics, fatal: fatal)
        case .unchanged: break
        }
    }

    /// `12:04:31 content/a.md changed: 3 files written in 0.05 s; 0 errors, 1 warning`, with the pages held back for
    /// their errors (`…; 1 page with errors kept its previous version: content/b.md; 1 error, 0 warnings`).
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
        // A build that wrote has no errors but those of the pages it held back.
        if report.fatalError != nil || report.outputPath == nil {
            outcome = "build failed in \(seconds), the last good site stays"
        } else if report.nothingChanged {
            outcome = "nothing to write (\(seconds))"
        } else {
            let written = report.writtenPaths.count
            let deleted = report.deletedPaths.count
            outcome = "\(CountText.of(written, "file")) written\(deleted > 0 ? ", \(CountText.number(deleted)) deleted" : "") in \(seconds)"
        }
        let held = report.outputPath == nil ? nil : HeldBackPage.summary(report.heldBack)
        return "\(time) \(what): \(outcome)\(held.map { "; " + $0 } ?? ""); \(summary)"
    }
}
