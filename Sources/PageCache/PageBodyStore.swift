import Foundation
import Guidelines
import OutputStore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Holds the rendered HTML bodies of a build's pages on disk instead of in memory, from the moment each page
/// is processed until it is rendered: a body is most of a page's weight (about 17 KB of a generated page's
/// 40 KB in memory), and a 10,000-page build would otherwise hold all of them at once.
///
/// The bodies go to one anonymous file (`O_TMPFILE`) in the build cache's folder: it has no name, so nothing
/// is left behind whatever happens to the process, and the kernel frees it when the store is released.
/// `pwrite` and `pread` at known offsets let pages be stored and read on every core at once. The bodies of
/// pages read from the page cache are not copied there: they stay in the cache's packs, where the store
/// refers to them (`refer`), so a build after a one-page edit neither reads 10,000 bodies into memory nor
/// writes them out again for the commit's flush to wait on.
package final class PageBodyStore: Sendable {
    private struct State {
        /// Where each text is: `descriptor` is the store's own file, or a pack it refers to.
        var places: [String: (descriptor: Int32, offset: Int, length: Int)] = [:]
        var end = 0
        /// Pack path → the store's own descriptor of it.
        var packs: [String: Int32] = [:]
    }

    private let descriptor: Int32
    private let state = Mutex(State())

    /// A store in `folder`, or nil when its file system cannot hold an anonymous file (the build then keeps
    /// bodies in memory).
    package init?(folder: URL) {
        // O_TMPFILE (`__O_TMPFILE | O_DIRECTORY`): Swift's Glibc module hides it behind `_GNU_SOURCE`.
        let temporaryFile: Int32 = 0o20_000_000 | O_DIRECTORY
        descriptor = open(folder.path, temporaryFile | O_RDWR | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
        state.withLock { state in
            for pack in state.packs.values { close(pack) }
        }
    }

    /// Moves the body and the Markdown copy of `result`'s page into the store (each becomes `.stored`); leaves
    /// what it could not write as it is.
    package func take(_ result: inout PageResult) {
        guard let page = result.page else { return }
        if store(page.bodyHTML, at: page.source.outputPath) { result.page?.body = .stored }
        if store(page.markdownText, at: Self.markdownKey(page.source.outputPath)) { result.page?.markdown = .stored }
    }

    private func store(_ text: String, at key: String) -> Bool {
        guard !text.isEmpty else { return false }
        var text = text
        let length = text.utf8.count
        let offset = state.withLock { state in
            defer { state.end += length }
            return state.end
        }
        let written = text.withUTF8 { OutputWriter.writeAll(descriptor, UnsafeRawBufferPointer($0), at: offset) }
        guard written else { return false }
        state.withLock { $0.places[key] = (descriptor, offset, length) }
        return true
    }

    /// Takes the body and the Markdown copy of a page where they lie, in the pack at `packPath` at `texts`
    /// shifted by `offset`, instead of copying them: the store opens the pack for itself, and packs are
    /// written once and only ever unlinked (a compaction copies entries to a new pack), so the bytes stay
    /// readable until the store is released. Opened by path, not duplicated: a duplicate would share the
    /// writing build's lock on its pack (`PagePackWriter`) and keep it past the commit. A pack unlinked since
    /// the reader opened it is duplicated from `readerDescriptor` when given (a reader holds no lock). False,
    /// with nothing taken, when the pack cannot be opened.
    func refer(
        _ page: Page, texts: PageResultCodec.TextPlaces, packPath: String, readerDescriptor: Int32? = nil, offset: Int
    ) -> Bool {
        state.withLock { state in
            let own: Int32
            if let known = state.packs[packPath] {
                own = known
            } else {
                var opened = open(packPath, O_RDONLY | O_CLOEXEC)
                if opened < 0, let readerDescriptor { opened = fcntl(readerDescriptor, F_DUPFD_CLOEXEC, 0) }
                guard opened >= 0 else { return false }
                own = opened
                state.packs[packPath] = own
            }
            let outputPath = page.source.outputPath
            if !texts.body.isEmpty { state.places[outputPath] = (own, offset + texts.body.lowerBound, texts.body.count) }
            if !texts.markdown.isEmpty {
                state.places[Self.markdownKey(outputPath)] = (own, offset + texts.markdown.lowerBound, texts.markdown.count)
            }
            return true
        }
    }

    /// Where a page's Markdown copy is kept: a key no output path can be (it holds a NUL).
    private static func markdownKey(_ outputPath: String) -> String { outputPath + "\u{0}md" }

    /// The Markdown copy stored for the page whose output path is `outputPath`; nil when the store has none.
    package func markdown(at outputPath: String) -> String? { body(at: Self.markdownKey(outputPath)) }

    /// The body stored for the page whose output path is `outputPath`; nil when the store has none or cannot
    /// read it back.
    package func body(at outputPath: String) -> String? {
        guard let place = state.withLock({ $0.places[outputPath] }) else { return nil }
        var complete = false
        let text = String(unsafeUninitializedCapacity: place.length) { buffer in
            complete = OutputWriter.readFully(place.descriptor, into: UnsafeMutableRawBufferPointer(buffer), at: place.offset)
            return complete ? place.length : 0
        }
        return complete ? text : nil
    }
}
