import Testing

@testable import Templates

@Suite("TemplateValueEncoder")
struct TemplateValueEncoderTests {
    struct Link: Encodable {
        var title: String
        var url: String
    }

    struct Card: Encodable {
        var title: String
        var summary: String?
        var weight: Int
        var ratio: Double
        var isNew: Bool
        var tags: [String]
        var links: [Link]
        var next: Link?
        var extra: [String: Int]
    }

    @Test func structsBecomeObjectsWithEveryField() throws {
        let card = Card(
            title: "Color", summary: "Use it well.", weight: 2, ratio: 1.5, isNew: true, tags: ["iOS"],
            links: [Link(title: "Type", url: "type.html")], next: Link(title: "Motion", url: "motion.html"), extra: ["a": 1])
        let value = try TemplateValueEncoder().encode(card)
        #expect(
            value
                == [
                    "title": "Color", "summary": "Use it well.", "weight": 2, "ratio": 1.5, "isNew": true, "tags": ["iOS"],
                    "links": [["title": "Type", "url": "type.html"]], "next": ["title": "Motion", "url": "motion.html"],
                    "extra": ["a": 1],
                ])
    }

    @Test func nilOptionalsAreLeftOutAndEmptyCollectionsKept() throws {
        let card = Card(title: "T", summary: nil, weight: 0, ratio: 0, isNew: false, tags: [], links: [], next: nil, extra: [:])
        let value = try TemplateValueEncoder().encode(card)
        #expect(value["summary"] == nil)
        #expect(value["next"] == nil)
        #expect(value["tags"] == .list([]))
        #expect(value["extra"] == .object([:]))
        #expect(value["isNew"] == .bool(false))
    }

    @Test func scalarsAndListsAtTheTop() throws {
        #expect(try TemplateValueEncoder().encode("text") == .string("text"))
        #expect(try TemplateValueEncoder().encode(UInt8(7)) == .number(7))
        #expect(try TemplateValueEncoder().encode([true, false]) == .list([.bool(true), .bool(false)]))
        #expect(try TemplateValueEncoder().encode([String?.none, "x"]) == .list([.null, .string("x")]))
    }

    /// Two encodings into one encoder merge into one object, the way views combine their parts.
    @Test func containersRequestedTwiceMerge() throws {
        struct Both: Encodable {
            func encode(to encoder: any Encoder) throws {
                try Link(title: "a", url: "b").encode(to: encoder)
                var container = encoder.container(keyedBy: Key.self)
                try container.encode("raw", forKey: .body)
                var nested = container.nestedUnkeyedContainer(forKey: .list)
                try nested.encode(1)
                try nested.encodeNil()
            }
            enum Key: String, CodingKey { case body, list }
        }
        #expect(try TemplateValueEncoder().encode(Both()) == ["title": "a", "url": "b", "body": "raw", "list": [1, nil]])
    }
}
