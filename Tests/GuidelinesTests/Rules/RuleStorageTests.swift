import Foundation
import Testing

@testable import Guidelines

/// A rule keeps its anchor and text hash in a compact form (issue 19's memory target); what it gives back,
/// codes and compares is what it was given.
struct RuleStorageTests {
    private func rule(id: String, anchor: String, hash: String) -> Rule {
        Rule(
            id: id, anchor: anchor, lead: "Use color sparingly.", body: "It draws the eye.", kind: .prefer, section: "Best practices",
            sectionAnchor: "best-practices", textHash: hash, line: 3, column: 1, deprecated: nil)
    }

    @Test func theAnchorIsMadeFromTheIdUnlessItIsSomethingElse() {
        var usual = rule(id: "foundations/color/use-color-sparingly", anchor: "rule-use-color-sparingly", hash: "0123456789abcdef")
        #expect(usual.anchor == "rule-use-color-sparingly")
        #expect(Mirror(reflecting: usual).children.first { $0.label == "otherAnchor" }.map { "\($0.value)" } == "nil")
        usual.id = "moved/color/use-color-sparingly"
        #expect(usual.anchor == "rule-use-color-sparingly", "a page moved: the slug stays")
        var renamed = usual
        renamed.id = "moved/color/use-colour-sparingly"
        #expect(renamed.anchor == "rule-use-color-sparingly", "a new id leaves the anchor as it was")
        let unusual = rule(id: "color/use-color-sparingly", anchor: "rule-2", hash: "0123456789abcdef")
        #expect(unusual.anchor == "rule-2")
        #expect(rule(id: "top", anchor: "rule-top", hash: "").anchor == "rule-top", "an id without a folder")
        var changed = usual
        changed.anchor = "custom"
        #expect(changed.anchor == "custom" && changed != usual)
    }

    @Test func anAnchorIsRecognizedAsMadeFromItsIdByteForByte() {
        #expect(Rule.isAnchor("rule-use-color", madeFrom: "color/use-color"))
        #expect(Rule.isAnchor("rule-颜色", madeFrom: "指南/颜色"))
        #expect(Rule.isAnchor("rule-top", madeFrom: "top"))
        #expect(!Rule.isAnchor("rule-use-colo", madeFrom: "color/use-color"))
        #expect(!Rule.isAnchor("rule-use-colors", madeFrom: "color/use-color"))
        #expect(!Rule.isAnchor("rules-use-color", madeFrom: "color/use-color"))
        #expect(!Rule.isAnchor("rule-color/use-color", madeFrom: "color/use-color"))
        #expect(!Rule.isAnchor("", madeFrom: ""))
        #expect(Rule.isAnchor("rule-", madeFrom: "color/"))
    }

    @Test func theHashGivesBackWhatItWasGiven() {
        #expect(rule(id: "a/b", anchor: "rule-b", hash: "00f0a1b2c3d4e5f6").textHash == "00f0a1b2c3d4e5f6")
        #expect(rule(id: "a/b", anchor: "rule-b", hash: "ffffffffffffffff").textHash == "ffffffffffffffff")
        for other in ["", "00F0A1B2C3D4E5F6", "00f0a1b2c3d4e5f", "00f0a1b2c3d4e5f60", "00f0a1b2c3d4e5fg", "not a hash"] {
            #expect(rule(id: "a/b", anchor: "rule-b", hash: other).textHash == other)
        }
        #expect(rule(id: "a/b", anchor: "rule-b", hash: "0000000000000000") != rule(id: "a/b", anchor: "rule-b", hash: ""))
        #expect(
            rule(id: "a/b", anchor: "rule-b", hash: "0000000000000001") != rule(id: "a/b", anchor: "rule-b", hash: "0000000000000002"))
    }

    @Test func jsonKeepsTheFieldsNamedAsBefore() throws {
        let given = rule(id: "color/use-color-sparingly", anchor: "rule-use-color-sparingly", hash: "0123456789abcdef")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(given), as: UTF8.self)
        #expect(
            json
                == #"{"anchor":"rule-use-color-sparingly","body":"It draws the eye.","column":1,"id":"color\/use-color-sparingly","#
                + #""kind":"prefer","lead":"Use color sparingly.","line":3,"section":"Best practices","sectionAnchor":"best-practices","#
                + #""textHash":"0123456789abcdef"}"#)
        #expect(try JSONDecoder().decode(Rule.self, from: Data(json.utf8)) == given)
    }
}
