import Diagnostics
import Foundation
import GuidelineDiff
import Guidelines
import PageCache
import SiteModel

extension VersionSites {
    /// What the last build found changed from one version to the next, kept in the newer one's folder
    /// (`changes.json`): used again while both commits, the labels and Precept are the same.
    struct SavedRelease: Codable {
        static let fileName = "changes.json"

        var base: String
        var head: String
        var stamp: String
        var release: VersionChanges.Release
    }

    /// Each version against the one before it, the versions ordered by the times of their commits (made in the same
    /// second, the one with more commits behind it is the later; then the order listed): what `precept diff OLDER NEWER` reports, newest first. Nil with fewer than two versions.
    func changes(_ versions: [Resolved], stamp: String) async -> (VersionChanges?, [Diagnostic]) {
        guard versions.count > 1 else { return (nil, []) }
        var diagnostics: [Diagnostic] = []
        let root = build.request.projectRoot
        let times = versions.map { Self.commitTime($0.commit, in: root) ?? 0 }
        let depths = versions.map { Self.commitDepth($0.commit, in: root) ?? 0 }
        let order = versions.indices.sorted { (times[$0], depths[$0], $0) < (times[$1], depths[$1], $1) }
        var sides: [String: DiffSide] = [:]
        var releases: [VersionChanges.Release] = []
        for (older, newer) in zip(order, order.dropFirst()) {
            let (base, head) = (versions[older], versions[newer])
            let file = head.folder.appendingPathComponent(SavedRelease.fileName)
            if let data = try? Data(contentsOf: file), let saved = try? JSONDecoder().decode(SavedRelease.self, from: data),
                saved.base == base.commit, saved.head == head.commit, saved.stamp == stamp, saved.release.label == head.setting.label,
                saved.release.since == base.setting.label, saved.release.prefix == Self.prefix(head)
            {
                releases.append(saved.release)
                continue
            }
            guard let old = await side(base, known: &sides), let new = await side(head, known: &sides) else {
                diagnostics.append(
                    .warning(
                        "config.invalid-value",
                        "versions: what '\(head.setting.name)' changed since '\(base.setting.name)' cannot be read, so What's new leaves it out",
                        at: nil, notes: ["run precept diff \(base.setting.ref) \(head.setting.ref) to see why"]))
                continue
            }
            let release = Self.release(
                GuidelineDiff(base: old, head: new, today: ""), of: head, since: base, newSide: new, date: Self.isoDate(times[newer]))
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            if let data = try? encoder.encode(SavedRelease(base: base.commit, head: head.commit, stamp: stamp, release: release)) {
                try? data.write(to: file, options: .atomic)
            }
            releases.append(release)
        }
        return (VersionChanges(releases: releases.reversed()), diagnostics)
    }

    static func prefix(_ version: Resolved) -> String { "v/\(version.setting.name)/" }

    /// One version's changes as the What's new page lists them: breaking ones first, each linked to its page in `head`.
    static func release(
        _ diff: GuidelineDiff, of head: Resolved, since base: Resolved, newSide: DiffSide, date: String
    ) -> VersionChanges.Release {
        var byId: [String: DiffSide.PageEntry] = [:]
        var byPath: [String: DiffSide.PageEntry] = [:]
        for page in newSide.pages {
            if byId[page.id] == nil { byId[page.id] = page }
            byPath[page.path] = page
        }
        let lines = diff.lines.filter(\.breaking) + diff.lines.filter { !$0.breaking }
        let items = lines.prefix(VersionChanges.itemLimit).map { line in
            let page = line.path.flatMap { byPath[$0] } ?? line.pageId.flatMap { byId[$0] }
            return VersionChanges.Item(
                kind: line.kind, text: line.text, breaking: line.breaking,
                page: page.map { PageSource.outputPath(forContentPath: $0.path) },
                pageTitle: page?.title)
        }
        return VersionChanges.Release(
            label: head.setting.label, since: base.setting.label, prefix: prefix(head), summary: diff.summary, items: Array(items),
            more: lines.count - items.count, date: date)
    }

    /// A version's pages as `precept diff` reads them, through the project's page cache (the version's own build
    /// filled it); exported again when this build did not need to.
    private func side(_ version: Resolved, known: inout [String: DiffSide]) async -> DiffSide? {
        if let side = known[version.commit] { return side }
        var export = version.export
        var exportedHere = false
        if export == nil, case .success(let made) = GitRevisionExport.export(version.commit, of: build.request.projectRoot) {
            export = made
            exportedHere = true
        }
        guard let export else { return nil }
        defer { if exportedHere { export.remove() } }
        var request = BuildRequest(projectRoot: export.projectRoot, mode: .check)
        request.confinedTo = export.tree
        request.pageCacheDirectory = build.pageCacheURL
        request.buildsVersions = false
        request.isolation = build.request.isolation
        request.jobs = build.request.jobs
        guard case .success(let loaded) = await SiteBuild(request).load() else { return nil }
        let side = DiffSide(label: version.setting.label, pages: loaded.site.pages, settings: loaded.configuration.colorChecks)
        known[version.commit] = side
        return side
    }

    /// `2026-05-02T09:30:00Z` for a time in seconds since 1970.
    static func isoDate(_ seconds: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// How many commits `commit` has behind it, itself included.
    static func commitDepth(_ commit: String, in project: URL) -> Int? {
        guard case .success(let text) = GitCommand.output(["rev-list", "--count", commit], in: project) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The committer time of `commit`, in seconds since 1970.
    static func commitTime(_ commit: String, in project: URL) -> Int? {
        guard case .success(let text) = GitCommand.output(["log", "-1", "--format=%ct", commit], in: project) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
