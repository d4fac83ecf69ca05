import TestSupport
import Testing

@testable import SearchIndex

/// The typo table lists every term within one edit of a query under one of that query's two keys.
struct SearchFuzzyTableTests {
    /// Optimal-string-alignment distance by the textbook table: the reference the table is checked against.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    /// Every string one insertion, deletion, substitution or swap of neighbours away from `word`, over `alphabet`.
    static func edits(of word: String, alphabet: [Unicode.Scalar]) -> Set<String> {
        let w = Array(word.unicodeScalars)
        func make(_ s: [Unicode.Scalar]) -> String { String(String.UnicodeScalarView(s)) }
        var out = Set<String>()
        for i in 0...w.count {
            for c in alphabet { out.insert(make(Array(w[..<i]) + [c] + Array(w[i...]))) }
        }
        for i in w.indices {
            out.insert(make(Array(w[..<i]) + Array(w[(i + 1)...])))
            for c in alphabet where c != w[i] { out.insert(make(Array(w[..<i]) + [c] + Array(w[(i + 1)...]))) }
            if i + 1 < w.count { out.insert(make(Array(w[..<i]) + [w[i + 1], w[i]] + Array(w[(i + 2)...]))) }
        }
        out.remove(word)
        return out
    }

    /// Each term with whether the table lists it: four letters or more, no digit and no CJK (한국어입니다 is Hangul).
    @Test(arguments: [
        ("contrast", true), ("color", true), ("layout", true), ("toolbar", true), ("kontrast", true), ("spacing", true),
        ("dark", true), ("naïve", true), ("accessibility", true), ("한국어입니다", false),
    ])
    func everyOneEditQueryFindsTheTermUnderOneOfItsKeys(term: String, listed: Bool) {
        #expect(SearchFuzzyTable.isCandidate(term) == listed)
        guard listed else { return }
        let termKeys = Set(SearchFuzzyTable.termKeys(term))
        let alphabet = Array("abcnortsxé".unicodeScalars)
        var checked = 0
        for query in Self.edits(of: term, alphabet: alphabet) where SearchQuery.allowsTypo(query) {
            #expect(Self.distance(Array(query.unicodeScalars), Array(term.unicodeScalars)) == 1)
            let shared = termKeys.intersection(SearchFuzzyTable.queryKeys(query))
            #expect(!shared.isEmpty, "\(query) → \(term)")
            checked += 1
        }
        #expect(checked > 0, "no one-edit query of \(term) allows a typo, so nothing was checked")
    }

    @Test func theKeysOfAQueryAreItsHalvesLessTheMiddleLetter() {
        #expect(SearchFuzzyTable.queryKeys("cintrast") == ["<cin", ">rast"])
        #expect(SearchFuzzyTable.queryKeys("kontrast") == ["<kon", ">rast"])
        #expect(SearchFuzzyTable.queryKeys("color") == ["<co", ">or"])
        #expect(SearchFuzzyTable.termKeys("dark") == ["<da", ">rk"])
    }

    /// The hash the browser computes too (`fuzzyBucket` in search.js); values from FNV-1a's definition.
    @Test func keysHashWithFNV1aOverScalars() {
        #expect(SearchFuzzyTable.hash("<con") == 17_373_521)
        #expect(SearchFuzzyTable.hash(">rast") == 2_776_536_479)
        #expect(SearchFuzzyTable.hash("<한국") == 3_160_577_048)
    }

    @Test func termsWithDigitsOrCJKOrUnderFourLettersAreNotListed() {
        #expect(SearchFuzzyTable.isCandidate("dark"))
        #expect(!SearchFuzzyTable.isCandidate("red"))
        #expect(!SearchFuzzyTable.isCandidate("0088ff"))
        #expect(!SearchFuzzyTable.isCandidate("color2"))
        #expect(!SearchFuzzyTable.isCandidate("颜色颜色"))
        let table = SearchFuzzyTable(terms: ["red", "0088ff", "颜色"])
        #expect(table.buckets == [[]])
    }

    /// Over many buckets, the buckets of a query's keys hold every listed term within one edit of it.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func bucketsHoldEveryCandidate(seed: UInt64) {
        var rng = SplitMix64(state: seed)
        let letters = Array("aeiorstnlc".unicodeScalars)
        let terms = (0..<1_500).map { _ in
            String(String.UnicodeScalarView((0..<Int.random(in: 3...9, using: &rng)).map { _ in letters.randomElement(using: &rng)! }))
        }
        let table = SearchFuzzyTable(terms: terms, bucketBytes: 1_000)
        #expect(table.buckets.count > 20)
        let listed = Set(table.buckets.joined())
        for term in Set(terms) { #expect(listed.contains(term) == SearchFuzzyTable.isCandidate(term)) }
        for _ in 0..<100 {
            let query = terms.randomElement(using: &rng)!
            guard SearchQuery.allowsTypo(query) else { continue }
            let buckets = Set(SearchFuzzyTable.queryKeys(query).map { SearchFuzzyTable.bucket(of: $0, count: table.buckets.count) })
            let found = Set(buckets.flatMap { table.buckets[$0] })
            for term in listed where Self.distance(Array(query.unicodeScalars), Array(term.unicodeScalars)) == 1 {
                #expect(found.contains(term), "\(query) → \(term)")
            }
        }
    }

    // Which pages a typo finds, and in what order, is tested on the shipped search.js in Chromium
    // (Tests/Browser/search_ranking_test.py: the typos, found-first and cjk fixtures).
}

struct SearchFuzzyTableHashTests {
    /// The table hashes keys without making them; the hashes are those of the keys.
    @Test(arguments: ["contrast", "dark", "naïve", "accessibility", "kontrast"])
    func keyHashesAreTheHashesOfTheKeys(term: String) {
        let scalars = Array(term.unicodeScalars)
        for length in 5...12 {
            #expect(
                SearchFuzzyTable.keyHashes(scalars, queryLength: length)
                    == SearchFuzzyTable.keys(scalars, queryLength: length).map(SearchFuzzyTable.hash))
        }
    }
}
