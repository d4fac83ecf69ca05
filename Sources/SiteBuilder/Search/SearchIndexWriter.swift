/// Writes the index as small scripts the theme loads with `<script>` tags, so search works from `file://`:
///
/// - `search/index.js`: the manifest (page count, ranking weights, the first term of every term shard);
/// - `search/t/<n>.js`: term shards, consecutive runs of the sorted terms with their encoded postings;
/// - `search/p/<n>.js`: one per page, what a result shows (title, URL, sections' text, colors, rules).
///
/// The format is described in `docs/search.md`; each file calls `PreceptSearch.<kind>(…)` when it loads.
package struct SearchIndexWriter: Sendable {
    package static let formatVersion = 1
    /// A shard is closed once it holds about this many bytes of terms and postings.
    package var shardBytes: Int
    package var ranking: SearchRanking

    package init(shardBytes: Int = 12_000, ranking: SearchRanking = .standard) {
        self.shardBytes = shardBytes
        self.ranking = ranking
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
        for (number, document) in documents.enumerated() { files.append(documentFile(document, number: number)) }
        files.append(manifest(shards, documentCount: documents.count))
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
        let body = terms.map { JS.string($0.term) + "," + JS.string($0.postings) }.joined(separator: ",")
        return OutputFile(path: "search/t/\(number).js", text: "PreceptSearch.shard(\(number),[\(body)]);\n")
    }

    /// `search/index.js`: the page count, the ranking weights and the shards.
    package func manifest(_ shards: [Shard], documentCount: Int) -> OutputFile {
        let shardList = shards.map { "[\(JS.string($0.firstTerm)),\($0.textSize)]" }
        let fields = SearchField.allCases.map { JS.number(ranking.fieldWeights[$0, default: 0]) }.joined(separator: ",")
        let matches = SearchRanking.Match.allCases.map { JS.number(ranking.matchWeights[$0, default: 0]) }.joined(separator: ",")
        let manifest =
            "PreceptSearch.manifest({\"v\":\(Self.formatVersion),\"pages\":\(documentCount),"
            + "\"fields\":[\(fields)],\"matches\":[\(matches)],\"shards\":[\(shardList.joined(separator: ","))]});\n"
        return OutputFile(path: Self.manifestPath, text: manifest)
    }

    package static let manifestPath = "search/index.js"

    /// `search/p/<number>.js`: what a result for one page shows.
    package func documentFile(_ document: SearchDocument, number: Int) -> OutputFile {
        OutputFile(path: "search/p/\(number).js", text: "PreceptSearch.page(\(number),\(Self.fragment(document)));\n")
    }

    /// `{"t":title,"u":url,"g":group,"a":[aliases],"s":[[anchor,title,text]],"c":[[anchor,id,name,localized,[apis],[hex]]],"r":[[anchor,id,lead]]}`
    static func fragment(_ d: SearchDocument) -> String {
        let sections = d.sections.map { "[\(JS.optional($0.anchor)),\(JS.string($0.title)),\(JS.string($0.text))]" }
        let colors = d.colors.map { c in
            "[\(JS.optional(c.anchor)),\(JS.string(c.colorId)),\(JS.string(c.name)),\(JS.optional(c.localizedName)),"
                + "\(JS.array(c.apis)),\(JS.array(c.hexValues))]"
        }
        let rules = d.rules.map { "[\(JS.string($0.anchor)),\(JS.string($0.id)),\(JS.string($0.lead))]" }
        return "{\"t\":\(JS.string(d.title)),\"u\":\(JS.string(d.url)),\"g\":\(JS.string(d.group)),\"a\":\(JS.array(d.aliases)),"
            + "\"s\":[\(sections.joined(separator: ","))],\"c\":[\(colors.joined(separator: ","))],\"r\":[\(rules.joined(separator: ","))]}"
    }
}

/// JSON literals that are also safe inside an HTML `<script>` (no `</`, no raw U+2028/U+2029).
enum JS {
    static func string(_ s: String) -> String {
        let utf8 = s.utf8
        // Most text needs no escape at all: copy it whole.
        if utf8.withContiguousStorageIfAvailable({ !$0.contains(where: needsEscape) }) ?? !utf8.contains(where: needsEscape) {
            return "\"" + s + "\""
        }
        var out: [UInt8] = [UInt8(ascii: "\"")]
        out.reserveCapacity(utf8.count + 16)
        var bytes = Array(utf8)[...]
        while let byte = bytes.popFirst() {
            switch byte {
            case UInt8(ascii: "\""): out += Array(#"\""#.utf8)
            case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
            case UInt8(ascii: "\n"): out += Array(#"\n"#.utf8)
            case UInt8(ascii: "\r"): out += Array(#"\r"#.utf8)
            case UInt8(ascii: "\t"): out += Array(#"\t"#.utf8)
            case UInt8(ascii: "<"): out += Array(#"\u003c"#.utf8)
            case 0xE2
            where bytes.count >= 2 && bytes[bytes.startIndex] == 0x80
                && (bytes[bytes.startIndex + 1] == 0xA8 || bytes[bytes.startIndex + 1] == 0xA9):
                // U+2028 and U+2029 end a line in older JavaScript.
                out += Array((bytes[bytes.startIndex + 1] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                bytes.removeFirst(2)
            case 0..<0x20:
                let hex = String(byte, radix: 16)
                out += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }

    /// Bytes that start an escape in `string`: quote, backslash, `<`, control characters, and 0xE2 (which
    /// begins U+2028 and U+2029; other characters starting with it are copied unchanged).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<") || byte == 0xE2
    }

    static func optional(_ s: String?) -> String { s.map(string) ?? "null" }
    static func array(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }
    static func number(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }
}
