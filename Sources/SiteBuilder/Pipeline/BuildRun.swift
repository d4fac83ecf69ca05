import Diagnostics
import Foundation
import SiteModel

/// The report of one run of `SiteBuild` as its stages fill it in.
struct BuildRun {
    let build: SiteBuild
    let clock = ContinuousClock()
    let start: ContinuousClock.Instant
    var diagnostics = DiagnosticCollection()
    var report: BuildReport
    /// Notes about the output folder itself belong to this build's report only: never recorded in the
    /// fingerprint, never carried by a memo.
    var outputNotes: [Diagnostic] = []
    /// The errors of the pages held back (`PageHoldBack`): they do not stop the rest of the site from being written.
    var heldBackErrors = 0

    init(build: SiteBuild) {
        self.build = build
        start = clock.now
        report = BuildReport(
            diagnostics: DiagnosticCollection(), pageCount: 0, filesWritten: 0, outputPath: nil, duration: 0, fatalError: nil,
            strict: build.request.strict ?? false)
    }

    /// Takes over what loading the site found.
    mutating func adopt(_ loaded: LoadedSite) {
        diagnostics.append(contentsOf: loaded.diagnostics.diagnostics)
        report.strict = loaded.configuration.strict
        report.pageCount = loaded.site.pageCount
        report.pagesFromCache = loaded.pagesFromCache
        report.warmPages = loaded.warmPages
        report.heldBack = loaded.heldBack
        heldBackErrors = loaded.heldBackErrors
        if build.request.version != nil { report.pageKeys = loaded.pageKeys }
    }

    /// True when a build with the diagnostics so far writes its output: no errors but those of the held-back pages
    /// (none in strict mode, which holds nothing back), and no warnings in strict mode.
    var isClean: Bool {
        !(diagnostics.errorCount > heldBackErrors || (report.strict && diagnostics.warningCount > 0))
    }

    /// The outcome, with `fatal` as the message of an environment failure.
    func finish(
        _ fatal: String? = nil, diagnostics extra: [Diagnostic] = [], memo: BuildMemo? = nil, record: SiteBuild.Recording? = nil
    ) -> SiteBuild.Outcome {
        var report = self.report
        report.diagnostics = diagnostics
        report.diagnostics.append(contentsOf: extra)
        report.diagnostics.append(contentsOf: outputNotes)
        report.fatalError = fatal
        let elapsed = (clock.now - start).components
        report.duration = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return SiteBuild.Outcome(report: report, memo: memo, record: record)
    }
}
