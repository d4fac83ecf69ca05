import Diagnostics
import Guidelines
import PageCache
import SiteModel

/// The rule for a page with an error, the one place a build applies it: a page whose result carries an error
/// (after `severity:` in precept.yml) is held back. The site takes the version of it the last written build
/// published — its result by the key the memo of the output records for its path, from the session's results or
/// the page cache — or, when there is none (a new page, no memo of the output), leaves it out. Every output is
/// made from the site, so navigation, search, the API, the feed and the sitemap agree with what is published; the
/// page's diagnostics are reported as read, and the build exits 1. A build that writes applies it, unless strict
/// (`check`, strict builds and the query commands take the pages as read).
struct PageHoldBack {
    let overrides: SeverityOverrides
    /// The memo of the output as the last build wrote it; nil when there is none, and a held page is left out.
    let memo: BuildMemo?
    let cache: PageCache?

    struct Outcome {
        /// Each page's result for the site, in the order of the listing: as read, a held page's previous one, or
        /// one without a page (left out).
        var results: [PageResult]
        var held: [HeldBackPage] = []
        /// The errors of the held pages, which leave the rest of the site to be written.
        var errorCount = 0
    }

    /// Holds back the pages of `results` (at `paths`, in the content folder shown as `display`) that have an error,
    /// setting each one's key in `keys` to its previous version's (or removing it).
    func apply(_ results: [PageResult], paths: [String], display: String, keys: inout [String: String]) -> Outcome {
        var outcome = Outcome(results: results)
        var published: [String: String]?
        for (index, result) in results.enumerated() {
            let errors = result.diagnostics.count { overrides.severity(of: $0) == .error }
            guard errors > 0 else { continue }
            let path = paths[index]
            if published == nil {
                published = [:]
                for entry in memo?.pages ?? [] { published?[entry.relativePath] = entry.pageKey }
            }
            let previous = published?[path].flatMap { key in
                (memo?.results[key] ?? cache?.read(key).result).flatMap { $0.page == nil ? nil : (key, $0) }
            }
            if let (key, result) = previous {
                outcome.results[index] = result
                keys[path] = key
            } else {
                outcome.results[index] = PageResult(page: nil, diagnostics: [])
                keys[path] = nil
            }
            outcome.errorCount += errors
            outcome.held.append(
                HeldBackPage(path: display.isEmpty ? path : display + "/" + path, relativePath: path, keptPrevious: previous != nil))
        }
        return outcome
    }
}
