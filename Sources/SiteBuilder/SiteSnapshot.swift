import Diagnostics
import Foundation
import Guidelines
import PageIsolation
import Templates

/// The last site `watch` or `serve` wrote, kept in memory so that an edit to a few pages is rebuilt
/// without the rest of the site (`PageEditBuild`): the loaded pages, the site-wide checks split by page,
/// the theme, and what each output was made of (template warnings per output, the search index, the
/// length of each page's part of the API files).
///
/// A snapshot describes exactly what the output folder holds, except for the pages in `pending`: pages
/// edited since, whose edit could not be written (it had errors), and which the next edit includes;
/// and except when `outputIsBehind`.
package struct SiteSnapshot: Sendable {
    package var request: BuildRequest
    package var configuration: SiteConfiguration
    package var contentURL: URL
    package var outputURL: URL
    package var listing: ContentScanner.Listing
    /// Content-relative page path → its index in `listing.pages`.
    var pageIndex: [String: Int]
    /// Each page's result and cache key, in the order of `listing.pages`.
    var results: [StoredResult]
    var keys: [String?]
    /// Results of pending pages' failed edits by cache key, so that the next edit finds them in memory.
    var pendingResults: [String: PageResult] = [:]
    /// Diagnostics about the configuration and the content folder, before severity overrides.
    var baseDiagnostics: [Diagnostic]
    package var site: Site
    var links: LinkValidator
    /// Content-relative path of a shown page → what checking its links found.
    var linkDiagnostics: [String: [Diagnostic]]
    /// Content-relative path of a page → the shown pages whose links name one of its anchors.
    var anchorDependents: [String: Set<String>]
    var duplicateIdDiagnostics: [Diagnostic]
    var colorDiagnostics: [Diagnostic]
    var theme: Theme
    var library: TemplateLibrary
    /// Output path → template warnings of its last rendering (outputs without warnings are left out).
    var templateWarnings: [String: [TemplateWarning]]
    var search: IncrementalSearchIndex
    var apiLengths: [APIDocuments.Kind: [Int]]
    /// The inputs and content snapshot of the last whole build, to record the fingerprint again after edits.
    var fingerprint: BuildFingerprint.Pending?
    /// The diagnostics of the site as written (or, after a failed edit, as last reported).
    package var diagnostics: DiagnosticCollection
    /// Pages whose current text the output does not show yet, because their edit failed.
    var pending: Set<String> = []
    /// True for the snapshot of a whole build that failed: the output folder holds an older site, so an
    /// edit that makes the site clean needs a whole build; edits that still fail are reported quickly.
    package var outputIsBehind = false
    var pagesFromCache: Int

    /// The snapshot of a whole build that has just written `loaded` with `library`.
    init(
        request: BuildRequest, loaded: LoadedSite, outputURL: URL, theme: Theme, library: TemplateLibrary,
        record: SiteRenderer.Record, fingerprint: BuildFingerprint.Pending?, diagnostics: DiagnosticCollection
    ) {
        self.request = request
        self.request.warmPages = [:]
        configuration = loaded.configuration
        contentURL = loaded.contentURL
        self.outputURL = outputURL
        listing = loaded.listing
        pageIndex = Dictionary(loaded.listing.pages.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        results = loaded.pageResults.map(StoredResult.init)
        keys = loaded.listing.pages.map { loaded.pageKeys[$0] }
        baseDiagnostics = loaded.baseDiagnostics
        site = loaded.site
        self.theme = theme
        self.library = library
        templateWarnings = record.warnings
        search = record.search
        apiLengths = record.apiLengths
        self.fingerprint = fingerprint
        self.diagnostics = diagnostics
        pagesFromCache = loaded.pagesFromCache
        let visible = SiteAssembler(configuration: loaded.configuration).visiblePages(loaded.pageResults.compactMap(\.page))
        links = LinkValidator(pages: visible, staticFiles: Set(loaded.listing.staticFiles))
        var linkDiagnostics: [String: [Diagnostic]] = [:]
        var dependents: [String: Set<String>] = [:]
        for page in visible {
            let found = links.validate(page)
            if !found.isEmpty { linkDiagnostics[page.source.relativePath] = found }
            for target in LinkValidator.anchorTargets(of: page) { dependents[target, default: []].insert(page.source.relativePath) }
        }
        self.linkDiagnostics = linkDiagnostics
        anchorDependents = dependents
        duplicateIdDiagnostics = SiteAssembler.duplicateIds(visible)
        colorDiagnostics = SiteAssembler.colorConflicts(visible)
    }

    /// The page of `path` as the snapshot has it (nil when it could not be built or is not a page).
    func page(_ path: String) -> Page? {
        pageIndex[path].flatMap { results[$0].value.page }
    }

    /// The shown pages, in the order of the content listing (the order the site-wide checks report in).
    var visiblePages: [Page] {
        SiteAssembler(configuration: configuration).visiblePages(results.compactMap(\.value.page))
    }

    /// Every diagnostic of the site, in the order a whole build reports them.
    func assembleDiagnostics(templateDiagnostics: [Diagnostic]) -> DiagnosticCollection {
        var all = baseDiagnostics
        for result in results { all += result.value.diagnostics }
        all += duplicateIdDiagnostics
        // Link findings come page by page in the order of the content listing.
        for path in linkDiagnostics.keys.sorted(by: { pageIndex[$0, default: 0] < pageIndex[$1, default: 0] }) {
            all += linkDiagnostics[path] ?? []
        }
        all += colorDiagnostics
        var collection = SeverityOverrides(configuration.severityOverrides).apply(to: DiagnosticCollection(all))
        collection.append(contentsOf: templateDiagnostics)
        return collection
    }

    /// True when a build with these diagnostics writes its output.
    func isClean(_ diagnostics: DiagnosticCollection) -> Bool {
        !(diagnostics.hasErrors || (configuration.strict && diagnostics.warningCount > 0))
    }

    /// Worker processes for edited pages, as the request and the configuration's limits set them up; nil
    /// when pages run in this process.
    package func workerPool() -> PageWorkerPool? {
        SiteBuild(request).workerPool(configuration.limits)
    }

    /// Cache key → result of every page, what a whole build of the session may reuse.
    package var warmPages: [String: PageResult] {
        var warm = pendingResults
        for (key, result) in zip(keys, results) {
            if let key { warm[key] = result.value }
        }
        return warm
    }

    /// Content-relative page path → its cache key.
    var pageKeys: [String: String] {
        Dictionary(
            zip(listing.pages, keys).compactMap { path, key in key.map { (path, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// After a page edit was written: stores the edited pages' results in the build cache and records the
    /// build fingerprint of the site as it now is, so a later `precept build` finds nothing to do. Slow
    /// at scale (it walks the content, output and cache folders), so `watch` calls it after the reload.
    package func recordEdit(of paths: [String]) {
        // `watch` writes its edits without flushing them (they must show at once): they reach the disk before
        // a fingerprint that vouches for them does, so a power cut cannot leave one over lost bytes.
        OutputWriter.flushToDisk(outputURL)
        recordEdit(of: paths, content: nil)
    }

    /// `recordEdit(of:)` with the content walk `build`'s page-edit path made (in its fingerprint check)
    /// before reading the pages, or a new walk when nil.
    func recordEdit(of paths: [String], content walked: [BuildFingerprint.Stat]?) {
        if request.cacheMode.writes {
            let (cache, _) = PageCache.open(
                request.projectRoot.appendingPathComponent(PageCache.directoryName), mode: request.cacheMode,
                display: PageCache.directoryName)
            if let cache, cache.prepare() {
                for path in paths {
                    guard let index = pageIndex[path], let key = keys[index], !PageWorkerPool.isIsolationFailure(results[index].value)
                    else { continue }
                    cache.write(key, result: results[index].value, encoded: nil)
                }
                cache.commit(keeping: Set(keys.compactMap { $0 }))
            }
        }
        guard var fingerprint else { return }
        guard let content = walked ?? BuildFingerprint.walk(contentURL.path, content: true) else { return }
        fingerprint.content = content
        fingerprint.record(
            keys: pageKeys, pageCount: site.pageCount, pagesFromCache: listing.pages.count, diagnostics: diagnostics.diagnostics)
    }
}

/// A page result behind a reference: copying the snapshot (as every edit does) then retains one pointer
/// per page instead of every string and array of every page.
final class StoredResult: Sendable {
    let value: PageResult

    init(_ value: PageResult) {
        self.value = value
    }
}
