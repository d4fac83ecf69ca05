import Foundation
import ParallelMap

extension IncrementalSearchIndex {
    /// The index as the files under `output`/`search/` hold it, read back instead of tokenizing every
    /// page again (the longest part of a whole build at scale): nil unless the manifest and every shard
    /// are exactly what `writer` writes for the terms read from them, for `documentCount` pages, and every
    /// record pack is there, whole (an edit writes a pack again from the site's documents, so the records
    /// themselves need not be held).
    package init?(reading output: URL, documentCount: Int, writer: SearchIndexWriter = SearchIndexWriter()) {
        guard let manifestData = try? Data(contentsOf: output.appendingPathComponent(SearchIndexWriter.manifestPath)),
            let manifest = Self.call(manifestData, "PreceptSearch.manifest("),
            let object = try? JSONSerialization.jsonObject(with: manifest) as? [String: Any],
            object["pages"] as? Int == documentCount, let listed = object["shards"] as? [[Any]]
        else { return nil }
        // Each shard is read, decoded and checked on its own, on every core.
        var listedEntries: [(first: String, size: Int)] = []
        for entry in listed {
            guard entry.count == 2, let first = entry[0] as? String, let size = entry[1] as? Int else { return nil }
            listedEntries.append((first, size))
        }
        let entries = listedEntries
        let read = Parallel.map(Array(entries.indices), chunk: 8) { number -> [SearchIndexWriter.Term]? in
            let (first, size) = entries[number]
            guard let data = try? Data(contentsOf: output.appendingPathComponent("search/t/\(number).js")), data.count == size,
                let body = Self.call(data, "PreceptSearch.shard(\(number),"),
                // Read in the writer's own spelling only, so these bytes are what it writes for the terms read
                // (writing each shard again to compare cost twice the reading).
                let strings = body.withUnsafeBytes({ JS.canonicalStrings($0) }), strings.count.isMultiple(of: 2)
            else { return nil }
            let run = stride(from: 0, to: strings.count, by: 2).map {
                SearchIndexWriter.Term(term: strings[$0], postings: strings[$0 + 1])
            }
            guard (run.first?.term ?? "") == first else { return nil }
            return run
        }
        var terms: [SearchIndexWriter.Term] = []
        var shards: [SearchIndexWriter.Shard] = []
        for (number, run) in read.enumerated() {
            guard let run else { return nil }
            terms += run
            shards.append(SearchIndexWriter.Shard(firstTerm: entries[number].first, termCount: run.count, textSize: entries[number].size))
        }
        // The shards must be the runs the writer makes of these terms, the typo table the one made of them
        // and the manifest its manifest.
        let runs = writer.shards(of: terms[...])
        let fuzzy = writer.fuzzyTable(terms.lazy.map(\.term))
        guard runs.count == shards.count, zip(runs, shards).allSatisfy({ $0.count == $1.termCount }),
            writer.manifest(shards, documentCount: documentCount, fuzzyBuckets: fuzzy.buckets.count).data == manifestData,
            fuzzy.files().allSatisfy({ (try? Data(contentsOf: output.appendingPathComponent($0.path))) == $0.data }),
            (0..<writer.packCount(documentCount: documentCount)).allSatisfy({ Self.packIsWhole($0, in: output) })
        else { return nil }
        self.init(terms: terms, shards: shards, fuzzy: fuzzy, documentCount: documentCount)
    }

    /// Whether record pack `pack` is in `output` as a whole call with a list, `PreceptSearch.pack(pack,[…]);`:
    /// its head and tail are read, not the records between them.
    private static func packIsWhole(_ pack: Int, in output: URL) -> Bool {
        let head = Array("PreceptSearch.pack(\(pack),[".utf8)
        let tail = Array("]);\n".utf8)
        guard let handle = try? FileHandle(forReadingFrom: output.appendingPathComponent(SearchIndexWriter.packPath(pack))) else {
            return false
        }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), size >= UInt64(head.count + tail.count),
            (try? handle.seek(toOffset: 0)) != nil, let start = try? handle.read(upToCount: head.count), Array(start) == head,
            (try? handle.seek(toOffset: size - UInt64(tail.count))) != nil, let end = try? handle.read(upToCount: tail.count)
        else { return false }
        return Array(end) == tail
    }

    /// The argument list of a one-call script `<prefix>…);\n`, or nil.
    private static func call(_ data: Data, _ prefix: String) -> Data? {
        let head = Data(prefix.utf8)
        let tail = Data(");\n".utf8)
        guard data.count >= head.count + tail.count, data.prefix(head.count) == head, data.suffix(tail.count) == tail else { return nil }
        return data.dropFirst(head.count).dropLast(tail.count)
    }
}
