import Foundation
import OutputStore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Reads entries out of the page cache's pack files: loads `pages/index` once, at the first read, and opens
/// each pack once; entries are read with `pread`, so every core reads at once.
///
/// A pack removed since the index was read (another build compacted it) stays readable through a
/// descriptor opened before; one opened after reads as missing, which costs only time.
final class PagePackReader: Sendable {
    private struct State {
        var index: PagePackIndex?
        /// The file `index` was read from (nil when there was none, or after a commit replaced it).
        var identity: PagePackIndex.FileIdentity?
        /// Pack name → descriptor, -1 when the pack cannot be opened.
        var descriptors: [String: Int32] = [:]
    }

    let folder: String
    private let state = Mutex(State())

    init(folder: String) {
        self.folder = folder
    }

    deinit {
        state.withLock { state in
            for descriptor in state.descriptors.values where descriptor >= 0 { close(descriptor) }
        }
    }

    /// Reads the index at the first use of this reader.
    private func load(_ state: inout State) {
        guard state.index == nil else { return }
        let (index, identity) = PagePackIndex.read(from: folder)
        state.index = index ?? PagePackIndex()
        state.identity = index == nil ? nil : identity
    }

    /// The index when it was loaded already (nil otherwise: a clean-up need not read it for nothing), and
    /// the identity of the file it came from.
    var loaded: (index: PagePackIndex?, identity: PagePackIndex.FileIdentity?) {
        state.withLock { ($0.index, $0.identity) }
    }

    /// Reads from `index` from now on (after a commit wrote it).
    func replaceIndex(_ index: PagePackIndex) {
        state.withLock { state in
            state.index = index
            state.identity = nil
        }
    }

    /// Where the index puts the entry of `key`.
    func location(of key: String) -> PagePackIndex.Location? {
        state.withLock { state in
            load(&state)
            return state.index?.locations[key]
        }
    }

    /// The descriptor of the pack `name`; nil when it cannot be opened.
    func descriptor(_ name: String) -> Int32? {
        let descriptor = state.withLock { state in
            if let known = state.descriptors[name] { return known }
            let opened = open(folder + "/" + name, O_RDONLY | O_CLOEXEC)
            state.descriptors[name] = opened
            return opened
        }
        return descriptor >= 0 ? descriptor : nil
    }

    /// Whether the pack `name` can be read.
    func canRead(_ name: String) -> Bool { descriptor(name) != nil }

    /// The bytes at `location`; nil when the pack is missing or ends before them.
    func bytes(at location: PagePackIndex.Location) -> [UInt8]? {
        guard location.length > 0, let descriptor = descriptor(location.pack) else { return nil }
        // Not zeroed first: every byte is read into, or the bytes are dropped.
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: location.length) { buffer, count in
            complete = OutputWriter.readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), at: location.offset)
            count = complete ? location.length : 0
        }
        return complete ? bytes : nil
    }
}
