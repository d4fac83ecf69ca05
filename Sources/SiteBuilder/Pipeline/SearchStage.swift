import Foundation
import Guidelines
import OutputStore
import SearchIndex
import SiteModel
import SiteRendering

/// The search stage: the index files for the site's search documents. Its input is each page's search
/// document digest, by position in reading order (`PageDigests.search`). With the previous build's index
/// and digests, it patches the index for the documents whose digest changed (`IncrementalSearchIndex`);
/// without them, or when the page count changed, it indexes the whole site (`SearchIndexBuilder`). Both
/// give the same bytes.
package struct SearchStage: Sendable {
    /// What the stage made: the index as written and the paths of every index file.
    package struct Outcome: Sendable {
        /// Nil when the stage had nothing to do and no index in memory (it is read back from the output when needed).
        package var index: IncrementalSearchIndex?
        /// Paths of every file of the index after this build.
        package var paths: Set<String>
        /// Paths of files the previous index had and this one does not.
        package var deleted: [String]
        /// False when nothing of the index changed.
        package var changed: Bool
    }

    /// The previous build's index, its files and its documents' digests and pages.
    package struct Previous: Sendable {
        package var index: IncrementalSearchIndex
        package var paths: Set<String>
        package var digests: [String]
        /// The page and group title of a previous document by position; nil when it cannot be had.
        package var document: @Sendable (Int) -> SearchDocument?
    }

    package var site: Site
    /// The documents' digests in reading order.
    package var digests: [String]

    package init(site: Site, digests: [String]) {
        self.site = site
        self.digests = digests
    }

    /// Whether the previous index is patched when `changed` of `count` documents changed. A patch reads each
    /// changed page's previous version and moves its terms one page at a time on one core, holding both
    /// versions; past an eighth of the site (and 64 pages) indexing the whole site again, on every core, is
    /// faster and holds less (10,000 pages all changed: 3.4 s and 517 MB patched, 2.0 s and 328 MB anew).
    package static func patches(changed: Int, of count: Int) -> Bool {
        changed <= max(64, count / 8)
    }

    /// How many positions of `digests` differ from `previous`, which has as many.
    static func changes(_ digests: [String], since previous: [String]) -> Int {
        zip(digests, previous).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    /// Runs the stage, handing each file to write to `emit` (from several threads at once).
    package func run<Failure: Error>(
        previous: Previous?, emit: @Sendable (OutputFile) throws(Failure) -> Void
    ) throws(Failure) -> Outcome {
        if let previous, previous.digests.count == digests.count, previous.index.documentCount == digests.count,
            Self.patches(changed: Self.changes(digests, since: previous.digests), of: digests.count)
        {
            let pages = site.readingOrder
            let groupTitles = site.groups.flatMap { group in group.pages.map { _ in group.title } }
            // The current document at a position: an edited page's, or an unchanged neighbour's in its record pack.
            func document(_ position: Int) -> SearchDocument {
                let page = pages[position]
                return SearchDocument(
                    page: page, group: groupTitles[position], rules: SiteRenderer.searchRules(page), body: site.body(of: page))
            }
            var changes: [IncrementalSearchIndex.Change] = []
            var complete = true
            for position in digests.indices where digests[position] != previous.digests[position] {
                guard let old = previous.document(position) else {
                    complete = false
                    break
                }
                changes.append(IncrementalSearchIndex.Change(page: position, old: old, new: document(position)))
            }
            if complete {
                guard !changes.isEmpty else {
                    return Outcome(index: previous.index, paths: previous.paths, deleted: [], changed: false)
                }
                var index = previous.index
                let update = index.update(changes, document: document)
                for file in update.files { try emit(file) }
                var paths = previous.paths.union(update.files.map(\.path))
                paths.subtract(update.deleted)
                return Outcome(index: index, paths: paths, deleted: update.deleted, changed: true)
            }
        }
        let collected = PathCollector()
        let documents = SiteRenderer.searchDocuments(of: site)
        let written = try SearchIndexBuilder().write(count: documents.count, document: documents.document, with: SearchIndexWriter()) {
            (file: OutputFile) throws(Failure) in
            collected.add(file.path)
            try emit(file)
        }
        let paths = collected.paths
        let index = IncrementalSearchIndex(
            terms: written.terms, shards: written.shards, fuzzy: written.fuzzy, documentCount: written.documentCount)
        let deleted = previous.map { $0.paths.subtracting(paths).sorted() } ?? []
        return Outcome(index: index, paths: paths, deleted: deleted, changed: true)
    }
}

/// Paths gathered from several threads.
private final class PathCollector: @unchecked Sendable {
    // Safe: `paths` is only read and written under `lock`.
    private let lock = NSLock()
    private var gathered = Set<String>()

    func add(_ path: String) {
        lock.lock()
        gathered.insert(path)
        lock.unlock()
    }

    var paths: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return gathered
    }
}
