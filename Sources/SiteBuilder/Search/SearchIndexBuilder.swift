import Dispatch
import Guidelines
import OutputStore
import ParallelMap
import Synchronization

/// Builds the site's search index from its pages, in reading order.
package struct SearchIndexBuilder: Sendable {
    /// The hook for rule extraction (issue 5): returns a page's rules; until pages carry rules, none.
    package var rules: @Sendable (Page) -> [SearchDocument.Rule]

    package init(rules: @escaping @Sendable (Page) -> [SearchDocument.Rule] = { _ in [] }) {
        self.rules = rules
    }

    package func documents(for site: Site) -> [SearchDocument] {
        let rules = self.rules
        let pages = site.groups.flatMap { group in group.pages.map { (page: $0, group: group.title) } }
        return Parallel.map(pages) {
            SearchDocument(page: $0.page, group: $0.group, rules: rules($0.page), body: site.body(of: $0.page))
        }
    }

    package func index(for site: Site) -> SearchIndex { SearchIndex(documents: documents(for: site)) }

    /// Indexes the site and hands every file of the index to `emit`, the same files as
    /// `writer.files(for: index(for: site))`, in no particular order: `emit` is called from every core at
    /// once. Pages are read and tokenized a batch at a time on every core; each page's record is written
    /// (on the core that made it: creating 10,000 files one after another left a core idle) and its text
    /// dropped as soon as it is made, so memory holds only the encoded postings, not the site's text. The
    /// first error `emit` throws is thrown once the batch it happened in is done. Returns the index as
    /// written: its terms in shard order with their encoded postings, its shards and its typo table (what
    /// `watch` keeps to patch the index after an edit).
    @discardableResult
    package func write<Failure: Error>(
        _ site: Site, with writer: SearchIndexWriter, batch: Int = 256, emit: @Sendable (OutputFile) throws(Failure) -> Void
    ) throws(Failure) -> (terms: [SearchIndexWriter.Term], shards: [SearchIndexWriter.Shard], fuzzy: SearchFuzzyTable, documentCount: Int) {
        let rules = self.rules
        let tokenizer = SearchTokenizer()
        let pages = site.groups.flatMap { group in group.pages.map { (page: $0, group: group.title) } }
        // The merge into the term table is split by term hash, one table per core, filled at the same time.
        let tables = (0..<Parallel.width).map { _ in SharedTermTable() }
        var start = 0
        while start < pages.count {
            let end = min(pages.count, start + batch)
            let done = Parallel.map(Array(start..<end), chunk: 8) { number -> (terms: SearchPageTerms, error: Failure?) in
                let page = pages[number].page
                let document = SearchDocument(page: page, group: pages[number].group, rules: rules(page), body: site.body(of: page))
                let terms = SearchPageTerms(document: document, page: number, tokenizer: tokenizer)
                do throws(Failure) {
                    try emit(writer.documentFile(document, number: number))
                } catch {
                    return (terms, error)
                }
                return (terms, nil)
            }
            if let error = done.lazy.compactMap(\.error).first { throw error }
            let batchTerms = done.map(\.terms)
            DispatchQueue.concurrentPerform(iterations: tables.count) { shard in
                tables[shard].table.withLock { table in
                    for terms in batchTerms { table.add(terms, shard: shard, of: tables.count) }
                }
            }
            start = end
        }
        let terms = tables.flatMap { $0.table.withLock { $0.encodedTerms() } }
            .sorted { SearchIndex.precedes($0.term, $1.term) }
            .map { SearchIndexWriter.Term(term: $0.term, postings: $0.postings) }
        var (files, shards) = writer.shardFiles(terms)
        let fuzzy = writer.fuzzyTable(terms.lazy.map(\.term))
        files += fuzzy.files()
        let failures = Parallel.map(files, chunk: 8) { file -> Failure? in
            do throws(Failure) {
                try emit(file)
            } catch {
                return error
            }
            return nil
        }
        if let error = failures.lazy.compactMap({ $0 }).first { throw error }
        try emit(writer.manifest(shards, documentCount: pages.count, fuzzyBuckets: fuzzy.buckets.count))
        return (terms, shards, fuzzy, pages.count)
    }
}

/// One shard of the term table, filled in place by one thread at a time.
private final class SharedTermTable: Sendable {
    let table = Mutex(SearchTermTable())
}
