import Diagnostics
import Foundation
import Guidelines

#if canImport(Glibc)
    import Glibc
#endif

/// Lists the Markdown pages and static files of a content folder, in a stable order.
package struct ContentScanner: Sendable {
    /// What a scan found: the pages, the static files and the entries left out.
    package struct Listing: Sendable, Hashable {
        /// Content-relative paths of Markdown pages.
        package var pages: [String]
        /// Content-relative paths of other files, copied to the output as they are.
        package var staticFiles: [String]
        /// Entries left out, with why: symbolic links (never followed, so no loop and no escape from the
        /// content folder) and special files such as FIFOs, which would block a read.
        package var skipped: [(path: String, reason: String)] = []
        /// Entries whose names are not valid UTF-8, left out (with all they hold): no path made of text names
        /// them, so they can be neither read nor linked. Paths show the invalid bytes as `\xFF`.
        package var invalidNames: [InvalidName] = []

        package static func == (a: Listing, b: Listing) -> Bool {
            a.pages == b.pages && a.staticFiles == b.staticFiles && a.skipped.map(\.path) == b.skipped.map(\.path)
                && a.invalidNames == b.invalidNames
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(pages)
            hasher.combine(staticFiles)
        }
    }

    /// A file or folder of the content whose name is not valid UTF-8.
    package struct InvalidName: Sendable, Hashable {
        /// Content-relative path, the name's invalid bytes written `\xFF` (`guides/bad\xFF.md`).
        package var path: String
        package var isFolder: Bool
    }

    package static let markdownExtensions: Set<String> = ["md", "markdown"]

    /// Whether the content file at `relativePath` is a page as `scan` lists it: a Markdown file outside
    /// hidden folders (the fingerprint counts the pages of its walk with it).
    package static func isPage(_ relativePath: String) -> Bool {
        // On the bytes (through `NSString` it was a sixth of a one-page edit's fingerprint check at 10,000 pages).
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var previous = slash
        var lastDot: Int?
        for (offset, byte) in relativePath.utf8.enumerated() {
            if byte == dot, previous == slash { return false }
            if byte == dot { lastDot = offset }
            if byte == slash { lastDot = nil }
            previous = byte
        }
        guard let lastDot else { return false }
        let suffix = relativePath.utf8.dropFirst(lastDot + 1)
        // Lowercasing other characters can give ASCII letters (the Kelvin sign gives `k`): those ask Foundation.
        guard suffix.allSatisfy({ $0 < 0x80 }) else {
            return markdownExtensions.contains((relativePath as NSString).pathExtension.lowercased())
        }
        let lowercase = suffix.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return markdownExtensions.contains { lowercase.elementsEqual($0.utf8) }
    }

    package init() {}

    /// Walks `directory`, skipping dot-files and following no symbolic links out of it. Reads the folders
    /// with `readdir` and `lstat` (Foundation's attributes cost about 15 µs a file, a sixth of a second at
    /// 10,000 pages, which every rebuild of `watch` pays).
    package func scan(_ directory: URL) throws -> Listing {
        var pages: [String] = []
        var statics: [String] = []
        var skipped: [(path: String, reason: String)] = []
        var invalid: [InvalidName] = []
        let base = directory.path
        let root = directory.standardizedFileURL.resolvingSymlinksInPath().path
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? base : base + "/" + relative
            let (names, invalidNames) = try Self.names(in: folder)
            for (name, isFolder) in invalidNames where !name.hasPrefix(".") {
                invalid.append(InvalidName(path: relative.isEmpty ? name : relative + "/" + name, isFolder: isFolder))
            }
            for name in names.sorted() where !name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let childPath = base + "/" + childRelative
                var info = stat()
                guard lstat(childPath, &info) == 0 else { throw Self.failure(childPath) }
                switch info.st_mode & S_IFMT {
                case S_IFLNK: skipped.append((childRelative, Self.linkReason(childPath, root: root)))
                case S_IFDIR: pending.append(childRelative)
                case S_IFREG:
                    if Self.markdownExtensions.contains((name as NSString).pathExtension.lowercased()) {
                        pages.append(childRelative)
                    } else {
                        statics.append(childRelative)
                    }
                default: skipped.append((childRelative, "it is not a regular file"))
                }
            }
        }
        return Listing(
            pages: pages.sorted(), staticFiles: statics.sorted(), skipped: skipped.sorted { $0.path < $1.path },
            invalidNames: invalid.sorted { $0.path < $1.path })
    }

    /// The entries of the folder at `path`, without `.` and `..`; apart, those whose names are not UTF-8
    /// (escaped, with whether each is a folder, which is asked of the folder's descriptor with the raw name).
    private static func names(in path: String) throws -> (valid: [String], invalid: [(name: String, isFolder: Bool)]) {
        guard let handle = opendir(path) else { throw failure(path) }
        defer { closedir(handle) }
        var names: [String] = []
        var invalid: [(name: String, isFolder: Bool)] = []
        while let entry = readdir(handle) {
            let (name, isValid, isFolder) = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                let raw = UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
                let (name, isValid) = FileNameText.decode(raw)
                guard !isValid else { return (name, true, false) }
                var info = stat()
                let isFolder = fstatat(dirfd(handle), raw, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == S_IFDIR
                return (name, false, isFolder)
            }
            if !isValid {
                invalid.append((name, isFolder))
            } else if name != ".", name != ".." {
                names.append(name)
            }
        }
        return (names, invalid)
    }

    /// The error of the last system call on `path`, in Foundation's words.
    private static func failure(_ path: String) -> Error {
        let code = errno
        if code == ENOENT { return CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path]) }
        if code == EACCES { return CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        return POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
    }

    /// Why a symbolic link is not followed.
    static func linkReason(_ path: String, root: String) -> String {
        guard let target = realpath(path, nil) else {
            return "it is a symbolic link that is broken or loops; symbolic links are not followed"
        }
        defer { free(target) }
        let resolved = String(cString: target)
        if resolved != root, !resolved.hasPrefix(root + "/") {
            return "it is a symbolic link leading outside the content folder (to '\(resolved)'); symbolic links are not followed"
        }
        return "it is a symbolic link; symbolic links are not followed, so copy the file or folder instead"
    }

    /// Reads one page, replacing bytes that are not UTF-8 so a broken file still builds.
    package func read(_ relativePath: String, in directory: URL, displayPrefix: String) throws -> PageSource {
        source(
            from: try Data(contentsOf: directory.appendingPathComponent(relativePath)), relativePath: relativePath,
            displayPrefix: displayPrefix)
    }

    /// Whether `text`'s UTF-8 is `data`, compared in place (`elementsEqual` walks `Data` byte by byte).
    static func sameBytes(_ text: String, _ data: Data) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            data.withUnsafeBytes { raw in
                guard utf8.count == raw.count else { return false }
                guard let left = utf8.baseAddress, let right = raw.baseAddress else { return true }
                return memcmp(left, right, utf8.count) == 0
            }
        }
    }

    /// A page's bytes as a `PageSource`, repairing bytes that are not UTF-8.
    package func source(from data: Data, relativePath: String, displayPrefix: String) -> PageSource {
        let text = String(decoding: data, as: UTF8.self)
        let display = displayPrefix.isEmpty ? relativePath : displayPrefix + "/" + relativePath
        let repaired = text.utf8.count != data.count || !Self.sameBytes(text, data)
        return PageSource(relativePath: relativePath, displayPath: display, text: text, hadInvalidUTF8: repaired)
    }
}
