import Foundation

/// One git revision of the project's folder, exported into a temporary folder so that it can be read like any site:
/// `precept diff v1 v2` and `versions:` read revisions this way. The revision's tree is read into an index of its own
/// and checked out from it (`git read-tree`, `git checkout-index`), not archived: `export-ignore` in `.gitattributes`
/// (meant for release archives) leaves nothing out, and the repository's filters (Git LFS, when installed) give the
/// files' contents. Nothing is written into the repository or the project; `remove()` deletes the temporary folder.
package struct GitRevisionExport: Sendable {
    /// The project folder as it was at the revision (precept.yml, content/…).
    package var projectRoot: URL
    /// The commit the revision names, abbreviated.
    package var commit: String
    /// The repository's files at the revision: everything a build of the revision may read.
    package var tree: URL { scratch.appendingPathComponent("tree").standardizedFileURL }
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
        let projectRoot = tree.appendingPathComponent(prefix)
        do {
            try FileManager.default.createDirectory(at: projectRoot, withIntermediateDirectories: true)
        } catch {
            return .failure(GitCommand.Failure(message: "cannot create a temporary folder: \(error.localizedDescription)"))
        }
        var export = GitRevisionExport(projectRoot: projectRoot, commit: commit, scratch: scratch)
        // The project's folder at the revision (its tree object), into an index of its own, then its files.
        let index = ["GIT_INDEX_FILE": scratch.appendingPathComponent("index").path]
        let folder = commit + ":" + prefix
        guard case .success(let type) = GitCommand.output(["cat-file", "-t", folder], in: project),
            type.trimmingCharacters(in: .whitespacesAndNewlines) == "tree"
        else {
            export.remove()
            return .failure(
                GitCommand.Failure(message: "the project folder \(prefix.isEmpty ? "." : prefix) did not exist at \(revision) (\(commit))"))
        }
        for arguments in [["read-tree", folder], ["checkout-index", "--all", "--force", "--prefix=" + projectRoot.path + "/"]] {
            if case .failure(let failure) = GitCommand.output(["-C", top] + arguments, in: project, environment: index) {
                export.remove()
                return .failure(GitCommand.Failure(message: "cannot read \(revision) (\(commit)): \(failure.message)"))
            }
        }
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent("index"))
        export.projectRoot = projectRoot.standardizedFileURL
        return .success(export)
    }

    /// Deletes the exported files.
    package func remove() {
        try? FileManager.default.removeItem(at: scratch)
    }
}
