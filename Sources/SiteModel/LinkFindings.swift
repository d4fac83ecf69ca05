import Diagnostics
import Guidelines
import ParallelMap

/// Each shown page's link findings, with what they were checked against: what a session keeps so that a
/// build which edits a few pages, changing no page's anchors and no page or file of the site, checks only the
/// edited pages' links again (a page's findings depend on its own links, the set of pages and files, and the
/// anchors of the pages it links to).
package struct LinkFindings: Sendable {
    /// Content-relative path → the cache key of the page version checked.
    var keys: [String: String]
    var anchors: [String: Set<String>]
    /// Content-relative path → the findings of the pages that have some.
    var findings: [String: [Diagnostic]]
    /// Content-relative path → the page's position among the shown pages, the order findings are reported in.
    var positions: [String: Int]
    var pagePaths: Set<String>
    var outputPaths: Set<String>
    var staticFiles: Set<String>

    /// Checks `visible` (the shown pages, in the order findings are reported), reusing `previous` where it
    /// holds; `keys` gives each page's cache key by content-relative path. `edited`, when the caller knows the
    /// shown pages are `previous`'s with only these read again, spares comparing every page's key.
    static func check(
        _ visible: [Page], staticFiles: Set<String>, keys: [String: String], previous: LinkFindings?, edited: [Page]? = nil
    ) -> (diagnostics: [Diagnostic], findings: LinkFindings) {
        if let previous, previous.staticFiles == staticFiles {
            let changed: [Page]?
            if let edited {
                changed = edited.filter { previous.positions[$0.source.relativePath] != nil }
            } else if previous.positions.count == visible.count,
                visible.allSatisfy({ previous.positions[$0.source.relativePath] != nil })
            {
                changed = visible.filter { page in
                    let path = page.source.relativePath
                    return keys[path] == nil || keys[path] != previous.keys[path]
                }
            } else {
                changed = nil
            }
            if let changed,
                changed.allSatisfy({ page in
                    previous.anchors[page.source.relativePath] == LinkValidator.anchors(of: page)
                        && previous.outputPaths.contains(page.source.outputPath)
                })
            {
                var next = previous
                let validator = LinkValidator(
                    pagePaths: previous.pagePaths, outputPaths: previous.outputPaths, anchors: previous.anchors,
                    staticFiles: staticFiles)
                for page in changed {
                    let path = page.source.relativePath
                    let found = validator.validate(page)
                    next.findings[path] = found.isEmpty ? nil : found
                    next.keys[path] = keys[path]
                }
                return (next.reported, next)
            }
        }
        let validator = LinkValidator(pages: visible, staticFiles: staticFiles)
        let found = Parallel.map(visible, chunk: 64) { validator.validate($0) }
        var findings: [String: [Diagnostic]] = [:]
        var positions: [String: Int] = [:]
        positions.reserveCapacity(visible.count)
        for (index, page) in visible.enumerated() {
            let path = page.source.relativePath
            if !found[index].isEmpty { findings[path] = found[index] }
            positions[path] = index
        }
        let made = LinkFindings(
            keys: keys, anchors: validator.anchorsByPath, findings: findings, positions: positions, pagePaths: Set(positions.keys),
            outputPaths: Set(visible.map(\.source.outputPath)),
            staticFiles: staticFiles)
        return (found.flatMap { $0 }, made)
    }

    /// Every finding, page by page in the shown pages' order.
    var reported: [Diagnostic] {
        findings.sorted { positions[$0.key, default: 0] < positions[$1.key, default: 0] }.flatMap(\.value)
    }
}
