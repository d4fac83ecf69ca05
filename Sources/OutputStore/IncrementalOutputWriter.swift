import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Brings an existing output folder up to date with a build by writing only the files whose bytes
/// differ; unchanged files keep their modification times, and a build that changes nothing touches nothing.
///
/// Files arrive one by one as pages finish rendering (`OutputSession`), so a build never holds its
/// whole output in memory. Changed files are written to a staging folder beside the output folder; at
/// commit the unchanged files are hard-linked into it (same inode, same modification time) and the staging
/// folder is exchanged with the output folder in one `renameat2(RENAME_EXCHANGE)`. Whenever the process
/// dies, the output folder is therefore the previous build or the new one, never a mixture; leftover
/// staging folders of dead builds are removed by the next build (`OutputWriter.removeLeftovers`).
///
/// A journal file left by older versions of Precept, which renamed files one by one, makes the next build
/// replace the whole folder.
package struct IncrementalOutputWriter: Sendable {
    package static let journalName = ".precept-writing"
    static let temporaryPrefix = ".precept-tmp-"

    /// What a write changed in the output folder.
    package struct Summary: Sendable, Hashable {
        package var written: [String] = []
        package var deleted: [String] = []
        package var unchanged = 0
        /// True when the whole folder was replaced (first build, or a fallback).
        package var replacedFolder = false
        package var nothingChanged: Bool { written.isEmpty && deleted.isEmpty && !replacedFolder }

        /// Nothing written, deleted or replaced yet.
        package init() {}
    }

    package var base: OutputWriter

    package init(_ base: OutputWriter) {
        self.base = base
    }

    /// Writes a whole build at once; `begin()` and `OutputSession` do the same for files that arrive one by one.
    package func write(_ files: [OutputFile]) throws(OutputError) -> Summary {
        let session = try begin()
        do {
            for file in files { try session.add(file) }
        } catch {
            session.abort()
            throw error
        }
        return try session.commit()
    }

    /// Starts writing a build whose files arrive as they are rendered; nothing visible changes until `commit()`.
    package func begin(replacingEverything: Bool = false) throws(OutputError) -> OutputSession {
        try base.checkSafety()
        base.removeLeftovers()
        let output = base.output
        let fm = FileManager.default
        if !replacingEverything, fm.fileExists(atPath: output.appendingPathComponent(OutputWriter.markerName).path),
            !fm.fileExists(atPath: output.appendingPathComponent(Self.journalName).path),
            let existing = Self.listTree(output.path)
        {
            return OutputSession(base: base, mode: .incremental(existing: existing, staging: base.stagingURL))
        }
        return OutputSession(base: base, mode: .replace(staging: try base.prepareStaging()))
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
