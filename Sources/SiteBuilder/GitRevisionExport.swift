import Foundation

/// One git revision of the project's folder, exported (with `git archive`) into a temporary folder so that it can be
/// read like any site: `precept diff v1 v2` reads both sides this way. Nothing is written into the repository or the
/// project; `remove()` deletes the temporary folder.
package struct GitRevisionExport: Sendable {
    /// The project folder as it was at the revision (precept.yml, content/…).
    package var projectRoot: URL
    /// The commit the revision names, abbreviated.
    package var commit: String
    private var scratch: URL

    /// Exports `revision` of the repository holding `project`. Fails with a message when `project` is not in a git
    /// repository, the revision names no commit, or the project folder did not exist at it.
    package static func export(_ revision: String, of project: URL) -> Result<GitRevisionExport, GitCommand.Failure> {
        guard !revision.hasPrefix("-") else { return .failure(GitCommand.Failure(message: "'\(revision)' is not a revision")) }
        let top: String
        let prefix: String
        switch (
            GitCommand.output(["rev-parse", "--show-toplevel"], in: project),
            GitCommand.output(["rev-parse", "--show-prefix"], in: project)
        ) {
        case (.success(let first), .success(let second)):
            top = first.trimmingCharacters(in: .newlines)
            prefix = second.trimmingCharacters(in: .newlines)
        case (.failure(let failure), _), (_, .failure(let failure)):
            return .failure(
                GitCommand.Failure(message: "not a folder, and \(project.path) is not in a git repository (\(failure.message))"))
        }
        let commit: String
        switch GitCommand.output(["rev-parse", "--verify", "--quiet", "--short", revision + "^{commit}"], in: project) {
        case .success(let hash): commit = hash.trimmingCharacters(in: .newlines)
        case .failure:
            return .failure(GitCommand.Failure(message: "'\(revision)' is neither a folder nor a revision of the repository at \(top)"))
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("precept-revision-\(UUID().uuidString)")
        let tree = scratch.appendingPathComponent("tree")
        let archive = scratch.appendingPathComponent("revision.tar")
        do {
            try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: true)
        } catch {
            return .failure(GitCommand.Failure(message: "cannot create a temporary folder: \(error.localizedDescription)"))
        }
        var export = GitRevisionExport(projectRoot: tree.appendingPathComponent(prefix), commit: commit, scratch: scratch)
        let pathspec = prefix.isEmpty ? ["."] : [prefix]
        let archived = GitCommand.output(
            ["-C", top, "archive", "--format=tar", "-o", archive.path, commit, "--"] + pathspec, in: project)
        if case .failure(let failure) = archived {
            export.remove()
            let message =
                failure.message.contains("did not match")
                ? "the project folder \(prefix.isEmpty ? "." : prefix) did not exist at \(revision) (\(commit))" : failure.message
            return .failure(GitCommand.Failure(message: message))
        }
        if let failure = Self.unpack(archive, into: tree) {
            export.remove()
            return .failure(failure)
        }
        try? FileManager.default.removeItem(at: archive)
        export.projectRoot = tree.appendingPathComponent(prefix).standardizedFileURL
        return .success(export)
    }

    /// Deletes the exported files.
    package func remove() {
        try? FileManager.default.removeItem(at: scratch)
    }

    private static func unpack(_ archive: URL, into folder: URL) -> GitCommand.Failure? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tar", "-x", "-f", archive.path, "-C", folder.path]
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return GitCommand.Failure(message: "cannot run tar: \(error.localizedDescription)") }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? nil : GitCommand.Failure(message: "tar could not unpack the revision's files")
    }
}
