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
        let views = ViewModelBuilder(site: site, generator: SiteBuild.generator)
        var digests = digests(views)
        let (staticDigests, staticProblems) = staticFiles()
        run.diagnostics.append(contentsOf: staticProblems)
        let declarations = SiteOutputs(
            views: views, theme: theme, siteInputs: siteInputs, digests: digests, pageKeys: loaded.pageKeys, staticFiles: staticDigests
        ).declarations
        BuildTimings.mark("declare outputs")
        let plan = memo.map { memo in declarations.filter { memo.outputs[$0.path]?.inputs != $0.inputs } } ?? declarations
        BuildTimings.note("outputs: \(plan.count) of \(declarations.count) to render\(memo == nil ? " (no memo)" : "")")
        let kept = keptMemo(previous)
        // Pages processed afresh (the others came from the memo or the cache), when the build runs against a memo.
        if memo != nil { run.report.pagesRebuilt = loaded.listing.pages.count - loaded.pagesFromCache }

        // Where the files go: replaced in place through a journal when the memo describes the output,
        // staged and swapped in otherwise; nowhere for `check` or a build that cannot be clean.
        // Given the path as configured: the writer follows a symbolic link itself and names it in its errors.
        let writer = OutputWriter(
            output: build.resolve(loaded.configuration.outputDirectory), content: loaded.contentURL, projectRoot: request.projectRoot)
        let target: OutputTarget
        if request.writeOutput, run.isClean {
            do throws(OutputError) {
                if let memo, replacesInPlace(plan, memo: memo) {
                    try writer.checkSafety()
                    writer.removeLeftovers()
                    target = .journal(OutputReplacementJournal(output: outputURL, durable: !request.keepsPageResults))
                } else {
                    target = .session(try IncrementalOutputWriter(writer).begin(replacingEverything: !request.cacheMode.reads))
                }
            } catch {
                return run.finish(error.description, memo: kept)
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
            // The pages on every core; the API files one after another, each encoded on every core itself.
            let (whole, others) = (
                plan.filter { if case .api = $0.product { true } else { false } },
                plan.filter { if case .api = $0.product { false } else { true } }
            )
            let results = Parallel.map(others, chunk: 4, make) + whole.map(make)
            var parts: [APIDocuments.Kind: [String]] = [:]
            for (declaration, result) in zip(others + whole, results) {
                let rendered = try result.get()
                warnings[declaration.path] = rendered.warnings
                if let (kind, lengths) = rendered.apiLengths {
                    apiLengths[kind] = lengths
                    if let found = rendered.parts { parts[kind] = found }
                }
            }
            fillAPIDigests(&digests, from: parts)
            BuildTimings.mark("render and write")
        } catch {
            sink.abandon()
            return run.finish(sink.failureMessage(error), memo: kept)
        }

        // The search stage.
        let search: SearchStage.Outcome
        do {
            search = try searchStage(digests: digests.map(\.search), into: sink)
            BuildTimings.mark("search index")
        } catch {
            sink.abandon()
            return run.finish(sink.failureMessage(error), memo: kept)
        }

        // Template warnings of every output: this build's, and the memo's for the outputs it did not render.
        var outputs: [String: BuildMemo.OutputRecord] = [:]
        var all = Set<TemplateWarning>()
        for declaration in declarations {
            let found = warnings[declaration.path] ?? memo?.outputs[declaration.path]?.warnings ?? []
            all.formUnion(found)
            var inputs = declaration.inputs
            // An API file declared before its parts' digests were known: declared now, from the parts it was made of.
            if inputs.isEmpty, case .api(let kind) = declaration.product {
                inputs = SiteOutputs.apiInputs(kind, siteInputs: siteInputs, digests: digests, site: site)
            }
            outputs[declaration.path] = BuildMemo.OutputRecord(inputs: inputs, warnings: found)
        }
        for path in search.paths where outputs[path] == nil { outputs[path] = BuildMemo.OutputRecord(inputs: "") }
        run.diagnostics.append(contentsOf: renderer.templateDiagnostics(all))

        guard request.writeOutput else { return run.finish() }
        guard run.isClean, !target.isNone else {
            sink.abandon()
            loaded.uncommittedCache?.commit(keeping: nil)
            return run.finish(memo: kept)
        }
        // Commit: the files not declared any more go, the unchanged ones stay, then everything becomes visible.
        sink.keep(outputs.keys)
        let removed = memo.map { Set($0.outputs.keys).subtracting(outputs.keys).sorted() } ?? []
        let cacheDirectory = build.resolve(PageCache.directoryName)
        if request.cacheMode.writes { BuildMemo.remove(in: cacheDirectory) }
        CrashInjection.point("before-commit")
        let summary: IncrementalOutputWriter.Summary
        do {
            summary = try sink.commit(removing: removed)
            BuildTimings.mark("commit")
        } catch {
            return run.finish(sink.failureMessage(error), memo: kept)
        }
        run.report.outputPath = loaded.configuration.outputDirectory
        (run.report.writtenPaths, run.report.deletedPaths) = (summary.written, summary.deleted)
        run.report.filesWritten = summary.written.count
        run.report.nothingChanged = request.cacheMode.reads && summary.nothingChanged
        // The memo of what the output now holds, and the fingerprint that vouches for it.
        var next = BuildMemo(siteInputs: siteInputs, pages: memoPages(digests), outputs: outputs)
        next.apiLengths = apiLengths
        next.search = search.index
        if request.keepsPageResults {
            next.results = loaded.warmPages.mapValues(StoredResult.init)
            next.pageKeys = loaded.pageKeys
            next.listing = loaded.listing
            next.workers = loaded.workers
            next.links = loaded.links
        }
        run.report.diagnostics = run.diagnostics
        let recording = SiteBuild.Recording(
            fingerprint: fingerprint, memo: next, cacheDirectory: cacheDirectory, output: outputURL, flushFirst: request.keepsPageResults,
            keys: loaded.pageKeys, pageCount: run.report.pageCount, pagesFromCache: loaded.listing.pages.count,
            diagnostics: run.diagnostics.diagnostics, storesMemo: request.cacheMode.writes, cache: loaded.uncommittedCache)
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
    func replacesInPlace(_ plan: [OutputDeclaration], memo: BuildMemo) -> Bool {
        guard memo.siteInputs == siteInputs, memo.pages.count == site.pageCount,
            !plan.contains(where: { if case .staticFile = $0.product { true } else { false } })
        else { return false }
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
    func fillAPIDigests(_ digests: inout [PageDigests], from parts: [APIDocuments.Kind: [String]]) {
        let kinds = APIDocuments.Kind.allCases
        guard digests.contains(where: { $0.api.count < kinds.count }),
            kinds.allSatisfy({ parts[$0]?.count == digests.count })
        else { return }
        for position in digests.indices { digests[position].api = Array(repeating: "", count: kinds.count) }
        for (number, kind) in kinds.enumerated() {
            for (index, position) in SiteOutputs.fileOrder(kind, site).enumerated() { digests[position].api[number] = parts[kind]![index] }
        }
    }

    /// The memo a session keeps when this build writes nothing: the previous one (it still describes the
    /// output), with this build's page results added so the next build does not process them again.
    func keptMemo(_ previous: BuildMemo?) -> BuildMemo? {
        guard var kept = previous, build.request.keepsPageResults else { return previous }
        for (key, result) in loaded.warmPages where kept.results[key] == nil { kept.results[key] = StoredResult(result) }
        // The pages as read now, edits that failed included: the next build takes them from here.
        kept.pageKeys = loaded.pageKeys
        kept.listing = loaded.listing
        kept.workers = loaded.workers
        kept.links = loaded.links
        return kept
    }

    /// Runs `SearchStage` against the memo's index, read back from the output when this process has none.
    func searchStage(digests: [String], into sink: OutputTargetSink) throws(OutputError) -> SearchStage.Outcome {
        let stage = SearchStage(site: site, digests: digests)
        guard let memo else { return try stage.run(previous: nil, emit: sink.add) }
        let paths = Set(memo.outputs.filter { $0.value.inputs.isEmpty }.keys)
        if memo.pages.map(\.digests.search) == digests {
            return SearchStage.Outcome(index: memo.search, paths: paths, deleted: [], changed: false)
        }
        guard let index = memo.search ?? IncrementalSearchIndex(reading: outputURL, documentCount: memo.pages.count) else {
            var outcome = try stage.run(previous: nil, emit: sink.add)
            outcome.deleted = paths.subtracting(outcome.paths).sorted()
            return outcome
        }
        return try stage.run(previous: previousSearch(memo, index: index), emit: sink.add)
    }
}
