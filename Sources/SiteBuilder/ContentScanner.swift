import Foundation
import Guidelines

/// Lists the Markdown pages and static files of a content folder, in a stable order.
package struct ContentScanner: Sendable {
    package struct Listing: Sendable, Hashable {
        /// Content-relative paths of Markdown pages.
        package var pages: [String]
        /// Content-relative paths of other files, copied to the output as they are.
        package var staticFiles: [String]
    }

    package static let markdownExtensions: Set<String> = ["md", "markdown"]

    package init() {}

    /// Walks `directory`, skipping dot-files and following no symbolic links out of it.
    package func scan(_ directory: URL) throws -> Listing {
        let fm = FileManager.default
        var pages: [String] = []
        var statics: [String] = []
        var pending: [String] = [""]
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? directory : directory.appendingPathComponent(relative)
            let names = try fm.contentsOfDirectory(atPath: url.path).sorted()
            for name in names where !name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let childPath = directory.appendingPathComponent(childRelative).path
                let attributes = try fm.attributesOfItem(atPath: childPath)
                let type = attributes[.type] as? FileAttributeType
                if type == .typeSymbolicLink { continue }
                if type == .typeDirectory {
                    pending.append(childRelative)
                } else if Self.markdownExtensions.contains((name as NSString).pathExtension.lowercased()) {
                    pages.append(childRelative)
                } else if type == .typeRegular {
                    statics.append(childRelative)
                }
            }
        }
        return Listing(pages: pages.sorted(), staticFiles: statics.sorted())
    }

    /// Reads one page, replacing bytes that are not UTF-8 so a broken file still builds.
    package func read(_ relativePath: String, in directory: URL, displayPrefix: String) throws -> PageSource {
        source(
            from: try Data(contentsOf: directory.appendingPathComponent(relativePath)), relativePath: relativePath,
            displayPrefix: displayPrefix)
    }

    /// A page's bytes as a `PageSource`, repairing bytes that are not UTF-8.
    package func source(from data: Data, relativePath: String, displayPrefix: String) -> PageSource {
        let text = String(decoding: data, as: UTF8.self)
        let display = displayPrefix.isEmpty ? relativePath : displayPrefix + "/" + relativePath
        let repaired = text.utf8.count != data.count || !text.utf8.elementsEqual(data)
        return PageSource(relativePath: relativePath, displayPath: display, text: text, hadInvalidUTF8: repaired)
    }
}
