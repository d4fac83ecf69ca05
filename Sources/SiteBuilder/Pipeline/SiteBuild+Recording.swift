import Diagnostics
import Foundation
import OutputStore
import PageCache
import SiteModel

extension SiteBuild {
    /// The last stage of a build that wrote: the memo of the output goes into `.precept-cache/`, then the
    /// fingerprint that vouches for both. Slow at scale (it walks the content, output and cache folders), so
    /// `watch` runs it after the browser reloaded.
    package struct Recording: Sendable {
        /// The fingerprint's inputs and content snapshot: taken before the build read anything, taken when
        /// recording (a session's build, whose file watcher names every change), or none (no cache).
        enum Fingerprint: Sendable {
            case none
            case now(BuildFingerprint.Pending)
            /// Taken when recording, files changed since `began` (the build's start) counting as racy.
            case later(SiteBuild, SiteConfiguration, began: Int)
        }

        var fingerprint: Fingerprint
        var memo: BuildMemo
        var cacheDirectory: URL
        var output: URL
        /// The journal was not flushed (watch: edits must show at once): the files reach the disk before a
        /// fingerprint that vouches for them does, so a power cut cannot leave one over lost bytes.
        var flushFirst: Bool
        var keys: [String: String]
        /// The content-relative paths of the pages held back, recorded as changed whatever they hold, so that every
        /// build reads and reports them until they are fixed.
        var heldBack: Set<String> = []
        var pageCount: Int
        var pagesFromCache: Int
        var diagnostics: [Diagnostic]
        var storesMemo: Bool
        /// New page-cache entries of the build, committed first.
        var cache: PageCache?

        package func perform() {
            cache?.commit(keeping: nil)
            guard storesMemo else { return }
            if flushFirst { OutputWriter.flushToDisk(output) }
            // The memo is encoded and written on another core while the output folder is walked; the cache
            // folder, which holds the memo, is walked once it is written.
            let memoWritten = DispatchGroup()
            DispatchQueue.global().async(group: memoWritten) { [memo, cacheDirectory] in memo.store(in: cacheDirectory) }
            let pending: BuildFingerprint.Pending?
            switch fingerprint {
            case .none: pending = nil
            case .now(let taken): pending = taken
            case .later(let build, let config, let began): pending = BuildFingerprint.pending(build, config: config, since: began)
            }
            pending?.record(
                keys: keys, pageCount: pageCount, pagesFromCache: pagesFromCache, diagnostics: diagnostics, unsettled: heldBack,
                beforeCacheWalk: { memoWritten.wait() })
            memoWritten.wait()
        }
    }
}
