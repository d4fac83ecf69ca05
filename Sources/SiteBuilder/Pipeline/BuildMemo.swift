import Guidelines
import PageIsolation
import SearchIndex
import SiteModel
import SiteRendering
import Templates

/// What a build leaves for the next one to compare against: every page's cache key and digests, every
/// output's input digest and template warnings, and the state the search and API stages patch. It
/// describes the output folder exactly as that build wrote it.
///
/// `watch` and `serve` hand it from one build to the next in memory, with the page results; `build`
/// stores it in `.precept-cache/` (`BuildMemo+Storage`), where it counts only while the build fingerprint
/// vouches that the output folder is as recorded. A build without a memo renders every output.
package struct BuildMemo: Sendable {
    /// One page of the site, in reading order.
    package struct PageEntry: Sendable, Hashable {
        package var relativePath: String
        package var outputPath: String
        package var pageKey: String
        package var group: String
        package var digests: PageDigests
        /// The digest of what the page showed of its translation family (`Translations.summary`); "" outside one.
        package var translation: String = ""
    }

    /// What an output was made from, and what rendering it reported.
    package struct OutputRecord: Sendable, Hashable {
        /// The declaration's input digest; empty for the search stage's files, which it tracks itself.
        package var inputs: String
        package var warnings: [TemplateWarning] = []
    }

    /// The site's inputs (`SiteBuild.siteInputs`) the outputs were made with.
    package var siteInputs: String
    /// Whether the pages' API parts (`PageDigests.groupPart`, its length) were made with rule bodies
    /// (`SiteConfiguration.apiRuleBodies`): a build of the other form makes every page's digests again, since the
    /// parts' lengths cut the group files.
    package var apiRuleBodies = true
    /// `PageCache.optionsFingerprint` of the options a session's pages were processed with: its results are
    /// given to the next build only while the options are the same (sizing can change them, `sized(forPages:)`).
    package var pageOptions = ""
    package var pages: [PageEntry]
    /// Output path → record, for every file the build wrote (the marker and dot-files aside).
    package var outputs: [String: OutputRecord]
    /// The length of each page's part of each API file, in the file's order.
    package var apiLengths: [APIDocuments.Kind: [Int]] = [:]
    /// The search index as written, when a build of this process made it; otherwise read back from the output.
    package var search: IncrementalSearchIndex?
    /// Page results by cache key, kept in memory by `watch` and `serve` (never stored).
    package var results: [String: PageResult] = [:]
    /// Each page's result and cache key in the order of `listing.pages` (in memory only).
    package var listingResults: [PageResult] = []
    package var listingKeys: [String?] = []
    /// Content-relative path → cache key of every page read, drafts and failures included (in memory only).
    package var pageKeys: [String: String] = [:]
    /// The content folder as the last build of the session listed it (in memory only).
    package var listing: ContentScanner.Listing?
    /// The session's worker processes, kept from one build to the next so a save does not wait for one to
    /// start (in memory only; `PreviewSession.finish` shuts them down).
    package var workers: SessionWorkers?
    /// The site stage's memo: the assembled site and what it was made of (in memory only).
    package var siteMemo: SiteMemo?
    /// The outputs stage's memo, made with `siteMemo`'s site (in memory only).
    package var outputsMemo: OutputsMemo?

    package init(siteInputs: String, pages: [PageEntry], outputs: [String: OutputRecord]) {
        self.siteInputs = siteInputs
        self.pages = pages
        self.outputs = outputs
    }

    /// Each page's digests by `PageDigests.memoKey`.
    package var digestsByKey: [String: PageDigests] {
        var found: [String: PageDigests] = [:]
        found.reserveCapacity(pages.count)
        for entry in pages {
            found[PageDigests.memoKey(pageKey: entry.pageKey, group: entry.group, translation: entry.translation)] = entry.digests
        }
        return found
    }
}

/// Worker processes a session keeps, with the limits they were started for.
package final class SessionWorkers: Sendable {
    package let pool: PageWorkerPool
    package let limits: BuildLimits

    package init(pool: PageWorkerPool, limits: BuildLimits) {
        self.pool = pool
        self.limits = limits
    }
}
