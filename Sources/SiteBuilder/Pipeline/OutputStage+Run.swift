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

extension OutputStage {
    /// Declares, renders, writes and records (see the type).
    func run(
        _ run: inout BuildRun, previous: BuildMemo?, fingerprint: SiteBuild.Recording.Fingerprint, recordsLater: Bool
    ) async -> SiteBuild.Outcome {
        let request = build.request
        let (staticDigests, staticProblems) = staticFiles()
        run.diagnostics.append(contentsOf: staticProblems)
        // A session's memo holds for the site when it kept its structure (see `OutputsMemo`).
        let reuse = reusableMemo(staticFiles: staticDigests)
        let views =
            reuse.map {
                ViewModelBuilder(
                    site: site, generator: SiteBuild.generator, navigation: $0.outputs.navigation, moved: Set($0.moved.keys),
                    checklistLayout: $0.placementsChanged ? nil : $0.outputs.checklistLayout)
            } ?? ViewModelBuilder(site: site, generator: SiteBuild.generator)
        BuildTimings.mark("site views")
        var digests = reuse.map { pageDigests($0) } ?? self.digests(views)
        BuildTimings.mark("page digests")
        let outputsStage = SiteOutputs(
            views: views, theme: theme, siteInputs: siteInputs, digests: digests, pageKeys: loaded.pageKeys, staticFiles: staticDigests,
            versionFiles: versionFiles.mapValues(\.digest),
            shared: reuse.map { $0.moved.isEmpty ? $0.outputs.shared : SiteOutputs.Shared(resting: $0.outputs.shared.resting) },
            reusing: reuse.map { SiteOutputs.Reuse(declarations: $0.outputs.declarations, changed: $0.changed) })
        let declarations = outputsStage.declarations
        let fileOrders = outputsStage.shared.fileOrders
        BuildTimings.mark("declare outputs")
        let plan = memo.map { memo in declarations.filter { memo.outputs[$0.path]?.inputs != $0.inputs } } ?? declarations
        BuildTimings.note(
            "outputs: \(plan.count) of \(declarations.count) to render\(memo == nil ? " (no memo)" : "")"
                + (plan.count <= 8 ? ": " + plan.map(\.path).joined(separator: ", ") : ""))
        // Pages processed afresh (the others came from the memo or the cache), when the build runs against a memo.
        if memo != nil { run.report.pagesRebuilt = loaded.listing.pages.count - loaded.pagesFromCache }
        run.report.reusedDeclarations = reuse != nil

        // Where the files go: replaced in place through a journal when the memo describes the output,
        // staged and swapped in otherwise; nowhere for `check` or a build that cannot be clean.
        // Given the path as configured: the writer follows a symbolic link itself and names it in its errors.
        let writer = OutputWriter(
            output: build.resolve(loaded.configuration.outputDirectory), content: loaded.contentURL, projectRoot: request.projectRoot)
        let target: OutputTarget
        if request.mode.writesOutput, run.isClean {
            do throws(OutputError) {
                if let memo, replacesInPlace(plan, memo: memo, edited: reuse.map { _ in loaded.siteMemo?.replaced?.count ?? 0 }) {
                    try writer.checkSafety()
                    writer.removeLeftovers()
                    target = .journal(OutputReplacementJournal(output: outputURL, durable: request.mode.flushesWrites))
                } else {
                    // Without a memo and with the cache not read (`--no-cache`), every file is made again; with a memo
                    // only the plan is, so the files it leaves alone are kept from the output as it is.
                    target = .session(
                        try IncrementalOutputWriter(writer).begin(replacingEverything: memo == nil && !request.cacheMode.reads))
                }
            } catch {
                return run.finish(error.description, memo: keptMemo(previous))
            }
        } else {
            target = .none
        }
        let sink = OutputTargetSink(target: target, output: outputURL)

        // Render the plan, each file written as soon as it is made.
        var warnings: [String: [TemplateWarning]] = [:]
        var apiLengths = memo?.apiLengths ?? [:]
        do throws(OutputError) {
            // Each file is dropped once written: only what rendering reported is kept.
            typealias Report = (warnings: [TemplateWarning], apiLengths: (APIDocuments.Kind, [Int])?, parts: [String]?)
            let known = digests
            @Sendable func make(_ declaration: OutputDeclaration) -> Result<Report, OutputError> {
                guard let rendered = render(declaration, views: views, digests: known) else { return .success(([], nil, nil)) }
                do throws(OutputError) {
                    try sink.add(rendered.file)
                } catch {
                    return .failure(error)
                }
                return .success((rendered.warnings, rendered.apiLengths, rendered.apiPartDigests))
            }
            // The guideline pages first, on every core, and then the site-wide files; the API files one after
            // another, each encoded on every core itself. Through the journal the pages are made visible before
            // the site-wide files are made, so an edited page shows at once (a failure later still undoes both).
            func isGuideline(_ declaration: OutputDeclaration) -> Bool {
                if case .guideline = declaration.product { true } else { false }
            }
            func isAPI(_ declaration: OutputDeclaration) -> Bool {
                if case .api = declaration.product { true } else { false }
            }
            func isGroupAPI(_ declaration: OutputDeclaration) -> Bool {
                switch declaration.product {
                case .apiIndex, .apiGroup, .apiSchema: true
                default: false
                }
            }
            let (pages, others, groups, whole) = (
                plan.filter(isGuideline), plan.filter { !isGuideline($0) && !isAPI($0) && !isGroupAPI($0) }, plan.filter(isGroupAPI),
                plan.filter(isAPI)
            )
            var results = Parallel.map(pages, chunk: 4, make)
            if !others.isEmpty || !groups.isEmpty || !whole.isEmpty,
                results.allSatisfy({ if case .success = $0 { true } else { false } })
            {
                try sink.publishStaged()
                BuildTimings.mark("render and write pages")
            }
            results += Parallel.map(others, chunk: 1, make)
            BuildTimings.mark("render and write site files")
            // The API last, timed apart: the group files on every core, then each whole-site file on every core itself.
            results += Parallel.map(groups, chunk: 1, make) + whole.map(make)
            BuildTimings.mark("render and write api")
            var parts: [APIDocuments.Kind: [String]] = [:]
            for (declaration, result) in zip(pages + others + groups + whole, results) {
                let rendered = try result.get()
                warnings[declaration.path] = rendered.warnings
                if let (kind, lengths) = rendered.apiLengths {
                    apiLengths[kind] = lengths
                    if let found = rendered.parts { parts[kind] = found }
                }
            }
            fillAPIDigests(&digests, from: parts, orders: fileOrders)
            // Without whole-site files there are no parts to splice next time.
            if !declarations.contains(where: { if case .api = $0.product { true } else { false } }) { apiLengths = [:] }
        } catch {
            sink.abandon()
            return run.finish(sink.failureMessage(error), memo: keptMemo(previous))
        }

        // The search stage, its term tables in memory the site files left free (a `build` only: a session's
        // rebuilds are small, and its memory is kept for the next one).
        if build.request.exitsAfter { FreeMemoryRelease.now() }
        let search: SearchStage.Outcome
        do {
            search = try searchStage(digests: digests.map(\.search), into: sink)
            BuildTimings.mark("search index")
        } catch {
            sink.abandon()
            return run.finish(sink.failureMessage(error), memo: keptMemo(previous))
        }

        // Template warnings of every output: this build's, and the memo's for the outputs it did not render.
        var outputs: [String: BuildMemo.OutputRecord] = [:]
        var removed: [String] = []
        // The same declarations as the memo's when the site kept its pages and the checklist its layout.
        let sameDeclarations =
            reuse.map { reuse in
                reuse.outputs.declarations.count == declarations.count
                    && zip(reuse.outputs.declarations, declarations).allSatisfy { $0.path == $1.path }
            } ?? false
        if let memo, sameDeclarations {
            // The same declarations as the memo's (`OutputsMemo`): its records, with the plan's and the search files' news.
            outputs = memo.outputs
            for declaration in plan {
                outputs[declaration.path] = BuildMemo.OutputRecord(inputs: declaration.inputs, warnings: warnings[declaration.path] ?? [])
            }
            removed = memo.outputs.filter { $0.value.inputs.isEmpty && !search.paths.contains($0.key) }.keys.sorted()
            for path in removed { outputs[path] = nil }
        } else {
            for declaration in declarations {
                let found = warnings[declaration.path] ?? memo?.outputs[declaration.path]?.warnings ?? []
                var inputs = declaration.inputs
                // An API file declared before its parts' digests were known: declared now, from the parts it was made of.
                if inputs.isEmpty, case .api(let kind) = declaration.product {
                    inputs = SiteOutputs.apiInputs(kind, siteInputs: siteInputs, digests: digests, order: fileOrders[kind] ?? [])
                }
                outputs[declaration.path] = BuildMemo.OutputRecord(inputs: inputs, warnings: found)
            }
        }
        for path in search.paths where outputs[path] == nil { outputs[path] = BuildMemo.OutputRecord(inputs: "") }
        if let memo, !sameDeclarations { removed = Set(memo.outputs.keys).subtracting(outputs.keys).sorted() }
        var all = Set<TemplateWarning>()
        for record in outputs.values where !record.warnings.isEmpty { all.formUnion(record.warnings) }
        run.diagnostics.append(contentsOf: renderer.templateDiagnostics(all))

        guard request.mode.writesOutput else { return run.finish() }
        guard run.isClean, !target.isNone else {
            sink.abandon()
            loaded.uncommittedCache?.commit(keeping: nil)
            return run.finish(memo: keptMemo(previous))
        }
        // Commit: the files not declared any more go, the unchanged ones stay, then everything becomes visible.
        sink.keep(outputs.keys)
        let cacheDirectory = build.resolve(PageCache.directoryName)
        // The stored memo describes the output folder the fingerprint vouches for: only a build that records a
        // fingerprint replaces it (`build --no-cache --output elsewhere` left the memo of that other folder
        // under the fingerprint of this one, and the next edit here rendered every page again).
        let recordsMemo = request.cacheMode == .readWrite
        if recordsMemo { BuildMemo.remove(in: cacheDirectory) }
        CrashInjection.point("before-commit")
        let summary: IncrementalOutputWriter.Summary
        do {
            summary = try sink.commit(removing: removed)
            BuildTimings.mark("commit")
        } catch {
            return run.finish(sink.failureMessage(error), memo: keptMemo(previous))
        }
        run.report.outputPath = loaded.configuration.outputDirectory
        (run.report.writtenPaths, run.report.deletedPaths) = (summary.written, summary.deleted)
        run.report.filesWritten = summary.written.count
        run.report.nothingChanged = request.cacheMode.reads && summary.nothingChanged
        // The memo of what the output now holds, and the fingerprint that vouches for it.
        var next = BuildMemo(
            siteInputs: siteInputs, pages: reuse.map { memoPages(replacing: $0.changed, digests: digests) } ?? memoPages(digests),
            outputs: outputs)
        next.apiLengths = apiLengths
        next.apiRuleBodies = site.configuration.apiRuleBodies
        next.search = search.index
        if request.mode.keepsResults {
            // The memo's results and this build's fresh ones (a session's build gives its pages back as `warmPages`
            // only when it read them all).
            next.results = previous?.results ?? [:]
            next.results.merge(loaded.warmPages) { _, fresh in fresh }
            next.pageKeys = loaded.settledKeys
            next.pageOptions = PageCache.optionsFingerprint(loaded.configuration.pageOptions)
            next.listing = loaded.listing
            (next.listingResults, next.listingKeys) = (loaded.pageResults, loaded.listingKeys)
            next.workers = loaded.workers
            next.siteMemo = loaded.siteMemo
            next.outputsMemo = OutputsMemo(
                navigation: views.navigation, checklistLayout: views.checklistLayout, shared: outputsStage.shared,
                declarations: declarations, staticFiles: staticDigests, translations: site.translations)
        }
        run.report.diagnostics = run.diagnostics
        let recording = SiteBuild.Recording(
            fingerprint: fingerprint, memo: next, cacheDirectory: cacheDirectory, output: outputURL, flushFirst: request.mode.keepsResults,
            keys: loaded.settledKeys, heldBack: Set(loaded.heldBack.map(\.relativePath)), pageCount: run.report.pageCount,
            pagesFromCache: loaded.listing.pages.count,
            diagnostics: run.diagnostics.diagnostics, storesMemo: recordsMemo, cache: loaded.uncommittedCache)
        CrashInjection.point("before-record")
        if !recordsLater {
            recording.perform()
            BuildTimings.mark("record fingerprint")
        }
        return run.finish(memo: next, record: recordsLater ? recording : nil)
    }

    /// Whether the plan is written through the journal (in place; a reader may see some files new and others
    /// not yet until it is applied, and a killed build is rolled back by the next command) rather than a
    /// staging folder swapped in at once: for an edit of a few existing pages (at most 32, or 5 % of the site)
    /// with the same configuration, theme and static files, where linking every other file into a new folder
    /// would cost more than the edit. Anything else changes the site as a whole, and is swapped in as one.
    /// `edited` is the number of pages edited when the caller knows the site's pages are the memo's, in place.
    func replacesInPlace(_ plan: [OutputDeclaration], memo: BuildMemo, edited known: Int? = nil) -> Bool {
        guard memo.siteInputs == siteInputs, memo.pages.count == site.pageCount,
            !plan.contains(where: {
                switch $0.product {
                case .staticFile, .versionFile: true
                default: false
                }
            })
        else { return false }
        if let known { return known <= max(32, site.pageCount / 20) }
        var before: [String: String] = [:]
        for entry in memo.pages { before[entry.relativePath] = entry.pageKey }
        var edited = 0
        for page in site.readingOrder.mapPages({ $0.source.relativePath }) {
            guard let key = before[page] else { return false }
            if key != loaded.pageKeys[page] { edited += 1 }
        }
        return edited <= max(32, site.pageCount / 20)
    }

    /// Puts the part digests of the API files encoded whole into the pages' digests (when every file's are there).
    func fillAPIDigests(_ digests: inout [PageDigests], from parts: [APIDocuments.Kind: [String]], orders: [APIDocuments.Kind: [Int]]) {
        let kinds = APIDocuments.Kind.allCases
        guard digests.contains(where: { $0.api.count < kinds.count }),
            kinds.allSatisfy({ parts[$0]?.count == digests.count })
        else { return }
        for position in digests.indices { digests[position].api = Array(repeating: "", count: kinds.count) }
        for (number, kind) in kinds.enumerated() {
            // `SiteOutputs` gives every kind's order.
            for (index, position) in orders[kind, default: []].enumerated() {
                digests[position].api[number] = parts[kind]![index]
            }
        }
    }

    /// The memo a session keeps when this build writes nothing: the previous one (it still describes the
    /// output), with this build's page results added so the next build does not process them again.
    func keptMemo(_ previous: BuildMemo?) -> BuildMemo? {
        guard var kept = previous, build.request.mode.keepsResults else { return previous }
        for (key, result) in loaded.warmPages where kept.results[key] == nil { kept.results[key] = result }
        // The pages as read now, edits that failed included: the next build takes them from here.
        kept.pageKeys = loaded.settledKeys
        kept.listing = loaded.listing
        (kept.listingResults, kept.listingKeys) = (loaded.pageResults, loaded.listingKeys)
        kept.workers = loaded.workers
        // The site and outputs memos describe the last build's site, which is not the one written: dropped.
        kept.siteMemo = nil
        kept.outputsMemo = nil
        return kept
    }

    /// Runs `SearchStage` against the memo's index, read back from the output when this process has none.
    func searchStage(digests: [String], into sink: OutputTargetSink) throws(OutputError) -> SearchStage.Outcome {
        let stage = SearchStage(site: site, digests: digests)
        guard let memo else { return try stage.run(previous: nil, emit: sink.add) }
        let paths = Set(memo.outputs.filter { $0.value.inputs.isEmpty }.keys)
        let previous = memo.pages.map(\.digests.search)
        if previous == digests {
            return SearchStage.Outcome(index: memo.search, paths: paths, deleted: [], changed: false)
        }
        // Too many changes to patch: the old index is not even read back.
        guard previous.count == digests.count,
            SearchStage.patches(changed: SearchStage.changes(digests, since: previous), of: digests.count),
            let index = memo.search ?? IncrementalSearchIndex(reading: outputURL, documentCount: memo.pages.count)
        else {
            var outcome = try stage.run(previous: nil, emit: sink.add)
            outcome.deleted = paths.subtracting(outcome.paths).sorted()
            return outcome
        }
        return try stage.run(previous: previousSearch(memo, index: index), emit: sink.add)
    }
}
