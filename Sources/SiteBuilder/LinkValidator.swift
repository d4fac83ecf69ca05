import Diagnostics
import Foundation
import Guidelines
import MarkdownSyntax

/// Checks every relative link and anchor against the pages and files of the site.
package struct LinkValidator: Sendable {
    private let pagesByPath: [String: Page]
    private let anchorsByPath: [String: Set<String>]
    private let staticFiles: Set<String>
    private let pages: [Page]

    package init(pages: [Page], staticFiles: Set<String>) {
        self.pages = pages
        self.staticFiles = staticFiles
        var byPath: [String: Page] = [:]
        var anchors: [String: Set<String>] = [:]
        for page in pages {
            byPath[page.source.relativePath] = page
            anchors[page.source.relativePath] = Set(page.headings.map(\.id))
        }
        pagesByPath = byPath
        anchorsByPath = anchors
    }

    package func validate() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for page in pages {
            let directory = page.source.relativePath.split(separator: "/").dropLast().joined(separator: "/")
            for link in page.links {
                let location = SourceLocation(path: page.source.displayPath, line: link.line, column: link.column)
                switch link.destination {
                case .fragment(let fragment):
                    if !fragment.isEmpty, !(anchorsByPath[page.source.relativePath]?.contains(fragment) ?? false) {
                        diagnostics.append(
                            .warning("links.missing-anchor", "link to missing section '#\(fragment)' on this page", at: location))
                    }
                case .relative(let path, let fragment):
                    guard !path.isEmpty else { continue }
                    let decoded = path.removingPercentEncoding ?? path
                    guard let target = Self.resolve(decoded, from: directory) else {
                        diagnostics.append(
                            .warning("links.outside-content", "link '\(link.raw)' points outside the content folder", at: location))
                        continue
                    }
                    if link.destination.isPageLink {
                        if pagesByPath[target] == nil {
                            diagnostics.append(.warning("links.missing-page", "link to missing page '\(path)'", at: location))
                        } else if let fragment, !fragment.isEmpty, !(anchorsByPath[target]?.contains(fragment) ?? false) {
                            diagnostics.append(
                                .warning("links.missing-anchor", "link to missing section '#\(fragment)' in '\(path)'", at: location))
                        }
                    } else if !staticFiles.contains(target), !Self.isGeneratedPath(target, pages: pagesByPath) {
                        diagnostics.append(
                            .warning(
                                "links.missing-file", "link to missing file '\(path)'", at: location,
                                notes: ["files next to the pages in the content folder are copied to the site"]))
                    }
                case .external, .unsafe:
                    continue
                }
            }
        }
        return diagnostics
    }

    /// True when a link points straight at a page's output (`color.html`) rather than its source.
    private static func isGeneratedPath(_ path: String, pages: [String: Page]) -> Bool {
        path.hasSuffix("/") || path == "index.html" || pages.values.contains { $0.source.outputPath == path }
    }

    /// Joins a relative path onto a content folder; nil when `..` climbs above the content root.
    package static func resolve(_ path: String, from directory: String) -> String? {
        var parts = path.hasPrefix("/") ? [] : directory.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if parts.isEmpty { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
