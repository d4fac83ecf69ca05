import Diagnostics

/// The outcome of a build or check: diagnostics, counts and where the site went.
public struct BuildReport: Sendable {
    public var diagnostics: DiagnosticCollection
    public var pageCount: Int
    public var filesWritten: Int
    public var outputPath: String?
    /// Seconds from start to finish.
    public var duration: Double
    /// An environment problem that stopped the build (unreadable folder, unsafe output path).
    public var fatalError: String?
    public var strict: Bool

    /// True when the run should exit 0: no errors, and no warnings in strict mode.
    public var succeeded: Bool {
        fatalError == nil && !diagnostics.hasErrors && !(strict && diagnostics.warningCount > 0)
    }
}
