import ContentHashing
import Diagnostics
import Foundation
import Guidelines
import OutputStore
import PageCache
import ParallelMap
import SearchIndex
import SiteModel
import SiteRendering
import Templates

/// The outputs half of a build: page digests, output declarations, then rendering and writing the
/// declarations whose inputs differ from the memo's, the search stage, and recording the new memo.
///
/// With a memo the changed files are replaced in place through one `OutputReplacementJournal` (all or
/// nothing, even after a kill); without one every output is rendered and an `OutputSession` writes those
/// whose bytes differ into a staging folder swapped in at the end. Nothing is written unless the build is
/// clean (no errors; no warnings in strict mode).
struct OutputStage {
    let build: SiteBuild
    let loaded: LoadedSite
    let theme: Theme
    let renderer: SiteRenderer
    let library: TemplateLibrary
    let siteInputs: String
    /// The memo describing the output folder; nil renders everything.
    let memo: BuildMemo?

    var site: Site { loaded.site }
    var outputURL: URL { build.outputFolder(loaded.configuration) }

    /// Each page's digests in reading order, from the memo where it has them.
    func digests(_ views: ViewModelBuilder) -> [PageDigests] {
        let known = memo?.digestsByKey ?? [:]
        // Without a memo every API file is encoded whole, which gives the parts' digests on the way.
        let api = memo.map { _ in APIDocuments(configuration: site.configuration, generator: SiteBuild.generator) }
        let entries = site.groups.flatMap { group in group.pages.indices.map { (group: group, item: $0) } }
        return Parallel.map(entries, chunk: 16) { entry in
            let page = entry.group.pages[entry.item]
            let key = loaded.pageKeys[page.source.relativePath] ?? ""
            if !key.isEmpty, let digests = known[PageDigests.memoKey(pageKey: key, group: entry.group.title)] { return digests }
            return PageDigests(page: page, group: entry.group, pageKey: key, api: api)
        }
    }

    /// The session memo's outputs and the reading-order positions of the pages put in place, when the site is
    /// the memo's site with those pages replaced and the site inputs and static files are the same.
    func reusableMemo(staticFiles: [String: String]) -> (outputs: OutputsMemo, changed: Set<Int>)? {
        guard let memo, let outputs = memo.outputsMemo, let replaced = loaded.siteMemo?.replaced, memo.siteInputs == siteInputs,
            memo.pages.count == site.pageCount, outputs.staticFiles == staticFiles
        else { return nil }
        let starts = site.readingOrder.starts
        return (outputs, Set(replaced.map { starts[$0.group] + $0.item }))
    }

    /// Each page's digests in reading order: the memo's, with those at `changed` made again.
    func pageDigests(replacing changed: Set<Int>) -> [PageDigests] {
        var digests = memo!.pages.map(\.digests)
        let api = APIDocuments(configuration: site.configuration, generator: SiteBuild.generator)
        let order = site.readingOrder
        for position in changed {
            let page = order[position]
            let group = site.groups[order.group(at: position)]
            digests[position] = PageDigests(page: page, group: group, pageKey: loaded.pageKeys[page.source.relativePath] ?? "", api: api)
        }
        return digests
    }

    /// Each static file's content digest, and a diagnostic for each that cannot be read.
    func staticFiles() -> ([String: String], [Diagnostic]) {
        var digests: [String: String] = [:]
        var problems: [Diagnostic] = []
        for path in loaded.listing.staticFiles {
            guard let data = try? Data(contentsOf: loaded.contentURL.appendingPathComponent(path)) else {
                problems.append(
                    .error("page.unreadable", "cannot read '\(path)'", at: nil, notes: [CachedPageProcessing.unreadableNote]))
                continue
            }
            digests[path] = "static:" + ContentHash.hex(data).prefix(32)
        }
        return (digests, problems)
    }

    /// The page entries of the memo this build leaves.
    func memoPages(_ digests: [PageDigests]) -> [BuildMemo.PageEntry] {
        var entries: [BuildMemo.PageEntry] = []
        entries.reserveCapacity(digests.count)
        var position = 0
        for group in site.groups {
            for page in group.pages {
                entries.append(
                    BuildMemo.PageEntry(
                        relativePath: page.source.relativePath, outputPath: page.source.outputPath,
                        pageKey: loaded.pageKeys[page.source.relativePath] ?? "", group: group.title, digests: digests[position]))
                position += 1
            }
        }
        return entries
    }

    /// The memo's page entries with those at `changed` made again: the site's pages are the memo's, in place.
    func memoPages(replacing changed: Set<Int>, digests: [PageDigests]) -> [BuildMemo.PageEntry] {
        var entries = memo!.pages
        let order = site.readingOrder
        for position in changed {
            entries[position].pageKey = loaded.pageKeys[order[position].source.relativePath] ?? ""
            entries[position].digests = digests[position]
        }
        return entries
    }

    /// The previous version of the search document at `position`, for the search stage's patch.
    func previousSearch(_ memo: BuildMemo, index: IncrementalSearchIndex) -> SearchStage.Previous {
        let cache =
            build.request.cacheMode.reads
            ? PageCache.open(build.resolve(PageCache.directoryName), mode: .readOnly, display: PageCache.directoryName).0 : nil
        let pages = memo.pages
        let results = memo.results
        return SearchStage.Previous(
            index: index, paths: Set(memo.outputs.filter { $0.value.inputs.isEmpty }.keys), digests: pages.map(\.digests.search),
            document: { position in
                let entry = pages[position]
                guard let page = results[entry.pageKey]?.page ?? cache?.read(entry.pageKey).result?.page else { return nil }
                return SearchDocument(page: page, group: entry.group, rules: SiteRenderer.searchRules(page), body: page.bodyHTML)
            })
    }
}
