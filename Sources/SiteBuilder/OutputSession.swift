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
        /// Changed files go to numbered temporaries in `temporaries`, a hidden folder inside the output folder.
        case incremental(existing: [String: IncrementalOutputWriter.Entry], temporaries: URL)
        /// Every file goes to `staging`, which replaces the output folder.
        case replace(staging: URL)
    }

    let base: OutputWriter
    let mode: Mode
    private let lock = NSLock()
    /// Every path of the build, in arrival order.
    private var wanted: [String] = []
    /// Path → its temporary (incremental mode).
    private var changed: [String: URL] = [:]
    private var unchanged = 0
    private var createdDirectories: Set<String> = []
    private var temporariesCreated = false

    init(base: OutputWriter, mode: Mode) {
        self.base = base
        self.mode = mode
    }

    private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    package func add(_ file: OutputFile) throws(OutputError) {
        let number = locked {
            wanted.append(file.path)
            return wanted.count
        }
        do {
            switch mode {
            case .replace(let staging):
                let url = staging.appendingPathComponent(file.path)
                let directory = url.deletingLastPathComponent().path
                try locked {
                    if createdDirectories.insert(directory).inserted {
                        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                    }
                }
                try file.data.write(to: url)
            case .incremental(let existing, let temporaries):
                if let entry = existing[file.path], entry.kind == .file, entry.size == file.data.count,
                    (try? Data(contentsOf: base.output.appendingPathComponent(file.path))) == file.data
                {
                    locked { unchanged += 1 }
                    return
                }
                try locked {
                    if !temporariesCreated {
                        try FileManager.default.createDirectory(at: temporaries, withIntermediateDirectories: false)
                        temporariesCreated = true
                    }
                }
                let temporary = temporaries.appendingPathComponent(String(number))
                try file.data.write(to: temporary)
                locked { changed[file.path] = temporary }
            }
        } catch {
            throw .io("could not write the site to '\(base.output.path)': \(error.localizedDescription)")
        }
    }

    /// Discards everything written so far; the output folder is as it was before the build.
    package func abort() {
        switch mode {
        case .replace(let staging): try? FileManager.default.removeItem(at: staging)
        case .incremental(_, let temporaries): if temporariesCreated { try? FileManager.default.removeItem(at: temporaries) }
        }
    }

    /// Makes the build visible: renames changed files into place and deletes stale ones, or swaps in the new folder.
    package func commit() throws(OutputError) -> IncrementalOutputWriter.Summary {
        var summary = IncrementalOutputWriter.Summary()
        let wantedSet = Set(wanted)
        guard case .incremental(let existing, let temporaries) = mode else {
            guard case .replace(let staging) = mode else { return summary }
            try base.swapIn(staging)
            summary.written = wantedSet.sorted()
            summary.replacedFolder = true
            return summary
        }
        let output = base.output
        let fm = FileManager.default
        var directoriesNeeded = Set<String>()
        for path in wantedSet {
            var parent = (path as NSString).deletingLastPathComponent
            while !parent.isEmpty, directoriesNeeded.insert(parent).inserted {
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
        let conflict =
            directoriesNeeded.contains { existing[$0].map { $0.kind != .directory } ?? false }
            || wantedSet.contains { existing[$0].map { $0.kind != .file } ?? false }
        if conflict { return try replaceFolder(wanted: wantedSet) }
        summary.unchanged = unchanged
        let temporaryFolder = temporaries.lastPathComponent
        let stale = existing.filter { $0.value.kind != .directory && !wantedSet.contains($0.key) }.keys.sorted()
        let staleDirectories = existing.filter {
            $0.value.kind == .directory && !directoriesNeeded.contains($0.key) && $0.key != temporaryFolder
        }.keys
        if changed.isEmpty, stale.isEmpty, staleDirectories.isEmpty {
            abort()
            return summary
        }

        // Still phase 1: folders the new files need. Nothing visible changes yet.
        var created: [URL] = []
        do {
            for directory in directoriesNeeded.sorted() where existing[directory] == nil {
                let url = output.appendingPathComponent(directory)
                try fm.createDirectory(at: url, withIntermediateDirectories: false)
                created.append(url)
            }
        } catch {
            abort()
            for url in created.reversed() { try? fm.removeItem(at: url) }
            throw .io("could not write the site to '\(output.path)': \(error.localizedDescription)")
        }

        // Phase 2: the journal, atomic renames, deletions.
        let journal = output.appendingPathComponent(IncrementalOutputWriter.journalName)
        do {
            try Data("A build is being written; if this file remains, the next build rewrites the folder.\n".utf8).write(to: journal)
            for (path, temporary) in changed.sorted(by: { $0.key < $1.key }) {
                let target = output.appendingPathComponent(path)
                if rename(temporary.path, target.path) != 0 {
                    throw OutputError.io("could not rename into '\(target.path)': \(String(cString: strerror(errno)))")
                }
            }
            for path in stale {
                try fm.removeItem(at: output.appendingPathComponent(path))
            }
            // Deepest first, so a folder is empty when its turn comes.
            for directory in staleDirectories.sorted(by: { $0.count > $1.count }) {
                try? fm.removeItem(at: output.appendingPathComponent(directory))
            }
            if temporariesCreated { try? fm.removeItem(at: temporaries) }
            try fm.removeItem(at: journal)
        } catch {
            throw .io("could not finish writing the site to '\(output.path)': \(error); the next build rewrites it")
        }
        summary.written = changed.keys.sorted()
        summary.deleted = stale.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        return summary
    }

    /// A file stands where the new site needs a folder (or the reverse): build the whole new folder from the
    /// temporaries and the unchanged files, and swap it in.
    private func replaceFolder(wanted: Set<String>) throws(OutputError) -> IncrementalOutputWriter.Summary {
        let staging = try base.prepareStaging()
        let fm = FileManager.default
        do {
            var directories: Set<String> = []
            for path in wanted.sorted() {
                let target = staging.appendingPathComponent(path)
                let directory = target.deletingLastPathComponent().path
                if directories.insert(directory).inserted { try fm.createDirectory(atPath: directory, withIntermediateDirectories: true) }
                if let temporary = changed[path] {
                    try fm.copyItem(at: temporary, to: target)
                } else {
                    try fm.copyItem(at: base.output.appendingPathComponent(path), to: target)
                }
            }
        } catch {
            try? fm.removeItem(at: staging)
            abort()
            throw .io("could not write the site to '\(base.output.path)': \(error.localizedDescription)")
        }
        abort()
        try base.swapIn(staging)
        var summary = IncrementalOutputWriter.Summary()
        summary.written = wanted.sorted()
        summary.replacedFolder = true
        return summary
    }
}
