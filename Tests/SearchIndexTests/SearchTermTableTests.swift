import Testing

@testable import SearchIndex

struct SearchTermTableTests {
    /// Three pages sharing terms in several fields, so a term's postings span pages and entries.
    static let documents = [
        SearchDocument(
            title: "Color and contrast", url: "a.html", group: "G", aliases: ["colour"],
            sections: [
                .init(anchor: nil, title: "Color and contrast", text: "Contrast matters. Contrast, contrast, contrast, contrast."),
                .init(anchor: "tint", title: "Tint color", text: "A tint marks what people can tap."),
            ],
            colors: [
                .init(
                    name: "Blue", localizedName: "蓝色", apis: ["systemBlue"], hexValues: ["#0088FF"], anchor: "tint",
                    colorId: "color-tint-blue")
            ],
            rules: [.init(id: "a/contrast", lead: "Check contrast in dark mode.", anchor: "rule-contrast")]),
        SearchDocument(
            title: "Layout", url: "b.html", group: "G", sections: [.init(anchor: nil, title: "Layout", text: "No shared words.")]),
        SearchDocument(
            title: "Contrast", url: "c.html", group: "G",
            sections: [.init(anchor: nil, title: "Contrast", text: "Tint and contrast, 对比度 and color.")]),
    ]

    @Test func pageTermsCountOccurrencesPerFieldEntry() {
        let terms = SearchPageTerms(document: Self.documents[0], page: 0, tokenizer: SearchTokenizer())
        let contrast = terms.terms["contrast"] ?? []
        #expect(contrast.first { $0.field == .body && $0.entry == 0 }?.count == 5)
        #expect(contrast.first { $0.field == .rule }?.count == 1)
        // The title slot holds the title's length in terms: "color", "and", "contrast".
        #expect(contrast.first { $0.field == .title }?.count == 3)
        #expect(contrast.map(\.code) == contrast.map(\.code).sorted())
        #expect(terms.terms["0088ff"] == [SearchPosting(page: 0, field: .color, entry: 0)])
    }

    @Test func tableEncodesWhatTheCodecEncodesForTheWholeIndex() {
        let index = SearchIndex(documents: Self.documents)
        var table = SearchTermTable()
        for (page, document) in Self.documents.enumerated() {
            table.add(SearchPageTerms(document: document, page: page, tokenizer: SearchTokenizer()))
        }
        let encoded = table.sortedEncodedTerms()
        #expect(encoded.map(\.term) == index.sortedTerms)
        for (term, postings) in encoded {
            #expect(postings == SearchPostingCodec.encode(index.terms[term] ?? []), "\(term)")
        }
        #expect(table.pageCount == 3)
        // What these lists read as in the browser (counts capped at 4): ShippedPostingReaderTests.
    }

    /// Tables that each take the terms of one hash shard hold, between them, exactly the whole table's terms.
    @Test(arguments: [2, 3, 7])
    func shardTablesTogetherHoldTheWholeTable(shards: Int) {
        let pageTerms = Self.documents.enumerated().map { SearchPageTerms(document: $1, page: $0, tokenizer: SearchTokenizer()) }
        var whole = SearchTermTable()
        var parts = Array(repeating: SearchTermTable(), count: shards)
        for terms in pageTerms {
            whole.add(terms)
            for shard in 0..<shards { parts[shard].add(terms, shard: shard, of: shards) }
        }
        let combined = parts.flatMap { $0.encodedTerms() }.sorted { SearchIndex.precedes($0.term, $1.term) }
        #expect(combined.map(\.term) == whole.sortedEncodedTerms().map(\.term))
        #expect(combined.map(\.postings) == whole.sortedEncodedTerms().map(\.postings))
        #expect(parts.filter { !$0.encodedTerms().isEmpty }.count > 1, "the terms are spread over the shards")
        let termSets = parts.map { Set($0.encodedTerms().map(\.term)) }
        #expect(termSets.reduce(0) { $0 + $1.count } == Set(combined.map(\.term)).count, "no term is in two shards")
    }

    /// Taking the terms (what a build does, to release each term's postings as it goes) gives what reading them
    /// gives, and leaves the table empty.
    @Test func takingTheTermsGivesTheSameTermsAndEmptiesTheTable() {
        var table = SearchTermTable()
        for (page, document) in Self.documents.enumerated() {
            table.add(SearchPageTerms(document: document, page: page, tokenizer: SearchTokenizer()))
        }
        let read = table.encodedTerms()
        #expect(read.count > 10)
        let taken = table.takeEncodedTerms()
        #expect(taken.map(\.term) == read.map(\.term))
        #expect(taken.map(\.postings) == read.map(\.postings))
        #expect(table.encodedTerms().isEmpty && table.pageCount == 0)
    }

}
