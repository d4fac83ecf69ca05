import OutputStore

/// The table that finds a query's typo candidates wherever they sit in the sorted terms: `search/f/<n>.js`.
///
/// A term within one edit (insertion, deletion, substitution, swap of neighbours) of a query of `n` letters
/// keeps either the query's first `p = (n − 1) / 2` letters or its last `n − 1 − p` letters: one edit touches
/// at most two neighbouring letters, and the two parts leave one letter between them. So every term is listed
/// under those two keys (`<` + prefix, `>` + suffix) for each query length it could be a typo of (its own
/// length and one either side), and a query looks in the buckets of its own two keys only. A bucket is a
/// sorted list of terms — no postings — chosen by a hash of the key; the browser checks each listed term
/// against the query and loads the term shards of those within one edit. `docs/search.md` has the format.
package struct SearchFuzzyTable: Sendable, Hashable {
    /// Each bucket's terms, sorted in shard order, without duplicates.
    package private(set) var buckets: [[String]]

    /// The table of `terms` (any order; those that cannot be a typo candidate are left out), with about
    /// `bucketBytes` of listed terms per bucket: the bucket count grows with the table.
    package init<Terms: Sequence<String>>(terms: Terms, bucketBytes: Int = 8_000) {
        // Keys are hashed straight from the scalars (no key strings); sorted terms make sorted buckets.
        let candidates = terms.filter(Self.isCandidate).sorted(by: SearchIndex.precedes)
        var hashes: [(hash: UInt32, term: Int32)] = []
        hashes.reserveCapacity(candidates.count * 4)
        var bytes = 0
        for (number, term) in candidates.enumerated() {
            let scalars = Array(term.unicodeScalars)
            let first = hashes.count
            for length in Self.queryLengths(termLength: scalars.count) {
                for hash in Self.keyHashes(scalars, queryLength: length)
                where !hashes[first...].contains(where: { $0.hash == hash }) {
                    hashes.append((hash, Int32(number)))
                }
            }
            bytes += (hashes.count - first) * (term.utf8.count + 3)
        }
        let count = max(1, (bytes + bucketBytes - 1) / bucketBytes)
        var members = [[Int32]](repeating: [], count: count)
        for (hash, term) in hashes {
            let bucket = Int(hash % UInt32(count))
            if members[bucket].last != term { members[bucket].append(term) }
        }
        buckets = members.map { $0.map { candidates[Int($0)] } }
    }

    /// Whether `term` may be the typo-match of a query: four letters or more (a query needs five, and a
    /// deletion takes one), no digits and no CJK, as `SearchQuery.allowsTypo` asks of the query.
    package static func isCandidate(_ term: String) -> Bool {
        if term.utf8.allSatisfy({ $0 < 0x80 }) {
            return term.utf8.count >= 4 && !term.utf8.contains { (0x30...0x39).contains($0) }
        }
        return term.unicodeScalars.count >= 4 && !term.unicodeScalars.contains { $0.properties.numericType != nil }
            && !term.unicodeScalars.contains(where: SearchTokenizer.isCJK)
    }

    /// The two keys a query of `n` letters looks under: its first `(n − 1) / 2` letters and its last `n − 1 − p`.
    package static func queryKeys(_ query: String) -> [String] {
        let scalars = Array(query.unicodeScalars)
        return keys(scalars, queryLength: scalars.count)
    }

    /// Every key `term` is listed under: the query keys for each query length it could be one edit from.
    package static func termKeys(_ term: String) -> [String] {
        let scalars = Array(term.unicodeScalars)
        var keys: [String] = []
        for length in queryLengths(termLength: scalars.count) {
            for key in Self.keys(scalars, queryLength: length) where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    /// The lengths of the queries (five letters or more) a term of `termLength` letters can be one edit from.
    static func queryLengths(termLength: Int) -> StrideThrough<Int> {
        stride(from: max(5, termLength - 1), through: termLength + 1, by: 1)
    }

    /// `hash` of each of `keys(scalars, queryLength:)`, without making the keys.
    static func keyHashes(_ scalars: [Unicode.Scalar], queryLength n: Int) -> [UInt32] {
        let prefixLength = (n - 1) / 2
        var prefix = (2_166_136_261 ^ UInt32(UInt8(ascii: "<"))) &* 16_777_619
        for scalar in scalars.prefix(prefixLength) { prefix = (prefix ^ scalar.value) &* 16_777_619 }
        var suffix = (2_166_136_261 ^ UInt32(UInt8(ascii: ">"))) &* 16_777_619
        for scalar in scalars.suffix(n - 1 - prefixLength) { suffix = (suffix ^ scalar.value) &* 16_777_619 }
        return [prefix, suffix]
    }

    static func keys(_ scalars: [Unicode.Scalar], queryLength n: Int) -> [String] {
        let prefixLength = (n - 1) / 2
        let suffixLength = n - 1 - prefixLength
        var prefix = String.UnicodeScalarView("<".unicodeScalars)
        prefix.append(contentsOf: scalars.prefix(prefixLength))
        var suffix = String.UnicodeScalarView(">".unicodeScalars)
        suffix.append(contentsOf: scalars.suffix(suffixLength))
        return [String(prefix), String(suffix)]
    }

    /// FNV-1a over the key's scalar values (the browser computes the same over code points).
    package static func hash(_ key: String) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for scalar in key.unicodeScalars { hash = (hash ^ scalar.value) &* 16_777_619 }
        return hash
    }

    package static func bucket(of key: String, count: Int) -> Int { Int(hash(key) % UInt32(count)) }

    /// `search/f/<number>.js` of every bucket.
    package func files() -> [OutputFile] { buckets.indices.map(file) }

    /// `search/f/<number>.js`: bucket `number`.
    package func file(_ number: Int) -> OutputFile {
        var out = Array("PreceptSearch.fuzzy(\(number),".utf8)
        JS.appendArray(buckets[number], to: &out)
        out.append(contentsOf: ");\n".utf8)
        return OutputFile(path: Self.path(number), chunks: [.bytes(out)])
    }

    package static func path(_ number: Int) -> String { "search/f/\(number).js" }
}
