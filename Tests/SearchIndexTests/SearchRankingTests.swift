import Testing

@testable import SearchIndex

struct SearchRankingTests {
    let ranking = SearchRanking.standard

    @Test func fieldsRankTitleOverHeadingsOverRulesOverBody() {
        let order: [SearchField] = [.title, .heading, .rule, .body]
        for match in SearchRanking.Match.allCases {
            let scores = order.map { ranking.score(field: $0, match: match, count: 1) }
            #expect(scores == scores.sorted(by: >) && Set(scores).count == scores.count, "\(match)")
        }
    }

    @Test func exactBeatsPrefixBeatsTypoInEveryField() {
        for field in SearchField.allCases {
            let scores = SearchRanking.Match.allCases.map { ranking.score(field: field, match: $0, count: 1) }
            #expect(scores[0] > scores[1] && scores[1] > scores[2], "\(field)")
        }
    }

    @Test(arguments: [
        ("contrast", "contrast", SearchRanking.Match.exact),
        ("cont", "contrast", .prefix),
        ("contrst", "contrast", .typo),
        ("contarst", "contrast", .typo),
        ("contrasts", "contrast", .typo),
        ("xontrast", "contrast", .typo),
        ("cintrast", "contrast", .typo),
        ("ocntrast", "contrast", .typo),
        ("contrasy", "contrast", .typo),
        ("xintrast", "contrast", nil),
        ("colour", "co1our", nil),
        ("dakr", "dark", nil),
        ("colr", "color", nil),
        ("0088fe", "0088ff", nil),
    ])
    func matching(query: String, term: String, expected: SearchRanking.Match?) {
        #expect(SearchRanking.match(query: query, term: term) == expected)
    }

    static let documents = [
        SearchDocument(
            title: "Buttons", url: "buttons.html", group: "Components",
            sections: [
                .init(anchor: nil, title: "Buttons", text: "Buttons start actions. Their contrast must be clear."),
                .init(anchor: "contrast", title: "Contrast", text: "Check it."),
            ]),
        SearchDocument(
            title: "Contrast", url: "contrast.html", group: "Foundations",
            sections: [.init(anchor: nil, title: "Contrast", text: "Ratios.")]),
        SearchDocument(
            title: "Color", url: "color.html", group: "Foundations",
            sections: [.init(anchor: nil, title: "Color", text: "Contrasting colors.")],
            colors: [
                .init(name: "Blue", localizedName: nil, apis: ["blue"], hexValues: ["#0088FF"], anchor: "system", colorId: "c")
            ],
            rules: [.init(id: "color/contrast", lead: "Keep contrast high.", anchor: "r")]),
        SearchDocument(
            title: "Color and contrast", url: "color-and-contrast.html", group: "Components",
            sections: [.init(anchor: nil, title: "Color and contrast", text: "Both.")]),
    ]

    @Test func titleThenHeadingThenRuleThenBody() {
        let results = SearchEngine(index: SearchIndex(documents: Self.documents)).search("contrast")
        // Contrast (title, shortest), Color and contrast (title), Buttons (heading), Color (rule lead).
        #expect(results.map(\.page) == [1, 3, 0, 2])
        #expect(results[2].entries.first == "s1")
        #expect(results[3].entries.first == "r0")
    }

    @Test func everyTermMustMatch() {
        let engine = SearchEngine(index: SearchIndex(documents: Self.documents))
        #expect(engine.search("color contrast").map(\.page) == [3, 2])
        #expect(engine.search("buttons ratios").isEmpty)
    }

    @Test func colorValuesFindTheColor() {
        let engine = SearchEngine(index: SearchIndex(documents: Self.documents))
        for query in ["#0088FF", "0088ff", "0 136 255"] {
            let results = engine.search(query)
            #expect(results.map(\.page) == [2] && results.first?.entries == ["c0"], "\(query)")
        }
    }

    @Test func exactOutranksPrefixOutranksTypo() {
        let documents = ["Layout", "Layouts guide", "Lajout"].map {
            SearchDocument(title: $0, url: "\($0).html", group: "G", sections: [.init(anchor: nil, title: $0, text: "")])
        }
        let engine = SearchEngine(index: SearchIndex(documents: documents))
        #expect(engine.search("layout").map(\.page) == [0, 1, 2])
    }
}
