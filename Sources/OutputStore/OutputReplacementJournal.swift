import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Makes a set of single-file replacements in the output folder all-or-nothing, for write failures and for
/// a process killed at any instant (`kill -9`, a crash; with `durable`, a power cut too). This is how page
/// edits are written, by every build whose memo describes the output and whose change is an edit of a few pages.
///
/// Everything happens in the journal folder `<output>/.precept-tmp-edit/`: `stage` writes each new
/// version there and keeps the file it will replace as a hard link (a copy where the file system has no
/// hard links), noting files and folders that did not exist. `apply` first appends a record of what it is
/// about to change to the journal file, `journal`, then renames the new versions over the old ones and
/// deletes what was staged for deletion. `commit` removes the journal and the folder; `rollback` puts
/// every kept file back (renamed over whatever was written since), removes what was new, then removes them.
///
/// A process that dies leaves the folder behind; `recover` (run first by every command that writes the
/// output folder) rolls back the changes of every complete record, which restores the previous site
/// exactly, and removes the folder. Records carry their length and a SHA-256, so one torn by the kill is
/// ignored: its changes had not begun. With `durable`, the file system is flushed before the first change
/// a record describes and before the journal is removed, so the same holds after a power cut.
///
/// The journal file is locked (`flock`) while its process writes, so `recover` never touches a journal
/// whose process is alive. The folder's name starts with `IncrementalOutputWriter.temporaryPrefix`, so a
/// whole build never carries it into a new site.
package final class OutputReplacementJournal: Sendable {
    /// The folder holding the journal, the new versions and the kept ones, inside the output folder.
    static let folderName = IncrementalOutputWriter.temporaryPrefix + "edit"
    static let fileName = "journal"

    let output: String
    let durable: Bool
    let hardLinks: Bool
    var folder: String { output + "/" + Self.folderName }

    private struct State {
        /// The journal file, open and locked from the moment the folder exists until it is removed.
        var descriptor: Int32 = -1
        /// Relative path of each file touched → the name of its kept previous version in the folder (nil
        /// when it did not exist), from the first touch on.
        var originals: [String: String?] = [:]
        /// First touches and folders to create that no record holds yet, in order.
        var unrecorded = Record()
        /// Relative folders to create (or created), outermost first.
        var folders: [String] = []
        /// Staged since the last `apply`: relative path → name of its new version in the folder (nil: delete).
        var staged: [String: String?] = [:]
        var counter = 0
    }

    private let state = Mutex(State())

    /// `output` is the output folder; `durable` flushes to disk as described above (`build`; `watch` skips
    /// it, its edits must show at once); `hardLinks: false` keeps copies, as on a file system without links.
    package init(output: URL, durable: Bool, hardLinks: Bool = true) {
        self.output = output.standardizedFileURL.path
        self.durable = durable
        self.hardLinks = hardLinks
    }

    deinit {
        // A journal dropped without `commit` or `rollback` keeps its folder for `recover`, as a dead process does.
        let descriptor = state.withLock { $0.descriptor }
        if descriptor >= 0 { close(descriptor) }
    }

    /// Writes `file` into the journal folder to replace the output's file at `apply`, unless the output
    /// already holds these bytes (and nothing else is staged for it); true when it was staged.
    func stage(_ file: OutputFile) throws(OutputError) -> Bool {
        let target = output + "/" + file.path
        let alreadyStaged = state.withLock { $0.staged[file.path] != nil }
        if !alreadyStaged, file.matchesFile(atPath: target) { return false }
        let name: String = try state.withLock { (state: inout State) throws(OutputError) in
            try open(&state)
            state.counter += 1
            return "new-\(state.counter)"
        }
        let temporary = folder + "/" + name
        do {
            try OutputWriter.write(file, to: URL(fileURLWithPath: temporary))
        } catch {
            unlink(temporary)
            throw OutputWriter.ioError(URL(fileURLWithPath: output), error)
        }
        try state.withLock { (state: inout State) throws(OutputError) in
            try preserve(file.path, &state)
            try noteFolders(for: file.path, &state)
            if case .some(.some(let earlier)) = state.staged[file.path] { unlink(folder + "/" + earlier) }
            state.staged[file.path] = .some(name)
        }
        return true
    }

    /// Stages the deletion of the output's file at `path`; true when there is one.
    func stageRemoval(_ path: String) throws(OutputError) -> Bool {
        try state.withLock { (state: inout State) throws(OutputError) in
            var info = stat()
            guard lstat(output + "/" + path, &info) == 0 else {
                guard errno == ENOENT else { throw Self.failure("could not read", output + "/" + path) }
                if case .some(.some(let earlier)) = state.staged[path] { unlink(folder + "/" + earlier) }
                state.staged[path] = nil
                return false
            }
            try open(&state)
            try preserve(path, &state)
            if case .some(.some(let earlier)) = state.staged[path] { unlink(folder + "/" + earlier) }
            state.staged[path] = .some(nil)
            return true
        }
    }

    /// Records what was staged since the last call, then makes it visible: folders created, new versions
    /// renamed over the old files, deletions done. On a failure the caller rolls back.
    package func apply() throws(OutputError) {
        try state.withLock { (state: inout State) throws(OutputError) in
            guard state.descriptor >= 0, !state.staged.isEmpty || !state.unrecorded.isEmpty else { return }
            CrashInjection.point("staged")
            if !state.unrecorded.isEmpty {
                try append(state.unrecorded, to: state.descriptor)
                state.unrecorded = Record()
            }
            // The new versions, the kept ones and the record reach the disk before the first change.
            if durable { OutputWriter.flushToDisk(URL(fileURLWithPath: output)) }
            CrashInjection.point("journaled")
            for folder in state.folders where mkdir(output + "/" + folder, 0o777) != 0 && errno != EEXIST {
                throw Self.failure("could not create", output + "/" + folder)
            }
            for (path, name) in state.staged.sorted(by: { $0.key < $1.key }) {
                let target = output + "/" + path
                if let name {
                    guard rename(folder + "/" + name, target) == 0 else { throw Self.failure("could not replace", target) }
                } else if unlink(target) != 0, errno != ENOENT {
                    throw Self.failure("could not delete", target)
                }
                CrashInjection.point("replace")
            }
            state.staged = [:]
        }
    }

    /// Keeps every change applied and removes the journal folder; staged changes not applied are dropped.
    package func commit() {
        state.withLock { state in
            guard state.descriptor >= 0 else { return }
            // The replacements reach the disk before the journal that could undo them goes.
            if durable { OutputWriter.flushToDisk(URL(fileURLWithPath: output)) }
            CrashInjection.point("commit")
            unlink(folder + "/" + Self.fileName)
            if durable { Self.syncFolder(folder) }
            CrashInjection.point("committed")
            Self.removeFolder(folder)
            close(state.descriptor)
            state = State()
        }
    }

    /// Puts the output back as it was before the first `stage`; true when every file and folder was
    /// restored (the journal folder is then removed; otherwise it stays for `recover`).
    @discardableResult
    package func rollback() -> Bool {
        state.withLock { state in
            guard state.descriptor >= 0 else { return true }
            let entries = state.originals.map { Record.Entry(path: $0.key, kept: $0.value) }.sorted { $0.path < $1.path }
            let outcome = Self.restore(entries, folders: state.folders, output: output, folder: folder)
            if outcome.complete {
                if durable { OutputWriter.flushToDisk(URL(fileURLWithPath: output)) }
                unlink(folder + "/" + Self.fileName)
                Self.removeFolder(folder)
            }
            close(state.descriptor)
            state = State()
            return outcome.complete
        }
    }

    /// Closes the journal as a process that dies would: nothing is put back or removed (tests).
    func abandon() {
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor) }
            state = State()
        }
    }

    /// The number of files touched so far.
    package var count: Int { state.withLock { $0.originals.count } }

    /// Creates the journal folder with its locked journal file, once: built under a name of this process
    /// and renamed into place, so the folder never exists without a journal whose writer holds the lock.
    private func open(_ state: inout State) throws(OutputError) {
        guard state.descriptor < 0 else { return }
        let building = folder + "-\(getpid())"
        Self.removeFolder(building)
        guard mkdir(building, 0o700) == 0 else { throw Self.failure("could not create", building) }
        let descriptor = Glibc.open(building + "/" + Self.fileName, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let error = Self.failure("could not create", building + "/" + Self.fileName)
            rmdir(building)
            throw error
        }
        // Where locks are not supported, `recover` falls back on the process id in the header.
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        let header = Array("\(Self.magic) \(getpid())\n".utf8)
        guard OutputWriter.writeAll(descriptor, header[...]), rename(building, folder) == 0 else {
            let error: OutputError =
                errno == ENOTEMPTY || errno == EEXIST
                ? .io("'\(folder)' holds the journal of another page edit; the next build puts it right")
                : Self.failure("could not create", folder)
            close(descriptor)
            Self.removeFolder(building)
            throw error
        }
        state.descriptor = descriptor
    }

    /// Keeps the output's file at `path` as it is now, the first time only.
    private func preserve(_ path: String, _ state: inout State) throws(OutputError) {
        guard state.originals[path] == nil else { return }
        let target = output + "/" + path
        var info = stat()
        guard lstat(target, &info) == 0 else {
            guard errno == ENOENT else { throw Self.failure("could not read", target) }
            state.originals[path] = .some(nil)
            state.unrecorded.entries.append(Record.Entry(path: path, kept: nil))
            return
        }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw .io("could not replace '\(target)': it is a folder") }
        state.counter += 1
        let kept = "kept-\(state.counter)"
        if !hardLinks || link(target, folder + "/" + kept) != 0 {
            // A file system without hard links: a copy.
            do {
                try FileManager.default.copyItem(atPath: target, toPath: folder + "/" + kept)
            } catch {
                unlink(folder + "/" + kept)
                throw .io("could not keep the previous version of '\(target)': \(error.localizedDescription)")
            }
        }
        state.originals[path] = .some(kept)
        state.unrecorded.entries.append(Record.Entry(path: path, kept: kept))
    }

    /// Notes the folders above `path` that do not exist yet, outermost first.
    private func noteFolders(for path: String, _ state: inout State) throws(OutputError) {
        var missing: [String] = []
        var current = OutputWriter.parent(of: path)
        var info = stat()
        while !current.isEmpty, !state.folders.contains(current) {
            if lstat(output + "/" + current, &info) == 0 {
                guard info.st_mode & S_IFMT == S_IFDIR else {
                    throw .io("could not write '\(output)/\(path)': '\(output)/\(current)' is not a folder")
                }
                break
            }
            missing.append(current)
            current = OutputWriter.parent(of: current)
        }
        state.folders += missing.reversed()
        state.unrecorded.folders += missing.reversed()
    }

    static func failure(_ what: String, _ path: String) -> OutputError {
        .io("\(what) '\(path)': \(String(cString: strerror(errno)))")
    }
}
