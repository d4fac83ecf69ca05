import Diagnostics
import Foundation
import Guidelines
import Templates

/// A page edit ready to be written (made by `PageEditBuild.prepare`): `writePages()` puts the edited
/// pages' HTML in the output folder, each file replaced atomically; `finish()` renders and writes the
/// other outputs that changed (neighbouring pages, index, checklist, search index, API files, sitemap)
/// and returns the build report with the snapshot of the new site.
///
/// Every file goes through one `OutputReplacementJournal`, from the first page written to the end of
/// `finish()`, which commits it: a write that fails, or a process killed at any moment (the next command
/// recovers), undoes the whole edit, so `public/` is the previous site or the new one.
///
/// Nothing is written unless a whole build of the same content would write: no errors, and no warnings
/// in strict mode. If the other outputs bring a template warning that makes a strict build fail after
/// the edited pages were written, those pages are put back as they were.
package struct PageEditPlan: Sendable {
    let old: SiteSnapshot
    var new: SiteSnapshot
    /// Content-relative paths of every page read again (edited, or pending from a failed edit).
    package let editedPaths: [String]
    let editedFiles: [OutputFile]
    let impact: OutputImpact
    let views: ViewModelBuilder
    let renderer: SiteRenderer
    let pagesFromCache: Int
    let start: ContinuousClock.Instant
    /// The output paths `writePages` wrote.
    private var pagesWritten: [String] = []
    /// True for `build`: the journal flushes to disk before the first change and before it is removed, so
    /// the edit is all or nothing after a power cut too. `watch` skips that, its edits must show at once.
    var durable = false
    /// Where every file is staged; made when the plan first writes.
    private var journal: OutputReplacementJournal?

    init(
        old: SiteSnapshot, new: SiteSnapshot, editedPaths: [String], editedFiles: [OutputFile], impact: OutputImpact,
        views: ViewModelBuilder, renderer: SiteRenderer, pagesFromCache: Int, start: ContinuousClock.Instant
    ) {
        self.old = old
        self.new = new
        self.editedPaths = editedPaths
        self.editedFiles = editedFiles
        self.impact = impact
        self.views = views
        self.renderer = renderer
        self.pagesFromCache = pagesFromCache
        self.start = start
    }

    var replacer: OutputFileReplacer { OutputFileReplacer(output: new.outputURL, journal: journal) }

    /// The journal, made on first use.
    private mutating func openJournal() -> OutputReplacementJournal {
        if let journal { return journal }
        let made = OutputReplacementJournal(output: new.outputURL, durable: durable)
        journal = made
        return made
    }

    /// Runs `body`; when it throws, undoes every change of the edit first.
    private static func undoingOnFailure<T>(
        _ journal: OutputReplacementJournal, _ body: () throws(OutputError) -> T
    ) throws(OutputError) -> T {
        do {
            return try body()
        } catch {
            journal.rollback()
            throw error
        }
    }

    /// True when no output but the edited pages shows anything of the edit that a reader would see in a
    /// browser: a reload can follow `writePages` without waiting for `finish`.
    package var onlyEditedPagesChange: Bool {
        impact.others.isEmpty && !impact.index && !impact.checklist && impact.checklistEntries.isEmpty
            && impact.checklistRemoved.isEmpty && !impact.notFound
    }

    /// The diagnostics as far as known: the template warnings of outputs not rendered yet are the old ones.
    func diagnostics() -> DiagnosticCollection {
        new.assembleDiagnostics(templateDiagnostics: renderer.templateDiagnostics(Set(new.templateWarnings.values.joined())))
    }

    /// The edited pages' paths in the output folder.
    package var editedOutputPaths: [String] { editedFiles.map(\.path) }

    /// Writes the edited pages when the build is clean so far; returns the paths written.
    @discardableResult
    package mutating func writePages() throws(OutputError) -> [String] {
        guard !new.outputIsBehind, new.isClean(diagnostics()) else { return [] }
        let journal = openJournal()
        let replacer = self.replacer
        let written = try Self.undoingOnFailure(journal) { () throws(OutputError) -> [String] in
            var written: [String] = []
            for file in editedFiles where try replacer.replace(file) { written.append(file.path) }
            try journal.apply()
            return written
        }
        pagesWritten = written
        return written
    }

    /// Renders and writes everything else the edit changes; the report, and the snapshot for the next edit.
    package mutating func finish() throws(OutputError) -> (BuildReport, SiteSnapshot) {
        var files: [OutputFile] = []
        let library = new.library
        let (views, renderer) = (self.views, self.renderer)
        func add(_ rendered: (OutputFile, [TemplateWarning])?) {
            guard let (file, warnings) = rendered else { return }
            files.append(file)
            new.templateWarnings[file.path] = warnings.isEmpty ? nil : warnings
        }
        for rendered in Parallel.map(impact.others, chunk: 4, { renderer.renderGuideline(at: $0, views: views, library: library) }) {
            add(rendered)
        }
        if impact.index { add(renderer.renderIndex(views, library: library)) }
        if impact.checklist { add(renderer.renderChecklist(views, library: library)) }
        // The changed groups' checklist pages (or parts), on every core (usually one: the edited page's).
        let groupPages = Parallel.map(impact.checklistEntries, chunk: 1) { entry in
            Optional(renderer.renderChecklistGroup(entry, views: views, library: library))
        }
        for rendered in groupPages { add(rendered) }
        for path in impact.checklistRemoved { new.templateWarnings[path] = nil }
        if impact.notFound { add(renderer.renderNotFound(views, library: library)) }
        BuildTimings.mark("edit: other pages")
        let diagnostics = diagnostics()
        new.diagnostics = diagnostics
        var report = BuildReport(
            diagnostics: diagnostics, pageCount: new.site.pageCount, filesWritten: 0, outputPath: nil, duration: 0,
            fatalError: nil, strict: new.configuration.strict)
        report.pagesFromCache = pagesFromCache
        guard !new.outputIsBehind, new.isClean(diagnostics) else {
            // Put back what `writePages` wrote; the output stays the last good site, and the edit stays pending.
            if let journal, !journal.rollback() {
                throw .io("could not put back the pages written for the edit; the next build puts '\(new.outputURL.path)' right")
            }
            var kept = old
            kept.pending.formUnion(editedPaths)
            kept.diagnostics = diagnostics
            for path in editedPaths {
                if let index = new.pageIndex[path], let key = new.keys[index] { kept.pendingResults[key] = new.results[index].value }
            }
            report.duration = seconds(since: start)
            return (report, kept)
        }
        // Staged as they come, each output dropped once staged: the large ones (a checklist or an API file
        // of over 100 MB at 10,000 pages) are then never in memory together. They all change at `apply`.
        let journal = openJournal()
        let replacer = self.replacer
        var written = pagesWritten
        var deleted: [String] = []
        try Self.undoingOnFailure(journal) { () throws(OutputError) in
            for file in editedFiles where !pagesWritten.contains(file.path) {
                if try replacer.replace(file) { written.append(file.path) }
            }
            let outcomes = Parallel.map(files, chunk: 4) { file -> Result<Bool, OutputError> in
                do throws(OutputError) { return .success(try replacer.replace(file)) } catch { return .failure(error) }
            }
            for (file, outcome) in zip(files, outcomes) {
                if try outcome.get() { written.append(file.path) }
            }
            files = []
            BuildTimings.mark("edit: write pages")
            try siteFiles { file throws(OutputError) in
                if try replacer.replace(file) { written.append(file.path) }
            }
            for path in searchDeleted + impact.checklistRemoved where try replacer.remove(path) { deleted.append(path) }
            try journal.apply()
        }
        journal.commit()
        report.outputPath = new.configuration.outputDirectory
        report.writtenPaths = written.sorted()
        report.deletedPaths = deleted.sorted()
        report.filesWritten = written.count
        report.nothingChanged = written.isEmpty && deleted.isEmpty
        report.duration = seconds(since: start)
        return (report, new)
    }

    private var searchDeleted: [String] = []

    /// The search index, API and sitemap files the edit changes, each handed to `emit` as soon as it is made.
    private mutating func siteFiles(_ emit: (OutputFile) throws(OutputError) -> Void) throws(OutputError) {
        let oldPages = old.site.readingOrder
        let newPages = views.navigation.pages
        let groupTitles = new.site.groups.flatMap { group in group.pages.map { _ in group.title } }
        // Bodies through the sites: the pages of `build`'s edit path keep theirs in a `PageBodyStore`.
        let changes = impact.changedPositions.map { position in
            IncrementalSearchIndex.Change(
                page: position,
                old: SearchDocument(
                    page: oldPages[position], group: groupTitles[position], rules: SiteRenderer.searchRules(oldPages[position]),
                    body: old.site.body(of: oldPages[position])),
                new: SearchDocument(
                    page: newPages[position], group: groupTitles[position], rules: SiteRenderer.searchRules(newPages[position]),
                    body: new.site.body(of: newPages[position])))
        }
        let update = new.search.update(changes)
        for file in update.files { try emit(file) }
        searchDeleted = update.deleted
        BuildTimings.mark("edit: search index")
        let api = APIDocuments(configuration: new.configuration, generator: SiteBuild.generator)
        for kind in APIDocuments.Kind.allCases {
            if let file = apiFile(kind, api: api, oldPages: oldPages, newPages: newPages, groupTitles: groupTitles) { try emit(file) }
        }
        BuildTimings.mark("edit: API files")
        if impact.orderChanged, let sitemap = Sitemap.render(new.site) {
            try emit(OutputFile(path: "sitemap.xml", text: sitemap))
        }
    }

    /// `kind`'s file with the edited parts replaced, or nil when no part changed.
    private mutating func apiFile(
        _ kind: APIDocuments.Kind, api: APIDocuments, oldPages: ReadingOrder, newPages: ReadingOrder, groupTitles: [String]
    ) -> OutputFile? {
        var changes: [Int: (old: [UInt8], new: [UInt8])] = [:]
        if kind == .colors {
            // Listed by source path, an order edits never change.
            var differing: [String: (old: [UInt8], new: [UInt8])] = [:]
            for position in impact.edited {
                let page = newPages[position]
                guard let before = old.page(page.source.relativePath) else { continue }
                let parts = (api.part(kind, (before, "")), api.part(kind, (page, "")))
                if parts.0 != parts.1 { differing[page.source.relativePath] = parts }
            }
            guard !differing.isEmpty else { return nil }
            for (position, entry) in APIDocuments.order(kind, new.site).enumerated() {
                if let parts = differing[entry.page.source.relativePath] { changes[position] = parts }
            }
        } else {
            for position in impact.changedPositions {
                let parts = (
                    api.part(kind, (oldPages[position], groupTitles[position])), api.part(kind, (newPages[position], groupTitles[position]))
                )
                if parts.0 != parts.1 { changes[position] = parts }
            }
        }
        guard !changes.isEmpty else { return nil }
        // A snapshot without the lengths (`build`'s edit path) reads them from the file when first needed. The
        // file is read where it lies, a block at a time, and its unchanged runs written from it: `api/rules.json`
        // is over 100 MB at 10,000 pages.
        if let document = ReadOnlyFile(path: new.outputURL.appendingPathComponent(kind.path).path),
            let lengths = new.apiLengths[kind] ?? api.lengths(kind, of: document, site: old.site),
            let pieces = api.splicePieces(kind, document, lengths: lengths, replacing: changes)
        {
            var newLengths = lengths
            for (position, parts) in changes { newLengths[position] = parts.new.count }
            new.apiLengths[kind] = newLengths
            return OutputFile(path: kind.path, chunks: pieces)
        }
        // The file is not as the snapshot says (edited by hand?): encode it again.
        let encoded = api.encode(kind, new.site)
        new.apiLengths[kind] = encoded.lengths
        return encoded.file
    }

    private func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = (ContinuousClock().now - start).components
        return Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    }
}
