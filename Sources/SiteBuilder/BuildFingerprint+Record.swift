import Diagnostics
import Foundation
import OutputStore
import PageCache

#if canImport(Glibc)
    import Glibc
#endif

extension BuildFingerprint.Pending {
    func isRacy(_ entry: BuildFingerprint.Stat) -> Bool {
        entry.kind != "x" && max(entry.modified, entry.changed) >= snapshotTime - BuildFingerprint.racyWindow
    }

    /// Writes the fingerprint of the build that just wrote; `keys` maps each page's path to its cache key. The
    /// `unsettled` pages (held back with an error) are recorded without stat or key: a change whatever they hold,
    /// so the next build reads them again rather than finding nothing to do. `beforeCacheWalk` runs once the output folder is walked and before the cache folder is (whose files,
    /// the memo among them, the fingerprint lists): a caller writing the memo meanwhile waits for it there.
    func record(
        keys: [String: String], pageCount: Int, pagesFromCache: Int, diagnostics: [Diagnostic], unsettled: Set<String> = [],
        beforeCacheWalk: () -> Void = {}
    ) {
        let file = cacheDirectory.appendingPathComponent(BuildFingerprint.fileName)
        let temporary = cacheDirectory.appendingPathComponent(BuildFingerprint.temporaryName)
        // The previous fingerprint describes the previous output: gone before anything else, so no failure
        // below (nor a kill) leaves it claiming the new output is the old one.
        try? FileManager.default.removeItem(at: file)
        // And the half-written one of a build killed while recording, before the cache folder is listed.
        unlink(temporary.path)
        // Notes about the cache and the output folder themselves belong to the build that saw them.
        let kept = DiagnosticCollection(diagnostics.filter { $0.id.family != .cache && $0.id.family != .output })
        // Only into a cache folder of ours.
        let marker = try? JSONDecoder().decode(
            PageCache.Marker.self, from: Data(contentsOf: cacheDirectory.appendingPathComponent(PageCache.markerName)))
        let output = BuildFingerprint.walk(outputDirectory.path, content: false)
        beforeCacheWalk()
        guard marker?.format == PageCache.format, marker?.version == PageCache.formatVersion, let output,
            let cache = BuildFingerprint.walk(cacheDirectory.path, content: false, skipping: BuildFingerprint.fileName),
            let diagnosticsJSON = try? JSONEncoder().encode(kept)
        else { return }
        // Names the line format cannot hold: no fingerprint, every build runs.
        // Byte comparisons: `String.contains` goes through Foundation's search, which cost a tenth of a second at scale.
        guard !(content + output + cache).contains(where: { $0.path.utf8.contains(9) || $0.path.utf8.contains(10) }) else { return }
        // Appended as bytes: 20,000 lines of interpolated strings cost a fifth of recording at 10,000 pages.
        var bytes = Array((BuildFingerprint.magic + "\n" + inputs + "\n").utf8)
        bytes.reserveCapacity(diagnosticsJSON.count + (content.count + output.count + cache.count) * 160)
        bytes += "\(pageCount) \(pagesFromCache) \(content.count) \(output.count) \(cache.count)\n".utf8
        bytes += diagnosticsJSON
        bytes.append(UInt8(ascii: "\n"))
        BuildFingerprint.appendListing(output, to: &bytes)
        BuildFingerprint.appendListing(cache, to: &bytes)
        for entry in content {
            bytes += entry.path.utf8
            bytes.append(UInt8(ascii: "\t"))
            let settled = unsettled.isEmpty || !unsettled.contains(entry.path)
            if isRacy(entry) || !settled { bytes.append(UInt8(ascii: "?")) } else { entry.appendText(to: &bytes) }
            bytes.append(UInt8(ascii: "\t"))
            bytes += (settled ? keys[entry.path] ?? staticHashes[entry.path] ?? "-" : "-").utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        BuildFingerprint.writeDurably(bytes, to: file.path, through: temporary.path)
    }
}

extension BuildFingerprint {
    /// Where the fingerprint is written before it is renamed into place.
    static let temporaryName = fileName + ".new"

    /// Writes `bytes` to `temporary`, flushes it and renames it to `path`: a reader (and a build after a
    /// kill or a power cut) finds the whole fingerprint or none, never a part.
    static func writeDurably(_ bytes: [UInt8], to path: String, through temporary: String) {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var offset = 0
        var complete = true
        bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 {
                    complete = false
                    return
                }
                offset += written
            }
        }
        let flushed = fsync(descriptor) == 0
        close(descriptor)
        CrashInjection.point("fingerprint")
        guard complete, flushed, rename(temporary, path) == 0 else {
            unlink(temporary)
            return
        }
    }
}
