import Diagnostics
import Foundation
import GuidelineDiff
import SiteBuilder
import SiteModel

/// `precept diff BASE [HEAD]`: reads both states of the site (a git revision exported to a temporary folder, a
/// content folder, or the working tree), compares them and prints the report.
struct DiffCommand {
    var command: PreceptCommand

    static let formats = ["text", "json", "markdown", "github"]
    static let failOn = ["breaking", "any", "none"]

    func run(_ args: CommandLineArguments) async throws(UsageError) -> Int32 {
        let format = args.query["format"] ?? "text"
        guard Self.formats.contains(format) else {
            throw UsageError("'--format' must be one of \(Self.formats.joined(separator: ", ")), not '\(format)'")
        }
        let failOn = args.query["fail-on"] ?? "none"
        guard Self.failOn.contains(failOn) else {
            throw UsageError("'--fail-on' must be one of \(Self.failOn.joined(separator: ", ")), not '\(failOn)'")
        }
        guard let base = await side(args.positional[0], args), let head = await side(args.positional.dropFirst().first, args) else {
            return PreceptCommand.exitContentErrors
        }
        let diff = GuidelineDiff(base: base, head: head, today: Self.today())
        let text =
            switch format {
            case "json": DiffReport.json(diff)
            case "markdown": DiffReport.markdown(diff)
            case "github":
                DiffReport.github(diff, failing: failOn != "none", pathPrefix: GitCommand.repositoryPrefix(of: command.workingDirectory))
            default: DiffReport.text(diff)
            }
        let written = QueryCommand(command: command).write(text + "\n", to: args.output)
        guard written == PreceptCommand.exitSuccess else { return written }
        switch failOn {
        case "breaking" where !diff.breaking.isEmpty, "any" where !diff.isEmpty: return PreceptCommand.exitContentErrors
        default: return PreceptCommand.exitSuccess
        }
    }

    /// Today's date in UTC, `2026-12-04`: the date of the change-log rows the report proposes.
    static func today() -> String { UTCDay.text(Date()) }

    /// One side: the working tree (nil), a content folder, or a revision; nil (after printing why) when it cannot be
    /// read.
    func side(_ argument: String?, _ args: CommandLineArguments) async -> DiffSide? {
        var request = BuildRequest(
            projectRoot: command.workingDirectory, configPath: args.config, contentDirectory: args.content, mode: .check)
        args.applyIsolation(to: &request)
        var label = "working tree"
        var export: GitRevisionExport?
        if let argument {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: command.resolve(argument).path, isDirectory: &isFolder), isFolder.boolValue {
                request.contentDirectory = argument
                label = argument
            } else {
                switch GitRevisionExport.export(argument, of: command.workingDirectory) {
                case .failure(let failure):
                    command.output.error("error: " + TerminalText.escaped("\(failure.message)"))
                    return nil
                case .success(let exported):
                    export = exported
                    request.projectRoot = exported.projectRoot
                    request.confinedTo = exported.tree
                    request.cacheMode = .off
                    label = argument == exported.commit ? argument : "\(argument) (\(exported.commit))"
                }
            }
        }
        defer { export?.remove() }
        switch await SiteBuild(request).load() {
        case .failure(let failure):
            for diagnostic in failure.diagnostics { command.output.error(DiagnosticFormatter.text(diagnostic)) }
            command.output.error("error: cannot read " + TerminalText.escaped("\(label): \(failure.message)"))
            return nil
        case .success(let loaded):
            return DiffSide(label: label, pages: loaded.site.pages, settings: loaded.configuration.colorChecks)
        }
    }
}
