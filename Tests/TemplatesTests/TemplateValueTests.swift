import Testing

@testable import Templates

@Suite("TemplateValue")
struct TemplateValueTests {
    @Test func literalsBuildTheMatchingCases() {
        let value: TemplateValue = ["s": "text", "i": 3, "d": 0.5, "b": false, "l": [1, "two"], "n": nil]
        #expect(
            value
                == .object([
                    "s": .string("text"), "i": .number(3), "d": .number(0.5), "b": .bool(false),
                    "l": .list([.number(1), .string("two")]), "n": .null,
                ]))
    }

    @Test func interpolatedStringLiterals() {
        let count = 3
        let value: TemplateValue = "\(count) items"
        #expect(value == .string("3 items"))
    }

    @Test func duplicateDictionaryLiteralKeysKeepTheLast() {
        let value: TemplateValue = ["k": 1, "k": 2]
        #expect(value["k"] == .number(2))
    }

    @Test func subscriptReadsObjectsOnly() {
        let object: TemplateValue = ["k": "v"]
        #expect(object["k"] == "v")
        #expect(object["missing"] == nil)
        #expect(TemplateValue.list([])["k"] == nil)
    }

    @Test(arguments: [
        (85.0, "85"), (-3.0, "-3"), (0.0, "0"), (1.21, "1.21"), (1.1, "1.1"), (2.5e-7, "2.5e-07"),
        (123_456_789_012.0, "123456789012"), (1e300, "1e+300"), (-0.5, "-0.5"),
    ])
    func numbersFormatLikeTheSpecExpects(_ number: Double, _ expected: String) {
        #expect(TemplateValue.format(number) == expected)
    }

    @Test(arguments: [
        (TemplateValue.null, false), (.bool(false), false), (.bool(true), true), (.list([]), false),
        (.list([.null]), true), (.string(""), false), (.string("0"), true), (.number(0), true),
        (.object([:]), true),
    ])
    func truthiness(_ value: TemplateValue, _ expected: Bool) {
        #expect(value.isTruthy == expected)
    }

    @Test func valuesAreHashable() {
        let set: Set<TemplateValue> = [1, 1.0, "1", true, [1], ["a": 1]]
        #expect(set.count == 5)
    }
}
