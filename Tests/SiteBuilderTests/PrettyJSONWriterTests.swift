import Foundation
import Guidelines
import TestSupport
import Testing

@testable import SiteBuilder
@testable import SiteRendering

struct PrettyJSONWriterTests {
    static func foundation<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// Text with every kind of character the escaping distinguishes.
    static func text(_ generator: inout some RandomNumberGenerator) -> String {
        let pieces = [
            "a", "Rule", " ", "/", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1F}", "\u{7F}", "é", "蓝", "🎨",
            "\u{2028}", "<",
        ]
        return (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    @Test func rulesDocumentMatchesJSONEncoder() throws {
        var generator = SplitMix64(state: 20_261_204)
        for count in [0, 1, 3, 40] {
            let rules = (0..<count).map { _ in
                RulesAPI.Entry(
                    id: Self.text(&generator), page: Self.text(&generator), pageTitle: Self.text(&generator),
                    url: Self.text(&generator), lead: Self.text(&generator), body: Self.text(&generator), kind: "avoid",
                    section: Bool.random(using: &generator) ? nil : Self.text(&generator),
                    platforms: (0..<Int.random(in: 0...2, using: &generator)).map { _ in Self.text(&generator) },
                    hash: "abc", source: .init(file: Self.text(&generator), line: Int.random(in: 1...9999, using: &generator), column: 7))
            }
            let document = RulesAPI.Document(schemaVersion: RulesAPI.schemaVersion, rules: rules)
            #expect(RulesAPI.write(document) == (try Self.foundation(document)), "\(count) rules")
        }
    }

    @Test func pagesDocumentMatchesJSONEncoder() throws {
        var generator = SplitMix64(state: 20_261_204)
        func section(_ depth: Int) -> PagesAPI.Section {
            PagesAPI.Section(
                id: Self.text(&generator), title: Self.text(&generator),
                children: depth == 0 ? [] : (0..<Int.random(in: 0...2, using: &generator)).map { _ in section(depth - 1) })
        }
        for count in [0, 1, 5] {
            let pages = try (0..<count).map { _ in
                PagesAPI.Entry(
                    id: Self.text(&generator), title: Self.text(&generator), path: "a/b.html", source: "a/b.md",
                    group: Self.text(&generator), language: Self.text(&generator),
                    description: Bool.random(using: &generator) ? nil : Self.text(&generator),
                    summary: Bool.random(using: &generator) ? nil : Self.text(&generator), platforms: ["iOS", Self.text(&generator)],
                    aliases: [], alsoCalled: [Self.text(&generator)], reviewed: Bool.random(using: &generator) ? nil : "2026-01-02",
                    sections: (0..<Int.random(in: 0...3, using: &generator)).map { _ in section(2) },
                    changeLog: [
                        try JSONDecoder().decode(ChangeLogEntry.self, from: Data(#"{"date":"2026-01-02","changes":"Fixed \"x\"\n"}"#.utf8))
                    ])
            }
            let document = PagesAPI.Document(site: Self.text(&generator), pages: pages)
            #expect(PagesAPI.write(document) == (try Self.foundation(document)), "\(count) pages")
        }
    }
}
