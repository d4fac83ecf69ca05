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
    var findings: [String: [Diagnostic]]
    var pagePaths: Set<String>
    var outputPaths: Set<String>
    var staticFiles: Set<String>

    /// Checks `visible` (the shown pages, in the order findings are reported), reusing `previous` where it
    /// holds; `keys` gives each page's cache key by content-relative path.
    static func check(_ visible: [Page], staticFiles: Set<String>, keys: [String: String], previous: LinkFindings?)
        -> (diagnostics: [Diagnostic], findings: LinkFindings)
    {
        let paths = visible.map(\.source.relativePath)
        if let previous, previous.staticFiles == staticFiles, previous.pagePaths.count == paths.count,
            paths.allSatisfy(previous.pagePaths.contains)
        {
            let changed = visible.indices.filter { keys[paths[$0]] == nil || keys[paths[$0]] != previous.keys[paths[$0]] }
            let sameShape = changed.allSatisfy { index in
                previous.anchors[paths[index]] == LinkValidator.anchors(of: visible[index])
                    && previous.outputPaths.contains(visible[index].source.outputPath)
            }
            if sameShape {
                var next = previous
                let validator = LinkValidator(
                    pagePaths: previous.pagePaths, outputPaths: previous.outputPaths, anchors: previous.anchors,
                    staticFiles: staticFiles)
                for index in changed {
                    next.findings[paths[index]] = validator.validate(visible[index])
                    next.keys[paths[index]] = keys[paths[index]]
                }
                return (paths.flatMap { next.findings[$0] ?? [] }, next)
            }
        }
        let validator = LinkValidator(pages: visible, staticFiles: staticFiles)
        let found = Parallel.map(visible, chunk: 64) { validator.validate($0) }
        var findings: [String: [Diagnostic]] = [:]
        var anchors: [String: Set<String>] = [:]
        for (index, page) in visible.enumerated() {
            findings[paths[index]] = found[index]
            anchors[paths[index]] = LinkValidator.anchors(of: page)
        }
        let made = LinkFindings(
            keys: keys, anchors: anchors, findings: findings, pagePaths: Set(paths), outputPaths: Set(visible.map(\.source.outputPath)),
            staticFiles: staticFiles)
        return (found.flatMap { $0 }, made)
    }
}
