import ContentHashing
import Diagnostics
import Foundation
import Guidelines
import PageCache
import SiteModel
import SiteRendering
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The no-op fast path: after a successful writing build, `.precept-cache/build-fingerprint` records
/// everything the output depends on, and a later `build` whose fingerprint matches reports "Nothing
/// changed" without processing, rendering or writing anything.
///
/// What is recorded:
/// - the inputs: Precept's binary stamp, the request's overrides, the bytes of the configuration file
///   and of every user template;
/// - every entry of the content folder (as `ContentScanner` sees it: dot-names skipped) with its size,
///   modification and change times and inode, and each page's cache key (which hashes its bytes);
/// - every entry of the output folder and of the cache folder with the same stat fields, so a file
///   deleted, added or edited there by hand makes the next build a full one.
///
/// A content file whose stat differs is read and its cache key compared, so `touch` alone keeps the fast
/// path (and the fingerprint is rewritten with the new stat). Like Git's "racily clean" entries, a file
/// modified within two seconds of the snapshot is stored without its stat, because a second edit in the
/// same clock tick could leave size and times unchanged; such files are always compared by key.
package struct BuildFingerprint: Sendable {
    static let fileName = "build-fingerprint"
    static let magic = "precept-build-fingerprint 1"
    /// Files modified this close to the snapshot are compared by content, not by stat.
    static let racyWindow = 2_000_000_000

    /// A content entry: its path, its stat text ("?" when racy) and its page key ("-" for other files).
    struct ContentEntry: Sendable, Hashable {
        var path: String
        var stat: String
        var key: String
    }

    /// What the check found when the build must run: the inputs and content snapshot to record after it.
    package struct Pending: Sendable {
        var inputs: String
        var content: [Stat]
        var snapshotTime: Int
        /// Content hashes ("sha:…") of the racy non-page files, taken before the build reads them.
        var staticHashes: [String: String] = [:]
        var cacheDirectory: URL
        var outputDirectory: URL
    }

    /// The lines of a fingerprint, split on its bytes (splitting a `String` on `Character`s took most of a
    /// no-op build at 10,000 pages).
    static func lines(of text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Whether `a` comes before `b` in the order of their UTF-8 bytes.
    static func utf8Precedes(_ a: String, _ b: String) -> Bool {
        let compared = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                let shorter = min(first.count, second.count)
                let order = shorter == 0 ? 0 : memcmp(first.baseAddress!, second.baseAddress!, shorter)
                return order != 0 ? order < 0 : first.count < second.count
            }
        }
        return (compared ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    /// Each entry's line (`Stat.appendLine`) and a line break, appended to `bytes`.
    static func appendListing(_ entries: [Stat], to bytes: inout [UInt8]) {
        for entry in entries {
            entry.appendLine(to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    static func now() -> Int {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time.tv_sec * 1_000_000_000 + time.tv_nsec
    }

    /// Everything but the folders: binary stamp, request overrides, configuration bytes and user templates.
    static func inputs(_ build: SiteBuild, config: SiteConfiguration) -> String? {
        guard
            let theme = try? Theme.load(
                overriding: build.templatesURL(config), display: config.templatesDirectory ?? "templates")
        else { return nil }
        return inputs(build, theme: theme)
    }

    /// `inputs` with the theme already loaded: also what every output declares as the site's inputs.
    static func inputs(_ build: SiteBuild, theme: Theme) -> String {
        let request = build.request
        var hash = ContentHash()
        hash.updateField(Self.magic)
        hash.updateField(PageCache.currentStamp())
        for field in [
            request.configPath, request.contentDirectory, request.outputDirectory, request.templatesDirectory,
            request.strict.map { $0 ? "strict" : "lenient" },
        ] {
            hash.updateField(field ?? "\u{0}")
        }
        let configURL = build.resolve(request.configPath ?? ConfigurationLoader.fileName)
        if let bytes = try? Data(contentsOf: configURL) {
            hash.updateField("config")
            hash.update("\(bytes.count):")
            hash.update(bytes)
        } else {
            hash.updateField("no config")
        }
        for path in theme.overridden.sorted() {
            hash.updateField(path)
            hash.updateField(theme.files[path] ?? "")
        }
        return hash.finalizeHex()
    }

    /// The page key `CachedPageProcessing` gives `path` now, to compare with the recorded one; `options` is
    /// `PageCache.optionsFingerprint` of the configuration's page options, computed once per check.
    static func currentKey(path: String, config: SiteConfiguration, options: String, contentURL: URL) -> String? {
        guard let bytes = try? Data(contentsOf: contentURL.appendingPathComponent(path)) else { return nil }
        let display = config.contentDirectory.isEmpty ? path : config.contentDirectory + "/" + path
        return PageCache.key(
            stamp: PageCache.currentStamp(), options: options, relativePath: path, displayPath: display, bytes: bytes)
    }

    static func isPage(_ path: String) -> Bool {
        ContentScanner.markdownExtensions.contains((path as NSString).pathExtension.lowercased())
    }

    static func staticHash(_ path: String, contentURL: URL) -> String? {
        guard let bytes = try? Data(contentsOf: contentURL.appendingPathComponent(path)) else { return nil }
        return "sha:" + ContentHash.hex(bytes)
    }

    /// The outcome of looking at the last build's fingerprint.
    package enum Check: Sendable {
        /// Nothing the output depends on changed: the report to return.
        case upToDate(BuildReport)
        /// The build must run; record `Pending` after it succeeds. `outputAsRecorded` when the output folder
        /// is entry for entry what the recorded build left, so that build's memo (`BuildMemo`) describes it;
        /// `recorded` when the check read what the fingerprint says of the pages.
        case run(Pending?, outputAsRecorded: Bool, recorded: RecordedPages? = nil)
    }

    /// How many more files whose stat changed a check reads again to know their keys once it found a change.
    static let restatedLimit = 64

    /// What the recorded fingerprint says of the content's pages, for the build a check lets run.
    package struct RecordedPages: Sendable {
        /// Content-relative path → the page key the last build recorded.
        var keys: [String: String] = [:]
        /// Content-relative path → the page's key now, for the pages whose key is known without reading them
        /// again: the inputs are the recorded ones and the file's stat is as recorded (or its bytes were read
        /// and hashed by the check itself).
        var current: [String: String] = [:]
    }

    /// The inputs and content snapshot of the project now, to record after a build; nil when no
    /// fingerprint can be kept (no writing, no cache, unreadable configuration or templates).
    /// `since`, for a snapshot taken after the build read its pages (a session's, `Recording.Fingerprint.later`):
    /// when that build began, so that a file changed while it ran is recorded as racy (`?`) and read again by the
    /// next build rather than paired with the key of the version the build read.
    static func pending(_ build: SiteBuild, config: SiteConfiguration, since: Int? = nil) -> Pending? {
        let request = build.request
        guard request.mode.writesOutput, request.cacheMode == .readWrite, let inputs = inputs(build, config: config) else { return nil }
        let contentURL = build.resolve(config.contentDirectory)
        let snapshotTime = min(now(), since ?? .max)
        guard let content = walk(contentURL.path, content: true) else { return nil }
        // A site in several languages reads its git history into `translation.outdated`, and `last_updated` into the
        // pages' dates: a new commit is a new input.
        let history =
            config.translationLanguages.isEmpty && !config.lastUpdated ? "" : "\tgit " + TranslationHistory.headToken(contentURL)
        // `last_updated` dates a page git has no history for by its file's time: the day each page was last
        // modified is an input (a `touch` that changes it is a change, though the page's text is the same).
        let days = config.lastUpdated ? "\tdays " + modifiedDays(content) : ""
        // The shipped colors `verify:` compares are inputs of the build's diagnostics.
        let shipped = config.verify.isEmpty ? "" : "\tverify " + ShippedColorCheck.digest(config.verify, resolve: build.resolve)
        var pending = Pending(
            inputs: inputs + history + days + shipped + ReviewAgeCheck.fingerprintToken(config.reviewMaxAgeMonths)
                + VersionSites.fingerprintToken(config, project: request.projectRoot), content: content,
            snapshotTime: snapshotTime,
            cacheDirectory: build.resolve(PageCache.directoryName), outputDirectory: build.outputFolder(config))
        for entry in content where entry.kind == "f" && pending.isRacy(entry) && !isPage(entry.path) {
            pending.staticHashes[entry.path] = staticHash(entry.path, contentURL: contentURL)
        }
        return pending
    }

    /// A digest of the day (UTC) each page of `content` was last modified.
    static func modifiedDays(_ content: [Stat]) -> String {
        var hash = ContentHash()
        for entry in content.sorted(by: { $0.path < $1.path }) where entry.kind == "f" && isPage(entry.path) {
            hash.updateField(entry.path + "\t" + String(entry.modified / 86_400_000_000_000))
        }
        return hash.finalizeHex()
    }

    /// The page keys of the recorded fingerprint in `cacheDirectory` (none when there is none).
    static func recordedKeys(in cacheDirectory: URL?) -> Set<String> {
        guard let cacheDirectory,
            let stored = try? String(contentsOf: cacheDirectory.appendingPathComponent(fileName), encoding: .utf8)
        else { return [] }
        let lines = lines(of: stored)
        guard lines.count > 4, lines[0] == Substring(magic) else { return [] }
        let counts = lines[2].split(separator: " ").compactMap { Int($0) }
        guard counts.count == 5, lines.count >= 4 + counts[3] + counts[4] + counts[2] else { return [] }
        let first = 4 + counts[3] + counts[4]
        var keys = Set<String>()
        for line in lines[first..<(first + counts[2])] {
            guard let tab = line.lastIndex(of: "\t") else { continue }
            let key = line[line.index(after: tab)...]
            if key != "-", !key.hasPrefix("sha:") { keys.insert(String(key)) }
        }
        return keys
    }

    /// `check(_:config:)` with the configuration the build reads.
    static func check(_ build: SiteBuild) -> Check {
        check(build, config: build.configuration().0)
    }

    /// Compares the recorded fingerprint with the project as it is now; `config` is the build's configuration.
    static func check(_ build: SiteBuild, config: SiteConfiguration) -> Check {
        let request = build.request
        // The output folder (about one entry per page) and the cache folder (an index and a few packs) are
        // walked on other threads while `pending` walks the content.
        let walks = Mutex<(output: [Stat]?, cache: [Stat]?)>((nil, nil))
        let group = DispatchGroup()
        if request.mode.writesOutput, request.cacheMode == .readWrite {
            let outputPath = build.outputFolder(config).path
            let cachePath = build.resolve(PageCache.directoryName).path
            DispatchQueue.global().async(group: group) {
                let output = walk(outputPath, content: false)
                walks.withLock { $0.output = output }
            }
            DispatchQueue.global().async(group: group) {
                let cache = walk(cachePath, content: false, skipping: fileName)
                walks.withLock { $0.cache = cache }
            }
        }
        let pending = pending(build, config: config)
        group.wait()
        guard let pending else { return .run(nil, outputAsRecorded: false) }
        let contentURL = build.resolve(config.contentDirectory)
        let content = pending.content
        let file = pending.cacheDirectory.appendingPathComponent(fileName)
        guard let stored = try? String(contentsOf: file, encoding: .utf8) else { return .run(pending, outputAsRecorded: false) }
        var lines = lines(of: stored)[...]
        func next() -> Substring? { lines.popFirst() }
        guard next() == Substring(magic), let recordedInputs = next(),
            let counts = next()?.split(separator: " "), counts.count == 5,
            let pageCount = Int(counts[0]), let fromCache = Int(counts[1]), let contentCount = Int(counts[2]),
            let outputCount = Int(counts[3]), let cacheCount = Int(counts[4]),
            let diagnosticsLine = next(),
            let diagnostics = try? JSONDecoder().decode(DiagnosticCollection.self, from: Data(diagnosticsLine.utf8))
        else { return .run(pending, outputAsRecorded: false) }
        // The output folder, entry for entry.
        let walked = walks.withLock { $0 }
        guard let output = walked.output, output.count == outputCount, let cache = walked.cache else {
            return .run(pending, outputAsRecorded: false)
        }
        var scratch: [UInt8] = []
        scratch.reserveCapacity(256)
        for entry in output {
            guard let line = next(), entry.isLine(line, scratch: &scratch) else {
                return .run(pending, outputAsRecorded: false)
            }
        }
        guard recordedInputs == Substring(pending.inputs), contentCount == content.count else {
            return .run(pending, outputAsRecorded: true)
        }
        // The cache folder: as recorded for the no-op path (a failed build since may have added packs).
        var cacheAsRecorded = cache.count == cacheCount
        for number in 0..<cacheCount {
            guard let line = next() else { return .run(pending, outputAsRecorded: true) }
            if cacheAsRecorded, !cache[number].isLine(line, scratch: &scratch) { cacheAsRecorded = false }
        }
        // The content: stat first, the page key when the stat differs. Past a change, the entries are still
        // read: the pages' keys spare the build reading and hashing the pages whose stat is as recorded.
        var restated = false
        var restatedCount = 0
        var changed = false
        var keys: [String: String] = [:]
        var recorded = RecordedPages()
        lazy var options = PageCache.optionsFingerprint(
            config.sized(forPages: content.reduce(0) { $0 + (ContentScanner.isPage($1.path) ? 1 : 0) }).pageOptions)
        for entry in content {
            guard let line = next() else { return .run(pending, outputAsRecorded: true) }
            let fields = line.utf8.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false).map { Substring($0) }
            guard fields.count == 3, fields[0] == Substring(entry.path) else { return .run(pending, outputAsRecorded: true) }
            let recordedKey = fields[2] == "-" ? nil : String(fields[2])
            let pageKey = recordedKey.flatMap { $0.hasPrefix("sha:") ? nil : $0 }
            keys[entry.path] = recordedKey
            recorded.keys[entry.path] = pageKey
            if entry.isText(fields[1], scratch: &scratch) {
                recorded.current[entry.path] = pageKey
                continue
            }
            // Once a change is found, only a few more are read here (after a checkout the build reads the pages
            // itself, on every core); until then, every one is (a `touch` of every page is no change).
            if changed {
                restatedCount += 1
                if restatedCount > Self.restatedLimit { continue }
            }
            // A file recorded without a key is a change whatever it holds now.
            guard fields[2] != "-" else {
                changed = true
                continue
            }
            let key =
                fields[2].hasPrefix("sha:")
                ? staticHash(entry.path, contentURL: contentURL)
                : currentKey(path: entry.path, config: config, options: options, contentURL: contentURL)
            guard let key, fields[2] == Substring(key) else {
                changed = true
                continue
            }
            // Touched but the same: its recorded key is still its key.
            recorded.current[entry.path] = pageKey
            restated = true
        }
        guard !changed, cacheAsRecorded else { return .run(pending, outputAsRecorded: true, recorded: recorded) }
        if restated {
            // Touched but unchanged: record the new stat so the next build skips the reading.
            pending.record(
                keys: keys, pageCount: pageCount, pagesFromCache: fromCache, diagnostics: diagnostics.diagnostics)
        }
        var report = BuildReport(
            diagnostics: diagnostics, pageCount: pageCount, filesWritten: 0, outputPath: config.outputDirectory,
            duration: 0, fatalError: nil, strict: config.strict)
        report.pagesFromCache = fromCache
        report.nothingChanged = true
        return .upToDate(report)
    }
}
