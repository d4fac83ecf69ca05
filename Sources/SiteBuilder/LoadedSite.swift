import Diagnostics
import Foundation
import Guidelines
import PageCache
import SiteModel

/// A site read and checked but not yet rendered: what `build`, `check` and the query commands share.
package struct LoadedSite: Sendable {
    package var configuration: SiteConfiguration
    package var contentURL: URL
    package var listing: ContentScanner.Listing
    package var site: Site
    package var diagnostics: DiagnosticCollection
    /// Cache key → page result of this load, handed to the next build of a watch or serve session.
    package var warmPages: [String: PageResult] = [:]
    package var pagesFromCache = 0
    /// Content-relative page path → the cache key of its result in the site (a held-back page's: its previous
    /// version's), for the outputs and their memo.
    package var pageKeys: [String: String] = [:]
    /// The pages with errors this load held back (`PageHoldBack`), and how many errors they have.
    package var heldBack: [HeldBackPage] = []
    package var heldBackErrors = 0
    /// Each page's result, in the order of `listing.pages`.
    package var pageResults: [PageResult] = []
    /// Each page's cache key, in the order of `listing.pages` (nil when it could not be read).
    package var listingKeys: [String?] = []
    /// The diagnostics about the configuration and the content folder, before severity overrides.
    package var baseDiagnostics: [Diagnostic] = []
    /// The worker processes a session build used, kept for its next build.
    package var workers: SessionWorkers?
    /// The page cache with entries this load stored but did not commit (a session's build commits them when it
    /// records, or when it writes nothing, at once).
    package var uncommittedCache: PageCache?
    /// The site stage's memo of this load, for the next build of a session.
    package var siteMemo: SiteMemo?

    /// `pageKeys` without the held-back pages: what the fingerprint records and a session's next build may take
    /// without reading the page again (a held-back page is read, and reported, by every build until it is fixed).
    package var settledKeys: [String: String] {
        guard !heldBack.isEmpty else { return pageKeys }
        var keys = pageKeys
        for page in heldBack { keys[page.relativePath] = nil }
        return keys
    }
}
