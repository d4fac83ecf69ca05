import CFileSystem
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The staging folder, the one-step swap and the clean-up after builds that died.
extension OutputWriter {
    static let stagingInfix = ".precept-new-"
    static let retiredInfix = ".precept-old-"

    /// The hidden folder beside the output folder, on the same file system, where this process stages a build.
    var stagingURL: URL { sibling(Self.stagingInfix) }

    private func sibling(_ infix: String) -> URL {
        output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent)\(infix)\(ProcessInfo.processInfo.processIdentifier)")
    }

    /// An empty staging folder for a whole new site.
    func prepareStaging() throws(OutputError) -> URL {
        let fm = FileManager.default
        let staging = stagingURL
        do {
            try fm.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.createStaging(staging)
        } catch {
            throw Self.ioError(output, error)
        }
        return staging
    }

    static let markerText = Data("Written by Precept; this folder is replaced on every build.\n".utf8)

    /// Creates a staging folder that carries the marker from the start, so that `removeLeftovers` can tell it is Precept's.
    static func createStaging(_ staging: URL) throws {
        // This process's own earlier staging folder (a long-running `serve`, or a reused process id).
        if FileManager.default.fileExists(atPath: staging.appendingPathComponent(markerName).path) {
            removeMarkedFolder(staging)
        }
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        markTopDirectory(staging.path)
        do {
            try writeData(markerText, to: staging.appendingPathComponent(markerName))
        } catch {
            rmdir(staging.path)
            throw error
        }
    }

    /// Asks the file system to place the folders made in `path` in block groups of their own (ext4's `T`
    /// attribute; other file systems refuse, which changes nothing). A whole build writes 20,000 files at
    /// 10,000 pages, usually right after the previous site's were deleted (by the last whole build's swap, or
    /// by hand). ext4 without a journal will not reuse an inode freed in the last minute, and looks past
    /// every such inode of the block group for every file it creates; folders placed beside the parent
    /// land among those freed inodes. Spread out, they land in groups with fresh ones: copying the
    /// 10,000-page site's HTML right after deleting a copy took 0.5 s instead of 1.6–3.0 s.
    static func markTopDirectory(_ path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = precept_mark_top_directory(descriptor)
        close(descriptor)
    }

    /// Prefix of the name a folder is made under before `makeSpreadFolder` renames it.
    static let unplacedFolderPrefix = ".precept-folder-"

    /// Makes the folder `path` (its parent exists and is marked, see `markTopDirectory`) under a random name
    /// and then renames it, marked itself: ext4 starts its search for a block group for a folder made in a
    /// top directory at a hash of the folder's *name*, so every build's `search/p` or `area-007` would land
    /// in the groups where the previous build's were, among the inodes its deletion has just freed, which
    /// ext4 without a journal scans past one by one for every file it creates. Under a random name each
    /// folder lands somewhere new. Writing 20,000 files in 100 folders right after deleting the same tree
    /// took 0.9–1.2 s of system time this way against 3.1–4.6 s with the folders made under their own names.
    /// Returns 0, or the `errno` of making the folder (EEXIST when `path` exists, which is left as it is).
    static func makeSpreadFolder(_ path: String) -> Int32 {
        guard let slash = path.lastIndex(of: "/") else { return makeFolderInPlace(path) }
        let temporary = path[..<slash] + "/" + unplacedFolderPrefix + String(UInt64.random(in: .min ... .max), radix: 36)
        guard mkdir(temporary, 0o777) == 0 else { return makeFolderInPlace(path) }  // less the umask
        markTopDirectory(temporary)
        if precept_rename_noreplace(temporary, path) == 0 { return 0 }
        let renameError = errno
        rmdir(temporary)
        // EEXIST: someone made it first. Anything else (a kernel or file system without the flag): in place.
        return renameError == EEXIST ? EEXIST : makeFolderInPlace(path)
    }

    private static func makeFolderInPlace(_ path: String) -> Int32 {
        guard mkdir(path, 0o777) == 0 else { return errno }
        markTopDirectory(path)
        return 0
    }

    /// Removes the staging and retired folders of builds whose process is gone (killed, or out of power).
    /// Only folders with the marker, or empty ones, are removed: a folder of the user's that happens to have
    /// such a name is left alone.
    /// If such a build died between the two renames of the fallback swap, its retired folder is the
    /// previous site and is put back first.
    package func removeLeftovers() {
        let fm = FileManager.default
        let parent = output.deletingLastPathComponent()
        let name = "." + output.lastPathComponent
        guard let entries = try? fm.contentsOfDirectory(atPath: parent.path) else { return }
        for entry in entries.sorted() where entry.hasPrefix(name) {
            let rest = entry.dropFirst(name.count)
            let infix = [Self.stagingInfix, Self.retiredInfix].first { rest.hasPrefix($0) }
            guard let infix, let pid = Int32(rest.dropFirst(infix.count)), !Self.isAlive(pid) else { continue }
            let url = parent.appendingPathComponent(entry)
            // A symbolic link under such a name is the user's output link that an older Precept swapped out of
            // place (issue 24): only the link goes, never what it points at.
            if Self.isSymbolicLink(url.path) {
                unlink(url.path)
                continue
            }
            if infix == Self.retiredInfix, !fm.fileExists(atPath: output.path),
                fm.fileExists(atPath: url.appendingPathComponent(Self.markerName).path)
            {
                if (try? fm.moveItem(at: url, to: output)) != nil { continue }
            }
            if fm.fileExists(atPath: url.appendingPathComponent(Self.markerName).path) {
                Self.removeMarkedFolder(url)
            } else {
                rmdir(url.path)
            }
        }
    }

    static func isAlive(_ pid: Int32) -> Bool {
        pid == ProcessInfo.processInfo.processIdentifier || kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Marks a complete staging folder as Precept's and swaps it in place of the output folder in one step,
    /// keeping the user's dot-files.
    func swapIn(_ staging: URL) throws(OutputError) {
        let fm = FileManager.default
        Self.flushToDisk(staging)
        do {
            guard fm.fileExists(atPath: output.path) else {
                try fm.moveItem(at: staging, to: output)
                return
            }
            // Keep dot-files such as .gitkeep, .nojekyll or a deployment's .git that the user placed in the
            // output folder; hard links, so even a large .git costs little.
            for entry in try fm.contentsOfDirectory(atPath: output.path)
            where entry.hasPrefix(".") && entry != Self.markerName
                && entry != IncrementalOutputWriter.journalName && !entry.hasPrefix(IncrementalOutputWriter.temporaryPrefix)
            {
                let target = staging.appendingPathComponent(entry)
                if !fm.fileExists(atPath: target.path) {
                    try Self.cloneTree(output.appendingPathComponent(entry), to: target)
                }
            }
        } catch {
            Self.removeMarkedFolder(staging)
            throw Self.ioError(output, error)
        }
        if Self.exchange(staging.path, output.path) {
            // The staging name now holds the previous site, with its marker.
            CrashInjection.point("exchanged")
            Self.removeMarkedFolder(staging)
            return
        }
        // A file system without RENAME_EXCHANGE: two renames; `removeLeftovers` repairs a death between them.
        let retired = sibling(Self.retiredInfix)
        do {
            if fm.fileExists(atPath: retired.path) { try fm.removeItem(at: retired) }
            try fm.moveItem(at: output, to: retired)
            try fm.moveItem(at: staging, to: output)
        } catch {
            if !fm.fileExists(atPath: output.path) { try? fm.moveItem(at: retired, to: output) }
            Self.removeMarkedFolder(staging)
            throw Self.ioError(output, error)
        }
        Self.removeMarkedFolder(retired)
    }

    /// Removes a folder carrying the marker, the marker last: a removal cut short (a kill) leaves a folder
    /// `removeLeftovers` still knows for Precept's, or an empty one, never an unmarked remnant it must keep.
    static func removeMarkedFolder(_ folder: URL) {
        // Never through a symbolic link: that would empty the folder it points at.
        guard !isSymbolicLink(folder.path) else { return }
        let fm = FileManager.default
        for entry in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] where entry != markerName {
            try? fm.removeItem(at: folder.appendingPathComponent(entry))
            CrashInjection.point("removing")
        }
        unlink(folder.appendingPathComponent(markerName).path)
        rmdir(folder.path)
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// `renameat2(…, RENAME_EXCHANGE)`: Swift's Glibc module hides it behind `_GNU_SOURCE`, so it is looked up.
    private static let renameat2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }

    /// Atomically exchanges two paths; false when the system or file system cannot.
    static func exchange(_ first: String, _ second: String) -> Bool {
        guard let renameat2 else { return false }
        let renameExchange: UInt32 = 1 << 1
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0
    }

    /// Hard-links `source` to `target`, or copies it where links are impossible (another file system, no permission).
    static func linkOrCopy(_ source: URL, to target: URL) throws {
        if link(source.path, target.path) == 0 { return }
        try FileManager.default.copyItem(at: source, to: target)
    }

    /// Recreates a file tree with hard links; symbolic links are recreated, not followed.
    static func cloneTree(_ source: URL, to target: URL) throws {
        var info = stat()
        guard lstat(source.path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            for entry in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                try cloneTree(source.appendingPathComponent(entry), to: target.appendingPathComponent(entry))
            }
        case S_IFREG: try linkOrCopy(source, to: target)
        default: try FileManager.default.copyItem(at: source, to: target)
        }
    }
}
