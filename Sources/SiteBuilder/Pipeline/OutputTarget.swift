import Foundation
import OutputStore

/// Where the write stage puts files: nowhere (`check`, or a build that will not be clean), an
/// `OutputSession` that swaps a staging folder in, or an `OutputReplacementJournal` that replaces files in
/// place, all or nothing.
enum OutputTarget: Sendable {
    case none
    case session(OutputSession)
    case journal(OutputReplacementJournal)

    var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}

/// An `OutputTarget` as a sink that several threads write to at once, noting what the journal changed.
final class OutputTargetSink: OutputSink, @unchecked Sendable {
    // Safe: `written` is only read and written under `lock`; the session and the journal lock themselves.
    let target: OutputTarget
    let replacer: OutputFileReplacer?
    private let lock = NSLock()
    private var written: [String] = []
    private var added = Set<String>()

    init(target: OutputTarget, output: URL) {
        self.target = target
        if case .journal(let journal) = target {
            replacer = OutputFileReplacer(output: output, journal: journal)
        } else {
            replacer = nil
        }
    }

    func add(_ file: OutputFile) throws(OutputError) {
        lock.withLock { _ = added.insert(file.path) }
        switch target {
        case .none: return
        case .session(let session): try session.add(file)
        case .journal:
            guard try replacer!.replace(file) else { return }
            lock.lock()
            written.append(file.path)
            lock.unlock()
        }
    }

    /// Keeps every file of `paths` that was not added as the output folder has it (a session links it into the
    /// new site; the journal leaves it where it is).
    func keep(_ paths: some Sequence<String>) {
        guard case .session(let session) = target else { return }
        let added = lock.withLock { self.added }
        for path in paths where !added.contains(path) { session.keep(path) }
    }

    /// Makes what the journal staged so far visible while the build goes on (nothing for the other targets,
    /// which show everything at their commit); a later failure still undoes it, as `abandon` and `commit` do.
    func publishStaged() throws(OutputError) {
        guard case .journal(let journal) = target else { return }
        try journal.apply()
    }

    /// What to report when writing failed with `error` (after `abandon` or a failed `commit`).
    func failureMessage(_ error: OutputError) -> String {
        if case .journal = target { return error.description + "; the files written were put back" }
        return error.description
    }

    /// Discards everything written so far.
    func abandon() {
        switch target {
        case .none: break
        case .session(let session): session.abort()
        case .journal(let journal): journal.rollback()
        }
    }

    /// Deletes `removed` (the journal's way; a session deletes what was not written by itself) and makes
    /// everything visible at once. A failure undoes every change first.
    func commit(removing removed: [String]) throws(OutputError) -> IncrementalOutputWriter.Summary {
        switch target {
        case .none: return IncrementalOutputWriter.Summary()
        case .session(let session): return try session.commit()
        case .journal(let journal):
            var summary = IncrementalOutputWriter.Summary()
            do throws(OutputError) {
                for path in removed where try replacer!.remove(path) { summary.deleted.append(path) }
                try journal.apply()
            } catch {
                journal.rollback()
                throw error
            }
            journal.commit()
            // Folders the deletions emptied go too, as a whole build would not make them.
            for path in removed {
                var folder = OutputWriter.parent(of: path)
                while !folder.isEmpty, rmdir(replacer!.output.appendingPathComponent(folder).path) == 0 {
                    folder = OutputWriter.parent(of: folder)
                }
            }
            summary.written = lock.withLock { written }.sorted()
            summary.deleted = summary.deleted.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
            return summary
        }
    }
}
