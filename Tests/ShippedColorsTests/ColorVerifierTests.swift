import ColorExport
import ColorScience
import Diagnostics
import Foundation
import Guidelines
import Testing

@testable import ShippedColors

/// The comparison on a two-table guideline and shipped colors made in the test.
@Suite struct ColorVerifierTests {
    static let markdown = """
        # Colors

        ## iOS system colors

        | Name | UIKit API | Light | Dark |
        |---|---|---|---|
        | Red | `systemRed` | #FF383C | #FF4245 |
        | Blue | `systemBlue` | color(display-p3 0 0.5 1) | #0091FF |

        ## visionOS system colors

        | Name | UIKit API | Light | Dark |
        |---|---|---|---|
        | Red | `systemRed` | #FF3B30 | #FF453A |
        """

    static let document: ColorsDocument = {
        var source = PageSource(relativePath: "colors.md", displayPath: "content/colors.md", text: markdown)
        source.displayPath = "content/colors.md"
        let page = PageProcessor().process(source).page!
        return ColorsDocument(pages: [page], settings: ColorCheckSettings(), generator: "test")
    }()

    func value(_ hex: String, line: Int = 1) -> ShippedValue {
        let parsed = CSSColorFunction.parse(hex)!
        return ShippedValue(
            srgb: parsed.srgb, displayP3: parsed.displayP3, text: hex, location: SourceLocation(path: "code", line: line, column: 1))
    }

    func color(_ name: String, _ values: [Appearance?: String]) -> ShippedColor {
        ShippedColor(
            name: name, path: name.split(separator: "/").map(String.init),
            values: values.mapValues { [value($0)] }, location: SourceLocation(path: "code", line: 1, column: 1))
    }

    func verify(_ colors: [ShippedColor], _ options: ColorVerifier.Options = .init()) -> [Diagnostic] {
        ColorVerifier(options: options).verify(Self.document, against: ShippedCatalog(source: "App", format: .css, colors: colors))
    }

    func found(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.filter { $0.severity != .note }.map { "\($0.id.rawValue) \($0.location.map(\.description) ?? "-")" }.sorted()
    }

    @Test func theSameEightBitValuesAreClean() {
        let diagnostics = verify([
            color("systemRed", [nil: "#FF383C", .dark: "#FF4245"]),
            color("systemBlue", [nil: "color(display-p3 0 0.5 1)", .dark: "#0091FF"]),
        ])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func oneStepOffIsADifferenceUnlessWithinTheTolerance() {
        // Blue's Display P3 value is outside sRGB; its sRGB stand-in is #0082FF.
        let colors = [color("systemRed", [nil: "#FF383D", .dark: "#FF4245"]), color("systemBlue", [nil: "#0083FF", .dark: "#0091FF"])]
        // Red matches no table's values, so both tables' Red are reported (with a note naming both).
        #expect(
            found(verify(colors)) == [
                "verify.value-mismatch content/colors.md:14:23", "verify.value-mismatch content/colors.md:14:33",
                "verify.value-mismatch content/colors.md:7:23", "verify.value-mismatch content/colors.md:8:25",
            ])
        // #FF383C against #FF383D and #0082FF against #0083FF are each well under ΔE00 1: Red now agrees with the iOS
        // table, so it is that table's Red, and the visionOS table is one this source does not ship.
        #expect(found(verify(colors, .init(toleranceDeltaE: 1))).isEmpty)
    }

    @Test func aDisplayP3ValueComparesWithP3ComponentsToThreeDecimals() {
        let red = color("systemRed", [nil: "#FF383C", .dark: "#FF4245"])
        let close = verify([red, color("systemBlue", [nil: "color(display-p3 0.0004 0.5004 0.9996)", .dark: "#0091FF"])])
        #expect(found(close).isEmpty)
        let far = verify([red, color("systemBlue", [nil: "color(display-p3 0.002 0.5 1)", .dark: "#0091FF"])])
        #expect(found(far) == ["verify.value-mismatch content/colors.md:8:25"])
    }

    @Test func aMissingDarkValueFallsBackToAnyAndSaysSo() {
        let diagnostics = verify([
            color("systemRed", [nil: "#FF383C", .dark: "#FF4245"]), color("systemBlue", [nil: "color(display-p3 0 0.5 1)"]),
        ])
        #expect(found(diagnostics) == ["verify.missing-appearance content/colors.md:8:53"])
        #expect(diagnostics.first?.message.contains("has no dark value and shows its value for any appearance") == true)
    }

    @Test func aTableTheSourceShipsNothingOfIsNotReportedButItsOtherColorsAre() {
        let diagnostics = verify([color("systemRed", [nil: "#FF383C", .dark: "#FF4245"])])
        #expect(found(diagnostics) == ["verify.not-shipped content/colors.md:8:2"])
    }

    @Test func aNameTwoTablesShareGoesToTheOneItAgreesWith() {
        // visionOS's Red: the iOS table is then not covered by this source at all.
        let visionOS = verify([color("systemRed", [nil: "#FF3B30", .dark: "#FF453A"])])
        #expect(found(visionOS).isEmpty)
        // Neither: both are reported, with a note naming both tables.
        let neither = verify([color("systemRed", [nil: "#000000", .dark: "#FF453A"])])
        // iOS light and dark and visionOS light differ.
        #expect(found(neither).filter { $0.hasPrefix("verify.value-mismatch") }.count == 3)
        #expect(neither.contains { $0.severity == .note && $0.message.contains("matches 2 guideline colors") })
    }

    @Test func platformsPickTheTables() {
        // The tables say their platforms in their headings. visionOS values compared with the iOS table alone differ.
        let visionOSRed = color("systemRed", [nil: "#FF3B30", .dark: "#FF453A"])
        #expect(
            found(verify([visionOSRed], .init(platforms: ["ios"]))) == [
                "verify.not-shipped content/colors.md:8:2", "verify.value-mismatch content/colors.md:7:23",
                "verify.value-mismatch content/colors.md:7:33",
            ])
        #expect(found(verify([visionOSRed], .init(platforms: ["visionOS"]))).isEmpty)
    }

    @Test func theBestNamedMatchWins() {
        // `palette/Red` matches by its last part only; `systemRed` by its API name.
        let diagnostics = verify([
            color("systemRed", [nil: "#FF383C", .dark: "#FF4245"]), color("palette/Red", [nil: "#123456"]),
            color("systemBlue", [nil: "color(display-p3 0 0.5 1)", .dark: "#0091FF"]),
        ])
        #expect(found(diagnostics).isEmpty)
    }

    @Test func aTemplateIsTheOnlyWayNamesMatch() {
        let colors = [
            color("--color-system-red", [nil: "#FF383C", .dark: "#FF4245"]),
            color("--color-system-blue", [nil: "color(display-p3 0 0.5 1)", .dark: "#0091FF"]),
        ]
        // Without the template the prefixed names match nothing: both are notes, nothing is compared.
        #expect(verify(colors).map(\.id.rawValue) == ["verify.unmentioned", "verify.unmentioned"])
        #expect(found(verify(colors, .init(names: "color-{api}"))).isEmpty)
        let unmatched = verify([color("systemRed", [nil: "#FF383C", .dark: "#FF4245"])], .init(names: "color-{api}"))
        #expect(unmatched.map(\.id.rawValue) == ["verify.unmentioned"])
    }

    @Test func namesThatSpellAnAppearanceAreMergedByTheRest() {
        let diagnostics = verify([
            color("md_theme_light_systemRed", [nil: "#FF383C"]), color("md_theme_dark_systemRed", [nil: "#FF4245"]),
            color("systemBlue", [nil: "color(display-p3 0 0.5 1)", .dark: "#0091FF"]),
        ])
        #expect(found(diagnostics).isEmpty, "\(diagnostics)")
    }

    @Test func unmentionedShippedColorsAreNotesCappedAtTwenty() {
        let extra = (1...25).map { color("extra\($0)", [nil: "#101010"]) }
        let diagnostics = verify([color("systemRed", [nil: "#FF383C", .dark: "#FF4245"])] + extra)
        let notes = diagnostics.filter { $0.id.rawValue == "verify.unmentioned" }
        #expect(notes.count == 21)
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(notes.last?.message == "App ships 5 more colors no guideline table names")
    }
}

/// Names that spell an appearance without a counterpart are names, not appearances.
@Suite struct AppearanceNameTests {
    static let document: ColorsDocument = {
        let markdown = """
            # Grays

            | Name | Compose API | Light | Dark |
            |---|---|---|---|
            | Gray | `gray` | #8E8E93 | #8E8E93 |
            | Primary | `colorPrimary` | #6200EE | #BB86FC |
            """
        let page = PageProcessor().process(PageSource(relativePath: "g.md", displayPath: "content/g.md", text: markdown)).page!
        return ColorsDocument(pages: [page], settings: ColorCheckSettings(), generator: "test")
    }()

    func color(_ name: String, _ hex: String) -> ShippedColor {
        let value = ShippedValue(
            srgb: CSSColorFunction.parse(hex)!.srgb, text: hex, location: SourceLocation(path: "colors.xml", line: 1, column: 1))
        return ShippedColor(name: name, path: [name], values: [nil: [value]], location: value.location)
    }

    func verify(_ colors: [ShippedColor]) -> [Diagnostic] {
        ColorVerifier().verify(Self.document, against: ShippedCatalog(source: "res", format: .android, colors: colors))
    }

    @Test func aLoneLightOrDarkNameIsNotAnAppearance() {
        // `light_gray` is a lighter gray, `colorPrimaryDark` a darker primary: neither is compared as an appearance.
        let diagnostics = verify([
            color("gray", "#8E8E93"), color("light_gray", "#D1D1D6"), color("colorPrimary", "#6200EE"),
            color("colorPrimaryDark", "#3700B3"),
        ])
        #expect(diagnostics.filter { $0.severity != .note }.map(\.id.rawValue) == ["verify.missing-appearance"])
        #expect(
            diagnostics.filter { $0.id.rawValue == "verify.unmentioned" }.map(\.message).allSatisfy {
                $0.contains("light_gray") || $0.contains("colorPrimaryDark")
            })
    }

    @Test func aLightAndDarkPairIsComparedInBothAppearances() {
        let diagnostics = verify([
            color("md_theme_light_gray", "#8E8E93"), color("md_theme_dark_gray", "#8E8E93"),
            color("md_theme_light_colorPrimary", "#6200EE"), color("md_theme_dark_colorPrimary", "#000000"),
        ])
        // The dark primary differs; the source has dark values (through the names), so it is compared, not skipped.
        #expect(diagnostics.map(\.id.rawValue) == ["verify.value-mismatch"])
        #expect(diagnostics.first?.message.contains("dark: the guidelines say #BB86FC") == true)
    }
}
