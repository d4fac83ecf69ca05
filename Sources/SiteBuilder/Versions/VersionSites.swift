import ContentHashing
import Diagnostics
import Foundation
import Guidelines
import PageCache
import SiteModel

/// The versions stage of a build (`versions:` in precept.yml): each listed git revision is built through `SiteBuild`
/// itself, its pages taken from the project's page cache (a page unchanged between versions is processed once), into
/// `.precept-cache/versions/<name>/public/`; the build then declares those files under `v/<name>/` like its own. A
/// version whose commit, Precept and version menu are the ones its last build recorded is not built again.
struct VersionSites: Sendable {
    /// A file of a version's site, as the current build declares it.
    struct File: Sendable, Hashable {
        var digest: String
        var source: URL
    }

    /// What the stage leaves for the outputs: the menu of the current site, every version's files by output path
    /// (`v/1.0/index.html`), and the diagnostics of the versions built.
    struct Outcome: Sendable {
        var menu: VersionMenu?
        var files: [String: File] = [:]
        var diagnostics: [Diagnostic] = []
        var failure: String?
        /// The versions built again, and their pages processed rather than taken from the cache.
        var built: [String] = []
        var pagesProcessed = 0
        /// What changed from each version to the next, for the What's new page.
        var changes: VersionChanges?
    }

    /// One version as the stage finds it: its commit, and its record when the commit is the one recorded.
    struct Resolved {
        var setting: VersionSetting
        var commit: String
        var folder: URL
        var state: VersionSiteState?
        var export: GitRevisionExport?
        var pages: Set<String>
    }

    let build: SiteBuild
    let config: SiteConfiguration

    /// `.precept-cache/versions/`.
    var folder: URL { build.pageCacheURL.appendingPathComponent("versions") }

    /// Builds what changed and gathers every version's files; `currentPages` are the output paths of the current
    /// site's guideline pages.
    func run(currentPages: Set<String>) async -> Outcome {
        guard !config.versions.isEmpty, build.request.buildsVersions else { return Outcome() }
        var resolved: [Resolved] = []
        defer { for version in resolved { version.export?.remove() } }
        let stamp = PageCache.currentStamp()
        for setting in config.versions {
            let commit: String
            switch Self.commit(of: setting.ref, in: build.request.projectRoot) {
            case .failure(let failure): return Outcome(failure: failure.message)
            case .success(let found): commit = found
            }
            let versionFolder = folder.appendingPathComponent(setting.name)
            var version = Resolved(setting: setting, commit: commit, folder: versionFolder, pages: [])
            if let state = VersionSiteState.read(in: versionFolder), state.commit == commit, state.stamp == stamp {
                version.state = state
                version.pages = Set(state.pages)
            } else {
                switch GitRevisionExport.export(commit, of: build.request.projectRoot) {
                case .failure(let failure):
                    return Outcome(failure: "cannot read version '\(setting.name)' (\(setting.ref)): \(failure.message)")
                case .success(let export):
                    version.export = export
                    version.pages = Self.pages(of: export.projectRoot)
                }
            }
            resolved.append(version)
        }
        let renamed = Self.renamedPages(resolved, in: build.request.projectRoot, contentDirectory: config.contentDirectory)
        var outcome = Outcome(menu: menu(resolved, currentPages: currentPages, current: nil, renamed: renamed[nil] ?? [:]))
        for index in resolved.indices {
            let version = resolved[index]
            let menu = menu(resolved, currentPages: currentPages, current: index, renamed: renamed[index] ?? [:])
            if let state = version.state, state.menu == menu.digest {
                outcome.add(version.setting.name, files: state.files, from: version.folder)
                continue
            }
            let made = await make(version, menu: menu, stamp: stamp)
            outcome.diagnostics += made.diagnostics
            outcome.built.append(version.setting.name)
            outcome.pagesProcessed += made.processed
            guard let state = made.state else {
                outcome.failure = made.failure
                return outcome
            }
            outcome.add(version.setting.name, files: state.files, from: version.folder)
        }
        let (changes, notes) = await changes(resolved, stamp: stamp)
        outcome.changes = changes
        outcome.diagnostics += notes
        return outcome
    }

    /// The menu of the current site (`current` nil) or of the version at `current`: only the pages that site has are
    /// listed for the others, since only they are linked; `renamed` maps its pages to where each other site (nil the
    /// current one) has them under another path.
    private func menu(_ versions: [Resolved], currentPages: Set<String>, current: Int?, renamed: [Int?: [String: String]])
        -> VersionMenu
    {
        let shown = current.map { versions[$0].pages } ?? currentPages
        func entry(_ label: String, _ prefix: String, _ pages: Set<String>, _ site: Int?) -> VersionMenu.Entry {
            let moved = (renamed[site] ?? [:]).filter { shown.contains($0.key) && !pages.contains($0.key) && pages.contains($0.value) }
            return VersionMenu.Entry(label: label, prefix: prefix, pages: pages.intersection(shown), renamed: moved)
        }
        var entries = [entry(config.currentVersionLabel, "", currentPages, nil)]
        for (index, version) in versions.enumerated() {
            entries.append(entry(version.setting.label, "v/\(version.setting.name)/", version.pages, index))
        }
        return VersionMenu(entries: entries, current: current.map { $0 + 1 } ?? 0)
    }

    /// What building one version gave: its record, or why there is none.
    private struct Made {
        var state: VersionSiteState?
        var diagnostics: [Diagnostic] = []
        var failure: String?
        /// Its pages processed rather than taken from the page cache.
        var processed = 0
    }

    /// Builds one version's site into its folder with `SiteBuild`, and records it.
    private func make(_ version: Resolved, menu: VersionMenu, stamp: String) async -> Made {
        let name = version.setting.name
        let export: GitRevisionExport
        var exportedHere = false
        if let known = version.export {
            export = known
        } else {
            // Recorded for this commit, but with another menu: exported again to build with the new one.
            switch GitRevisionExport.export(version.commit, of: build.request.projectRoot) {
            case .failure(let failure): return Made(failure: "cannot read version '\(name)' (\(version.setting.ref)): \(failure.message)")
            case .success(let made):
                export = made
                exportedHere = true
            }
        }
        defer { if exportedHere { export.remove() } }
        let site = version.folder.appendingPathComponent(VersionSiteState.siteFolder)
        try? FileManager.default.createDirectory(at: version.folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: version.folder.appendingPathComponent(VersionSiteState.fileName))
        var request = BuildRequest(projectRoot: export.projectRoot, outputDirectory: site.path, mode: .build)
        request.confinedTo = export.tree
        request.pageCacheDirectory = build.pageCacheURL
        request.version = BuildRequest.Version(name: name, menu: menu)
        request.buildsVersions = false
        request.isolation = build.request.isolation
        request.jobs = build.request.jobs
        request.pageTimeSeconds = build.request.pageTimeSeconds
        request.pageMemoryMB = build.request.pageMemoryMB
        let report = await SiteBuild(request).run()
        var made = Made(
            diagnostics: report.diagnostics.diagnostics.map { Self.shown($0, ref: version.setting.ref) },
            processed: report.pageCount - report.pagesFromCache)
        guard report.fatalError == nil, !report.diagnostics.hasErrors else {
            let reason = report.fatalError ?? "it has errors (above, at \(version.setting.ref):…)"
            made.failure = "version '\(name)' (\(version.setting.ref), commit \(export.commit)) cannot be built: \(reason)"
            return made
        }
        guard let files = VersionSiteState.digests(of: site) else {
            made.failure = "cannot read the site of version '\(name)' in \(site.path)"
            return made
        }
        let state = VersionSiteState(
            commit: version.commit, stamp: stamp, menu: menu.digest, pages: version.pages.sorted(), files: files,
            keys: Array(Set(report.pageKeys.values)).sorted())
        try? state.write(in: version.folder)
        made.state = state
        return made
    }

    /// A version's diagnostic as the current build reports it: at `ref:path` (git's name for the file at the revision);
    /// its warnings as notes, since a published revision is not edited.
    static func shown(_ diagnostic: Diagnostic, ref: String) -> Diagnostic {
        var shown = diagnostic
        if var location = shown.location {
            location.path = ref + ":" + location.path
            shown.location = location
        } else {
            shown.message = "version \(ref): " + shown.message
        }
        if shown.severity == .warning { shown.severity = .note }
        return shown
    }

    /// The output paths of the guideline pages of the project at `root`, as its own precept.yml places its content.
    static func pages(of root: URL) -> Set<String> {
        var config = SiteConfiguration()
        if let data = try? Data(contentsOf: root.appendingPathComponent(ConfigurationLoader.fileName)) {
            config = ConfigurationLoader().load(text: String(decoding: data, as: UTF8.self), path: ConfigurationLoader.fileName).0
        }
        let content =
            config.contentDirectory.hasPrefix("/")
            ? URL(fileURLWithPath: config.contentDirectory) : root.appendingPathComponent(config.contentDirectory)
        guard let listing = try? ContentScanner().scan(content) else { return [] }
        return Set(listing.pages.map { PageSource.outputPath(forContentPath: $0) })
    }

    /// The full commit `ref` names in the repository holding `project`.
    static func commit(of ref: String, in project: URL) -> Result<String, GitCommand.Failure> {
        guard !ref.hasPrefix("-") else { return .failure(GitCommand.Failure(message: "'\(ref)' is not a git revision")) }
        switch GitCommand.output(["rev-parse", "--verify", "--quiet", ref + "^{commit}"], in: project) {
        case .success(let hash): return .success(hash.trimmingCharacters(in: .whitespacesAndNewlines))
        case .failure:
            let inGit = GitCommand.run(["rev-parse", "--git-dir"], in: project) != nil
            return .failure(
                GitCommand.Failure(
                    message: inGit
                        ? "versions: '\(ref)' names no commit of the repository; a CI checkout may need its tags ('git fetch --tags', or actions/checkout with fetch-depth: 0)"
                        : "versions: needs the project in a git repository, and \(project.path) is not in one"))
        }
    }

    /// A digest of every version's name, label and commit, for the build fingerprint: a moved branch or tag is a change.
    static func fingerprintToken(_ config: SiteConfiguration, project: URL) -> String {
        guard !config.versions.isEmpty else { return "" }
        let commits = config.versions.map { version in
            version.name + "=" + ((try? commit(of: version.ref, in: project).get()) ?? "?")
        }
        // The menu follows pages git finds renamed from each version to the working tree, which git reads through its
        // index: a `git add` of a moved page is a change, though no file changed.
        let index = GitCommand.run(["ls-files", "--stage", "--", config.contentDirectory], in: project) ?? ""
        return "\tversions " + commits.joined(separator: ",") + " index " + ContentHash.hex(Data(index.utf8))
    }
}

extension VersionSites.Outcome {
    fileprivate mutating func add(_ name: String, files: [String: String], from folder: URL) {
        let site = folder.appendingPathComponent(VersionSiteState.siteFolder)
        for (path, digest) in files {
            self.files["v/\(name)/" + path] = VersionSites.File(digest: digest, source: site.appendingPathComponent(path))
        }
    }
}
