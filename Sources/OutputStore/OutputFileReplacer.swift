import Foundation
import ParallelMap

#if canImport(Glibc)
    import Glibc
#endif

/// Replaces single files of a written site, each atomically: the new bytes go to a temporary file in
/// the same folder, which is then renamed over the old one, so a reader (the preview server, a browser)
/// sees the old file or the new one, never a part. Files whose bytes are already right are not touched.
///
/// With a journal (edits of a few pages: `OutputStage`), files are only staged: they change together at the
/// journal's `apply`, and a failure or a killed process can undo them all. Without one, each file is
/// replaced at once; a temporary left by a process that died is removed by the next whole build, which
/// deletes whatever the site does not contain.
package struct OutputFileReplacer: Sendable {
    package var output: URL
    /// Where replacements and deletions are staged, journaled and kept for undoing (see
    /// `OutputReplacementJournal`); nil to replace each file at once.
    package var journal: OutputReplacementJournal?

    package init(output: URL, journal: OutputReplacementJournal? = nil) {
        self.output = output
        self.journal = journal
    }

    private static let counter = Counter()

    /// Writes `file` (with a journal: stages it) unless it already holds these bytes; true when it was.
    @discardableResult
    package func replace(_ file: OutputFile) throws(OutputError) -> Bool {
        if let journal { return try journal.stage(file) }
        let target = output.appendingPathComponent(file.path)
        if file.matchesFile(atPath: target.path) { return false }
        let folder = target.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(
            "\(IncrementalOutputWriter.temporaryPrefix)\(ProcessInfo.processInfo.processIdentifier)-\(Self.counter.take())")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try OutputWriter.write(file, to: temporary)
            guard rename(temporary.path, target.path) == 0 else {
                throw OutputError.io("could not replace '\(target.path)': \(String(cString: strerror(errno)))")
            }
        } catch {
            unlink(temporary.path)
            throw error as? OutputError ?? .io("could not write '\(target.path)': \(error.localizedDescription)")
        }
        return true
    }

    /// Deletes the file at `path` (with a journal: stages its deletion) if it exists; true when it did.
    @discardableResult
    package func remove(_ path: String) throws(OutputError) -> Bool {
        if let journal { return try journal.stageRemoval(path) }
        let target = output.appendingPathComponent(path)
        if unlink(target.path) == 0 { return true }
        if errno == ENOENT { return false }
        throw OutputError.io("could not delete '\(target.path)': \(String(cString: strerror(errno)))")
    }

    /// The bytes of the file at `path` now, if any.
    package func contents(_ path: String) -> Data? {
        try? Data(contentsOf: output.appendingPathComponent(path))
    }
}
