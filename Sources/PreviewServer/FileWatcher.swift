import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Watches folders recursively and single files with inotify, and reports what changed after a quiet
/// period, so an editor's burst of writes (temporary file, rename, delete) becomes one rebuild.
///
/// Single files are watched through their folder, because editors that save by renaming a new file
/// over the old one would otherwise leave a watch on a deleted inode. New folders are watched as they
/// appear, and their contents are reported, since files may land in them before the watch exists.
public final class FileWatcher: @unchecked Sendable {
    // Safe to share: `stop()` touches only `stopped`, under `lock`; everything else (the descriptor's
    // reads and the watch table) is used only by the one thread that calls `waitForChanges`.
    private let descriptor: Int32
    private var directories: [Int32: String] = [:]
    /// Folders watched with everything below them.
    private let trees: [String]
    /// Folder → file names watched in it (for files such as precept.yml).
    private let files: [String: Set<String>]
    /// Where reported paths are made relative to.
    private let root: String
    private let lock = NSLock()
    private var stopped = false

    public enum WatchError: Error, CustomStringConvertible {
        case unavailable(String)
        public var description: String {
            switch self {
            case .unavailable(let message): "cannot watch for changes: \(message)"
            }
        }
    }

    private static let mask: UInt32 =
        UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_FROM)
        | UInt32(IN_MOVED_TO) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)

    /// Watches every folder under each of `trees` and each file of `files` (absolute paths); paths are
    /// reported relative to `root` when inside it. Folders that do not exist yet are watched once created.
    public init(root: URL, trees: [URL], files: [URL]) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw WatchError.unavailable(String(cString: strerror(errno))) }
        self.root = Self.clean(root.path)
        self.trees = trees.map { Self.clean($0.path) }
        var byFolder: [String: Set<String>] = [:]
        for file in files {
            let path = Self.clean(file.path)
            byFolder[(path as NSString).deletingLastPathComponent, default: []].insert((path as NSString).lastPathComponent)
        }
        // The parents of the trees, so a tree created or replaced later is noticed.
        for tree in self.trees {
            byFolder[(tree as NSString).deletingLastPathComponent, default: []].insert((tree as NSString).lastPathComponent)
        }
        self.files = byFolder
        for directory in byFolder.keys { _ = addWatch(directory) }
        for tree in self.trees { _ = addTree(tree) }
    }

    deinit { close(descriptor) }

    /// Makes `waitForChanges` return nil within a fraction of a second.
    public func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Blocks until something changed and then stayed quiet for `debounce`; returns the changed paths,
    /// sorted, or nil once stopped. 50 ms of quiet is far longer than an editor's save (a write and a rename, or
    /// one write) takes, and half of what a save waits before its build starts at 100 ms.
    public func waitForChanges(debounce: Duration = .milliseconds(50), maximumDelay: Duration = .seconds(2)) -> [String]? {
        var changed = Set<String>()
        var firstChange: ContinuousClock.Instant?
        let clock = ContinuousClock()
        while !isStopped {
            let timeout =
                firstChange == nil
                ? 200 : Int32(debounce.components.attoseconds / 1_000_000_000_000_000 + debounce.components.seconds * 1000)
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, timeout)
            if ready > 0 {
                let before = changed.count
                readEvents(into: &changed)
                if firstChange == nil, changed.count > before { firstChange = clock.now }
                if let firstChange, clock.now - firstChange < maximumDelay { continue }
            }
            if ready < 0, errno != EINTR { return nil }
            if firstChange != nil, !changed.isEmpty { return changed.sorted() }
        }
        return nil
    }

    private func readEvents(into changed: inout Set<String>) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var offset = 0
            while offset + 16 <= count {
                let (wd, eventMask, nameLength) = buffer.withUnsafeBytes { raw in
                    (
                        raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                        raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                        Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    )
                }
                let nameBytes = buffer[(offset + 16)..<(offset + 16 + nameLength)].prefix { $0 != 0 }
                // A name that is not UTF-8 is reported as the content scanner shows it, its invalid bytes as `\xFF`.
                let name = String(validating: nameBytes, as: UTF8.self) ?? FileNameText.escaped(Array(nameBytes))
                offset += 16 + nameLength
                handle(wd: wd, mask: eventMask, name: name, into: &changed)
            }
        }
    }

    private func handle(wd: Int32, mask: UInt32, name: String, into changed: inout Set<String>) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Events were lost: watch everything again and report the trees as changed.
            for tree in trees {
                _ = addTree(tree)
                changed.insert(display(tree))
            }
            return
        }
        if mask & UInt32(IN_IGNORED) != 0 {
            directories[wd] = nil
            return
        }
        guard let directory = directories[wd], !name.isEmpty else { return }
        let path = directory + "/" + name
        let insideTree = trees.contains { directory == $0 || directory.hasPrefix($0 + "/") }
        if !insideTree {
            // A watched file, or a tree appearing, in a folder watched only for those names.
            guard files[directory]?.contains(name) == true else { return }
            if trees.contains(path) {
                if mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
                    for added in addTree(path) { changed.insert(display(added)) }
                }
            }
            changed.insert(display(path))
            return
        }
        if Self.isIgnored(name) { return }
        if mask & UInt32(IN_ISDIR) != 0, mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
            for added in addTree(path) { changed.insert(display(added)) }
        }
        changed.insert(display(path))
    }

    /// Dot-files and editor scratch files (`.swp`, `~` backups, Vim's `4913` probe) never trigger a build.
    static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name == "4913"
    }

    /// Watches `directory` and every folder below it; returns the files found, which may predate the watch.
    @discardableResult
    private func addTree(_ directory: String) -> [String] {
        guard addWatch(directory) else { return [] }
        var found: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            for (name, isValid, isFolder) in Self.entries(of: current) where !Self.isIgnored(name) {
                let path = current + "/" + name
                // A folder whose name is not UTF-8 has no text path to watch it by (the content scanner leaves it
                // out with everything in it): it is reported, like a file, and not entered.
                if isFolder, isValid {
                    if addWatch(path) { pending.append(path) }
                } else {
                    found.append(path)
                }
            }
        }
        return found
    }

    /// The entries of `directory` (names that are not UTF-8 escaped, with `isValid` false) and which are folders.
    private static func entries(of directory: String) -> [(name: String, isValid: Bool, isFolder: Bool)] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var entries: [(name: String, isValid: Bool, isFolder: Bool)] = []
        while let entry = readdir(handle) {
            let found: (String, Bool, Bool)? = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                let raw = UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
                let (name, isValid) = FileNameText.decode(raw)
                var info = stat()
                guard name != ".", name != "..", fstatat(dirfd(handle), raw, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                return (name, isValid, info.st_mode & S_IFMT == S_IFDIR)
            }
            if let found { entries.append(found) }
        }
        return entries
    }

    private func addWatch(_ directory: String) -> Bool {
        let wd = inotify_add_watch(descriptor, directory, Self.mask | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW))
        guard wd >= 0 else { return false }
        directories[wd] = directory
        return true
    }

    private func display(_ path: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    private static func clean(_ path: String) -> String {
        let standardized = (path as NSString).standardizingPath
        return standardized.count > 1 && standardized.hasSuffix("/") ? String(standardized.dropLast()) : standardized
    }
}
