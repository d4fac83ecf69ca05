import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a build sends each file as soon as it is rendered.
package protocol OutputSink: Sendable {
    func add(_ file: OutputFile) throws(OutputError)
}

/// One build being written by `IncrementalOutputWriter`: `add` may be called from several threads at once;
/// `commit` makes the files visible (see `IncrementalOutputWriter` for the failure safety), `abort` discards them.
package final class OutputSession: OutputSink, @unchecked Sendable {
    enum Mode {
        /// Changed files go to `staging`; at commit the unchanged ones are hard-linked beside them.
        case incremental(existing: [String: IncrementalOutputWriter.Entry], staging: URL)
        /// Every file goes to `staging`, which replaces the output folder.
        case replace(staging: URL)
    }

    let base: OutputWriter
    let mode: Mode
    private let lock = NSLock()
    /// Every path of the build, in arrival order.
    private var wanted: [String] = []
    /// Paths written to the staging folder (incremental mode).
    private var changed: Set<String> = []
    private var unchanged = 0
    private var createdDirectories: Set<String> = []
    private var stagingCreated = false
    /// Bytes written to the staging folder since the last background flush was started.
    private var unflushedBytes = 0
    /// Whether a background flush is running.
    private var flushing = false
    /// The background flushes, waited for before the swap so that none outlives the session.
    private let flushes = DispatchGroup()

    /// Written bytes after which a background flush starts, so that the disk writes overlap the rest of the
    /// build instead of all waiting for the `syncfs` just before the swap.
    static let flushInterval = 64 << 20

    init(base: OutputWriter, mode: Mode) {
        self.base = base
        self.mode = mode
        if case .replace = mode { stagingCreated = true }
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    private var staging: URL {
        switch mode {
        case .replace(let staging), .incremental(_, let staging): staging
        }
    }

    /// Creates the staging folder (once) and `file`'s parent folders in it, a level at a time, each marked
    /// as a top directory and placed under a random name so the folders are spread out
    /// (`OutputWriter.makeSpreadFolder`).
    private func prepareFolders(for path: String) throws {
        let stagingPath = staging.path
        try locked {
            if !stagingCreated {
                try OutputWriter.createStaging(staging)
                stagingCreated = true
            }
            guard let slash = path.lastIndex(of: "/") else { return }
            var folder = stagingPath
            for component in path[..<slash].split(separator: "/", omittingEmptySubsequences: true) {
                folder += "/" + component
                guard createdDirectories.insert(folder).inserted else { continue }
                let error = OutputWriter.makeSpreadFolder(folder)
                if error != 0, error != EEXIST { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO) }
            }
        }
    }

    /// Keeps the file at `path` as the output folder has it (incremental mode): it is hard-linked into the
    /// new site at commit instead of being written, as a file whose inputs did not change.
    package func keep(_ path: String) {
        locked { wanted.append(path) }
    }

    package func add(_ file: OutputFile) throws(OutputError) {
        locked { wanted.append(file.path) }
        do {
            if case .incremental(let existing, _) = mode, let entry = existing[file.path], entry.kind == .file,
                entry.size == file.byteCount,
                file.matchesFile(atPath: base.output.appendingPathComponent(file.path, isDirectory: false).path)
            {
                locked { unchanged += 1 }
                return
            }
            try prepareFolders(for: file.path)
            try OutputWriter.write(file, to: staging.appendingPathComponent(file.path, isDirectory: false))
            let startFlush = locked {
                _ = changed.insert(file.path)
                unflushedBytes += file.byteCount
                guard unflushedBytes >= Self.flushInterval, !flushing else { return false }
                (unflushedBytes, flushing) = (0, true)
                return true
            }
            if startFlush { flushInBackground() }
        } catch {
            throw OutputWriter.ioError(base.output, error)
        }
    }

    /// Starts writing what is in the staging folder's file system to disk on another thread (one `syncfs`):
    /// the final flush before the swap then has little left to wait for.
    private func flushInBackground() {
        let staging = staging
        DispatchQueue.global(qos: .utility).async(group: flushes) {
            OutputWriter.flushToDisk(staging)
            self.locked { self.flushing = false }
        }
    }

    /// Discards everything written so far; the output folder is as it was before the build.
    package func abort() {
        flushes.wait()
        if locked({ stagingCreated }) { OutputWriter.removeMarkedFolder(staging) }
    }

    /// Makes the build visible by swapping the staging folder in place of the output folder in one step.
    /// An incremental build first hard-links its unchanged files into the staging folder, so they keep
    /// their modification times, and changes nothing at all when no file differs.
    package func commit() throws(OutputError) -> IncrementalOutputWriter.Summary {
        flushes.wait()
        var summary = IncrementalOutputWriter.Summary()
        let wantedSet = Set(wanted)
        guard case .incremental(let existing, let staging) = mode else {
            try base.swapIn(staging)
            summary.written = wantedSet.sorted()
            summary.replacedFolder = true
            return summary
        }
        var directoriesNeeded = Set<String>()
        for path in wantedSet {
            var parent = OutputWriter.parent(of: path)
            while !parent.isEmpty, directoriesNeeded.insert(parent).inserted {
                parent = OutputWriter.parent(of: parent)
            }
        }
        let stale = existing.filter { $0.value.kind != .directory && !wantedSet.contains($0.key) }.keys.sorted()
        let staleDirectories = existing.filter { $0.value.kind == .directory && !directoriesNeeded.contains($0.key) }
        summary.unchanged = unchanged
        if changed.isEmpty, stale.isEmpty, staleDirectories.isEmpty {
            abort()
            return summary
        }
        do {
            for path in wantedSet where !changed.contains(path) {
                try prepareFolders(for: path)
                try OutputWriter.linkOrCopy(
                    base.output.appendingPathComponent(path, isDirectory: false),
                    to: staging.appendingPathComponent(path, isDirectory: false))
            }
            try locked {
                if !stagingCreated {
                    try OutputWriter.createStaging(staging)
                    stagingCreated = true
                }
            }
            // The marker too keeps its inode; renamed over the staging folder's own, which it carries from the start.
            let linkedMarker = staging.appendingPathComponent(OutputWriter.markerName + ".link")
            if link(base.output.appendingPathComponent(OutputWriter.markerName).path, linkedMarker.path) == 0 {
                rename(linkedMarker.path, staging.appendingPathComponent(OutputWriter.markerName).path)
            }
        } catch {
            abort()
            throw OutputWriter.ioError(base.output, error)
        }
        try base.swapIn(staging)
        summary.written = changed.sorted()
        summary.deleted = stale.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        return summary
    }
}
