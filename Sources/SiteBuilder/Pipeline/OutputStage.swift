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
/// clean (no errors but those of the pages held back, `PageHoldBack`; no warnings in strict mode).
struct OutputStage {
    let build: SiteBuild
    let loaded: LoadedSite
    let theme: Theme
    let renderer: SiteRenderer
    let library: TemplateLibrary
    let siteInputs: String
    /// The versions' files by output path (`v/1.0/index.html`), declared like static files.
    let versionFiles: [String: VersionSites.File]
    /// The memo describing the output folder; nil renders everything.
    let memo: BuildMemo?

    var site: Site { loaded.site }
    var outputURL: URL { build.outputFolder(loaded.configuration) }

    /// Each page's digests in reading order, from the memo where it has them.
    func digests(_ views: ViewModelBuilder) -> [PageDigests] {
        // Parts made in the other form (rule bodies in or out) have other lengths, which cut the group files.
        let known = memo.flatMap { $0.apiRuleBodies == site.configuration.apiRuleBodies ? $0.digestsByKey : nil } ?? [:]
        // Without a memo every API file is encoded whole, which gives the parts' digests on the way.
        let api = memo.map { _ in
            APIDocuments(configuration: site.configuration, generator: SiteBuild.generator, translations: site.translations)
        }
        let groupAPI = GroupAPI(configuration: site.configuration, translations: site.translations)
        let entries = site.groups.flatMap { group in group.pages.indices.map { (group: group, item: $0) } }
        var digests = Parallel.map(entries, chunk: 16) { entry in
            let page = entry.group.pages[entry.item]
            let key = loaded.pageKeys[page.source.relativePath] ?? ""
            let translation = translationTag(page)
            if !key.isEmpty, let digests = known[PageDigests.memoKey(pageKey: key, group: entry.group.title, translation: translation)] {
                return digests
            }
            return PageDigests(page: page, group: entry.group, pageKey: key, groupAPI: groupAPI, api: api)
        }
        completeWholeSiteParts(&digests)
        return digests
    }

    /// With a memo, the whole-site API parts of the pages the memo knows without them (it was made while the site
    /// was too big for those files), when the site now has them.
    func completeWholeSiteParts(_ digests: inout [PageDigests]) {
        guard memo != nil, digests.contains(where: { $0.api.isEmpty }),
            APIGroupLayout(site: site, partLengths: digests.map(\.groupPartLength)).writesWholeSite
        else { return }
        let api = APIDocuments(configuration: site.configuration, generator: SiteBuild.generator, translations: site.translations)
        let order = site.readingOrder
        let missing = digests.indices.filter { digests[$0].api.isEmpty }
        let made = Parallel.map(missing, chunk: 16) { position in
            let page = order[position]
            let group = site.groups[order.group(at: position)].title
            return APIDocuments.Kind.allCases.map { kind in PageDigests.apiPart(api.part(kind, (page, kind == .colors ? "" : group))) }
        }
        for (position, parts) in zip(missing, made) { digests[position].api = parts }
    }

    /// What a session's build takes from the memo's `OutputsMemo` (see there).
    struct Reuse {
        var outputs: OutputsMemo
        /// The reading-order positions whose declarations and digests are made again: the fresh pages', and when
        /// one changed its placement, every page of its group and the pages just before and after the group
        /// (whose previous/next links show its first and last page).
        var changed: Set<Int>
        /// The groups in a new order, with each page's item before by its item now (`SiteMemo.moved`).
        var moved: [Int: [Int]]
        var placementsChanged: Bool
        /// The positions of the pages whose translation family changed (`Translations.summary`), whose digests are made again.
        var translated: Set<Int> = []
    }

    /// The session memo's outputs as they hold for this site, when the site is the memo's with the fresh pages put
    /// in place (and their groups sorted again) and the site inputs and static files are the same.
    func reusableMemo(staticFiles: [String: String]) -> Reuse? {
        guard let memo, let outputs = memo.outputsMemo, let siteMemo = loaded.siteMemo, let replaced = siteMemo.replaced,
            memo.siteInputs == siteInputs, memo.pages.count == site.pageCount, outputs.staticFiles == staticFiles
        else { return nil }
        // Every page has a declaration (none was passed over for sharing another's output path).
        guard outputs.declarations.count(where: { if case .guideline = $0.product { true } else { false } }) == site.pageCount
        else { return nil }
        let changedShape = siteMemo.placementsChanged
        // Every declaration reads whether the checklist exists, and on a small site every page's navigation lists
        // every title: either change is one for every page.
        if changedShape {
            // Each language's navigation and checklist links read its own groups: made afresh.
            guard site.homes.count <= 1 else { return nil }
            let hasChecklist = site.groups.contains { $0.pages.contains { !$0.rules.isEmpty } }
            guard hasChecklist == outputs.navigation.hasChecklist, !outputs.navigation.expandAll else { return nil }
        }
        let starts = site.readingOrder.starts
        var changed = Set(replaced.map { starts[$0.group] + $0.item })
        if changedShape {
            for group in Set(replaced.map(\.group)).union(siteMemo.moved.keys) {
                let start = starts[group]
                let end = start + site.groups[group].pages.count
                changed.formUnion(max(0, start - 1)..<min(site.pageCount, end + 1))
            }
        }
        // A page shows its translations (the language menu) and, translated, its status: a change to one page of
        // a family can change the others.
        var translated = Set<Int>()
        if outputs.translations != site.translations {
            let paths = Set(outputs.translations.outputPaths.keys).union(site.translations.outputPaths.keys)
            for path in paths where outputs.translations.summary(of: path) != site.translations.summary(of: path) {
                if let at = siteMemo.positions[path] { translated.insert(starts[at.group] + at.item) }
            }
            changed.formUnion(translated)
        }
        return Reuse(
            outputs: outputs, changed: changed, moved: siteMemo.moved, placementsChanged: changedShape, translated: translated)
    }

    /// Each page's digests in reading order: the memo's (moved with their pages in the groups at `reuse.moved`),
    /// with the fresh pages' made again.
    func pageDigests(_ reuse: Reuse) -> [PageDigests] {
        var digests = memo!.pages.map(\.digests)
        let starts = site.readingOrder.starts
        for (group, order) in reuse.moved {
            let before = digests[starts[group]..<(starts[group] + order.count)].map { $0 }
            for (item, earlier) in order.enumerated() { digests[starts[group] + item] = before[earlier] }
        }
        let api = APIDocuments(configuration: site.configuration, generator: SiteBuild.generator, translations: site.translations)
        let groupAPI = GroupAPI(configuration: site.configuration, translations: site.translations)
        let order = site.readingOrder
        var remade = Set(loaded.siteMemo?.replaced?.map({ starts[$0.group] + $0.item }) ?? [])
        remade.formUnion(reuse.translated)
        for position in remade {
            let page = order[position]
            let group = site.groups[order.group(at: position)]
            digests[position] = PageDigests(
                page: page, group: group, pageKey: loaded.pageKeys[page.source.relativePath] ?? "", groupAPI: groupAPI, api: api)
        }
        completeWholeSiteParts(&digests)
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
                entries.append(entry(page, group: group.title, digests: digests[position]))
                position += 1
            }
        }
        return entries
    }

    /// The memo's page entries with those at `changed` made again: the site's pages are the memo's, in the
    /// same groups.
    func memoPages(replacing changed: Set<Int>, digests: [PageDigests]) -> [BuildMemo.PageEntry] {
        var entries = memo!.pages
        let order = site.readingOrder
        for position in changed {
            entries[position] = entry(order[position], group: site.groups[order.group(at: position)].title, digests: digests[position])
        }
        return entries
    }

    /// The memo's entry for `page` of the group titled `group`.
    private func entry(_ page: Page, group: String, digests: PageDigests) -> BuildMemo.PageEntry {
        BuildMemo.PageEntry(
            relativePath: page.source.relativePath, outputPath: page.source.outputPath,
            pageKey: loaded.pageKeys[page.source.relativePath] ?? "", group: group, digests: digests,
            translation: translationTag(page))
    }

    /// The page's language as the site stage gave it (a language folder's, `Translations.withFolderLanguages`) and
    /// the digest of what it shows of its translation family, for its memo key.
    func translationTag(_ page: Page) -> String {
        let summary = site.translations.summary(of: page.source.relativePath)
        return page.language.text + (summary.isEmpty ? "" : " " + ContentHash.hex(Data(summary.utf8)).prefix(32))
    }

    /// The previous version of the search document at `position`, for the search stage's patch.
    func previousSearch(_ memo: BuildMemo, index: IncrementalSearchIndex) -> SearchStage.Previous {
        let cache =
            build.request.cacheMode.reads
            ? PageCache.open(build.pageCacheURL, mode: .readOnly, display: PageCache.directoryName).0 : nil
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
