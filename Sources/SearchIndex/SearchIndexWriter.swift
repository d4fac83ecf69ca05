import OutputStore

/// Writes the index as small scripts the theme loads with `<script>` tags, so search works from `file://`:
///
/// - `search/index.js`: the manifest (page count, ranking weights, the first term of every term shard);
/// - `search/t/<n>.js`: term shards, consecutive runs of the sorted terms with their encoded postings;
/// - `search/f/<n>.js`: the typo table's buckets (`SearchFuzzyTable`), terms without postings;
/// - `search/p/<k>.js`: packs of page records, a run of consecutive pages each (`packSize(documentCount:)`):
///   what a result shows (title, URL, group, sections' headings with an excerpt of their text, colors, rules).
///
/// The format is described in `docs/search.md`; each file calls `PreceptSearch.<kind>(…)` when it loads.
package struct SearchIndexWriter: Sendable {
    package static let formatVersion = 4
    /// A shard is closed once it holds about this many bytes of terms and postings, unless that makes more
    /// than `shardBudget` shards: then the size grows by half of this at a time until they fit.
    package var shardBytes: Int
    /// Term shards a site has at most (where one size fits them): with the record packs and the typo table,
    /// a 10,000-page site's index stays under 1,500 files.
    package var shardBudget: Int
    /// A bucket of the typo table holds about this many bytes of terms.
    package var fuzzyBucketBytes: Int
    /// Pages whose records share one file of `search/p/`; nil for the size the page count calls for
    /// (`packSize(forPages:)`).
    package var packSize: Int?
    package var ranking: SearchRanking

    package init(
        shardBytes: Int = 12_000, shardBudget: Int = 800, fuzzyBucketBytes: Int = 8_000, packSize: Int? = nil,
        ranking: SearchRanking = .standard
    ) {
        self.shardBytes = shardBytes
        self.shardBudget = shardBudget
        self.fuzzyBucketBytes = fuzzyBucketBytes
        self.packSize = packSize.map { max(1, $0) }
        self.ranking = ranking
    }

    /// The typo table of `terms`, with this writer's bucket size.
    package func fuzzyTable<Terms: Sequence<String>>(_ terms: Terms) -> SearchFuzzyTable {
        SearchFuzzyTable(terms: terms, bucketBytes: fuzzyBucketBytes)
    }

    /// A term with its postings encoded by `SearchPostingCodec`, as a shard holds it.
    package struct Term: Sendable, Hashable {
        package var term: String
        package var postings: String

        package init(term: String, postings: String) {
            self.term = term
            self.postings = postings
        }
    }

    /// Every term of the index in shard order, with its encoded postings.
    package func terms(of index: SearchIndex) -> [Term] {
        index.sortedTerms.map { Term(term: $0, postings: SearchPostingCodec.encode(index.terms[$0] ?? [])) }
    }

    /// Consecutive runs of the sorted terms, each `(term, encoded postings)`.
    package func shards(of index: SearchIndex) -> [[(term: String, postings: String)]] {
        shards(of: terms(of: index)).map { $0.map { ($0.term, $0.postings) } }
    }

    /// Consecutive runs of `terms` (in shard order): a shard is closed once it holds about `shardBytes`, or
    /// the smallest of `shardBytes × 1.5, × 2, × 2.5, …` that makes at most `shardBudget` shards. (At 10,000
    /// pages of the generated scale corpus, 12 KB made 1,563 shards; it takes 30 KB, 737 shards.)
    package func shards<Terms: Collection<Term>>(of terms: Terms) -> [Terms.SubSequence] {
        var target = shardBytes
        while true {
            let runs = shards(of: terms, target: target)
            if runs.count <= shardBudget || target >= 1 << 30 { return runs }
            target += max(1, shardBytes / 2)
        }
    }

    /// Consecutive runs of `terms`, each closed once it holds about `target` bytes.
    private func shards<Terms: Collection<Term>>(of terms: Terms, target: Int) -> [Terms.SubSequence] {
        var shards: [Terms.SubSequence] = []
        var start = terms.startIndex
        var size = 0
        for index in terms.indices {
            let term = terms[index]
            size += term.term.utf8.count + term.postings.utf8.count + 6
            if size >= target {
                let end = terms.index(after: index)
                shards.append(terms[start..<end])
                start = end
                size = 0
            }
        }
        if start != terms.endIndex || shards.isEmpty { shards.append(terms[start..<terms.endIndex]) }
        return shards
    }

    /// Every file of an index held in memory: record packs, term shards and the manifest.
    package func files(for index: SearchIndex) -> [OutputFile] {
        files(terms: terms(of: index), documents: index.documents)
    }

    /// Every file of the index: term shards, the typo table, the record packs and the manifest.
    package func files(terms: [Term], documents: [SearchDocument]) -> [OutputFile] {
        var (files, shards) = shardFiles(terms)
        let fuzzy = fuzzyTable(terms.lazy.map(\.term))
        files += fuzzy.files()
        for pack in 0..<packCount(documentCount: documents.count) {
            let records = pages(ofPack: pack, documentCount: documents.count).map { record(documents[$0]) }
            files.append(packFile(records, number: pack))
        }
        files.append(manifest(shards, documentCount: documents.count, fuzzyBuckets: fuzzy.buckets.count))
        return files
    }

    /// The term shards' files, and what the manifest lists of each.
    package func shardFiles(_ terms: [Term]) -> (files: [OutputFile], shards: [Shard]) {
        var files: [OutputFile] = []
        var shards: [Shard] = []
        for (number, run) in self.shards(of: terms).enumerated() {
            let file = shardFile(run, number: number)
            files.append(file)
            shards.append(Shard(firstTerm: run.first?.term ?? "", termCount: run.count, textSize: file.byteCount))
        }
        return (files, shards)
    }

    /// What the manifest lists of a shard, and what tells two versions of a shard apart.
    package struct Shard: Sendable, Hashable {
        package var firstTerm: String
        package var termCount: Int
        package var textSize: Int
    }

    /// `search/t/<number>.js`: one run of terms with their postings.
    package func shardFile<Terms: Collection<Term>>(_ terms: Terms, number: Int) -> OutputFile {
        var out = Array("PreceptSearch.shard(\(number),[".utf8)
        for (index, term) in terms.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JS.append(term.term, to: &out)
            out.append(UInt8(ascii: ","))
            JS.append(term.postings, to: &out)
        }
        out.append(contentsOf: "]);\n".utf8)
        return OutputFile(path: "search/t/\(number).js", chunks: [.bytes(out)])
    }

    /// `search/index.js`: the page count and pack size, the ranking weights (fields, matches, `low` for what is
    /// deprecated), the shards and the typo table's bucket count.
    package func manifest(_ shards: [Shard], documentCount: Int, fuzzyBuckets: Int) -> OutputFile {
        let shardList = shards.map { "[\(JS.string($0.firstTerm)),\($0.textSize)]" }
        let fields = SearchField.allCases.map { JS.number(ranking.fieldWeights[$0, default: 0]) }.joined(separator: ",")
        let matches = SearchRanking.Match.allCases.map { JS.number(ranking.matchWeights[$0, default: 0]) }.joined(separator: ",")
        let manifest =
            "PreceptSearch.manifest({\"v\":\(Self.formatVersion),\"pages\":\(documentCount),\"pack\":\(packSize(documentCount: documentCount)),"
            + "\"fields\":[\(fields)],\"matches\":[\(matches)],\"low\":\(JS.number(ranking.deprecatedWeight)),\"fuzzy\":\(fuzzyBuckets),"
            + "\"shards\":[\(shardList.joined(separator: ","))]});\n"
        return OutputFile(path: Self.manifestPath, text: manifest)
    }

    package static let manifestPath = "search/index.js"
}
