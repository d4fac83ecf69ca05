import ColorScience
import Diagnostics
import Foundation
import Guidelines
import Testing

@testable import ShippedColors

/// Each reader on small inputs written for the case; expected values are written out by hand.
@Suite struct ReaderTests {
    func hexes(_ color: ShippedColor?, _ appearance: Appearance?) -> [String] {
        color?.values[appearance]?.map(\.hex) ?? []
    }

    @Test func assetCatalogComponentsInEveryFormXcodeWrites() throws {
        let text = """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"red": "0.220", "green": "56", "blue": "0x3C", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "display-p3", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "0.500"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "contrast", "value": "high"}],
               "color": {"color-space": "gray-gamma-22", "components": {"white": "1.000", "alpha": "1.000"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}],
               "color": {"color-space": "extended-linear-srgb", "components": {"red": "1.000", "green": "0.000", "blue": "0.000", "alpha": "1"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "light"}],
               "color": {"color-space": "srgb", "components": {"red": "255", "green": "255", "blue": "255", "alpha": "1"}}, "idiom": "iphone"}
            ], "info": {"author": "xcode", "version": 1}}
            """
        let (color, diagnostics) = AssetCatalogReader().color(Array(text.utf8), name: ["ns", "Red"], file: "Red.colorset/Contents.json")
        #expect(diagnostics.isEmpty)
        #expect(color?.name == "ns/Red")
        // 0.220 × 255 = 56.1 → 0x38; 56 and 0x3C as written.
        #expect(hexes(color, nil) == ["#38383C"])
        // Display P3 red is outside sRGB: clamped to #FF0000 for the 8-bit form, its P3 components kept.
        #expect(hexes(color, .dark) == ["#FF000080"])
        #expect(color?.values[.dark]?.first?.displayP3 == [1, 0, 0])
        #expect(hexes(color, .lightIncreasedContrast) == ["#FFFFFF"])
        #expect(hexes(color, .darkIncreasedContrast) == ["#FF0000"])
        #expect(hexes(color, .light) == ["#FFFFFF"])
        #expect(color?.values[nil]?.first?.location == SourceLocation(path: "Red.colorset/Contents.json", line: 2, column: 13))
    }

    @Test func assetCatalogSystemColorsAndBadComponentsAreReportedNotCompared() {
        let text = """
            {"colors": [
              {"color": {"platform": "ios", "reference": "systemRedColor"}, "idiom": "universal"},
              {"color": {"color-space": "srgb", "components": {"red": "300", "green": "0", "blue": "0"}}, "idiom": "mac"},
              {"color": {"color-space": "cmyk", "components": {"red": "1", "green": "0", "blue": "0"}}, "idiom": "watch"}
            ]}
            """
        let (color, diagnostics) = AssetCatalogReader().color(Array(text.utf8), name: ["Accent"], file: "a.json")
        #expect(color == nil)
        #expect(diagnostics.map(\.id.rawValue) == ["verify.unsupported-value", "verify.invalid-value", "verify.unsupported-value"])
        #expect(diagnostics.map { $0.location?.line } == [2, 3, 4])
    }

    /// Expected values from the examples of CSS Color Module Level 4 and by hand.
    @Test(arguments: [
        ("#0A84FF", "#0A84FF"), ("rgb(10 132 255)", "#0A84FF"), ("rgba(10, 132, 255, 0.5)", "#0A84FF80"),
        ("rgb(100% 0% 0% / 50%)", "#FF000080"), ("hsl(120 100% 25%)", "#008000"), ("hsla(120deg, 100%, 25%, 1)", "#008000"),
        ("hsl(0.5turn 100% 50%)", "#00FFFF"), ("hwb(0 0% 0%)", "#FF0000"), ("hwb(0 60% 60%)", "#808080"),
        ("lab(29.2345% 39.3825 20.0664)", "#7D2329"), ("lch(29.2345% 44.2 27)", "#7D2329"),
        ("oklab(40.101% 0.1147 0.0453)", "#7D2329"), ("oklch(40.101% 0.12332 21.555)", "#7D2329"),
        ("color(srgb 1 0 0)", "#FF0000"), ("color(srgb-linear 0.21586 0.21586 0.21586)", "#808080"),
        ("color(xyz-d65 0.95047 1 1.08883)", "#FFFFFF"), ("color(xyz-d50 0.96422 1 0.82521)", "#FFFFFF"),
        ("color(a98-rgb 1 1 1)", "#FFFFFF"), ("color(a98-rgb 0.5 0.5 0.5)", "#818181"), ("color(rec2020 0.5 0.5 0.5)", "#8B8B8B"),
        ("color(prophoto-rgb 1 1 1)", "#FFFFFF"), ("color(prophoto-rgb 0.5 0.5 0.5)", "#929292"),
        ("rebeccapurple", "#663399"), ("transparent", "#00000000"),
    ])
    func cssColorValues(text: String, hex: String) throws {
        let parsed = try #require(CSSColorFunction.parse(text), "\(text) was not read")
        let value = ShippedValue(srgb: parsed.srgb, text: text, location: SourceLocation(path: "", line: 1, column: 1))
        #expect(value.hex == hex)
    }

    @Test(arguments: ["0 1px 2px #000", "calc(1px + 2px)", "var(--x)", "#12345", "rgb(1 2)", "color-mix(in srgb, red, blue)", "8px"])
    func cssValuesThatAreNotOneColor(text: String) {
        #expect(CSSColorFunction.parse(text) == nil)
    }

    @Test func cssAppearancesComeFromTheRulesAround() {
        let css = """
            /* { not a rule } ; */
            :root { --a: light-dark(#111111, #222222); --b: #333333; --c: var(--b); --gap: 4px; }
            @media (prefers-color-scheme: dark) { :root { --b: #444444 !important; } }
            [data-theme="dark"] .card { --d: #555555; }
            @media (prefers-contrast: more) { :root { --a: light-dark(#666666, #777777); } }
            @media (prefers-color-scheme: dark) and (prefers-contrast: more) { :root { --b: #888888 } }
            @media print { :root { --a: #000000; } }
            .theme-light { --e: rgb(1 2 3) }
            """
        let (colors, diagnostics) = CSSColorReader().colors(css, file: "s.css")
        #expect(diagnostics.isEmpty)
        let byName = Dictionary(uniqueKeysWithValues: colors.map { ($0.name, $0) })
        #expect(Set(byName.keys) == ["--a", "--b", "--c", "--d", "--e"])
        #expect(hexes(byName["--a"], .light) == ["#111111"])
        #expect(hexes(byName["--a"], .dark) == ["#222222"])
        #expect(hexes(byName["--a"], .lightIncreasedContrast) == ["#666666"])
        #expect(hexes(byName["--a"], .darkIncreasedContrast) == ["#777777"])
        #expect(hexes(byName["--b"], nil) == ["#333333"])
        #expect(hexes(byName["--b"], .dark) == ["#444444"])
        #expect(hexes(byName["--b"], .darkIncreasedContrast) == ["#888888"])
        // var() takes the other property's value in each appearance it has one of its own.
        #expect(hexes(byName["--c"], nil) == ["#333333"])
        #expect(hexes(byName["--c"], .dark) == ["#444444"])
        #expect(hexes(byName["--d"], .dark) == ["#555555"])
        #expect(hexes(byName["--e"], .light) == ["#010203"])
        #expect(byName["--b"]?.values[.dark]?.first?.location == SourceLocation(path: "s.css", line: 3, column: 47))
    }

    @Test func androidResourcesAlphaFirstWithReferencesAndNightQualifiers() {
        let base = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <color name="a">#F00</color>
                <color name="b">#8F00</color>
                <color name="c">#80FF0000</color>
                <color name="d">@color/base</color>
                <color name="base">#112233</color>
                <item name="e" type="color">#445566</item>
                <item name="f" type="dimen">4dp</item>
                <color name="g">@android:color/white</color>
                <color name="h">#GG0000</color>
            </resources>
            """
        let night = "<resources><color name=\"base\">#AABBCC</color></resources>"
        let (colors, diagnostics) = AndroidColorReader().colors([
            (Data(base.utf8), "values/colors.xml", nil), (Data(night.utf8), "values-night/colors.xml", .dark),
        ])
        let byName = Dictionary(uniqueKeysWithValues: colors.map { ($0.name, $0) })
        #expect(hexes(byName["a"], nil) == ["#FF0000"])
        #expect(hexes(byName["b"], nil) == ["#FF000088"])
        #expect(hexes(byName["c"], nil) == ["#FF000080"])
        #expect(hexes(byName["d"], nil) == ["#112233"])
        #expect(hexes(byName["d"], .dark) == ["#AABBCC"])
        #expect(hexes(byName["e"], nil) == ["#445566"])
        #expect(byName["f"] == nil)
        #expect(diagnostics.map(\.id.rawValue) == ["verify.unsupported-value", "verify.invalid-value"])
        #expect(diagnostics.map { $0.location?.line } == [10, 11])
        #expect(AndroidColorReader.appearance(folder: "values-night-v31") == .some(.dark))
        #expect(AndroidColorReader.appearance(folder: "values-v31") == .some(nil))
        #expect(AndroidColorReader.appearance(folder: "drawable") == nil)
    }

    @Test func malformedAndroidXMLIsReportedAtItsLine() {
        let (colors, diagnostics) = AndroidColorReader().colors([
            (Data("<resources>\n  <color name=\"a\">#FFF</color>\n  <color name=\"b\">#000\n</resources>".utf8), "v/c.xml", nil)
        ])
        #expect(colors.isEmpty)
        #expect(diagnostics.map(\.id.rawValue) == ["verify.unreadable"])
        #expect(diagnostics.first?.location?.path == "v/c.xml")
        #expect((diagnostics.first?.location?.line ?? 0) >= 3)
    }

    @Test func designTokensAliasesReferencesTypesAndLayers() throws {
        let base = """
            {"palette": {"$type": "color",
               "red": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1}},
               "gray": {"$value": {"colorSpace": "srgb", "components": ["none", 0.5, 0.5]}}},
             "semantic": {
               "danger": {"$value": "{palette.red}"},
               "muted": {"$value": {"$ref": "#/palette/gray/$value"}},
               "loop-a": {"$type": "color", "$value": "{semantic.loop-b}"},
               "loop-b": {"$type": "color", "$value": "{semantic.loop-a}"},
               "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}},
             "$root": {"$type": "color", "$value": "#000000"}}
            """
        let dark = ##"{"palette": {"red": {"$type": "color", "$value": "#FF4040"}}}"##
        let baseTokens = DesignTokenReader.tokens(try PositionedJSONReader.read(Array(base.utf8)).get(), file: "base.json")
        let darkTokens = DesignTokenReader.tokens(try PositionedJSONReader.read(Array(dark.utf8)).get(), file: "dark.json")
        let (colors, diagnostics) = DesignTokenReader().colors(base: baseTokens, layers: [(.dark, darkTokens)])
        let byName = Dictionary(uniqueKeysWithValues: colors.map { ($0.name, $0) })
        #expect(hexes(byName["semantic.danger"], nil) == ["#FF0000"])
        // The alias follows the dark layer's palette.red in dark.
        #expect(hexes(byName["semantic.danger"], .dark) == ["#FF4040"])
        #expect(hexes(byName["semantic.muted"], nil) == ["#008080"])
        #expect(hexes(byName[""], nil) == ["#000000"])
        #expect(byName["semantic.size"] == nil)
        // The cycle is reported once, not at each of its tokens (issue 47).
        #expect(
            diagnostics.map(\.message) == [
                "'semantic.loop-a' is in a circular alias: semantic.loop-a → semantic.loop-b → semantic.loop-a"
            ])
    }

    @Test func appearanceWords() {
        #expect(ShippedAppearanceWords.appearance(fileName: "dark.tokens.json") == .dark)
        #expect(ShippedAppearanceWords.appearance(fileName: "light-increased-contrast.tokens.json") == .lightIncreasedContrast)
        #expect(ShippedAppearanceWords.appearance(fileName: "darkHighContrast.json") == .darkIncreasedContrast)
        #expect(ShippedAppearanceWords.appearance(fileName: "palette.tokens.json") == nil)
        #expect(ShippedAppearanceWords.split("md_theme_dark_primary")?.rest == ["md", "theme", "primary"])
        #expect(ShippedAppearanceWords.split("md_theme_dark_primary")?.appearance == .dark)
        #expect(ShippedAppearanceWords.split("dark") == nil)
        // Material Theme Builder's names.
        #expect(ShippedAppearanceWords.split("primaryLightHighContrast")?.appearance == .lightIncreasedContrast)
        #expect(ShippedAppearanceWords.split("--md-sys-color-primary-dark")?.rest == ["md", "sys", "color", "primary"])
        #expect(ShippedAppearanceWords.split("primaryLightMediumContrast") == nil)
    }
}
