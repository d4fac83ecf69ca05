import Testing

@testable import Guidelines

@Suite struct ColorNotationParserTests {
    let parser = ColorNotationParser.standard

    @Test(arguments: [
        ("R-255,G-56,B-60", 255, 56, 60, ColorValue.Notation.rgbLabeled),
        ("R 0 G 122 B 255", 0, 122, 255, .rgbLabeled),
        ("![R-30,G-110,B-244](img.png)", 30, 110, 244, .rgbLabeled),
        ("rgb(255, 56, 60)", 255, 56, 60, .cssRGB),
        ("rgba(255,56,60,0.5)", 255, 56, 60, .cssRGB),
        ("rgb(100% 0% 50%)", 255, 0, 128, .cssRGB),
        ("#F00", 255, 0, 0, .hex),
        ("`#ff383c`", 255, 56, 60, .hex),
        ("#FF383CCC", 255, 56, 60, .hex),
        ("255,56,60", 255, 56, 60, .triplet),
        ("value: 12, 34, 56 (approx.)", 12, 34, 56, .triplet),
    ])
    func readsEveryNotation(text: String, r: Int, g: Int, b: Int, notation: ColorValue.Notation) throws {
        guard case .value(let value, _) = parser.parse(text) else {
            Issue.record("no value in \(text)")
            return
        }
        #expect([Int(value.red), Int(value.green), Int(value.blue)] == [r, g, b])
        #expect(value.notation == notation)
    }

    @Test func alphaIsKept() {
        guard case .value(let hex, _) = parser.parse("#FF383CCC"), case .value(let css, _) = parser.parse("rgba(1, 2, 3, 0.25)") else {
            Issue.record("values expected")
            return
        }
        #expect(abs(hex.alpha - 0.8) < 0.001)
        #expect(css.alpha == 0.25)
        #expect(hex.hex == "#FF383CCC")
    }

    @Test func displayP3KeepsItsComponents() {
        guard case .value(let value, _) = parser.parse("color(display-p3 1 0.22 0.24)") else {
            Issue.record("value expected")
            return
        }
        #expect(value.colorSpace == .displayP3)
        #expect(value.displayP3 == [1, 0.22, 0.24])
        #expect(value.notation == .displayP3)
    }

    @Test(arguments: ["R-256,G-0,B-0", "rgb(300, 0, 0)", "color(display-p3 1.2 0 0)", "rgba(1, 2, 3, 1.5)"])
    func outOfRangeIsReported(text: String) {
        guard case .invalid(_, _, _, let outOfRange) = parser.parse(text) else {
            Issue.record("expected invalid for \(text)")
            return
        }
        #expect(outOfRange)
    }

    @Test(arguments: ["R-255,G-56", "#GG0000", "rgb(1, 2)"])
    func malformedValuesAreInvalidNotMissing(text: String) {
        guard case .invalid(let message, _, _, let outOfRange) = parser.parse(text) else {
            Issue.record("expected invalid for \(text)")
            return
        }
        #expect(!outOfRange)
        #expect(message.contains("cannot read"))
    }

    @Test func wordsAreNotColors() {
        #expect(parser.parse("Use it for links") == .none)
        #expect(ColorNotationParser.isBlank(" — "))
    }

    /// Found by the color-notation fuzzer (Fuzz/): a component too large for `Int` trapped while the message was
    /// formatted (`Double value cannot be converted to Int`).
    @Test(arguments: [
        "rgb(99999999999999999999, 0, 0)", "R-99999999999999999999,G-0,B-0", "rgba(1, 2, 3, 99999999999999999999)",
        "rgb(-99999999999999999999%, 0, 0)", "rgb(\(String(repeating: "9", count: 400)), 0, 0)",
    ])
    func hugeComponentsAreOutOfRangeNotATrap(text: String) {
        guard case .invalid(let message, _, _, let outOfRange) = parser.parse(text) else {
            Issue.record("expected invalid for \(text)")
            return
        }
        #expect(outOfRange)
        #expect(message.contains("is outside 0…"))
    }
}
