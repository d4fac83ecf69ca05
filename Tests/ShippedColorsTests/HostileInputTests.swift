import ColorExport
import Diagnostics
import Foundation
import Guidelines
import Testing

@testable import ShippedColors

/// Inputs a review found breaking the readers or the matching: each was a crash, a hang or a false finding.
@Suite struct HostileInputTests {
    @Test(arguments: ["rgb(nan 0 0)", "rgb(inf 0 0)", "lab(1e308 0 0)", "hsl(infinity 50% 50%)", "oklch(1e308 1e308 1e308)"])
    func valuesThatAreNotFiniteAreNoColor(text: String) {
        #expect(CSSColorFunction.parse(text) == nil)
    }

    @Test func aTokenTooLargeToBeAColorIsInvalidNotACrash() throws {
        let json = try PositionedJSONReader.read(
            Array(#"{"x": {"$type": "color", "$value": {"colorSpace": "lab", "components": [1e308, 0, 0]}}}"#.utf8)
        ).get()
        let (colors, diagnostics) = DesignTokenReader().colors(base: DesignTokenReader.tokens(json, file: "t.json"), layers: [])
        #expect(colors.isEmpty)
        #expect(diagnostics.map(\.message) == ["'x' has components too large to be a color"])
    }

    @Test func aNaNNeverReachesEightBits() {
        let value = ShippedValue(
            srgb: .init(red: .nan, green: 0.5, blue: 1), text: "", location: SourceLocation(path: "", line: 1, column: 1))
        #expect(value.hex == "#0080FF")
    }

    @Test func aMinifiedFileOnOneLineKeepsItsColumns() throws {
        // 20,000 tokens on one line: the columns are counted on from the last, not from the line's start each time.
        let tokens = (0..<20_000).map { ##""t\##($0)":{"$type":"color","$value":"#010203"}"## }.joined(separator: ",")
        let json = try PositionedJSONReader.read(Array(("{" + tokens + "}").utf8)).get()
        let last = try #require(json.members.last)
        #expect(last.key == "t19999")
        #expect(last.value.line == 1)
        // After the opening brace and every token but the last value.
        #expect(last.value.column == 2 + tokens.count - ##"{"$type":"color","$value":"#010203"}"##.count)
    }

    @Test func nestedVarFallbacksStayWithinTheirBudget() {
        let bomb = (0..<40).reduce("#zz") { inner, _ in "var(--x, \(inner))" }
        let (colors, _) = CSSColorReader().colors(":root { --x: \(bomb); --y: var(--y, #102030); }", file: "s.css")
        #expect(colors.map(\.name) == ["--y"])
        #expect(colors.first?.values[nil]?.map(\.hex) == ["#102030"])
    }

    @Test func aVarReadingALightDarkPairTakesBothHalves() {
        let css = ":root { --blue: light-dark(#0A84FF, #409CFF); --brand: var(--blue); --link: var(--brand); }"
        let (colors, _) = CSSColorReader().colors(css, file: "s.css")
        let link = colors.first { $0.name == "--link" }
        #expect(link?.values[nil]?.map(\.hex) == ["#0A84FF"])
        #expect(link?.values[.dark]?.map(\.hex) == ["#409CFF"])
    }

    @Test func negatedSchemesAndExcludedSelectorsSayNothing() {
        let css = """
            :root:not(.dark) { --a: #111111; }
            @media not (prefers-color-scheme: dark) { :root { --b: #222222; } }
            @media (prefers-contrast: more) { :root { --c: #333333; } }
            """
        let (colors, _) = CSSColorReader().colors(css, file: "s.css")
        let byName = Dictionary(uniqueKeysWithValues: colors.map { ($0.name, $0) })
        #expect(byName["--a"]?.values.keys.map { $0 } == [nil])
        #expect(byName["--b"] == nil)
        // More contrast without a color scheme is both increased-contrast appearances.
        #expect(Set(byName["--c"]?.values.keys.compactMap { $0 } ?? []) == [.lightIncreasedContrast, .darkIncreasedContrast])
    }

    @Test func androidReferencesAreFollowedToEveryAppearanceOfTheChain() {
        let base =
            "<resources><color name=\"a\">@color/b</color><color name=\"b\">@color/c</color><color name=\"c\">#101010</color></resources>"
        let night = "<resources><color name=\"c\">#E0E0E0</color></resources>"
        let (colors, diagnostics) = AndroidColorReader().colors([
            (Data(base.utf8), "values/colors.xml", nil), (Data(night.utf8), "values-night/colors.xml", .dark),
        ])
        #expect(diagnostics.isEmpty)
        let a = colors.first { $0.name == "a" }
        #expect(a?.values[nil]?.map(\.hex) == ["#101010"])
        #expect(a?.values[.dark]?.map(\.hex) == ["#E0E0E0"])
    }

    @Test func tokenStringsAreOneWholeColorOrNone() throws {
        let text = #"{"shadow": {"$value": "0 1px 2px #6200EE"}, "accent": {"$type": "color", "$value": "oklch(62.8% 0.2577 29.23)"}}"#
        let json = try PositionedJSONReader.read(Array(text.utf8)).get()
        let (colors, diagnostics) = DesignTokenReader().colors(base: DesignTokenReader.tokens(json, file: "t.json"), layers: [])
        #expect(colors.map(\.name) == ["accent"])
        // CSS Color 4's example: oklch(62.8% 0.2577 29.23) is red.
        #expect(colors.first?.values[nil]?.map(\.hex) == ["#FF0000"])
        #expect(diagnostics.isEmpty)
    }
}
