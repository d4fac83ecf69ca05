import Dispatch
import OutputStore
import ParallelMap
import Synchronization

/// Builds the site's search index from its search documents, in reading order: `count` documents, the one
/// at each position made on demand by `document` (called on any core, so a page's text need not be held
/// longer than it takes to index it).
package struct SearchIndexBuilder: Sendable {
    package init() {}

    /// The documents at positions `0..<count`, made on every core.
    package func documents(count: Int, _ document: @Sendable (Int) -> SearchDocument) -> [SearchDocument] {
        Parallel.map(Array(0..<count), document)
    }

    /// The whole index in memory.
    package func index(count: Int, _ document: @Sendable (Int) -> SearchDocument) -> SearchIndex {
        SearchIndex(documents: documents(count: count, document))
    }

    /// Indexes the documents and hands every file of the index to `emit`, the same files as
    /// `writer.files(for: index(count: count, document))`, in no particular order: `emit` is called from every
    /// core at once. Pages are read and tokenized a batch at a time on every core (a batch is a whole number of
    /// record packs); each page's record is encoded on the core that made it and its text dropped as soon as it
    /// is made, so memory holds only the encoded postings and one batch's records, not the site's text. The
    /// batch's packs are then written on every core. The first error `emit` throws is thrown once the batch
    /// it happened in is done. Returns the index as written: its terms in shard order with their encoded
    /// postings, its shards and its typo table (what `watch` keeps to patch the index after an edit).
    @discardableResult
    package func write<Failure: Error>(
        count: Int, document: @Sendable (Int) -> SearchDocument, with writer: SearchIndexWriter, batch: Int = 256,
        emit: @Sendable (OutputFile) throws(Failure) -> Void
    ) throws(Failure) -> (terms: [SearchIndexWriter.Term], shards: [SearchIndexWriter.Shard], fuzzy: SearchFuzzyTable, documentCount: Int) {
        let tokenizer = SearchTokenizer()
        let packSize = writer.packSize(documentCount: count)
        let batch = max(1, batch / packSize) * packSize
        // The merge into the term table is split by term hash, one table per core, filled at the same time.
        let tables = (0..<Parallel.width).map { _ in SharedTermTable() }
        var start = 0
        while start < count {
            let end = min(count, start + batch)
            let done = Parallel.map(Array(start..<end), chunk: 8) { number -> (terms: SearchPageTerms, record: [UInt8]) in
                let document = document(number)
                return (SearchPageTerms(document: document, page: number, tokenizer: tokenizer), writer.record(document))
            }
            let first = start
            let packs = Array(first / packSize..<(end + packSize - 1) / packSize)
            let failures = Parallel.map(packs, chunk: 1) { pack -> Failure? in
                let records = writer.pages(ofPack: pack, documentCount: count).lazy.map { done[$0 - first].record }
                do throws(Failure) {
                    try emit(writer.packFile(records, number: pack))
                } catch {
                    return error
                }
                return nil
            }
            if let error = failures.lazy.compactMap({ $0 }).first { throw error }
            let batchTerms = done.map(\.terms)
            DispatchQueue.concurrentPerform(iterations: tables.count) { shard in
                tables[shard].table.withLock { table in
                    for terms in batchTerms { table.add(terms, shard: shard, of: tables.count) }
                }
            }
            start = end
        }
        // Each table is emptied as its terms are taken, term by term, so the postings are never held twice.
        let terms = tables.flatMap { shared in
            shared.table.withLock { table in table.takeEncodedTerms() }
        }
        .sorted { SearchIndex.precedes($0.term, $1.term) }
        .map { SearchIndexWriter.Term(term: $0.term, postings: $0.postings) }
        // Each shard's file is handed on as soon as it is made, on every core: the postings are never held a
        // second time as the whole index's files (about 30 MB at 10,000 pages). The same shards as `shardFiles`.
        let runs = writer.shards(of: terms)
        let made = Parallel.map(Array(runs.indices), chunk: 4) { number -> (shard: SearchIndexWriter.Shard, failure: Failure?) in
            let file = writer.shardFile(runs[number], number: number)
            let shard = SearchIndexWriter.Shard(
                firstTerm: runs[number].first?.term ?? "", termCount: runs[number].count, textSize: file.byteCount)
            do throws(Failure) {
                try emit(file)
            } catch {
                return (shard, error)
            }
            return (shard, nil)
        }
        if let error = made.lazy.compactMap(\.failure).first { throw error }
        let shards = made.map(\.shard)
        let fuzzy = writer.fuzzyTable(terms.lazy.map(\.term))
        let failures = Parallel.map(fuzzy.files(), chunk: 8) { file -> Failure? in
            do throws(Failure) {
                try emit(file)
            } catch {
                return error
            }
            return nil
        }
        if let error = failures.lazy.compactMap({ $0 }).first { throw error }
        try emit(writer.manifest(shards, documentCount: count, fuzzyBuckets: fuzzy.buckets.count))
        return (terms, shards, fuzzy, count)
    }
}

/// One shard of the term table, filled in place by one thread at a time.
private final class SharedTermTable: Sendable {
    let table = Mutex(SearchTermTable())
}
