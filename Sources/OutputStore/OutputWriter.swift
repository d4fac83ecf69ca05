import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Errors that stop a build from writing (environment problems, not content problems).
package enum OutputError: Error, Sendable, CustomStringConvertible {
    /// The output folder as `OutputWriter.displayName` quotes it, and why it is refused.
    case unsafeOutputDirectory(String, reason: String)
    /// The output folder as `OutputWriter.displayName` quotes it.
    case notAPreceptOutput(String)
    case io(String)

    package var description: String {
        switch self {
        case .unsafeOutputDirectory(let path, let reason): "refusing to write to \(path): \(reason)"
        case .notAPreceptOutput(let path):
            "refusing to replace \(path): it holds files Precept did not write (no \(OutputWriter.markerName) marker); empty it or choose another --output"
        case .io(let message): message
        }
    }
}

/// Writes a build into a temporary folder beside the output folder and swaps it in only when complete,
/// so a failed build leaves the previous site untouched. Never touches anything outside the output folder.
///
/// An output path that is a symbolic link names its target: the target is the output folder, staged and
/// swapped beside the target, and the link is left as it is (`followingLinks(_:)`).
package struct OutputWriter: Sendable {
    package static let markerName = ".precept-output"

    /// The output folder: the path given, or the target of the symbolic link at it.
    package var output: URL
    /// The output path as given, shown in errors when it is a symbolic link.
    package var requested: URL
    package var content: URL
    package var projectRoot: URL

    package init(output: URL, content: URL, projectRoot: URL) {
        requested = output.standardizedFileURL
        self.output = Self.followingLinks(output)
        self.content = content.standardizedFileURL
        self.projectRoot = projectRoot.standardizedFileURL
    }

    /// The folder `url` names as an output folder: `url` itself, or when it is a symbolic link, its target
    /// (followed to the end, whether or not the target exists yet). Swapping a staging folder with the link
    /// would replace the link with a folder, and then removing the old site through the link's new name
    /// would empty the folder the user pointed at (issue 24), so every build writes to the target instead.
    package static func followingLinks(_ url: URL) -> URL {
        var path = url.standardizedFileURL.path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { break }
            if let real = realpath(path, nil) {
                defer { free(real) }
                return URL(fileURLWithPath: String(cString: real)).standardizedFileURL
            }
            // A link to a folder not made yet: read it, relative to the link's folder as the system finds it.
            var target = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(path, &target, target.count - 1)
            guard length > 0 else { break }
            let destination = String(decoding: target[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard !destination.hasPrefix("/") else {
                path = destination
                continue
            }
            let folder = parent(of: path)
            let realFolder = realpath(folder.isEmpty ? "/" : folder, nil)
            defer { free(realFolder) }
            path = (realFolder.map { String(cString: $0) } ?? folder) + "/" + destination
        }
        return URL(fileURLWithPath: path).standardizedFileURL
    }

    /// The output as errors show it, quoted: the path given, and its target when that is a symbolic link.
    var displayName: String {
        requested.path == output.path ? "'\(output.path)'" : "'\(requested.path)' (a symbolic link to '\(output.path)')"
    }

    /// Refuses output folders whose replacement would destroy sources or unrelated files.
    package func checkSafety() throws(OutputError) {
        let out = Self.realPath(output)
        let contentPath = Self.realPath(content)
        let home = Self.realPath(FileManager.default.homeDirectoryForCurrentUser)
        let root = Self.realPath(projectRoot)
        let display = displayName
        if out == "/" { throw .unsafeOutputDirectory(display, reason: "it is the root folder") }
        if out == home { throw .unsafeOutputDirectory(display, reason: "it is the home folder") }
        if out == root { throw .unsafeOutputDirectory(display, reason: "it is the project folder") }
        if out == contentPath { throw .unsafeOutputDirectory(display, reason: "it is the content folder") }
        if contentPath.hasPrefix(out + "/") { throw .unsafeOutputDirectory(display, reason: "it contains the content folder") }
        if out.hasPrefix(contentPath + "/") { throw .unsafeOutputDirectory(display, reason: "it is inside the content folder") }
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: out, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .unsafeOutputDirectory(display, reason: "it is a file") }
            let entries = (try? fm.contentsOfDirectory(atPath: out)) ?? []
            let visible = entries.filter { !$0.hasPrefix(".") }
            if !visible.isEmpty, !entries.contains(Self.markerName) { throw .notAPreceptOutput(display) }
        }
    }

    /// Writes `files` and swaps the new folder in place of the old one.
    package func write(_ files: [OutputFile]) throws(OutputError) {
        try checkSafety()
        removeLeftovers()
        let staging = try prepareStaging()
        do {
            var createdDirectories: Set<String> = []
            for file in files { try Self.write(file, into: staging, createdDirectories: &createdDirectories) }
        } catch {
            Self.removeMarkedFolder(staging)
            throw Self.ioError(output, error)
        }
        try swapIn(staging)
    }

    /// Writes one file under `folder`, creating its parent folders; safe to call from several threads for different files.
    static func write(_ file: OutputFile, into folder: URL, createdDirectories: inout Set<String>) throws {
        let url = folder.appendingPathComponent(file.path, isDirectory: false)
        let directory = url.deletingLastPathComponent().path
        if createdDirectories.insert(directory).inserted {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        try write(file, to: url)
    }

    static func writeData(_ data: Data, to url: URL) throws {
        try write(OutputFile(path: "", data: data), to: url)
    }

    /// Every file write of a build goes through here, so that the fault-injection hook sees them all.
    static func write(_ file: OutputFile, to url: URL) throws {
        #if DEBUG
            try WriteFaultInjection.check(url)
        #endif
        CrashInjection.point("write")
        // Plain write(2), without the fsync Foundation's `Data.write` does for every file: a build's files are
        // flushed together by one `syncfs` just before the staging folder is swapped in (`flushToDisk`).
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        for chunk in file.chunks {
            let complete = try chunk.forEachBlock { (raw: UnsafeRawBufferPointer) in
                var offset = 0
                while offset < raw.count {
                    let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                    offset += written
                }
                return true
            }
            // A range of another file that could no longer be read.
            guard complete else { throw POSIXError(.EIO) }
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying short and interrupted writes; false at an error.
    package static func writeAll(_ descriptor: Int32, _ bytes: some ContiguousBytes) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    /// Writes all of `bytes` at `offset` (`pwrite`, so several threads can write one file at once), retrying
    /// short writes; false at an error.
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, at offset: Int) -> Bool {
        var done = 0
        while done < bytes.count {
            let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return false }
            done += written
        }
        return true
    }

    /// Fills `buffer` with the bytes at `offset` (`pread`); false at an error or the end of the file.
    package static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Bool {
        var filled = 0
        while filled < buffer.count {
            let read = pread(descriptor, buffer.baseAddress! + filled, buffer.count - filled, off_t(offset + filled))
            if read < 0, errno == EINTR { continue }
            if read <= 0 { return false }
            filled += read
        }
        return true
    }

    /// Flushes the file system holding `folder` to disk (one `syncfs`), so that a folder swapped in right
    /// after never shows empty or partial files after a power loss.
    package static func flushToDisk(_ folder: URL) {
        let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        if let syncfs { _ = syncfs(descriptor) } else { sync() }
        close(descriptor)
    }

    private typealias SyncFS = @convention(c) (Int32) -> Int32

    /// `syncfs(2)`: Swift's Glibc module hides it behind `_GNU_SOURCE`, so it is looked up.
    private static let syncfs: SyncFS? = dlsym(nil, "syncfs").map { unsafeBitCast($0, to: SyncFS.self) }

    static func ioError(_ output: URL, _ error: any Error) -> OutputError {
        if let error = error as? OutputError { return error }
        return .io("could not write the site to '\(output.path)': \(error.localizedDescription); the previous site is unchanged")
    }

    /// The folder part of a relative path, "" at the top. (Foundation's `deletingLastPathComponent` traps on
    /// a one-character relative path such as a folder named `a`.)
    package static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    static func realPath(_ url: URL) -> String {
        let resolved = url.standardizedFileURL.resolvingSymlinksInPath().path
        return resolved.count > 1 && resolved.hasSuffix("/") ? String(resolved.dropLast()) : resolved
    }
}
