/// One Markdown file as read from disk: where it lives and its text. The input of per-page processing.
package struct PageSource: Sendable, Hashable, Codable {
    /// Path inside the content folder, with `/` separators (`foundations/color.md`).
    package var relativePath: String
    /// Path shown in diagnostics (`content/foundations/color.md`).
    package var displayPath: String
    package var text: String
    /// True when the file's bytes were not valid UTF-8 and were repaired while reading.
    package var hadInvalidUTF8: Bool

    package init(relativePath: String, displayPath: String, text: String, hadInvalidUTF8: Bool = false) {
        self.relativePath = relativePath
        self.displayPath = displayPath
        self.text = text
        self.hadInvalidUTF8 = hadInvalidUTF8
    }

    /// `foundations/color.md` → `foundations/color.html`.
    package var outputPath: String {
        Self.outputPath(forContentPath: relativePath)
    }

    /// Maps a content-relative Markdown path to its output HTML path.
    package static func outputPath(forContentPath path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path + ".html" }
        return String(path[..<dot]) + ".html"
    }

    /// `foundations/color.md` → `foundations/color`: the page id when the front matter has none.
    package var pathWithoutExtension: String {
        String(outputPath.dropLast(".html".count))
    }

    /// The file name without folder or extension.
    package var baseName: String {
        let file = relativePath.split(separator: "/").last.map(String.init) ?? relativePath
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }

    /// The first folder (`foundations`), or nil for a page at the top of the content folder.
    package var folder: String? {
        let parts = relativePath.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : nil
    }
}
