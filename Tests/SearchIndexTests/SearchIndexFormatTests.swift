import Foundation
import TestSupport
import Testing

@testable import SearchIndex

struct SearchIndexFormatTests {
    static let documents = [
        SearchDocument(
            title: "Color", url: "foundations/color.html", group: "Foundations", aliases: ["colour"],
            sections: [
                .init(anchor: nil, title: "Color", text: "Color tells people what they can tap."),
                .init(anchor: "system-colors", title: "System colors", text: "Values for every appearance."),
            ],
            colors: [
                .init(
                    name: "Blue", localizedName: "蓝色", apis: ["systemBlue"], hexValues: ["#0088FF", "#0091FF"],
                    anchor: "system-colors", colorId: "color-system-colors-blue")
            ],
            rules: [.init(id: "color/use-color-sparingly", lead: "Use color sparingly.", anchor: "rule-use-color-sparingly")]),
        SearchDocument(
            title: "Typography", url: "foundations/typography.html", group: "Foundations",
            sections: [.init(anchor: nil, title: "Typography", text: "Choose type that stays legible; color and weight.")]),
    ]

    @Test func smallNumbersTakeOneCharacter() {
        #expect(SearchPostingCodec.encode([0, 31]) == "0V")
        #expect(SearchPostingCodec.encode([32]).count == 2)
    }

    // What the writers write is read by the shipped search.js: ShippedPostingReaderTests.

    @Test func colorsAreIndexedByNameLocalizedNameAPIAndValue() {
        let index = SearchIndex(documents: Self.documents)
        for term in ["blue", "蓝色", "systemblue", "system", "0088ff", "0091ff"] {
            let places = index.terms[term] ?? []
            #expect(places.contains { $0.page == 0 && $0.field == .color && $0.entry == 0 }, "\(term)")
        }
        #expect(index.terms["blue"]?.first { $0.field == .color }?.count == 2, "Blue and systemBlue")
        #expect(index.terms["rule-use-color-sparingly"] == nil)
        #expect(index.terms["sparingly"] == [SearchPosting(page: 0, field: .rule, entry: 0)])
        #expect(index.terms["colour"] == [SearchPosting(page: 0, field: .alias, entry: 0)])
    }

    /// What is deprecated is listed under a term no query can be, and the records say it for the results to show.
    @Test func deprecatedPagesColorsAndRulesAreListedAndRecorded() throws {
        var documents = Self.documents
        documents[0].colors[0].deprecated = true
        documents[0].rules[0].deprecated = true
        documents[1].deprecated = "Use Type"
        let index = SearchIndex(documents: documents)
        #expect(
            index.terms[SearchIndex.deprecatedTerm]
                == [
                    .init(page: 0, field: .color, entry: 0), .init(page: 0, field: .rule, entry: 0),
                    .init(page: 1, field: .title, entry: 0),
                ])
        #expect(index.sortedTerms.first == SearchIndex.deprecatedTerm)
        #expect(SearchQuery("! deprecated").terms == ["deprecated"])
        let writer = SearchIndexWriter()
        let color = String(decoding: writer.record(documents[0]), as: UTF8.self)
        #expect(color.contains(##"[["system-colors","color-system-colors-blue","Blue","蓝色",["systemBlue"],["#0088FF","#0091FF"],1]]"##))
        #expect(color.contains(#""r":[["rule-use-color-sparingly","Use color sparingly.",1]]}"#))
        #expect(String(decoding: writer.record(documents[1]), as: UTF8.self).hasSuffix(#","r":[],"d":"Use Type"}"#))
        #expect(!String(decoding: writer.record(Self.documents[1]), as: UTF8.self).contains(#""d":"#))
        let engine = SearchEngine(index: index)
        #expect(engine.isDeprecated(page: 1) && !engine.isDeprecated(page: 0))
        #expect(engine.isDeprecated(page: 0, entry: "c0") && engine.isDeprecated(page: 0, entry: "r0"))
        #expect(engine.search("!").isEmpty)
    }

    @Test func shardsAreConsecutiveRunsOfSortedTerms() {
        let index = SearchIndex(documents: Self.documents)
        let shards = SearchIndexWriter(shardBytes: 40).shards(of: index)
        #expect(shards.count > 1)
        #expect(shards.flatMap { $0.map(\.term) } == index.sortedTerms)
    }

    @Test func shardsGrowToStayWithinTheBudget() {
        let index = SearchIndex(documents: Self.documents)
        let free = SearchIndexWriter(shardBytes: 40).shards(of: index)
        let bounded = SearchIndexWriter(shardBytes: 40, shardBudget: 3).shards(of: index)
        #expect(free.count > 3)
        #expect(bounded.count <= 3 && bounded.count > 1)
        #expect(bounded.flatMap { $0.map(\.term) } == index.sortedTerms)
    }

    @Test func filesAreScriptsThatRegisterThemselves() throws {
        let index = SearchIndex(documents: Self.documents)
        let files = SearchIndexWriter(shardBytes: 60).files(for: index)
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) })
        let manifest = try #require(byPath["search/index.js"])
        #expect(
            manifest.hasPrefix(
                "PreceptSearch.manifest({\"v\":4,\"pages\":2,\"pack\":1,\"fields\":[100,70,40,35,20,5],\"matches\":[1,0.5,0.35],\"low\":0.5,\"fuzzy\":1,"
            ))
        let json = String(manifest.dropFirst("PreceptSearch.manifest(".count).dropLast(3))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let shardList = try #require(object["shards"] as? [[Any]])
        for (n, entry) in shardList.enumerated() {
            let text = try #require(byPath["search/t/\(n).js"])
            #expect(text.hasPrefix("PreceptSearch.shard(\(n),["))
            #expect(entry[1] as? Int == text.utf8.count, "the manifest records each shard's size")
        }
        let page = try #require(byPath["search/p/0.js"])
        #expect(page.hasPrefix("PreceptSearch.pack(0,[{\"t\":\"Color\","))
        // The first section's heading is the title, shown from "t"; a rule is its anchor and lead.
        #expect(page.contains("\"s\":[[null,\"\",\"Color tells people what they can tap.\"],[\"system-colors\",\"System colors\","))
        #expect(page.contains("\"r\":[[\"rule-use-color-sparingly\",\"Use color sparingly.\"]]"))
        #expect(
            page.contains(
                "\"c\":[[\"system-colors\",\"color-system-colors-blue\",\"Blue\",\"蓝色\",[\"systemBlue\"],[\"#0088FF\",\"#0091FF\"]]]"))
        let fuzzy = try #require(byPath["search/f/0.js"])
        #expect(fuzzy.hasPrefix("PreceptSearch.fuzzy(0,[") && fuzzy.contains("\"typography\"") && !fuzzy.contains("\"0088ff\""))
        #expect(files.count == 1 + shardList.count + 1 + 2)
    }

    @Test func recordsArePackedInPageOrder() throws {
        let documents = (0..<5).map { n in
            SearchDocument(title: "Page \(n)", url: "p\(n).html", group: "G", sections: [.init(anchor: nil, title: "Page \(n)", text: "")])
        }
        let files = SearchIndexWriter(packSize: 2).files(for: SearchIndex(documents: documents))
        let packs = files.filter { $0.path.hasPrefix("search/p/") }.map(\.path).sorted()
        #expect(packs == ["search/p/0.js", "search/p/1.js", "search/p/2.js"])
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.data, as: UTF8.self)) })
        #expect(
            byPath["search/p/1.js"]
                == "PreceptSearch.pack(1,[{\"t\":\"Page 2\",\"u\":\"p2.html\",\"g\":\"G\",\"a\":[],\"s\":[[null,\"\"]],\"c\":[],\"r\":[]},"
                + "{\"t\":\"Page 3\",\"u\":\"p3.html\",\"g\":\"G\",\"a\":[],\"s\":[[null,\"\"]],\"c\":[],\"r\":[]}]);\n")
        #expect(byPath["search/p/2.js"]?.hasPrefix("PreceptSearch.pack(2,[{\"t\":\"Page 4\",") == true)
        #expect(byPath["search/p/2.js"]?.contains("Page 3") == false)
        #expect(byPath["search/index.js"]?.contains("\"pages\":5,\"pack\":2,") == true)
    }

    @Test func recordsKeepAnExcerptOfLongSections() throws {
        let words = (1...60).map { "word\($0)" }.joined(separator: " ")
        let document = SearchDocument(
            title: "Long", url: "long.html", group: "G",
            sections: [.init(anchor: nil, title: "Long", text: "Short text."), .init(anchor: "more", title: "More", text: words)])
        let record = String(decoding: SearchIndexWriter().record(document), as: UTF8.self)
        #expect(record.contains("[null,\"\",\"Short text.\"]"))
        // The first 160 characters end inside "word25": cut back to the space after "word24".
        let kept = (1...24).map { "word\($0)" }.joined(separator: " ")
        #expect(record.contains("[\"more\",\"More\",\"\(kept)…\"]"))
        // The shards index the whole text, the part past the excerpt included.
        #expect(SearchIndex(documents: [document]).terms["word60"] != nil)
    }

    @Test(arguments: [(0, 1), (1, 1), (640, 1), (641, 2), (1280, 2), (1281, 4), (10_000, 16), (10_240, 16), (10_241, 32)])
    func packsGrowByPowersOfTwoToStayWithinTheBudget(pages: Int, size: Int) {
        #expect(SearchIndexWriter.packSize(forPages: pages) == size)
        #expect(SearchIndexWriter().packCount(documentCount: pages) <= 640)
    }

    @Test(arguments: [
        ("short", 10, "short"),
        ("exactly ten", 11, "exactly ten"),
        ("alpha beta gamma", 12, "alpha beta…"),
        ("alpha beta gamma", 10, "alpha beta…"),
        ("alpha beta gamma", 9, "alpha…"),
        ("alpha, beta gamma", 8, "alpha…"),
        ("颜色颜色颜色颜色", 5, "颜色颜色颜…"),
        ("a verylongwordwithoutspaces", 10, "a verylong…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}e\u{301}…"),
    ])
    func excerptsCutAtAWordBoundary(text: String, limit: Int, expected: String) {
        #expect(SearchExcerpt.excerpt(text, limit: limit) == expected)
    }

    /// The escaping rules, spelled out scalar by scalar: the byte-level `JS.string` must agree on any text.
    static func referenceEscape(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func scriptStringsAgreeWithTheScalarRules() throws {
        var generator = SplitMix64(state: 20_261_204)
        let pieces: [String] = [
            "a", "Z", " ", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "<", ">", "/", "\u{2028}", "\u{2029}",
            "\u{2026}", "\u{20AC}", "\u{2013}", "é", "蓝", "🎨", "\u{E2}",
        ]
        for _ in 0..<2000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(JS.string(text) == Self.referenceEscape(text), "\(Array(text.unicodeScalars))")
            let decoded = try JSONSerialization.jsonObject(with: Data(JS.string(text).utf8), options: .fragmentsAllowed) as? String
            #expect(decoded == text)
        }
    }

    @Test func scriptTextCannotCloseTheScriptElement() {
        #expect(JS.string("</script><b>\u{2028}\"\\") == "\"\\u003c/script>\\u003cb>\\u2028\\\"\\\\\"")
    }
}
