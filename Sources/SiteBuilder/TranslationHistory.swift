import Diagnostics
import Foundation
import SiteModel

/// Since when a translation has been behind, from the content folder's git history: each `translation.outdated`
/// gets a note naming the first commit that changed the source after the translation was last committed (or saying
/// that none did: the difference is uncommitted, or the translation's own). One `git log` over the
/// content folder, run only when some translation is outdated; without git, outside a repository or when git
/// fails, the diagnostics stay as they are. A shallow clone's history may stop before the translation's commit:
/// the note says so.
enum TranslationHistory {
    /// One commit of the content folder: short hash, date, and the content-relative paths it changed.
    struct Commit {
        var hash: String
        var date: String
        var paths: Set<String>
    }

    /// The commits `git log` lists at most; enough for years of a guideline site's history.
    static let commitLimit = 20_000

    static func annotate(_ diagnostics: inout [Diagnostic], translations: Translations, contentURL: URL) {
        let outdated = translations.statuses.filter { $0.value.isOutdated }
        guard !outdated.isEmpty, diagnostics.contains(where: { $0.id.rawValue == "translation.outdated" }),
            let (commits, shallow) = log(contentURL)
        else { return }
        for index in diagnostics.indices where diagnostics[index].id.rawValue == "translation.outdated" {
            guard let path = diagnostics[index].location?.path,
                let (translation, status) = outdated.filter({ path == $0.key || path.hasSuffix("/" + $0.key) })
                    .max(by: { $0.key.count < $1.key.count })
            else { continue }
            let note = Self.note(translation: translation, source: status.source, commits: commits, shallow: shallow)
            var notes = diagnostics[index].notes
            notes.insert(note, at: max(0, notes.count - 1))
            diagnostics[index].notes = notes
        }
    }

    /// What the history says of `translation` and its `source`, commits newest first.
    static func note(translation: String, source: String, commits: [Commit], shallow: Bool) -> String {
        // In a shallow clone the oldest commit listed shows every file as added: it says nothing of when they changed.
        let known = shallow ? commits.dropLast() : commits[...]
        guard let last = known.firstIndex(where: { $0.paths.contains(translation) }) else {
            return shallow
                ? "git: this translation's last commit is not in the (shallow) history; fetch more to see since when it is behind"
                : "git: this translation has no commit yet"
        }
        let translated = commits[last]
        let since = commits[..<last].enumerated().filter { $0.element.paths.contains(source) }
        guard let first = since.last?.element else {
            return
                "git: no commit changed \(source) after this translation's last commit \(translated.hash) (\(translated.date))"
        }
        let count = since.count == 1 ? "1 commit" : "\(since.count) commits"
        return
            "git: \(source) changed in \(first.hash) (\(first.date)), after this translation's last commit \(translated.hash) (\(translated.date)); \(count) since"
    }

    /// The content folder's commits, newest first (at most `limit`), and whether the repository is shallow; nil
    /// without git history.
    static func log(_ contentURL: URL, limit: Int = commitLimit) -> ([Commit], Bool)? {
        guard
            let text = GitCommand.run(
                ["log", "--max-count=\(limit)", "--no-renames", "--relative", "--name-only", "--format=%x01%h%x09%cs", "--", "."],
                in: contentURL)
        else { return nil }
        var commits: [Commit] = []
        for record in text.split(separator: "\u{1}") {
            let lines = record.split(separator: "\n")
            guard let header = lines.first else { continue }
            let fields = header.split(separator: "\t")
            guard fields.count == 2 else { continue }
            commits.append(Commit(hash: String(fields[0]), date: String(fields[1]), paths: Set(lines.dropFirst().map(String.init))))
        }
        let shallow = GitCommand.run(["rev-parse", "--is-shallow-repository"], in: contentURL)?.hasPrefix("true") ?? false
        return (commits, shallow)
    }

    /// What names the repository's current commit, read from the files of the `.git` folder above `folder` (no
    /// process): `HEAD` and the reference it points to, and whether the clone is shallow; "" outside a repository.
    static func headToken(_ folder: URL) -> String {
        var directory = folder.standardizedFileURL
        let manager = FileManager.default
        for _ in 0..<64 {
            var gitFolder = directory.appendingPathComponent(".git")
            // A worktree's or submodule's `.git` is a file naming the folder.
            if let link = try? String(contentsOf: gitFolder, encoding: .utf8), link.hasPrefix("gitdir:") {
                let target = link.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
                gitFolder = target.hasPrefix("/") ? URL(fileURLWithPath: target) : directory.appendingPathComponent(target)
            }
            if let head = try? String(contentsOf: gitFolder.appendingPathComponent("HEAD"), encoding: .utf8) {
                // A linked worktree keeps its own HEAD, and the branches (and `shallow`) in the common folder it names.
                var common = gitFolder
                if let named = try? String(contentsOf: gitFolder.appendingPathComponent("commondir"), encoding: .utf8) {
                    let path = named.trimmingCharacters(in: .whitespacesAndNewlines)
                    common = (path.hasPrefix("/") ? URL(fileURLWithPath: path) : gitFolder.appendingPathComponent(path)).standardizedFileURL
                }
                var token = head.trimmingCharacters(in: .whitespacesAndNewlines)
                if token.hasPrefix("ref: ") {
                    let name = String(token.dropFirst("ref: ".count))
                    if let loose = try? String(contentsOf: common.appendingPathComponent(name), encoding: .utf8) {
                        token += " " + loose.trimmingCharacters(in: .whitespacesAndNewlines)
                    } else if let packed = try? String(contentsOf: common.appendingPathComponent("packed-refs"), encoding: .utf8) {
                        token += " " + (packed.split(separator: "\n").first { $0.hasSuffix(" " + name) } ?? "")
                    }
                }
                if manager.fileExists(atPath: common.appendingPathComponent("shallow").path) { token += " shallow" }
                return token
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        return ""
    }
}
