import Diagnostics
import Foundation
import MCPServer
import PageIsolation
import PreceptMCP
import SiteBuilder
import SiteRendering

/// The `precept` command line: dispatches to a command and returns the process exit status.
public struct PreceptCommand: Sendable {
    public static let exitSuccess: Int32 = 0
    public static let exitContentErrors: Int32 = 1
    public static let exitUsage: Int32 = 64

    /// Where normal output and diagnostics go; tests capture them.
    public struct Output: Sendable {
        public var standard: @Sendable (String) -> Void
        public var error: @Sendable (String) -> Void
        public init(standard: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void) {
            self.standard = standard
            self.error = error
        }

        public static let console = Output(
            standard: { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) },
            error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
    }

    public var workingDirectory: URL
    public var output: Output

    public init(workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath), output: Output = .console) {
        self.workingDirectory = workingDirectory
        self.output = output
    }

    public func run(_ arguments: [String]) async -> Int32 {
        guard let command = arguments.first else {
            output.standard(HelpText.main)
            return Self.exitSuccess
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "--version", "version":
                output.standard(SiteBuild.version)
                return Self.exitSuccess
            case "--help", "-h", "help":
                output.standard(HelpText.main)
                return Self.exitSuccess
            case PageWorker.command:
                return PageWorker.run(rest)
            default:
                guard let spec = CommandSpec.named(command) else {
                    let suggestion = SpellingSuggestion.closest(to: command, among: CommandSpec.all.map(\.command))
                    throw UsageError("unknown command '\(command)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
                }
                return try await run(spec, rest)
            }
        } catch let error as UsageError {
            output.error("error: " + TerminalText.escaped("\(error.line)"))
            if error.command == nil { output.error("See 'precept --help'.") }
            return Self.exitUsage
        } catch {
            output.error("error: " + TerminalText.escaped("\(error)"))
            return Self.exitContentErrors
        }
    }

    /// Runs `spec`'s command with `arguments` parsed as it declares them; a usage error names the command.
    func run(_ spec: CommandSpec, _ arguments: [String]) async throws(UsageError) -> Int32 {
        do {
            let args = try CommandLineArguments(arguments, for: spec)
            if args.help {
                output.standard(HelpText.command(spec))
                return Self.exitSuccess
            }
            switch spec.name {
            case .build: return await build(args, write: true)
            case .check: return await build(args, write: false)
            case .watch: return await PreviewCommand(command: self).watch(args)
            case .serve: return await PreviewCommand(command: self).serve(args)
            case .initSite: return initSite(args)
            case .initTheme: return initTheme(args)
            case .colors: return try await QueryCommand(command: self).colors(args)
            case .rules: return try await QueryCommand(command: self).rules(args)
            case .pages: return await QueryCommand(command: self).pages(args)
            case .verify: return try await VerifyCommand(command: self).run(args)
            case .diff: return try await DiffCommand(command: self).run(args)
            case .mcp:
                let request = BuildRequest(
                    projectRoot: workingDirectory, configPath: args.config, contentDirectory: args.content, mode: .session)
                await MCPStdio.serve(PreceptMCPServer(request: request, version: SiteBuild.version))
                return Self.exitSuccess
            }
        } catch {
            var scoped = error
            if scoped.command == nil { scoped.command = spec.command }
            throw scoped
        }
    }

    func build(_ args: CommandLineArguments, write: Bool) async -> Int32 {
        var request = BuildRequest(
            projectRoot: workingDirectory, configPath: args.config, contentDirectory: args.content,
            outputDirectory: args.output, templatesDirectory: args.templates,
            strict: args.strict ? true : nil, mode: write ? .build : .check)
        if args.noCache { request.cacheMode = write ? .writeOnly : .off }
        args.applyIsolation(to: &request)
        request.exitsAfter = true
        let report = await SiteBuild(request).run()
        let collection = report.diagnostics
        let format = args.diagnosticsFormat
        guard print(collection, pageCount: report.pageCount, fatalError: report.fatalError, args) else { return Self.exitContentErrors }
        let readable = format == .text || format == .github
        if readable, !args.quiet {
            output.standard(Self.outcomeLine(report, write: write))
        }
        return report.succeeded ? Self.exitSuccess : Self.exitContentErrors
    }

    /// Prints `collection` in the format `args` asks for, then the fatal error if any (returning false), then the
    /// summary line.
    func print(_ collection: DiagnosticCollection, pageCount: Int, fatalError: String?, _ args: CommandLineArguments) -> Bool {
        let format = args.diagnosticsFormat
        switch format {
        case .json:
            output.standard(DiagnosticFormatter.json(collection, pageCount: pageCount))
        case .sarif:
            output.standard(SARIFFormatter.log(collection, toolVersion: SiteBuild.version))
        case .github:
            let prefix = GitCommand.repositoryPrefix(of: workingDirectory)
            for diagnostic in collection.sorted where !(args.quiet && diagnostic.severity == .note) {
                output.standard(GitHubAnnotationFormatter.annotation(diagnostic, pathPrefix: prefix))
            }
        case .text:
            for diagnostic in collection.sorted where !(args.quiet && diagnostic.severity == .note) {
                output.error(DiagnosticFormatter.text(diagnostic))
            }
        }
        if let fatalError {
            if format == .github { output.standard("::error::\(GitHubAnnotationFormatter.escapeData(fatalError))") }
            output.error("error: " + TerminalText.escaped("\(fatalError)"))
            return false
        }
        if format == .text || format == .github, !args.quiet || !collection.isEmpty {
            output.error(DiagnosticFormatter.summary(collection, pageCount: pageCount))
        }
        return true
    }

    /// `Built 12 pages into public/ in 0.31 s (3 files written, 9 pages from the cache)` and its variants, with the
    /// pages held back for their errors after it (`; 1 page with errors kept its previous version: content/b.md`).
    static func outcomeLine(_ report: BuildReport, write: Bool) -> String {
        let line = builtLine(report, write: write)
        guard write, report.outputPath != nil, let held = HeldBackPage.summary(report.heldBack) else { return line }
        return line + "; " + held
    }

    /// `outcomeLine` without the pages held back.
    private static func builtLine(_ report: BuildReport, write: Bool) -> String {
        let seconds = String(format: "%.2f", report.duration)
        let pages = CountText.of(report.pageCount, "page")
        let cached = report.pagesFromCache > 0 ? ", \(CountText.number(report.pagesFromCache)) from the cache" : ""
        guard write else { return "Checked \(pages) in \(seconds) s" }
        guard let path = report.outputPath else {
            return "Build failed; \(report.strict ? "errors or warnings (strict)" : "errors") kept the previous site in place"
        }
        // A build against the last build's memo says how many edited pages it processed again.
        let rebuilt = report.pagesRebuilt.flatMap { $0 > 0 ? "only \(CountText.of($0, "edited page")) rebuilt" : nil }
        if report.nothingChanged {
            let detail = rebuilt.map { ", \($0)" } ?? ""
            return "Nothing changed: \(path)/ is up to date (\(pages)\(cached)\(detail)) in \(seconds) s"
        }
        var details = ["\(CountText.of(report.writtenPaths.count, "file")) written"]
        if !report.deletedPaths.isEmpty { details.append("\(CountText.number(report.deletedPaths.count)) deleted") }
        if let rebuilt { details.append(rebuilt) }
        if report.pagesFromCache > 0 { details.append("\(CountText.of(report.pagesFromCache, "page")) from the cache") }
        return "Built \(pages) into \(path)/ in \(seconds) s (\(details.joined(separator: ", ")))"
    }

    func initSite(_ args: CommandLineArguments) -> Int32 {
        let directory = resolve(args.positional.first ?? ".")
        do {
            let written = try StarterSite.write(to: directory)
            for path in written { output.standard("created \(path)") }
            if written.isEmpty { output.standard("nothing to do: every starter file already exists") }
            output.standard("Next: cd \(args.positional.first ?? ".") && precept build")
            return Self.exitSuccess
        } catch {
            output.error("error: " + TerminalText.escaped("\(error.localizedDescription)"))
            return Self.exitContentErrors
        }
    }

    func initTheme(_ args: CommandLineArguments) -> Int32 {
        do {
            let written = try Theme.builtIn.export(to: resolve(args.positional[0]))
            for path in written { output.standard("created \(args.positional[0])/\(path)") }
            return Self.exitSuccess
        } catch {
            output.error("error: " + TerminalText.escaped("\(error.localizedDescription)"))
            return Self.exitContentErrors
        }
    }

    func resolve(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : workingDirectory.appendingPathComponent(path)
    }
}
