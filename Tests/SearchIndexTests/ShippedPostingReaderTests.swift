import Foundation
import TestSupport
import Testing

@testable import SearchIndex

/// What the Swift writers put in a shard's posting lists (`SearchPostingCodec.encode`, `append`, the term table's
/// `write`) read back through the reader the site ships: `decodeNumbers` and `eachPosting` of
/// `templates/assets/search.js`, run under `node`. A list that is not whole (a character outside the alphabet, a
/// number or a page group cut short, a field no writer writes) reads as nothing, never as other places.
@Suite struct ShippedPostingReaderTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("templates/assets/search.js")

    /// One list as the shipped script reads it: its numbers (nil when they do not decode) and the
    /// `[page, field, entry, count]` of every posting `eachPosting` visits.
    struct Reading: Decodable, Equatable {
        var numbers: [Int]?
        var postings: [[Int]]
    }

    /// Loads search.js once in a `node` context and reads every list with it.
    static func read(_ lists: [String]) throws -> [Reading] {
        let harness = """
            const fs = require("fs"), vm = require("vm");
            const context = { window: {}, document: { readyState: "complete", getElementById: () => null } };
            context.PreceptSearch = context.window.PreceptSearch = {};
            vm.createContext(context);
            vm.runInContext(fs.readFileSync(process.argv[1], "utf8"), context);
            const PS = context.PreceptSearch;
            const readings = JSON.parse(fs.readFileSync(process.argv[2], "utf8")).map((list) => {
              const postings = [];
              PS.eachPosting(list, (page, field, entry, count) => postings.push([page, field, entry, count]));
              return { numbers: PS.decodeNumbers(list), postings: postings };
            });
            console.log(JSON.stringify(readings));
            """
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("precept-postings-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        try JSONEncoder().encode(lists).write(to: input)
        let data = try NodeScript.run(harness, arguments: [script.path, input.path])
        let readings = try JSONDecoder().decode([Reading].self, from: data)
        #expect(readings.count == lists.count)
        return readings
    }

    static func row(_ posting: SearchPosting) -> [Int] {
        [posting.page, posting.field.rawValue, posting.entry, min(posting.count, 4)]
    }

    /// Random numbers below 2^53 (what a JS number holds exactly), of every digit count from one to eleven.
    @Test func numbersTheWritersWriteReadBack() throws {
        var generator = SplitMix64(state: 48_004)
        var lists: [[Int]] = [[], [0], [31], [32], [1023], [1024], [(1 << 53) - 1]]
        for _ in 0..<300 {
            lists.append(
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                    Int.random(in: 0..<(1 << Int.random(in: 1...53, using: &generator)), using: &generator)
                })
        }
        var encoded = lists.map { SearchPostingCodec.encode($0) }
        for numbers in lists {
            var bytes: [UInt8] = []
            for number in numbers { SearchPostingCodec.append(number, to: &bytes) }
            encoded.append(String(decoding: bytes, as: UTF8.self))
        }
        let readings = try Self.read(encoded)
        #expect(readings.map(\.numbers) == (lists + lists).map { Optional($0) })
    }

    /// Random postings, several to a page and pages far apart, come back in page order and code order.
    @Test func postingsTheWriterWritesReadBack() throws {
        var generator = SplitMix64(state: 48_041)
        var lists: [[SearchPosting]] = []
        for _ in 0..<200 {
            lists.append(
                (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                    SearchPosting(
                        page: Int.random(in: 0..<(Bool.random(using: &generator) ? 8 : 100_000), using: &generator),
                        field: SearchField.allCases.randomElement(using: &generator)!,
                        entry: Int.random(in: 0..<(Bool.random(using: &generator) ? 4 : 5_000), using: &generator),
                        count: Int.random(in: 1...6, using: &generator))
                })
        }
        let readings = try Self.read(lists.map { SearchPostingCodec.encode($0) })
        #expect(readings.count == lists.count)
        for (postings, reading) in zip(lists, readings) {
            // Within a page, by code: entry, then field, then count.
            let expected = postings.map(Self.row).sorted { ($0[0], $0[2], $0[1], $0[3]) < ($1[0], $1[2], $1[1], $1[3]) }
            #expect(reading.postings == expected)
        }
        #expect(lists.contains { $0.count >= 10 } && lists.contains(where: \.isEmpty))
    }

    /// The term table writes the lists the site's shards hold, one page at a time; the shipped reader finds in
    /// them every place the index has for the term, counts capped at 4.
    @Test func theTermTablesListsReadAsTheIndexsPostings() throws {
        let documents = SearchTermTableTests.documents
        var table = SearchTermTable()
        for (page, document) in documents.enumerated() {
            table.add(SearchPageTerms(document: document, page: page, tokenizer: SearchTokenizer()))
        }
        let encoded = table.sortedEncodedTerms()
        let index = SearchIndex(documents: documents)
        let readings = try Self.read(encoded.map(\.postings))
        #expect(readings.count == encoded.count && encoded.count == index.terms.count)
        for ((term, _), reading) in zip(encoded, readings) {
            #expect(reading.postings == (index.terms[term] ?? []).map(Self.row), "\(term)")
        }
        // "contrast" occurs five times in the first page's opening text: read as 4.
        let contrast = try #require(encoded.firstIndex { $0.term == "contrast" })
        #expect(readings[contrast].postings.contains([0, SearchField.body.rawValue, 0, 4]))
    }

    /// Damaged lists: the numbers that do not decode are nil, and no list that is not whole visits anything
    /// (not even the whole groups before the damage).
    @Test(arguments: [
        ("W", false),  // 'W' = 32: a continuation with nothing after it
        ("!", false),  // not a digit
        ("11!4", false),
        ("114 ", false),
        ("11\u{E9}4", false),
        ("114W", false),  // a whole group, then a number cut short
        ("1", true),  // a page delta with no count
        ("13", true),  // three codes announced, none there
        ("1140", true),  // a whole group, then a page delta alone
        ("11402", true),  // a whole group, then a group with two codes announced and none there
        ("11402M", true),  // ... and one of them there
        ("11O", true),  // 'O' = 24: field 6, which no writer writes
        ("11U", true),  // 'U' = 30: field 7
        ("11411O", true),  // a whole group, then one with field 6
    ])
    func aListThatIsNotWholeReadsAsNothing(list: String, decodes: Bool) throws {
        let reading = try #require(try Self.read([list]).first)
        #expect((reading.numbers != nil) == decodes, "\(reading)")
        #expect(reading.postings.isEmpty, "\(reading)")
    }

    /// The whole lists the damaged ones above are cut from, and the empty list, read as their places:
    /// 4 is field 1 (alias) with count 1, 22 ('M') field 5 (body) with count 3, 40 ('e1') entry 1 of field 2.
    @Test func theWholeListsRead() throws {
        let readings = try Self.read(["", "114", "11402Me1", "11M"])
        #expect(readings.map(\.numbers) == [[], [1, 1, 4], [1, 1, 4, 0, 2, 22, 40], [1, 1, 22]])
        #expect(readings.map(\.postings) == [[], [[1, 1, 0, 1]], [[1, 1, 0, 1], [1, 5, 0, 3], [1, 2, 1, 1]], [[1, 5, 0, 3]]])
    }
}
