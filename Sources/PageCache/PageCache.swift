import ContentHashing
import Diagnostics
import Foundation
import Guidelines

#if canImport(Glibc)
    import Glibc
#endif

/// The build cache in `.precept-cache/`: page results, each stored under a hash of everything it depends
/// on (Precept's version and binary, the page options from the configuration, the page's paths and its
/// bytes). A changed input gives a new key, so an entry is never stale, only unused.
///
/// Layout: `precept-cache.json` (format marker), `pages/index` (`PagePackIndex`: key → pack, offset,
/// length) and a few `pages/*.pack` files holding the entries (`PageCacheEntry`, each with its key and a
/// checksum, so a damaged or misplaced entry is detected and the page processed again). A writing build
/// appends what it stores to a pack of its own (`PagePackWriter`) and, at its end, `commit` rewrites the
/// index and removes what it no longer names. One file per entry cost a 10,000-page build a second of inode
/// creation and later builds as many unlinks. Entries hold results in `PageResultCodec`'s compact format,
/// the bytes a page worker sends back. Caches of other format versions (a generic Codable binary format in
/// version 3, one `.bin` file per entry in version 2, JSON in version 1) are removed when the cache opens.
///
/// Two processes may use the cache at once (`watch` and `build`): each writes its own pack and the
/// commits take turns (`flock` on `pages/`). A build never depends on the cache being right: at worst an
/// entry is missing and its page processed again.
package struct PageCache: Sendable {
    /// Whether a build reads and writes the cache.
    package enum Mode: Sendable, Hashable {
        /// `build`: reuse entries and store new ones.
        case readWrite
        /// `check` and the query commands: reuse entries, write nothing.
        case readOnly
        /// `build --no-cache`: ignore entries, store fresh ones.
        case writeOnly
        /// `check --no-cache`.
        case off

        /// Whether entries are reused.
        package var reads: Bool { self == .readWrite || self == .readOnly }
        /// Whether entries are stored.
        package var writes: Bool { self == .readWrite || self == .writeOnly }
    }

    package static let directoryName = ".precept-cache"
    /// The format marker's file name, in the cache folder.
    package static let markerName = "precept-cache.json"
    /// The marker's format name.
    package static let format = "precept-page-cache"
    /// Bumped whenever `PageResult`, `PageResultCodec`'s format, the entry format or the key changes shape.
    package static let formatVersion = 8

    package let directory: URL
    package var mode: Mode
    /// Mixed into every key: format, Precept version and the running binary.
    package var stamp: String
    /// `pagesDirectory.path`.
    let pagesPath: String
    /// Shared by the copies of this value: the index as first read, and this build's pack.
    let reader: PagePackReader
    let writer: PagePackWriter

    var pagesDirectory: URL { directory.appendingPathComponent("pages") }

    init(directory: URL, mode: Mode, stamp: String) {
        self.directory = directory
        self.mode = mode
        self.stamp = stamp
        pagesPath = directory.appendingPathComponent("pages").path
        reader = PagePackReader(folder: pagesPath)
        writer = PagePackWriter(folder: pagesPath)
    }

    /// Opens the cache folder; a folder that is not a Precept cache is left alone and reported with a note.
    /// `version` is Precept's, mixed into the stamp; `sharedFiles` are the other files a build keeps in the
    /// folder, which do not make it someone else's.
    package static func open(
        _ directory: URL, mode: Mode, display: String, version: String, sharedFiles: Set<String>
    ) -> (PageCache?, [Diagnostic]) {
        guard mode != .off else { return (nil, []) }
        let fm = FileManager.default
        let cache = PageCache(directory: directory, mode: mode, stamp: currentStamp(version: version))
        let marker = directory.appendingPathComponent(markerName)
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            return (cache, [])
        }
        let entries = (try? fm.contentsOfDirectory(atPath: directory.path)) ?? []
        if isDirectory.boolValue, entries.isEmpty { return (cache, []) }
        guard isDirectory.boolValue, let data = try? Data(contentsOf: marker),
            let info = try? JSONDecoder().decode(Marker.self, from: data), info.format == format
        else {
            // Only the marker and pages/: a damaged cache of ours, which a writing build resets.
            let ours = isDirectory.boolValue && Set(entries).isSubset(of: Set([markerName, "pages"]).union(sharedFiles))
            if ours, mode.writes {
                try? fm.removeItem(at: cache.pagesDirectory)
                try? fm.removeItem(at: marker)
            }
            let outcome = ours ? (mode.writes ? "it was reset" : "it was not used") : "it was ignored and left as it is"
            return (
                ours && mode.writes ? cache : nil,
                [
                    .note(
                        "cache.ignored", "'\(display)' is not a Precept build cache or is damaged; \(outcome), and this build is clean",
                        at: nil, notes: ours ? [] : ["delete '\(display)' to let Precept recreate it"])
                ]
            )
        }
        if info.version != formatVersion, mode.writes {
            // An older or newer Precept's cache: ours to reset.
            try? fm.removeItem(at: cache.pagesDirectory)
        }
        return (cache, [])
    }

    /// The format marker: `precept-cache.json`.
    package struct Marker: Codable {
        package var format: String
        package var version: Int
    }

    /// Identifies the code that produces page results: the version (Precept's), and the binary's size and
    /// date so a rebuilt Precept of the same version never reuses results of the old one.
    package static func currentStamp(version: String) -> String {
        var info = stat()
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        // stat, not lstat: /proc/self/exe is a link whose own date is the process's start.
        guard stat("/proc/self/exe", &info) == 0 || stat(executable, &info) == 0 else {
            return "\(format)/\(formatVersion)/\(version)"
        }
        return "\(format)/\(formatVersion)/\(version)/\(info.st_size)/\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// The options half of a key, computed once per build.
    package static func optionsFingerprint(_ options: PageProcessor.Options) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(options)) ?? Data(), as: UTF8.self)
    }

    /// The key of one page: a hash of the stamp, the options, its paths and its bytes.
    package static func key(stamp: String, options: String, relativePath: String, displayPath: String, bytes: Data) -> String {
        var hash = ContentHash()
        hash.updateField(stamp)
        hash.updateField(options)
        hash.updateField(relativePath)
        hash.updateField(displayPath)
        hash.update("\(bytes.count):")
        hash.update(bytes)
        return hash.finalizeHex()
    }

    /// Where the entry of `key` lies: in this build's pack, or where the index says.
    func location(of key: String) -> PagePackIndex.Location? {
        writer.location(of: key) ?? reader.location(of: key)
    }

    /// The stored result for `key`, or nil when missing; `damaged` is set when its bytes are there but fail
    /// their checksum or name another key. A pack file that is gone or cut short is a miss, not damage.
    package func read(_ key: String) -> (result: PageResult?, damaged: Bool) {
        read(key, leavingTextsIn: nil)
    }

    /// `read(key)`, with the page's body and Markdown copy left in the pack and referred to by `bodies`
    /// (`.stored` in the result) rather than read into memory, when `bodies` is given.
    package func read(_ key: String, leavingTextsIn bodies: PageBodyStore?) -> (result: PageResult?, damaged: Bool) {
        guard mode.reads, let location = location(of: key), let bytes = reader.bytes(at: location) else {
            return (nil, false)
        }
        guard let payload = PageCacheEntry.payload(of: bytes, key: key) else { return (nil, true) }
        guard let bodies, let descriptor = reader.descriptor(location.pack) else {
            guard let result = try? PageResultCodec.decode(payload) else { return (nil, true) }
            return (result, false)
        }
        guard let decoded = try? PageResultCodec.decode(payload, leavingTexts: true) else { return (nil, true) }
        var result = decoded.result
        if let texts = decoded.texts, let page = result.page,
            !bodies.refer(
                page, texts: texts, packPath: reader.folder + "/" + location.pack, readerDescriptor: descriptor, offset: location.offset)
        {
            // Not referred to: read as a whole after all, and moved into the store as a fresh page's would be.
            guard let whole = try? PageResultCodec.decode(payload) else { return (nil, true) }
            result = whole
            bodies.take(&result)
        }
        return (result, false)
    }

    /// Whether an entry for `key` is stored in a pack that is there (its bytes are not checked).
    package func contains(_ key: String) -> Bool {
        guard let location = location(of: key) else { return false }
        return reader.canRead(location.pack)
    }

    /// Whether entries were stored since the last commit (which only a commit makes visible to other values).
    package var hasUncommittedEntries: Bool { !writer.written.isEmpty }

    /// Creates the folder and its marker before entries are written; false when that fails (nothing is stored then).
    package func prepare() -> Bool {
        guard mode.writes else { return false }
        do {
            try FileManager.default.createDirectory(at: pagesDirectory, withIntermediateDirectories: true)
            let marker = directory.appendingPathComponent(Self.markerName)
            let markerData = try JSONEncoder().encode(Marker(format: Self.format, version: Self.formatVersion))
            if (try? Data(contentsOf: marker)) != markerData { try markerData.write(to: marker, options: .atomic) }
            return true
        } catch {
            return false
        }
    }

    /// Stores one entry in this build's pack; `encoded` is the result in `PageResultCodec`'s bytes when the
    /// caller has them (a worker's reply). This value reads it back at once, other values once `commit` wrote
    /// the index. Failures only cost speed next time.
    package func write(_ key: String, result: PageResult, encoded: [UInt8]?) {
        guard mode.writes, PageCacheEntry.isValidKey(key) else { return }
        let payload = encoded ?? PageResultCodec.encode(result)
        writer.append(key, entry: PageCacheEntry.bytes(key: key, payload: payload))
    }

    /// Stores `encoded`, the bytes of a result whose page's body and Markdown copy lie in them at `texts`,
    /// and has `bodies` refer to them in this build's pack; false, with nothing referred to, when the entry
    /// could not be written or referred to (the caller then holds the texts some other way).
    package func write(_ key: String, encoded: [UInt8], page: Page, texts: PageResultCodec.TextPlaces, bodies: PageBodyStore) -> Bool {
        guard mode.writes, PageCacheEntry.isValidKey(key) else { return false }
        let header = PageCacheEntry.header(key: key, payload: encoded)
        guard let location = writer.append(key, entry: header + encoded) else { return false }
        return bodies.refer(page, texts: texts, packPath: writer.folder + "/" + location.pack, offset: location.offset + header.count)
    }
}
