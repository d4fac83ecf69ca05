import Diagnostics
import Foundation
import Guidelines
import PageCache
import PageIsolation
import SiteModel

#if canImport(Glibc)
    import Glibc
#endif

/// The per-page half of a build with the cache in front of it: read each page, hash it, and take its
/// result from memory (watch and serve keep the last build's results), from `.precept-cache/`, or by
/// processing it; a page whose key the caller knows (`knownKeys`) is taken from memory or the cache
/// without being read. Results come back in the order of the paths.
package struct CachedPageProcessing: Sendable {
    package struct Outcome: Sendable {
        package var results: [PageResult]
        /// Key → result of every page of this build that was not given, for the next build in the same process.
        package var warm: [String: PageResult]
        /// The positions of the results that were not given (read from memory, the cache or processed), in order.
        package var fresh: [Int] = []
        package var fromCache: Int
        package var diagnostics: [Diagnostic]
        /// Each page's cache key, in the order of the paths (nil when unreadable).
        package var keys: [String?] = []
        /// Where the results' page bodies went in a `build` (nil: they are in the pages).
        package var bodies: PageBodyStore?
        /// The cache whose new entries are still to be committed (a session's build).
        package var uncommitted: PageCache?
    }

    var cache: PageCache?
    var processor: PageProcessor
    var warm: [String: PageResult]
    /// Worker processes to run fresh pages in; nil runs them in this process.
    var pool: PageWorkerPool?
    /// The kind of build: a `build` moves each page's HTML body out of memory into a `PageBodyStore` beside
    /// the cache as soon as the page is processed or read from the cache (a body the cache's packs hold stays
    /// there, the store referring to it); a session's build leaves the commit of
    /// a run that does not clean the cache to the caller (`Outcome.uncommitted`), who commits when it records,
    /// after the browser reloaded.
    var mode = BuildMode.build
    /// Pages whose result the caller already has, by position in the paths (empty: none): taken as they are,
    /// neither read nor hashed nor spilled (a `watch` session gives the pages it knows did not change).
    var given: [(key: String, result: PageResult)?] = []
    /// Whether the cache's unused entries are removed afterwards (a whole build's clean-up); otherwise the
    /// commit only adds what this run stored.
    var cleansCache = true
    /// Keys whose entries the clean-up keeps although this run does not use them: those of the last build
    /// the fingerprint recorded, whose memo names them (the search stage reads a changed page's previous version).
    var alsoKeeps: Set<String> = []
    /// Content-relative path → the page's key, known without reading the page (the fingerprint check found
    /// its stat as recorded): its result is taken from the cache by that key, and the page is read only
    /// when the cache has none.
    var knownKeys: [String: String] = [:]

    package func run(_ paths: [String], in directory: URL, display: String) async -> Outcome {
        let scanner = ContentScanner()
        let stamp = cache?.stamp ?? PageCache.currentStamp()
        let options = PageCache.optionsFingerprint(processor.options)
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        struct One: Sendable {
            var index: Int
            var key: String?
            var result: PageResult
            var source: Source
            enum Source: Sendable { case memory, disk, given, fresh, damaged }
        }
        let (cache, processor, warm, pool, given, knownKeys) = (
            self.cache, self.processor, self.warm, self.pool, self.given, self.knownKeys
        )
        let directoryPath = directory.path
        // Fresh results are stored as they come, from the worker's bytes when there are some.
        let storing = cache?.prepare() == true
        let bodies = mode.spillsBodies && storing ? cache.flatMap { PageBodyStore(folder: $0.directory) } : nil
        // Given pages are taken here; only the others become tasks (a session's build gives all but a few).
        var known: [One] = []
        var toRead: [Int] = []
        known.reserveCapacity(given.count)
        for index in paths.indices {
            if index < given.count, let page = given[index] {
                known.append(One(index: index, key: page.key, result: page.result, source: .given))
            } else {
                toRead.append(index)
            }
        }
        let givenOnes = known
        let collected: [One] = await withTaskGroup(of: One.self) { group in
            var collected = givenOnes
            collected.reserveCapacity(paths.count)
            var next = 0
            func submit(_ position: Int) {
                let index = toRead[position]
                let path = paths[index]
                group.addTask {
                    // The result of `key` from memory or the cache, and whether the cache's entry was damaged.
                    func stored(_ key: String) -> (one: One?, damaged: Bool) {
                        if let hit = warm[key] { return (One(index: index, key: key, result: hit, source: .memory), false) }
                        guard let cache else { return (nil, false) }
                        let read = cache.read(key, leavingTextsIn: bodies)
                        return (read.result.map { One(index: index, key: key, result: $0, source: .disk) }, read.damaged)
                    }
                    if let key = knownKeys[path], let one = stored(key).one { return one }
                    let pageDisplay = display.isEmpty ? path : display + "/" + path
                    let bytes: Data
                    if let read = PageFileReader.read(directoryPath + "/" + path, limit: processor.options.limits.maximumPageBytes) {
                        if let refused = PageProcessor.refuseOversized(
                            byteCount: read.size, displayPath: pageDisplay, limits: processor.options.limits)
                        {
                            return One(index: index, key: nil, result: refused, source: .fresh)
                        }
                        bytes = read.bytes
                    } else {
                        // The general way, which also words the error when the file cannot be read.
                        let url = directory.appendingPathComponent(path)
                        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
                        if let refused = PageProcessor.refuseOversized(
                            byteCount: size, displayPath: pageDisplay, limits: processor.options.limits)
                        {
                            return One(index: index, key: nil, result: refused, source: .fresh)
                        }
                        do {
                            bytes = try Data(contentsOf: url)
                        } catch {
                            let location = SourceLocation(path: pageDisplay, line: 1, column: 1)
                            let failure = PageResult(
                                page: nil,
                                diagnostics: [
                                    .error(
                                        "page.unreadable", "cannot read the page: \(Self.reason(error))", at: location,
                                        notes: [Self.unreadableNote])
                                ])
                            return One(index: index, key: nil, result: failure, source: .fresh)
                        }
                    }
                    let key = PageCache.key(stamp: stamp, options: options, relativePath: path, displayPath: pageDisplay, bytes: bytes)
                    let (found, damaged) = stored(key)
                    if let found { return found }
                    let source = scanner.source(from: bytes, relativePath: path, displayPrefix: display)
                    // A worker's result is stored as it came; with a body store, its page's body and Markdown copy
                    // stay in those bytes, and the store refers to them where the cache's pack holds them.
                    var (result, encoded, texts) =
                        await pool?.processEncoded(source, options: processor.options, leavingTexts: bodies != nil)
                        ?? (processor.process(source), nil, nil)
                    let origin = damaged ? One.Source.damaged : .fresh
                    // A page stopped by its budget or a crash may succeed with other limits; never remember it.
                    if storing, let cache, !PageWorkerPool.isIsolationFailure(result) {
                        if let bodies, let encoded, let texts, let page = result.page {
                            if cache.write(key, encoded: encoded, page: page, texts: texts, bodies: bodies) {
                                return One(index: index, key: key, result: result, source: origin)
                            }
                        } else {
                            cache.write(key, result: result, encoded: encoded)
                        }
                    }
                    if texts != nil, let encoded, let whole = try? PageResultCodec.decode(encoded) {
                        // Not referred to after all: the texts are read out of the bytes.
                        result = whole
                    }
                    encoded = nil
                    bodies?.take(&result)
                    return One(index: index, key: key, result: result, source: origin)
                }
            }
            while next < min(width * 2, toRead.count) {
                submit(next)
                next += 1
            }
            for await one in group {
                collected.append(one)
                if next < toRead.count {
                    submit(next)
                    next += 1
                }
            }
            guard !toRead.isEmpty else { return collected }
            // Put in order by position: sorting ten thousand results by comparison costs more.
            var slots = [One?](repeating: nil, count: paths.count)
            for one in collected { slots[one.index] = one }
            return slots.compactMap { $0 }
        }
        BuildTimings.mark("process pages")
        var outcome = Outcome(results: [], warm: [:], fromCache: 0, diagnostics: [], bodies: bodies)
        var used = Set<String>()
        var damaged = 0
        outcome.results.reserveCapacity(collected.count)
        outcome.keys.reserveCapacity(collected.count)
        for one in collected {
            outcome.results.append(one.result)
            outcome.keys.append(one.key)
            if one.source == .given {
                // The caller has these already; only a clean-up needs their keys.
                outcome.fromCache += 1
                if cleansCache, let key = one.key { used.insert(key) }
                continue
            }
            outcome.fresh.append(one.index)
            guard let key = one.key else { continue }
            outcome.warm[key] = one.result
            used.insert(key)
            switch one.source {
            case .memory, .disk: outcome.fromCache += 1
            case .fresh, .given: break
            case .damaged: damaged += 1
            }
        }
        if damaged > 0 {
            outcome.diagnostics.append(
                .note(
                    "cache.damaged-entry",
                    "\(damaged) entr\(damaged == 1 ? "y" : "ies") of the build cache could not be read; \(damaged == 1 ? "its page was" : "their pages were") processed again",
                    at: nil))
        }
        if let cache, storing {
            // Entries read from memory may be missing on disk (a deleted cache folder); store those too.
            for one in collected where one.source == .memory {
                guard let key = one.key, !cache.contains(key) else { continue }
                cache.write(key, result: one.result, encoded: nil)
            }
            // The index names what this run stored; a whole build's commit also drops what it did not use.
            if cleansCache {
                cache.commit(keeping: used.union(alsoKeeps))
                BuildTimings.mark("cache commit")
            } else if cache.hasUncommittedEntries {
                if mode.keepsResults {
                    outcome.uncommitted = cache
                } else {
                    cache.commit(keeping: nil)
                    BuildTimings.mark("cache commit")
                }
            }
        }
        return outcome
    }

    /// The `page.unreadable` note, for a page or a static file of the content folder.
    static let unreadableNote = "make the file readable (check its permissions) or remove it from the content folder"

    /// What went wrong reading a file, in the system's words (`permission denied`), rather than Foundation's
    /// general sentence.
    static func reason(_ error: any Error) -> String {
        // Foundation on Linux gives a CocoaError without the POSIX error under it.
        if let cocoa = error as? CocoaError {
            switch cocoa.code {
            case .fileReadNoPermission: return "permission denied"
            case .fileReadNoSuchFile: return "no such file (it was removed while the build ran)"
            default: break
            }
        }
        let error = error as NSError
        let posix =
            (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0 : nil }
            ?? (error.domain == NSPOSIXErrorDomain ? error : nil)
        guard let posix, let text = strerror(Int32(posix.code)) else { return error.localizedDescription }
        return String(cString: text).lowercased()
    }
}
