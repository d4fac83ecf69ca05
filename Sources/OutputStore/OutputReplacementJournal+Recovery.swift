import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Putting the output folder right after a page edit whose process died.
extension OutputReplacementJournal {
    /// What `recover` found and did.
    package enum Recovery: Sendable, Equatable {
        /// No journal folder.
        case nothing
        /// The folder of an edit that had finished (committed or rolled back) was removed.
        case cleaned
        /// An edit cut short: every change its journal records was undone and the folder removed.
        case restored(processID: Int32?, restored: Int, removed: Int)
        /// An edit cut short whose changes could not all be undone; the folder stays.
        case failed(processID: Int32?, reason: String)
        /// Another process is still writing its edit.
        case busy(processID: Int32?)

        /// The note for the user, if this is worth one: `output.restored` or `output.not-restored`.
        package func note(display: String) -> Diagnostic? {
            let folder = "'\(display.hasSuffix("/") ? display : display + "/")'"
            func process(_ id: Int32?) -> String { id.map { " (process \($0))" } ?? "" }
            switch self {
            case .nothing, .cleaned, .busy: return nil
            case .restored(let id, 0, 0):
                return .note(
                    "output.restored",
                    "\(folder) held the unfinished page edit of a build that was stopped\(process(id)) before it changed"
                        + " any file; its temporary files were removed", at: nil)
            case .restored(let id, let restored, let removed):
                return .note(
                    "output.restored",
                    "\(folder) was left part-written by a build that was stopped\(process(id)); the previous site was restored ("
                        + "\(restored) file\(restored == 1 ? "" : "s") put back, \(removed) new file\(removed == 1 ? "" : "s") removed)",
                    at: nil)
            case .failed(let id, let reason):
                return .note(
                    "output.not-restored",
                    "\(folder) was left part-written by a build that was stopped\(process(id)) and could not be restored (\(reason));"
                        + " the next build that writes replaces every file that differs", at: nil)
            }
        }

        /// The message that stops a build when another process is writing.
        package func busyMessage(display: String) -> String? {
            guard case .busy(let id) = self else { return nil }
            return "another Precept process\(id.map { " (\($0))" } ?? "") is writing a page edit into '\(display)';"
                + " run the build again when it has finished"
        }
    }

    /// Finds a page edit left in `output` by a process that died and undoes it, restoring the previous
    /// site exactly, then removes the journal folder. Waits up to `patience` for a live writer to finish.
    /// Idempotent: a recovery cut short is finished by the next one.
    package static func recover(_ output: URL, patience: Duration = .seconds(30)) -> Recovery {
        let folder = output.standardizedFileURL.path + "/" + folderName
        let deadline = ContinuousClock.now + patience
        while true {
            var info = stat()
            guard lstat(folder, &info) == 0 else { return .nothing }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                unlink(folder)
                return .cleaned
            }
            let descriptor = open(folder + "/" + fileName, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
            guard descriptor >= 0 else {
                // No journal: its edit had finished and was removing the folder.
                removeFolder(folder)
                return .cleaned
            }
            let contents = readAll(descriptor).map(decode) ?? Contents()
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                let writerAlive =
                    errno == EWOULDBLOCK
                    || contents.processID.map { $0 != getpid() && OutputWriter.isAlive($0) } ?? false
                if writerAlive {
                    close(descriptor)
                    guard ContinuousClock.now < deadline else { return .busy(processID: contents.processID) }
                    usleep(50_000)
                    continue
                }
            }
            var linked = stat()
            if fstat(descriptor, &linked) == 0, linked.st_nlink == 0 {
                // Its writer finished while this process waited for the lock: look again.
                close(descriptor)
                continue
            }
            // Read again under the lock: the writer may have appended a record meanwhile.
            let locked = readAll(descriptor).map(decode) ?? contents
            defer { close(descriptor) }
            guard !locked.damaged else {
                return .failed(processID: locked.processID, reason: "its journal names files outside the output folder")
            }
            let outcome = restore(
                locked.records.flatMap(\.entries), folders: locked.records.flatMap(\.folders),
                output: output.standardizedFileURL.path, folder: folder)
            guard outcome.complete else {
                return .failed(processID: locked.processID, reason: outcome.failure ?? "unknown")
            }
            // What was put back reaches the disk before the journal that describes it goes.
            if !locked.records.isEmpty { OutputWriter.flushToDisk(output) }
            unlink(folder + "/" + fileName)
            removeFolder(folder)
            return .restored(processID: locked.processID, restored: outcome.restored, removed: outcome.removed)
        }
    }

    private static func readAll(_ descriptor: Int32) -> [UInt8]? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let size = Int(info.st_size)
        var bytes = [UInt8](repeating: 0, count: size)
        var count = 0
        while count < size {
            let got = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + count, size - count, off_t(count)) }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        return Array(bytes[..<count])
    }
}
