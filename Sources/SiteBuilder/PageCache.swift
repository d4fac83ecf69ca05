import Diagnostics
import Foundation
import Guidelines

#if canImport(Glibc)
    import Glibc
#endif

/// The build cache in `.precept-cache/`: one file per page result, named by a hash of everything that
/// result depends on (Precept's version and binary, the page options from the configuration, the page's
/// paths and its bytes). A changed input gives a new name, so an entry is never stale, only unused.
///
/// Layout: `precept-cache.json` (format marker) and `pages/<sha256>.json`. Each entry starts with a line
/// holding a checksum of the rest, so a damaged file is detected and the page processed again.
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

        var reads: Bool { self == .readWrite || self == .readOnly }
        var writes: Bool { self == .readWrite || self == .writeOnly }
    }

    package static let directoryName = ".precept-cache"
    static let markerName = "precept-cache.json"
    static let format = "precept-page-cache"
    /// Bumped whenever `PageResult` or the key changes shape.
    static let formatVersion = 1

    package var directory: URL
    package var mode: Mode
    /// Mixed into every key: format, Precept version and the running binary.
    var stamp: String

    var pagesDirectory: URL { directory.appendingPathComponent("pages") }

    /// Opens the cache folder; a folder that is not a Precept cache is left alone and reported with a note.
    package static func open(_ directory: URL, mode: Mode, display: String) -> (PageCache?, [Diagnostic]) {
        guard mode != .off else { return (nil, []) }
        let fm = FileManager.default
        let cache = PageCache(directory: directory, mode: mode, stamp: currentStamp())
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
            let ours = isDirectory.boolValue && Set(entries).isSubset(of: [markerName, "pages", BuildFingerprint.fileName])
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

    struct Marker: Codable {
        var format: String
        var version: Int
    }

    /// Identifies the code that produces page results: the version, and the binary's size and date so a
    /// rebuilt Precept of the same version never reuses results of the old one.
    static func currentStamp() -> String {
        var info = stat()
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        // stat, not lstat: /proc/self/exe is a link whose own date is the process's start.
        guard stat("/proc/self/exe", &info) == 0 || stat(executable, &info) == 0 else {
            return "\(format)/\(formatVersion)/\(SiteBuild.version)"
        }
        return "\(format)/\(formatVersion)/\(SiteBuild.version)/\(info.st_size)/\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// The options half of a key, computed once per build.
    static func optionsFingerprint(_ options: PageProcessor.Options) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: (try? encoder.encode(options)) ?? Data(), as: UTF8.self)
    }

    /// The key of one page: a hash of the stamp, the options, its paths and its bytes.
    static func key(stamp: String, options: String, relativePath: String, displayPath: String, bytes: Data) -> String {
        var hash = ContentHash()
        hash.updateField(stamp)
        hash.updateField(options)
        hash.updateField(relativePath)
        hash.updateField(displayPath)
        hash.update("\(bytes.count):")
        hash.update(bytes)
        return hash.finalizeHex()
    }

    /// The stored result for `key`, or nil when missing; `damaged` is set when a file exists but fails its checksum.
    func read(_ key: String) -> (result: PageResult?, damaged: Bool) {
        guard mode.reads, let data = try? Data(contentsOf: pagesDirectory.appendingPathComponent(key + ".json")) else {
            return (nil, false)
        }
        guard let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return (nil, true) }
        let header = String(decoding: data[data.startIndex..<newline], as: UTF8.self)
        let payload = data[data.index(after: newline)...]
        guard header == "\(Self.format) \(Self.formatVersion) \(Self.checksum(payload))",
            let result = try? JSONDecoder().decode(PageResult.self, from: payload)
        else { return (nil, true) }
        return (result, false)
    }

    /// Stores new entries and removes the ones this build did not use; failures only cost speed next time.
    func store(_ fresh: [String: PageResult], keep used: Set<String>) {
        guard mode.writes else { return }
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: pagesDirectory, withIntermediateDirectories: true)
            let marker = directory.appendingPathComponent(Self.markerName)
            let markerData = try JSONEncoder().encode(Marker(format: Self.format, version: Self.formatVersion))
            if (try? Data(contentsOf: marker)) != markerData { try markerData.write(to: marker, options: .atomic) }
        } catch {
            return
        }
        let encoder = JSONEncoder()
        for (key, result) in fresh {
            guard let payload = try? encoder.encode(result) else { continue }
            var data = Data("\(Self.format) \(Self.formatVersion) \(Self.checksum(payload))\n".utf8)
            data.append(payload)
            try? data.write(to: pagesDirectory.appendingPathComponent(key + ".json"), options: .atomic)
        }
        for name in (try? fm.contentsOfDirectory(atPath: pagesDirectory.path)) ?? [] {
            let key = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
            if !used.contains(key) { try? fm.removeItem(at: pagesDirectory.appendingPathComponent(name)) }
        }
    }

    /// FNV-1a (64-bit) of an entry's payload: catches damaged files; the key already guards against stale ones.
    static func checksum(_ data: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { raw in
            for byte in raw {
                value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return String(value, radix: 16)
    }
}
