import Diagnostics
import Foundation
import SiteBuilder
import SiteModel

/// `precept verify`: runs `check` with the given shipped colors (or `verify:` of precept.yml) and prints only what
/// the comparison found.
struct VerifyCommand {
    var command: PreceptCommand

    func run(_ args: CommandLineArguments) async throws(UsageError) -> Int32 {
        var tolerance = 0.0
        if let text = args.query["tolerance"] {
            guard let number = Double(text), number >= 0, number.isFinite else {
                throw UsageError("'--tolerance' must be a ΔE2000 of 0 or more, not '\(text)'")
            }
            tolerance = number
        }
        let paths = args.against + args.positional
        var request = BuildRequest(
            projectRoot: command.workingDirectory, configPath: args.config, contentDirectory: args.content, mode: .check)
        if args.noCache { request.cacheMode = .off }
        args.applyIsolation(to: &request)
        if !paths.isEmpty {
            request.verify = paths.map { path in
                VerifySource(
                    path: path, names: args.query["names"], toleranceDeltaE: tolerance,
                    platforms: args.query["platform"].map { [$0] } ?? [])
            }
        } else if args.query["names"] != nil || args.query["tolerance"] != nil || args.query["platform"] != nil {
            throw UsageError("'--names', '--tolerance' and '--platform' apply to paths given with '--against'")
        } else if SiteBuild(request).configuration().0.verify.isEmpty {
            throw UsageError("nothing to verify: give '--against <path>' or list sources under 'verify:' in precept.yml")
        }
        let report = await SiteBuild(request).run()
        // Only the comparison's findings: `check` is for the rest.
        let found = DiagnosticCollection(report.diagnostics.diagnostics.filter { $0.id.rawValue.hasPrefix("verify.") })
        guard command.print(found, pageCount: report.pageCount, fatalError: report.fatalError, args) else {
            return PreceptCommand.exitContentErrors
        }
        return found.errorCount + found.warningCount > 0 ? PreceptCommand.exitContentErrors : PreceptCommand.exitSuccess
    }
}
