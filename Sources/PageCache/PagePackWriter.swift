import Foundation
import OutputStore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The pack file a writing build appends its cache entries to: `pages/<pid>-<random>.pack`, a name no
/// other build uses, created at the first entry. Entries come from concurrent tasks: each reserves its
/// offset under the lock and writes with `pwrite` outside it, so the file grows front to back without one
/// task waiting for another's bytes. No fsync: a torn entry fails its checksum.
///
/// The file is held under an exclusive `flock` until the commit that names it, so that another build's
/// clean-up (`PageCache.commit`) tells it from a pack a killed build left behind and leaves it alone.
final class PagePackWriter: Sendable {
    private struct State {
        var name: String
        /// -1 until the first entry, and after a failure to create the file.
        var descriptor: Int32 = -1
        var failed = false
        var end = 0
        var written: [String: PagePackIndex.Location] = [:]
    }

    let folder: String
    private let state: Mutex<State>

    init(folder: String) {
        self.folder = folder
        state = Mutex(State(name: Self.newName()))
    }

    deinit {
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor) }
        }
    }

    static let suffix = ".pack"

    private static func newName() -> String {
        "\(getpid())-\(String(UInt64.random(in: .min ... .max), radix: 36))\(suffix)"
    }

    /// The pack's file name in `folder`.
    var name: String { state.withLock { $0.name } }

    /// Where each entry written so far lies.
    var written: [String: PagePackIndex.Location] { state.withLock { $0.written } }

    /// Where the entry of `key` lies when this writer wrote it.
    func location(of key: String) -> PagePackIndex.Location? {
        state.withLock { $0.written[key] }
    }

    /// Appends the entry `bytes` of `key` (header included); its location, or nil when the pack cannot be
    /// created or written. `folderLocked`: the caller holds the folder's exclusive lock (compaction).
    @discardableResult
    func append(_ key: String, entry bytes: [UInt8], folderLocked: Bool = false) -> PagePackIndex.Location? {
        guard !bytes.isEmpty else { return nil }
        let reserved: (descriptor: Int32, name: String, offset: Int)? = state.withLock { state in
            guard !state.failed else { return nil }
            if state.descriptor < 0 {
                state.descriptor = create(state.name, folderLocked: folderLocked)
                guard state.descriptor >= 0 else {
                    state.failed = true
                    return nil
                }
            }
            defer { state.end += bytes.count }
            return (state.descriptor, state.name, state.end)
        }
        guard let reserved else { return nil }
        let complete = bytes.withUnsafeBytes { OutputWriter.writeAll(reserved.descriptor, $0, at: reserved.offset) }
        // A failed write leaves a hole that no index names.
        guard complete else { return nil }
        let location = PagePackIndex.Location(pack: reserved.name, offset: reserved.offset, length: bytes.count)
        state.withLock { $0.written[key] = location }
        return location
    }

    /// Creates and locks the pack. The shared lock on the folder keeps a clean-up (which holds it exclusively)
    /// from seeing the new file before its `flock` is taken and removing it as a killed build's.
    private func create(_ name: String, folderLocked: Bool) -> Int32 {
        let directory = folderLocked ? -1 : open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if directory >= 0 { close(directory) } }
        if directory >= 0 { _ = flock(directory, LOCK_SH) }
        let descriptor = open(folder + "/" + name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return -1 }
        // A new file nobody else can hold: a failure means the file system has no locks, and the pack is
        // written unlocked (another build's clean-up may then remove it, which costs only time).
        _ = flock(descriptor, LOCK_EX | LOCK_NB)
        return descriptor
    }

    /// Ends the pack once a commit named it (or, with `removing`, named nothing in it and it goes): its lock is
    /// released, so a later clean-up may remove it when an index no longer names it, and any later entry
    /// goes to a new pack.
    func finish(removing: Bool) {
        state.withLock { state in
            if state.descriptor >= 0 {
                if removing { unlink(folder + "/" + state.name) }
                close(state.descriptor)
            }
            state = State(name: Self.newName())
        }
    }
}
