import OutputStore

/// Writes the index as small scripts the theme loads with `<script>` tags, so search works from `file://`:
///
/// - `search/index.js`: the manifest (page count, ranking weights, the first term of every term shard);
/// - `search/t/<n>.js`: term shards, consecutive runs of the sorted terms with their encoded postings;
/// - `search/f/<n>.js`: the typo table's buckets (`SearchFuzzyTable`), terms without postings;
/// - `search/p/<n>.js`: one per page, what a result shows (title, URL, sections' text, colors, rules).
///
/// The format is described in `docs/search.md`; each file calls `PreceptSearch.<kind>(…)` when it loads.
package struct SearchIndexWriter: Sendable {
    package static let formatVersion = 2
    /// A shard is closed once it holds about this many bytes of terms and postings.
    package var shardBytes: Int
    /// A bucket of the typo table holds about this many bytes of terms.
    package var fuzzyBucketBytes: Int
    package var ranking: SearchRanking

    package init(shardBytes: Int = 12_000, fuzzyBucketBytes: Int = 8_000, ranking: SearchRanking = .standard) {
        self.shardBytes = shardBytes
        self.fuzzyBucketBytes = fuzzyBucketBytes
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

    /// Consecutive runs of `terms` (in shard order): a shard is closed once it holds about `shardBytes`.
    package func shards<Terms: Collection<Term>>(of terms: Terms) -> [Terms.SubSequence] {
        var shards: [Terms.SubSequence] = []
        var start = terms.startIndex
        var size = 0
        for index in terms.indices {
            let term = terms[index]
            size += term.term.utf8.count + term.postings.utf8.count + 6
            if size >= shardBytes {
                let end = terms.index(after: index)
                shards.append(terms[start..<end])
                start = end
                size = 0
            }
        }
        if start != terms.endIndex || shards.isEmpty { shards.append(terms[start..<terms.endIndex]) }
        return shards
    }

    /// Every file of an index held in memory: page records, term shards and the manifest.
    package func files(for index: SearchIndex) -> [OutputFile] {
        files(terms: terms(of: index), documents: index.documents)
    }

    /// Every file of the index: term shards, one file per document, and the manifest.
    package func files(terms: [Term], documents: [SearchDocument]) -> [OutputFile] {
        var (files, shards) = shardFiles(terms)
        let fuzzy = fuzzyTable(terms.lazy.map(\.term))
        files += fuzzy.files()
        for (number, document) in documents.enumerated() { files.append(documentFile(document, number: number)) }
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

    /// `search/index.js`: the page count, the ranking weights, the shards and the typo table's bucket count.
    package func manifest(_ shards: [Shard], documentCount: Int, fuzzyBuckets: Int) -> OutputFile {
        let shardList = shards.map { "[\(JS.string($0.firstTerm)),\($0.textSize)]" }
        let fields = SearchField.allCases.map { JS.number(ranking.fieldWeights[$0, default: 0]) }.joined(separator: ",")
        let matches = SearchRanking.Match.allCases.map { JS.number(ranking.matchWeights[$0, default: 0]) }.joined(separator: ",")
        let manifest =
            "PreceptSearch.manifest({\"v\":\(Self.formatVersion),\"pages\":\(documentCount),"
            + "\"fields\":[\(fields)],\"matches\":[\(matches)],\"fuzzy\":\(fuzzyBuckets),"
            + "\"shards\":[\(shardList.joined(separator: ","))]});\n"
        return OutputFile(path: Self.manifestPath, text: manifest)
    }

    package static let manifestPath = "search/index.js"

    /// `search/p/<number>.js`: what a result for one page shows.
    package func documentFile(_ document: SearchDocument, number: Int) -> OutputFile {
        var out = Array("PreceptSearch.page(\(number),".utf8)
        out.reserveCapacity(document.sections.reduce(256) { $0 + $1.text.utf8.count + $1.title.utf8.count + 64 })
        Self.appendFragment(document, to: &out)
        out.append(contentsOf: ");\n".utf8)
        return OutputFile(path: "search/p/\(number).js", chunks: [.bytes(out)])
    }

    /// Appends a page's record, `{"t":title,"u":url,"g":group,"a":[aliases],"s":[[anchor,title,text]],
    /// "c":[[anchor,id,name,localized,[apis],[hex]]],"r":[[anchor,id,lead]]}`, to `out`.
    static func appendFragment(_ d: SearchDocument, to out: inout [UInt8]) {
        out.append(contentsOf: #"{"t":"#.utf8)
        JS.append(d.title, to: &out)
        out.append(contentsOf: #","u":"#.utf8)
        JS.append(d.url, to: &out)
        out.append(contentsOf: #","g":"#.utf8)
        JS.append(d.group, to: &out)
        out.append(contentsOf: #","a":"#.utf8)
        JS.appendArray(d.aliases, to: &out)
        out.append(contentsOf: #","s":"#.utf8)
        JS.appendTuples(d.sections.map { [.optional($0.anchor), .string($0.title), .string($0.text)] }, to: &out)
        out.append(contentsOf: #","c":"#.utf8)
        JS.appendTuples(
            d.colors.map {
                [
                    .optional($0.anchor), .string($0.colorId), .string($0.name), .optional($0.localizedName), .strings($0.apis),
                    .strings($0.hexValues),
                ]
            }, to: &out)
        out.append(contentsOf: #","r":"#.utf8)
        JS.appendTuples(d.rules.map { [.string($0.anchor), .string($0.id), .string($0.lead)] }, to: &out)
        out.append(UInt8(ascii: "}"))
    }
}

/// JSON literals that are also safe inside an HTML `<script>` (no `</`, no raw U+2028/U+2029).
enum JS {
    static func string(_ s: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 2)
        append(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `string(text)` appended to `out`: runs that need no escape are copied whole.
    static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            out.append(UInt8(ascii: "\""))
            var copied = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard needsEscape(byte) else {
                    index += 1
                    continue
                }
                let escape: String
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = #"\""#
                case UInt8(ascii: "\\"): escape = #"\\"#
                case UInt8(ascii: "\n"): escape = #"\n"#
                case UInt8(ascii: "\r"): escape = #"\r"#
                case UInt8(ascii: "\t"): escape = #"\t"#
                case UInt8(ascii: "<"): escape = #"\u003c"#
                case 0xE2:
                    // U+2028 and U+2029 end a line in older JavaScript; other characters starting with 0xE2 stay.
                    guard index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 else {
                        index += 1
                        continue
                    }
                    escape = bytes[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#
                    length = 3
                default:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                out.append(contentsOf: escape.utf8)
                index += length
                copied = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
            out.append(UInt8(ascii: "\""))
        }
    }

    /// `text` as a string literal, or `null`, appended to `out`.
    static func appendOptional(_ text: String?, to out: inout [UInt8]) {
        if let text { append(text, to: &out) } else { out.append(contentsOf: "null".utf8) }
    }

    /// One field of a record's tuple.
    enum Field {
        case string(String)
        case optional(String?)
        case strings([String])
    }

    /// `[[a,b,…],[…]]`: each tuple an array of its fields, appended to `out`.
    static func appendTuples(_ tuples: [[Field]], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, fields) in tuples.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            out.append(UInt8(ascii: "["))
            for (position, field) in fields.enumerated() {
                if position > 0 { out.append(UInt8(ascii: ",")) }
                switch field {
                case .string(let text): append(text, to: &out)
                case .optional(let text): appendOptional(text, to: &out)
                case .strings(let items): appendArray(items, to: &out)
                }
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `items` as an array of string literals, appended to `out`.
    static func appendArray(_ items: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, item) in items.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            append(item, to: &out)
        }
        out.append(UInt8(ascii: "]"))
    }

    /// Bytes that start an escape in `string`: quote, backslash, `<`, control characters, and 0xE2 (which
    /// begins U+2028 and U+2029; other characters starting with it are copied unchanged).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<") || byte == 0xE2
    }

    static func number(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
}
