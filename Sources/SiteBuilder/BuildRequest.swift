import Foundation
import Guidelines
import PageCache
import PageIsolation
import SiteModel

/// What to build: where the project is and the command-line overrides of `precept.yml`.
public struct BuildRequest: Sendable {
    /// The folder paths are resolved against (the working directory).
    public var projectRoot: URL
    /// `--config`; when nil, `precept.yml` in the project root is read if present.
    public var configPath: String?
    public var contentDirectory: String?
    public var outputDirectory: String?
    public var templatesDirectory: String?
    public var strict: Bool?
    /// `check`, `build` or a session's build (`BuildMode`).
    public var mode: BuildMode
    /// How `.precept-cache/` is used; `--no-cache` turns reading off.
    package var cacheMode: PageCache.Mode
    /// Page results of a previous build in this process that left no memo (watch, serve), by cache key.
    package var warmPages: [String: PageResult] = [:]
    /// Where pages are processed: in this process (the default for library use and tests) or in workers.
    package var isolation: IsolationSettings.Mode = .inProcess
    /// Command-line overrides of `limits:` (`--page-timeout`, `--page-memory`) and the worker count (`--jobs`).
    package var pageTimeSeconds: Double?
    package var pageMemoryMB: Int?
    package var jobs: Int?
    /// `precept verify --against`: the shipped colors to compare instead of `verify:` in precept.yml.
    package var verify: [VerifySource]?
    /// Set by a process that exits when the build is done (`precept build`, `check`): what the build held is
    /// then left for the exit to reclaim (`LeftForExit`) instead of being released object by object.
    package var exitsAfter = false
    /// Where page results are cached, when not the project's `.precept-cache/` (a version's build shares the project's).
    package var pageCacheDirectory: URL?
    /// Set when this build is one of the versions of `versions:` (`VersionSites`); nil for the current site.
    package var version: Version?
    /// Whether `versions:` is built too: false for `check` and for a version's own build.
    package var buildsVersions = true
    /// The folder whatever the configuration names for reading (content, templates, `verify:`) must lie inside: an
    /// exported revision's tree (`GitRevisionExport.tree`), whose own precept.yml is not trusted to point elsewhere.
    package var confinedTo: URL?

    /// A version's build: its folder name under `v/` and the menu its pages show.
    package struct Version: Sendable {
        package var name: String
        package var menu: VersionMenu
    }

    public init(
        projectRoot: URL, configPath: String? = nil, contentDirectory: String? = nil, outputDirectory: String? = nil,
        templatesDirectory: String? = nil, strict: Bool? = nil, mode: BuildMode = .build
    ) {
        self.projectRoot = projectRoot
        self.configPath = configPath
        self.contentDirectory = contentDirectory
        self.outputDirectory = outputDirectory
        self.templatesDirectory = templatesDirectory
        self.strict = strict
        self.mode = mode
        self.cacheMode = mode.writesOutput ? .readWrite : .readOnly
    }
}
