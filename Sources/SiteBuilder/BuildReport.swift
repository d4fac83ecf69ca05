import Diagnostics
import Guidelines

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
    /// Pages whose results came from the build cache instead of being processed.
    public var pagesFromCache = 0
    /// Output paths written and deleted by this build (all files when the folder was replaced).
    public var writtenPaths: [String] = []
    public var deletedPaths: [String] = []
    /// True when the output folder was already up to date: no file written or deleted.
    public var nothingChanged = false
    /// Set when the build ran against the memo of the last one: this many pages changed since, and only
    /// the outputs whose inputs changed were rendered; nil after a build without a memo (everything rendered).
    public var pagesRebuilt: Int?
    /// The pages with errors the build held back: each keeps the version the last build published, or is left
    /// out, while the rest of the site is published (the build still exits 1).
    public var heldBack: [HeldBackPage] = []
    /// Whether the outputs stage took the last session build's declarations, making only the changed pages' again.
    package var reusedDeclarations = false
    /// Why the build had no memo to run against (for tests and `PRECEPT_TIMINGS`).
    package var fullBuildReason: String?
    /// Page results of this build, for the next build of a watch or serve session.
    package var warmPages: [String: PageResult] = [:]
    /// Each page's cache key by content-relative path (a version's build records them, so that the project's whole
    /// builds keep them in the cache).
    package var pageKeys: [String: String] = [:]
    /// The versions (`versions:`) this build made again, and how many of their pages were processed rather than
    /// taken from the page cache.
    package var versionsBuilt: [String] = []
    package var versionPagesProcessed = 0

    /// True when the run should exit 0: no errors, and no warnings in strict mode.
    public var succeeded: Bool {
        fatalError == nil && !diagnostics.hasErrors && !(strict && diagnostics.warningCount > 0)
    }
}
