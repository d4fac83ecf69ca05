import Testing

@testable import ColorExport

@Suite struct ExportJSONTests {
    @Test func stringsAreEscaped() {
        #expect(ExportJSON.quoted("a\"b\\c\nd\u{01}/é") == #""a\"b\\c\nd\u0001/é""#)
    }

    @Test(arguments: [(1.0, "1"), (0.0, "0"), (0.5, "0.5"), (-2.0, "-2"), (56.0 / 255, "0.2196078431372549")])
    func numbersAreShortestRoundTrip(value: Double, expected: String) {
        #expect(ExportJSON.number(value) == expected)
    }

    @Test func standardKeepsOrderAndXcodeSortsKeys() {
        let json: ExportJSON = .object([("b", .number(1)), ("a", .array([.number(1), .string("x")])), ("c", .object([]))])
        #expect(json.rendered() == "{\n  \"b\": 1,\n  \"a\": [1, \"x\"],\n  \"c\": {}\n}\n")
        #expect(json.rendered(style: .xcode) == "{\n  \"a\" : [\n    1,\n    \"x\"\n  ],\n  \"b\" : 1,\n  \"c\" : {}\n}\n")
    }

    @Test(arguments: [(1.0, "1.000"), (0.22, "0.220"), (0.2196, "0.2196"), (0.123456789, "0.123457"), (0, "0.000")])
    func xcodeDecimals(value: Double, expected: String) {
        #expect(ColorComponentText.xcode(value) == expected)
    }

    @Test(arguments: [(1.0, "1"), (0.22, "0.22"), (0.125, "0.125"), (-0.0000001, "0")])
    func cssDecimals(value: Double, expected: String) {
        #expect(ColorComponentText.decimal(value) == expected)
    }

    @Test func hexComponentsArePaddedAndClamped() {
        #expect(ColorComponentText.xcodeHex(10) == "0x0A")
        #expect(ColorComponentText.xcodeHex(300) == "0xFF")
    }
}
