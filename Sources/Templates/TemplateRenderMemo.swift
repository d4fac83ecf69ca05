import Synchronization

/// Output of `.shared` list items, kept across the renders of one build so that an item every page shows
/// (a collapsed navigation group) is rendered once per place in the templates instead of once per page.
///
/// An entry is only made from a render that resolved every name inside the item (or in what the item's
/// sections pushed) and gave no warning, so copying it is exactly what rendering again would write. It is
/// keyed by the item's identity, the template nodes, the indentation and the partial depth, and holds the
/// item and the nodes so that neither identity can be reused by another value while the memo lives. Safe to
/// share between renders on several threads.
public final class TemplateRenderMemo: Sendable {
    struct Key: Hashable {
        var object: ObjectIdentifier
        var nodes: UInt
        var indentation: String
        var partialDepth: Int
    }

    struct Entry: Sendable {
        var bytes: [UInt8]
        /// Partials the render expanded, counted again on every copy.
        var expansions: Int
        let object: SharedTemplateObject
        let nodes: [TemplateNode]
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var storedBytes = 0
    }

    private let state = Mutex(State())
    /// Entries stop being added once they hold this many bytes.
    public let byteLimit: Int

    /// A memo holding at most `byteLimit` bytes of output (16 MB unless given).
    public init(byteLimit: Int = 16 << 20) {
        self.byteLimit = byteLimit
    }

    /// The number of entries, for tests.
    public var count: Int { state.withLock { $0.entries.count } }

    func entry(_ key: Key) -> Entry? {
        state.withLock { $0.entries[key] }
    }

    func store(_ entry: Entry, for key: Key) {
        state.withLock { state in
            guard state.entries[key] == nil, state.storedBytes + entry.bytes.count <= byteLimit else { return }
            state.entries[key] = entry
            state.storedBytes += entry.bytes.count
        }
    }
}
