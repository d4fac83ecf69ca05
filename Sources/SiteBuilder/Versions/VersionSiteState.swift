import ContentHashing
import Foundation
import OutputStore

/// What the last build of one version left in `.precept-cache/versions/<name>/`: the commit it built, with which Precept
/// and which version menu, that version's guideline pages, and the digest of every file of its site (in `public/`
/// beside this record). A version whose commit, Precept and menu are the recorded ones is not built again.
struct VersionSiteState: Sendable, Codable, Hashable {
    static let fileName = "state.json"
    static let siteFolder = "public"

    var commit: String
    var stamp: String
    var menu: String
    /// Output paths of its guideline pages.
    var pages: [String]
    /// Every file of its site by path, with the digest of its bytes.
    var files: [String: String]
    /// The page cache keys of its pages, which the project's whole builds keep in the cache.
    var keys: [String]

    /// The record in `folder`, when there is one and its site is there.
    static func read(in folder: URL) -> VersionSiteState? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)),
            let state = try? JSONDecoder().decode(VersionSiteState.self, from: data),
            FileManager.default.fileExists(atPath: folder.appendingPathComponent(siteFolder).path)
        else { return nil }
        return state
    }

    /// The page cache keys every recorded version uses, under `cache/versions/`.
    static func recordedKeys(in cache: URL) -> Set<String> {
        let versions = cache.appendingPathComponent("versions")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: versions.path) else { return [] }
        var keys = Set<String>()
        for name in names {
            guard let data = try? Data(contentsOf: versions.appendingPathComponent(name).appendingPathComponent(fileName)),
                let state = try? JSONDecoder().decode(VersionSiteState.self, from: data)
            else { continue }
            keys.formUnion(state.keys)
        }
        return keys
    }

    /// Writes the record into `folder`.
    func write(in folder: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(self).write(to: folder.appendingPathComponent(Self.fileName), options: .atomic)
    }

    /// The digest of every file under `site` (dot-files at its top, such as the output marker, left out); nil when a
    /// file cannot be read.
    static func digests(of site: URL) -> [String: String]? {
        guard let enumerator = FileManager.default.enumerator(at: site, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return nil
        }
        let base = site.standardizedFileURL.path + "/"
        var files: [String: String] = [:]
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            if path.hasPrefix(".") || path.hasPrefix(OutputWriter.markerName) { continue }
            guard let data = try? Data(contentsOf: url) else { return nil }
            files[path] = "version:" + ContentHash.hex(data).prefix(32)
        }
        return files
    }
}
