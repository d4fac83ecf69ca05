import Foundation
import OutputStore
import ParallelMap

/// The search index as the last build wrote it, kept by `watch` so that a page edit rewrites only the
/// index files it changes: the record packs (`search/p/<k>.js`) of pages whose record changed, the shards holding terms whose postings
/// changed (and any shard whose boundaries moved), the typo table's buckets that changed, and the manifest.
///
/// Only the edited pages are tokenized: each term's encoded postings are patched in place
/// (`SearchPostingPatch`). The result is byte for byte what `SearchIndexWriter` writes for the whole site.
package struct IncrementalSearchIndex: Sendable {
    /// Every term in shard order with its encoded postings.
    package private(set) var terms: [SearchIndexWriter.Term] = []
    package private(set) var shards: [SearchIndexWriter.Shard] = []
    package private(set) var documentCount = 0
    /// The typo table of `terms`, as `search/f/` holds it.
    package private(set) var fuzzy = SearchFuzzyTable(terms: [])

    package init() {}

    /// The index as written; `fuzzy` is the typo table of `terms`, made from them (with `writer`) when not given.
    package init(
        terms: [SearchIndexWriter.Term], shards: [SearchIndexWriter.Shard], fuzzy: SearchFuzzyTable? = nil, documentCount: Int,
        writer: SearchIndexWriter = SearchIndexWriter()
    ) {
        self.terms = terms
        self.shards = shards
        self.fuzzy = fuzzy ?? writer.fuzzyTable(terms.lazy.map(\.term))
        self.documentCount = documentCount
    }

    /// A page of the index whose document changed: its number (its place in reading order) and both versions.
    package struct Change: Sendable {
        package var page: Int
        package var old: SearchDocument
        package var new: SearchDocument

        package init(page: Int, old: SearchDocument, new: SearchDocument) {
            self.page = page
            self.old = old
            self.new = new
        }
    }

    /// The files to write and the paths to delete after an update.
    package struct Update: Sendable {
        package var files: [OutputFile] = []
        package var deleted: [String] = []
    }

    /// Term → the codes one document has for it, sorted: that page's part of `SearchIndex.terms`.
    package static func pageTerms(_ document: SearchDocument, tokenizer: SearchTokenizer) -> [String: [Int]] {
        SearchPageTerms(document: document, page: 0, tokenizer: tokenizer).terms.mapValues { $0.map(\.code) }
    }

    /// Applies changed documents (the page count stays the same) and returns the files that differ. A pack
    /// whose records changed is written again from the records of all its pages: `document` gives the
    /// current document of a page of such a pack that did not change.
    package mutating func update(
        _ changes: [Change], document: (Int) -> SearchDocument, writer: SearchIndexWriter = SearchIndexWriter()
    ) -> Update {
        var update = Update()
        update.files = packFiles(changes, document: document, writer: writer)
        let tokenizer = SearchTokenizer()
        var byTerm: [String: [SearchPostingPatch.PageCodes]] = [:]
        let perPage = Parallel.map(changes.filter { $0.old != $0.new }, chunk: 1) { change in
            (change.page, Self.pageTerms(change.old, tokenizer: tokenizer), Self.pageTerms(change.new, tokenizer: tokenizer))
        }
        for (page, old, new) in perPage {
            for term in Set(old.keys).union(new.keys) where old[term] != new[term] {
                byTerm[term, default: []].append((page, new[term] ?? []))
            }
        }
        guard !byTerm.isEmpty else { return update }

        // New postings for every changed term; nil removes the term.
        var replaced: [String: String?] = [:]
        var added: [SearchIndexWriter.Term] = []
        for (term, pages) in byTerm {
            let sortedPages = pages.sorted { $0.page < $1.page }
            let index = position(of: term)
            if index < terms.count, terms[index].term == term {
                let patched = SearchPostingPatch.patch(Array(terms[index].postings.utf8), with: sortedPages) ?? []
                replaced[term] = patched.isEmpty ? .some(nil) : String(decoding: patched, as: UTF8.self)
            } else {
                let encoded = SearchPostingPatch.encode(sortedPages)
                if !encoded.isEmpty { added.append(SearchIndexWriter.Term(term: term, postings: String(decoding: encoded, as: UTF8.self))) }
            }
        }
        added.sort { SearchIndex.precedes($0.term, $1.term) }
        var merged: [SearchIndexWriter.Term] = []
        merged.reserveCapacity(terms.count + added.count)
        var next = 0
        for var term in terms {
            while next < added.count, SearchIndex.precedes(added[next].term, term.term) {
                merged.append(added[next])
                next += 1
            }
            if let replacement = replaced[term.term] {
                guard let replacement else { continue }
                term.postings = replacement
            }
            merged.append(term)
        }
        merged.append(contentsOf: added[next...])
        terms = merged

        // Shards: a shard is rewritten when a changed term falls in it or its place or extent moved.
        let oldShards = shards
        let runs = writer.shards(of: terms[...])
        var dirty = Set<Int>()
        let starts = runs.map(\.startIndex)
        for term in byTerm.keys {
            let index = position(of: term)
            for candidate in [index - 1, index] where candidate >= 0 && candidate < terms.count {
                dirty.insert(Self.run(containing: candidate, starts: starts))
            }
        }
        var newShards: [SearchIndexWriter.Shard] = []
        for (number, run) in runs.enumerated() {
            let first = run.first?.term ?? ""
            if !dirty.contains(number), number < oldShards.count, oldShards[number].firstTerm == first,
                oldShards[number].termCount == run.count
            {
                newShards.append(oldShards[number])
                continue
            }
            let file = writer.shardFile(run, number: number)
            update.files.append(file)
            newShards.append(SearchIndexWriter.Shard(firstTerm: first, termCount: run.count, textSize: file.byteCount))
        }
        if oldShards.count > newShards.count {
            update.deleted += (newShards.count..<oldShards.count).map { "search/t/\($0).js" }
        }
        // The typo table depends on the set of terms only; only its changed buckets are written.
        let oldFuzzy = fuzzy
        if !added.isEmpty || replaced.values.contains(where: { $0 == nil }) {
            fuzzy = writer.fuzzyTable(terms.lazy.map(\.term))
            for (number, bucket) in fuzzy.buckets.enumerated()
            where number >= oldFuzzy.buckets.count || oldFuzzy.buckets[number] != bucket {
                update.files.append(fuzzy.file(number))
            }
            if oldFuzzy.buckets.count > fuzzy.buckets.count {
                update.deleted += (fuzzy.buckets.count..<oldFuzzy.buckets.count).map(SearchFuzzyTable.path)
            }
        }
        if newShards != oldShards || fuzzy.buckets.count != oldFuzzy.buckets.count {
            update.files.append(writer.manifest(newShards, documentCount: documentCount, fuzzyBuckets: fuzzy.buckets.count))
        }
        shards = newShards
        return update
    }

    /// The packs holding a page whose record changed, written again with every page's current record.
    private func packFiles(_ changes: [Change], document: (Int) -> SearchDocument, writer: SearchIndexWriter) -> [OutputFile] {
        var records: [Int: [UInt8]] = [:]
        var packs = Set<Int>()
        for change in changes where change.old != change.new {
            let record = writer.record(change.new)
            records[change.page] = record
            if record != writer.record(change.old) { packs.insert(writer.pack(of: change.page, documentCount: documentCount)) }
        }
        return packs.sorted().map { pack in
            writer.packFile(
                writer.pages(ofPack: pack, documentCount: documentCount).map { records[$0] ?? writer.record(document($0)) },
                number: pack)
        }
    }

    /// The index of `term` in `terms`, or where it would be inserted.
    func position(of term: String) -> Int {
        var low = 0
        var high = terms.count
        while low < high {
            let middle = (low + high) / 2
            if SearchIndex.precedes(terms[middle].term, term) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The number of the run that holds the term at `index`, given each run's first index.
    static func run(containing index: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
