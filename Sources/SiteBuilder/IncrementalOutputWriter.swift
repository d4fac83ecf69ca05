import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Brings an existing output folder up to date with a build by writing only the files whose bytes
/// differ and deleting the files the build no longer has; unchanged files keep their modification times.
///
/// Failure safety, in two phases:
/// 1. Every changed file is written to a temporary dot-name in its own folder inside the output folder.
///    If any write fails, the temporaries (and folders created for them) are removed and the site is as
///    it was.
/// 2. A journal file is created, each temporary is renamed over its final name (`rename(2)` replaces
///    atomically, so a reader sees the old or the new file, never a partial one), stale files are
///    deleted, and the journal is removed. If the process dies in this phase, the next build finds the
///    journal and rebuilds the whole folder with `OutputWriter`'s staging swap.
///
/// Anything unusual (no previous Precept output, a journal, a symbolic link or a file where a folder
/// is needed) also falls back to that swap, so this writer never follows a link out of the folder.
package struct IncrementalOutputWriter: Sendable {
    package static let journalName = ".precept-writing"
    static let temporaryPrefix = ".precept-tmp-"

    package struct Summary: Sendable, Hashable {
        package var written: [String] = []
        package var deleted: [String] = []
        package var unchanged = 0
        /// True when the whole folder was replaced (first build, or a fallback).
        package var replacedFolder = false
        package var nothingChanged: Bool { written.isEmpty && deleted.isEmpty && !replacedFolder }
    }

    package var base: OutputWriter

    package init(_ base: OutputWriter) {
        self.base = base
    }

    package func write(_ files: [OutputFile]) throws(OutputError) -> Summary {
        try base.checkSafety()
        let output = base.output
        let fm = FileManager.default
        guard fm.fileExists(atPath: output.appendingPathComponent(OutputWriter.markerName).path),
            !fm.fileExists(atPath: output.appendingPathComponent(Self.journalName).path),
            let existing = Self.listTree(output.path)
        else { return try replaceAll(files) }

        var summary = Summary()
        var changed: [OutputFile] = []
        var wanted = Set<String>()
        var directoriesNeeded = Set<String>()
        for file in files {
            wanted.insert(file.path)
            var parent = (file.path as NSString).deletingLastPathComponent
            while !parent.isEmpty, directoriesNeeded.insert(parent).inserted {
                parent = (parent as NSString).deletingLastPathComponent
            }
        }
        for directory in directoriesNeeded {
            if let entry = existing[directory], entry.kind != .directory { return try replaceAll(files) }
        }
        for file in files {
            switch existing[file.path] {
            case nil:
                changed.append(file)
            case .some(let entry) where entry.kind == .file:
                if entry.size == file.data.count, (try? Data(contentsOf: output.appendingPathComponent(file.path))) == file.data {
                    summary.unchanged += 1
                } else {
                    changed.append(file)
                }
            default:
                return try replaceAll(files)
            }
        }
        let stale = existing.filter { $0.value.kind != .directory && !wanted.contains($0.key) }.keys.sorted()
        let staleDirectories = existing.filter { $0.value.kind == .directory && !directoriesNeeded.contains($0.key) }.keys
        if changed.isEmpty, stale.isEmpty, staleDirectories.isEmpty { return summary }

        // Phase 1: temporaries beside their targets. Nothing visible changes yet.
        var created: [URL] = []
        var temporaries: [(URL, URL)] = []
        do {
            for directory in directoriesNeeded.sorted() where existing[directory] == nil {
                let url = output.appendingPathComponent(directory)
                try fm.createDirectory(at: url, withIntermediateDirectories: false)
                created.append(url)
            }
            let pid = ProcessInfo.processInfo.processIdentifier
            for (number, file) in changed.enumerated() {
                let target = output.appendingPathComponent(file.path)
                let temporary = target.deletingLastPathComponent().appendingPathComponent("\(Self.temporaryPrefix)\(pid)-\(number)")
                try file.data.write(to: temporary)
                temporaries.append((temporary, target))
            }
        } catch {
            for (temporary, _) in temporaries { try? fm.removeItem(at: temporary) }
            for url in created.reversed() { try? fm.removeItem(at: url) }
            throw .io("could not write the site to '\(output.path)': \(error.localizedDescription)")
        }

        // Phase 2: the journal, atomic renames, deletions.
        let journal = output.appendingPathComponent(Self.journalName)
        do {
            try Data("A build is being written; if this file remains, the next build rewrites the folder.\n".utf8).write(to: journal)
            for (temporary, target) in temporaries where rename(temporary.path, target.path) != 0 {
                throw OutputError.io("could not rename into '\(target.path)': \(String(cString: strerror(errno)))")
            }
            for path in stale {
                try fm.removeItem(at: output.appendingPathComponent(path))
            }
            // Deepest first, so a folder is empty when its turn comes.
            for directory in staleDirectories.sorted(by: { $0.count > $1.count }) {
                try? fm.removeItem(at: output.appendingPathComponent(directory))
            }
            try fm.removeItem(at: journal)
        } catch {
            throw .io("could not finish writing the site to '\(output.path)': \(error); the next build rewrites it")
        }
        summary.written = changed.map(\.path)
        summary.deleted = stale.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
        return summary
    }

    private func replaceAll(_ files: [OutputFile]) throws(OutputError) -> Summary {
        try base.write(files)
        var summary = Summary()
        summary.written = files.map(\.path)
        summary.replacedFolder = true
        return summary
    }

    struct Entry: Sendable {
        enum Kind: Sendable { case file, directory, other }
        var kind: Kind
        var size: Int
    }

    /// Every entry under `root` except the top-level dot-files (the marker, the user's `.nojekyll`),
    /// without following symbolic links; nil when the folder cannot be read.
    static func listTree(_ root: String) -> [String: Entry]? {
        var result: [String: Entry] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return nil }
            for name in names {
                if relative.isEmpty, name.hasPrefix("."), !name.hasPrefix(temporaryPrefix) { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(root + "/" + path, &info) == 0 else { return nil }
                switch info.st_mode & S_IFMT {
                case S_IFREG: result[path] = Entry(kind: .file, size: Int(info.st_size))
                case S_IFDIR:
                    result[path] = Entry(kind: .directory, size: 0)
                    pending.append(path)
                default: result[path] = Entry(kind: .other, size: 0)
                }
            }
        }
        return result
    }
}
