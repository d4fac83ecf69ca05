import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Makes a set of single-file replacements in the output folder all-or-nothing for write failures: before
/// `OutputFileReplacer` replaces or deletes a file, the journal keeps its current version under a temporary
/// name beside it (a hard link, so the old bytes cost no copy), and notes files and folders that did not
/// exist. `rollback()` puts every kept file back (renamed over whatever was written since) and removes what
/// was new; `commit()` drops the kept versions once everything was written.
///
/// This is how `build`'s page-edit path writes: a failed write leaves the previous site as it was. The
/// temporaries carry `IncrementalOutputWriter.temporaryPrefix`, so any left by a process that died are
/// removed by the next whole build (the build fingerprint sees them, and the output folder then differs
/// from the one recorded, so that next build is a whole one).
package final class OutputReplacementJournal: Sendable {
    private enum Original {
        /// The file existed; its previous version is at this absolute path.
        case kept(String)
        /// Nothing was there.
        case absent
    }

    private struct State {
        /// Absolute path of each file touched → what it was before the first touch.
        var originals: [String: Original] = [:]
        /// Absolute paths of folders created, outermost first.
        var createdFolders: [String] = []
        var counter = 0
    }

    private let state = Mutex(State())

    package init() {}

    /// Called before `target` (an absolute path) is replaced or deleted: keeps its current version, the
    /// first time only.
    func preserve(_ target: String) throws(OutputError) {
        try state.withLock { (state: inout State) throws(OutputError) in
            guard state.originals[target] == nil else { return }
            var info = stat()
            guard lstat(target, &info) == 0 else {
                guard errno == ENOENT else { throw Self.failure("could not read", target) }
                state.originals[target] = .absent
                return
            }
            state.counter += 1
            let folder = (target as NSString).deletingLastPathComponent
            let kept =
                folder + "/" + IncrementalOutputWriter.temporaryPrefix
                + "\(ProcessInfo.processInfo.processIdentifier)-kept-\(state.counter)"
            if link(target, kept) != 0 {
                // A file system without hard links: a copy.
                do {
                    try FileManager.default.copyItem(atPath: target, toPath: kept)
                } catch {
                    unlink(kept)
                    throw Self.failure("could not keep the previous version of", target)
                }
            }
            state.originals[target] = .kept(kept)
        }
    }

    /// Creates `folder` (an absolute path) and its missing parents, noting each one created.
    func createFolder(_ folder: String) throws(OutputError) {
        var missing: [String] = []
        var current = folder
        var info = stat()
        while !current.isEmpty, current != "/", lstat(current, &info) != 0 {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        guard !missing.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Self.failure("could not create", folder)
        }
        state.withLock { $0.createdFolders += missing.reversed() }
    }

    /// Puts the output back as it was before the first `preserve`; true when every file and folder was restored.
    @discardableResult
    package func rollback() -> Bool {
        state.withLock { state in
            var restored = true
            for (target, original) in state.originals {
                switch original {
                case .kept(let kept):
                    // When the write failed before its rename, both names are links to the old file, and
                    // rename(2) then does nothing: the kept name is removed by hand.
                    if rename(kept, target) == 0 { unlink(kept) } else { restored = false }
                case .absent:
                    if unlink(target) != 0, errno != ENOENT { restored = false }
                }
            }
            // Innermost first; a folder that is not empty held something else and stays.
            for folder in state.createdFolders.reversed() where rmdir(folder) != 0 && errno != ENOENT {
                restored = false
            }
            state = State()
            return restored
        }
    }

    /// Drops the kept versions: the replacements stay.
    package func commit() {
        state.withLock { state in
            for case .kept(let kept) in state.originals.values { unlink(kept) }
            state = State()
        }
    }

    /// The number of files touched so far.
    package var count: Int { state.withLock { $0.originals.count } }

    private static func failure(_ what: String, _ path: String) -> OutputError {
        .io("\(what) '\(path)': \(String(cString: strerror(errno)))")
    }
}
