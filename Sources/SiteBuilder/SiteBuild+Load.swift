import Diagnostics
import Foundation
import Guidelines
import PageCache
import SiteModel

extension SiteBuild {
    /// Configure, scan, process every page concurrently and assemble the site: everything but rendering and
    /// writing (`build`, `check` and the query commands share it). `config` is the configuration when the
    /// caller has read it already. With a session's `memo`, pages come from its results: when `changed`
    /// lists the pages that changed, the others are taken as the memo has them without being read. With
    /// `holdsBack` (a build that writes, not strict), a page with an error is held back (`PageHoldBack`).
    package func load(
        config resolved: (SiteConfiguration, [Diagnostic])? = nil, memo: BuildMemo? = nil, changed: Set<String>? = nil,
        recorded: BuildFingerprint.RecordedPages? = nil, holdsBack: Bool = false
    ) async -> Result<LoadedSite, LoadFailure> {
        var config: SiteConfiguration
        var diagnostics: DiagnosticCollection
        if let resolved {
            (config, diagnostics) = (resolved.0, DiagnosticCollection(resolved.1))
        } else {
            let (read, configDiagnostics, configError) = configuration()
            if let configError { return .failure(LoadFailure(message: configError, diagnostics: configDiagnostics)) }
            (config, diagnostics) = (read, DiagnosticCollection(configDiagnostics))
        }
        let contentURL = resolve(config.contentDirectory)
        let listing: ContentScanner.Listing
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentURL.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .failure(
                LoadFailure(
                    message: "the content folder '\(config.contentDirectory)' does not exist or is not a folder"
                        + " (set 'content:' in precept.yml or pass --content)",
                    diagnostics: diagnostics.diagnostics))
        }
        do {
            // A session whose file watcher names only pages it listed, all still there, keeps its listing.
            if let known = memo?.listing, let changed,
                changed.allSatisfy({ path in
                    known.pages.contains(path) && FileManager.default.fileExists(atPath: contentURL.appendingPathComponent(path).path)
                })
            {
                listing = known
            } else {
                listing = try ContentScanner().scan(contentURL)
            }
            BuildTimings.mark("configure and scan")
        } catch {
            return .failure(
                LoadFailure(
                    message: "cannot read the content folder '\(config.contentDirectory)': \(error.localizedDescription)",
                    diagnostics: diagnostics.diagnostics))
        }
        let display = config.contentDirectory
        for (path, reason) in listing.skipped {
            diagnostics.append(
                .warning(
                    "content.skipped", "'\(path)' was left out: \(reason)",
                    at: SourceLocation(path: display.isEmpty ? path : display + "/" + path, line: 1, column: 1)))
        }
        for invalid in listing.invalidNames {
            diagnostics.append(
                .warning(
                    "content.invalid-file-name",
                    "'\(invalid.path)' was left out\(invalid.isFolder ? " with everything in it" : ""): its name is not valid UTF-8"
                        + " (the bytes shown as \\x..)",
                    at: SourceLocation(path: display.isEmpty ? invalid.path : display + "/" + invalid.path, line: 1, column: 1),
                    notes: [
                        "rename the \(invalid.isFolder ? "folder" : "file") to a UTF-8 name; from a shell, for example"
                            + " 'convmv -f latin1 -t utf-8 --notest' on it, or 'mv' with a glob such as 'mv bad?.md good.md'"
                    ]))
        }
        if listing.pages.isEmpty {
            diagnostics.append(
                .warning(
                    "content.empty", "the content folder '\(display)' has no Markdown pages; the site has only its index",
                    at: nil, notes: ["add .md files to '\(display)', or point --content or 'content:' in precept.yml at the right folder"]))
        }
        let sized = config.sized(forPages: listing.pages.count)
        if sized.llms != config.llms {
            diagnostics.append(
                .note(
                    "content.large-site",
                    "the content has \(listing.pages.count) pages (drafts included), more than llms.max_pages (\(config.llms.maxPages)): the pages'"
                        + " Markdown copies and llms-full.txt are left out, and llms.txt links the HTML pages",
                    at: nil,
                    notes: [
                        "a copy per page doubles the site's files; to write them anyway, raise 'llms: max_pages:' in precept.yml"
                    ]))
        }
        if sized.apiRuleBodies != config.apiRuleBodies {
            diagnostics.append(
                .note(
                    "content.large-api",
                    "the content has \(listing.pages.count) pages (drafts included), more than api.rule_bodies_max_pages"
                        + " (\(config.apiRuleBodiesMaxPages)): the rules in api/groups/ leave out their bodies",
                    at: nil,
                    notes: [
                        "each rule's text is on its page at url#anchor, and 'precept rules' prints it;"
                            + " to write the bodies anyway, raise 'api: rule_bodies_max_pages:' in precept.yml"
                    ]))
        }
        config = sized
        let baseDiagnostics = diagnostics.diagnostics
        // The pages the session's memo holds and the caller says did not change are taken as they are.
        var given: [(key: String, result: PageResult)?] = []
        if let memo, let changed, memo.pageOptions == PageCache.optionsFingerprint(config.pageOptions) {
            given.reserveCapacity(listing.pages.count)
            if let known = memo.listing, known.pages == listing.pages, memo.listingResults.count == listing.pages.count {
                // The same listing as the memo's: its results by position.
                for (index, path) in listing.pages.enumerated() {
                    let key = memo.listingKeys[index]
                    given.append(key == nil || changed.contains(path) ? nil : (key!, memo.listingResults[index]))
                }
            } else {
                for path in listing.pages {
                    guard !changed.contains(path), let key = memo.pageKeys[path], let result = memo.results[key] else {
                        given.append(nil)
                        continue
                    }
                    given.append((key, result))
                }
            }
        }
        BuildTimings.mark("given pages")
        let (cache, cacheNotes) = PageCache.open(
            pageCacheURL, mode: request.cacheMode, display: PageCache.directoryName)
        diagnostics.append(contentsOf: cacheNotes)
        // A session keeps its workers from one build to the next while the limits stay the same.
        var workers = request.mode.keepsResults ? memo?.workers : nil
        if let kept = workers, kept.limits != config.limits {
            await kept.pool.shutdown()
            workers = nil
        }
        let pool = workers?.pool ?? workerPool(config.limits)
        if request.mode.keepsResults, workers == nil, let pool { workers = SessionWorkers(pool: pool, limits: config.limits) }
        // The entries of the last recorded build stay until a build records a new fingerprint: its memo names
        // them, and the search stage reads back the previous version of a page that changed.
        // (Only a run that cleans the cache needs them: one given every page but a few only adds entries.)
        // A version's build shares the project's cache, whose other entries it does not know: it only adds.
        let cleansCache = !given.contains { $0 != nil } && request.version == nil
        let recordedKeys =
            request.cacheMode.writes && cleansCache
            ? (recorded.map { Set($0.keys.values) } ?? BuildFingerprint.recordedKeys(in: cache?.directory))
                .union(VersionSiteState.recordedKeys(in: pageCacheURL)) : []
        let processed = await CachedPageProcessing(
            cache: cache, processor: Self.processor(config), warm: memo?.results ?? request.warmPages, pool: pool,
            mode: request.mode, given: given, cleansCache: cleansCache,
            alsoKeeps: cleansCache ? recordedKeys.union(memo?.pages.map(\.pageKey) ?? []) : [],
            knownKeys: recorded?.current ?? [:]
        ).run(listing.pages, in: contentURL, display: config.contentDirectory)
        if workers == nil {
            await pool?.shutdown()
            BuildTimings.mark("pool shutdown")
        }
        BuildTimings.mark("page outcome")
        diagnostics.append(contentsOf: processed.diagnostics)
        let results = processed.results
        var pageKeys: [String: String]
        if let known = memo?.pageKeys, let previousListing = memo?.listing, previousListing.pages == listing.pages {
            // The same pages as the session's last build: only the fresh ones can have new keys.
            pageKeys = known
            for index in processed.fresh { pageKeys[listing.pages[index]] = processed.keys[index] }
        } else {
            pageKeys = Dictionary(
                zip(listing.pages, processed.keys).compactMap { path, key in key.map { (path, $0) } },
                uniquingKeysWith: { first, _ in first })
        }
        // The pages with errors held back: the site takes their previous versions, or leaves them out.
        let holding =
            holdsBack
            ? PageHoldBack(overrides: SeverityOverrides(config.severityOverrides), memo: memo, cache: cache).apply(
                results, paths: listing.pages, display: display, keys: &pageKeys) : nil
        let siteResults = holding?.results ?? results
        var pages: [Page] = []
        pages.reserveCapacity(results.count)
        // The positions in `pages` of the pages read afresh, for the site stage.
        var fresh: [Int] = []
        var nextFresh = processed.fresh.makeIterator()
        var freshIndex = nextFresh.next()
        for (index, result) in results.enumerated() {
            // The diagnostics of each page as read; the page the site takes.
            diagnostics.append(contentsOf: result.diagnostics)
            let isFresh = index == freshIndex
            if isFresh { freshIndex = nextFresh.next() }
            guard let page = siteResults[index].page else { continue }
            if isFresh { fresh.append(pages.count) }
            pages.append(page)
        }
        var (site, siteDiagnostics, siteMemo) = SiteAssembler(configuration: config).assemble(
            pages, staticFiles: Set(listing.staticFiles), keys: pageKeys, fresh: memo?.siteMemo == nil ? nil : fresh,
            previous: request.mode.keepsResults ? memo?.siteMemo : nil)
        site.bodies = processed.bodies
        TranslationHistory.annotate(&siteDiagnostics, translations: site.translations, contentURL: contentURL)
        siteDiagnostics += ShippedColorCheck.diagnostics(site, configuration: config, resolve: resolve)
        siteDiagnostics += ReviewAgeCheck.diagnostics(site.pages, maxMonths: config.reviewMaxAgeMonths)
        if config.lastUpdated {
            let history = PageHistory.lastChanges(site.pages.map(\.source.relativePath), contentURL: contentURL)
            site.lastUpdated = history.dates
            siteDiagnostics += history.diagnostics
        }
        diagnostics.append(contentsOf: siteDiagnostics)
        diagnostics = SeverityOverrides(config.severityOverrides).apply(to: diagnostics)
        BuildTimings.mark("assemble site")
        return .success(
            LoadedSite(
                configuration: config, contentURL: contentURL, listing: listing, site: site, diagnostics: diagnostics,
                warmPages: request.mode.keepsResults ? processed.warm : [:], pagesFromCache: processed.fromCache,
                pageKeys: pageKeys, heldBack: holding?.held ?? [], heldBackErrors: holding?.errorCount ?? 0,
                pageResults: results, listingKeys: processed.keys, baseDiagnostics: baseDiagnostics, workers: workers,
                uncommittedCache: processed.uncommitted,
                siteMemo: request.mode.keepsResults ? siteMemo : nil))
    }
}
