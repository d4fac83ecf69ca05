import BuiltInTheme
import Foundation
import Testing

/// The theme the `EmbedTheme` plugin compiles in is the `templates/` folder, byte for byte: no file missing,
/// none extra, every text intact through the Swift literal it became.
@Suite struct BuiltInThemeTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates")

    /// The regular files under `templates/` that are not hidden and not in a hidden folder.
    static func filesOnDisk() throws -> [String: Data] {
        let base = templates.standardizedFileURL.path + "/"
        var files: [String: Data] = [:]
        let enumerator = try #require(
            FileManager.default.enumerator(
                at: templates, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]))
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            files[String(url.standardizedFileURL.path.dropFirst(base.count))] = try Data(contentsOf: url)
        }
        return files
    }

    @Test func embedsEveryFileOfTheTemplatesFolderByteForByte() throws {
        let onDisk = try Self.filesOnDisk()
        #expect(onDisk.count > 10, "templates/ not found at \(Self.templates.path)")
        #expect(Set(BuiltInTheme.files.keys) == Set(onDisk.keys))
        for (path, bytes) in onDisk.sorted(by: { $0.key < $1.key }) {
            #expect(BuiltInTheme.files[path].map { Data($0.utf8) } == bytes, "templates/\(path) differs from the embedded copy")
        }
    }

}
