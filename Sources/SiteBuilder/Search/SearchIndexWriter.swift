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

    /// Consecutive runs of the sorted terms, each `(term, encoded postings)`.
    package func shards(of index: SearchIndex) -> [[(term: String, postings: String)]] {
        shards(of: index.sortedTerms.map { ($0, SearchPostingCodec.encode(index.terms[$0] ?? [])) })
    }

    /// Consecutive runs of terms already sorted and encoded (`SearchTermTable.sortedEncodedTerms()`).
    package func shards(of terms: [(term: String, postings: String)]) -> [[(term: String, postings: String)]] {
        var shards: [[(term: String, postings: String)]] = []
        var current: [(term: String, postings: String)] = []
        var size = 0
        for entry in terms {
            current.append(entry)
            size += entry.term.utf8.count + entry.postings.utf8.count + 6
            if size >= shardBytes {
                shards.append(current)
                current = []
                size = 0
            }
        }
        if !current.isEmpty || shards.isEmpty { shards.append(current) }
        return shards
    }

    /// Every file of an index held in memory: page records, term shards and the manifest.
    package func files(for index: SearchIndex) -> [OutputFile] {
        index.documents.enumerated().map { pageFile($1, number: $0) }
            + indexFiles(terms: shards(of: index), pageCount: index.documents.count)
    }

    /// `search/p/<number>.js`: what a result shows of one page.
    package func pageFile(_ document: SearchDocument, number: Int) -> OutputFile {
        OutputFile(path: "search/p/\(number).js", text: "PreceptSearch.page(\(number),\(Self.fragment(document)));\n")
    }

    /// The term shards and the manifest, for `shards` of a site of `pageCount` pages.
    package func indexFiles(terms shards: [[(term: String, postings: String)]], pageCount: Int) -> [OutputFile] {
        var files: [OutputFile] = []
        var shardList: [String] = []
        for (number, shard) in shards.enumerated() {
            let body = shard.map { JS.string($0.term) + "," + JS.string($0.postings) }.joined(separator: ",")
            let text = "PreceptSearch.shard(\(number),[\(body)]);\n"
            files.append(OutputFile(path: "search/t/\(number).js", text: text))
            shardList.append("[\(JS.string(shard.first?.term ?? "")),\(text.utf8.count)]")
        }
        let fields = SearchField.allCases.map { JS.number(ranking.fieldWeights[$0, default: 0]) }.joined(separator: ",")
        let matches = SearchRanking.Match.allCases.map { JS.number(ranking.matchWeights[$0, default: 0]) }.joined(separator: ",")
        let manifest =
            "PreceptSearch.manifest({\"v\":\(Self.formatVersion),\"pages\":\(pageCount),"
            + "\"fields\":[\(fields)],\"matches\":[\(matches)],\"shards\":[\(shardList.joined(separator: ","))]});\n"
        files.append(OutputFile(path: "search/index.js", text: manifest))
        return files
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
