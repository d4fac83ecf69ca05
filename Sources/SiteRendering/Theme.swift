import BuiltInTheme
import Foundation
import OutputStore

/// The theme files a build uses: the built-in theme with any same-named files from a user's folder on top.
package struct Theme: Sendable, Hashable {
    /// Relative path (`layout.mustache`, `assets/precept.css`) → file text.
    package var files: [String: String]
    /// Paths that came from the user's folder, for messages.
    package var overridden: Set<String>
    /// Where the user's files came from, shown in diagnostics (`templates`).
    package var userDirectoryDisplay: String?

    /// The built-in theme alone.
    package static var builtIn: Theme {
        Theme(files: BuiltInTheme.files, overridden: [], userDirectoryDisplay: nil)
    }

    /// The built-in theme with every regular file found under `directory` layered over it.
    package static func load(overriding directory: URL?, display: String?) throws -> Theme {
        var theme = builtIn
        guard let directory else { return theme }
        let fm = FileManager.default
        guard
            let enumerator = fm.enumerator(
                at: directory, includingPropertiesForKeys: [.isRegularFileKey],
                options: [.skipsHiddenFiles])
        else { return theme }
        let base = directory.standardizedFileURL.path
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let full = url.standardizedFileURL.path
            guard full.hasPrefix(base + "/") else { continue }
            let relative = String(full.dropFirst(base.count + 1))
            theme.files[relative] = try String(contentsOf: url, encoding: .utf8)
            theme.overridden.insert(relative)
        }
        theme.userDirectoryDisplay = display
        return theme
    }

    /// Template name (`layout`, `header`) → source, for every `.mustache` file at the top level.
    package var templates: [String: String] {
        var result: [String: String] = [:]
        for (path, text) in files where path.hasSuffix(".mustache") && !path.contains("/") {
            result[String(path.dropLast(".mustache".count))] = text
        }
        return result
    }

    /// Files under `assets/`, copied to the output as they are, and the theme's words per language for its scripts
    /// (`assets/strings-zh.js`), unless the user's folder has a file of that name.
    package var assets: [String: String] {
        files.filter { $0.key.hasPrefix("assets/") }.merging(ThemeStringValues.scripts) { own, _ in own }
    }

    /// The path shown in diagnostics for a template name.
    package func displayPath(forTemplate name: String) -> String {
        let file = name + ".mustache"
        if overridden.contains(file), let dir = userDirectoryDisplay { return dir + "/" + file }
        return "templates/" + file
    }

    /// Writes every file of the theme into `directory` (used by `precept init-theme`), refusing to overwrite.
    package func export(to directory: URL) throws -> [String] {
        try NewFileWriter.write(files.sorted(by: { $0.key < $1.key }).map { ($0.key, $0.value) }, into: directory)
    }
}
