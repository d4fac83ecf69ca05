import ColorExport
import ContentHashing
import Diagnostics
import Foundation
import Guidelines
import ShippedColors
import SiteModel

/// The site stage's comparison of the guidelines' colors with the colors the apps ship (`verify:` in precept.yml,
/// `precept verify --against`). It reads every source afresh on each build, as the translation check does: its
/// inputs are outside the content folder, so the fingerprint holds a digest of their files (`digest`).
enum ShippedColorCheck {
    static func diagnostics(_ site: Site, configuration: SiteConfiguration, resolve: (String) -> URL) -> [Diagnostic] {
        guard !configuration.verify.isEmpty else { return [] }
        // A translation's colors are compared with its source's (`translation.outdated`), not with the code.
        let pages = site.pages.filter { site.translations.links[$0.source.relativePath] == nil }
        let document = ColorsDocument(pages: pages, settings: configuration.colorChecks, generator: "")
        return configuration.verify.flatMap { source in
            let catalog = ShippedColorLoader().load(resolve(source.path), display: source.path)
            let options = ColorVerifier.Options(
                names: source.names, toleranceDeltaE: source.toleranceDeltaE, platforms: source.platforms)
            return catalog.diagnostics + ColorVerifier(options: options).verify(document, against: catalog)
        }
    }

    /// A digest of every file below the sources' paths (names and bytes), so that a change to shipped colors
    /// makes the next build run instead of answering "nothing changed".
    static func digest(_ sources: [VerifySource], resolve: (String) -> URL) -> String {
        var hash = ContentHash()
        for source in sources {
            hash.updateField(source.path)
            let root = resolve(source.path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) else {
                hash.updateField("missing")
                continue
            }
            var files: [URL]
            if isFolder.boolValue {
                let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
                files = (enumerator?.compactMap { $0 as? URL } ?? []).sorted { $0.path < $1.path }
            } else {
                files = [root]
            }
            // And what the source reads beyond its path: the token files a resolver refers to.
            let inside = Set(files.map(\.standardizedFileURL.path))
            files += ShippedColorLoader().load(root, display: source.path).files.sorted()
                .filter { !inside.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }.map { URL(fileURLWithPath: $0) }
            for file in files.prefix(ShippedColorLoader.maximumFiles + 1) {
                let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
                guard attributes?[.type] as? FileAttributeType == .typeRegular else { continue }
                hash.updateField(file.path)
                // A file too large to be read is not read for the digest either: its size and time stand in.
                let size = attributes?[.size] as? Int ?? 0
                if size > ShippedColorLoader.maximumFileBytes {
                    hash.updateField("\(size) \((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
                } else if let bytes = FileManager.default.contents(atPath: file.path) {
                    hash.update("\(bytes.count):")
                    hash.update(bytes)
                }
            }
        }
        return hash.finalizeHex()
    }
}
