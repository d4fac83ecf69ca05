import Diagnostics
import Foundation
import Guidelines
import MarkdownSyntax
import ParallelMap

/// Checks every relative link and anchor against the pages and files of the site.
///
/// A page's findings depend on its own links and on the anchors of the pages they point at, so after an
/// edit that keeps the set of pages, `updateAnchors(of:)` and `validate(_:)` redo just the pages involved.
package struct LinkValidator: Sendable {
    private let pagePaths: Set<String>
    private let outputPaths: Set<String>
    /// Content-relative path → the anchors the page offers (`anchors(of:)`).
    private(set) var anchorsByPath: [String: Set<String>]
    private let staticFiles: Set<String>
    private let pages: [Page]

    package init(pages: [Page], staticFiles: Set<String>) {
        self.pages = pages
        self.staticFiles = staticFiles
        var anchors: [String: Set<String>] = [:]
        anchors.reserveCapacity(pages.count)
        for page in pages {
            anchors[page.source.relativePath] = Self.anchors(of: page)
        }
        pagePaths = Set(pages.map(\.source.relativePath))
        outputPaths = Set(pages.map(\.source.outputPath))
        anchorsByPath = anchors
    }

    /// A validator from what `LinkFindings` kept of the site; it validates single pages (`validate(_:)`).
    init(pagePaths: Set<String>, outputPaths: Set<String>, anchors: [String: Set<String>], staticFiles: Set<String>) {
        self.pages = []
        self.staticFiles = staticFiles
        self.pagePaths = pagePaths
        self.outputPaths = outputPaths
        anchorsByPath = anchors
    }

    package func validate() -> [Diagnostic] {
        // Pages are checked on every core (100,000 links at 10,000 pages), in order.
        Parallel.map(pages, chunk: 64) { validate($0) }.flatMap { $0 }
    }

    /// The anchors `page` offers to links, as `validate` sees them.
    package static func anchors(of page: Page) -> Set<String> { Set(page.headings.map(\.id)) }

    /// Takes the anchors of an edited version of a page of the site (same path).
    package mutating func updateAnchors(of page: Page) {
        anchorsByPath[page.source.relativePath] = Self.anchors(of: page)
    }

    /// Content-relative paths of the pages whose anchors `page`'s links depend on (itself included).
    package static func anchorTargets(of page: Page) -> Set<String> {
        let directory = page.source.relativePath.split(separator: "/").dropLast().joined(separator: "/")
        var targets: Set<String> = []
        for link in page.links {
            switch link.destination {
            case .fragment(let fragment):
                if !fragment.isEmpty { targets.insert(page.source.relativePath) }
            case .relative(let path, let fragment):
                guard !path.isEmpty, let fragment, !fragment.isEmpty, link.destination.isPageLink,
                    let target = resolve(Self.percentDecoded(path), from: directory)
                else { continue }
                targets.insert(target)
            case .external, .unsafe:
                continue
            }
        }
        return targets
    }

    /// The findings for one page's links.
    package func validate(_ page: Page) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
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
                let decoded = Self.percentDecoded(path)
                guard let target = Self.resolve(decoded, from: directory) else {
                    diagnostics.append(
                        .warning("links.outside-content", "link '\(link.raw)' points outside the content folder", at: location))
                    continue
                }
                if link.destination.isPageLink {
                    if !pagePaths.contains(target) {
                        diagnostics.append(.warning("links.missing-page", "link to missing page '\(path)'", at: location))
                    } else if let fragment, !fragment.isEmpty, !(anchorsByPath[target]?.contains(fragment) ?? false) {
                        diagnostics.append(
                            .warning("links.missing-anchor", "link to missing section '#\(fragment)' in '\(path)'", at: location))
                    }
                } else if !staticFiles.contains(target), !Self.isGeneratedPath(target, outputPaths: outputPaths) {
                    diagnostics.append(
                        .warning(
                            "links.missing-file", "link to missing file '\(path)'", at: location,
                            notes: ["files next to the pages in the content folder are copied to the site"]))
                }
            case .external, .unsafe:
                continue
            }
        }
        // Made after the page's own findings were capped: capped here too, so a page of 5,000 broken links lists 20.
        return DiagnosticCap.capped(diagnostics)
    }

    /// True when a link points straight at a page's output (`color.html`) rather than its source.
    private static func isGeneratedPath(_ path: String, outputPaths: Set<String>) -> Bool {
        path.hasSuffix("/") || path == "index.html" || outputPaths.contains(path)
    }

    /// Joins a relative path onto a content folder; nil when `..` climbs above the content root.
    /// Works on the UTF-8 bytes, making one string: splitting into `String`s and joining them was most of
    /// checking a large site's links.
    package static func resolve(_ path: String, from directory: String) -> String? {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var parts: [Substring.UTF8View] = []
        if !path.utf8.starts(with: [slash]) {
            parts = directory.utf8.split(separator: slash).map { Substring($0).utf8 }
        }
        for part in path.utf8.split(separator: slash) {
            if part.count == 1, part.first == dot { continue }
            if part.count == 2, part.allSatisfy({ $0 == dot }) {
                if parts.isEmpty { return nil }
                parts.removeLast()
                continue
            }
            parts.append(Substring(part).utf8)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.reduce(parts.count) { $0 + $1.count })
        for (number, part) in parts.enumerated() {
            if number > 0 { bytes.append(slash) }
            bytes.append(contentsOf: part)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `path` with its percent escapes decoded (as written when escapes do not decode); a path without `%`
    /// is returned as it is without asking Foundation, which was a tenth of checking a large site's links.
    static func percentDecoded(_ path: String) -> String {
        guard path.utf8.contains(UInt8(ascii: "%")) else { return path }
        return path.removingPercentEncoding ?? path
    }
}
