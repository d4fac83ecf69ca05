import ColorScience
import Foundation
import FrontMatter
import Testing

@testable import Guidelines

private func page(_ markdown: String) -> Page {
    PageProcessor().process(PageSource(relativePath: "p.md", displayPath: "p.md", text: markdown)).page!
}

@Suite struct SwatchHTMLRendererTests {
    let markdown = """
        # Palette

        ## Brand colors

        | Name | SwiftUI API | Default (light) | Default (dark) | Increased contrast (light) |
        |---|---|---|---|---|
        | Red | `red` | R-255,G-56,B-60 | R-255,G-66,B-69 | R-233,G-21,B-45 |
        | Gray | `gray` | #767676 | #777777 | |

        ## Roles

        | Color | Use for | UIKit API |
        |---|---|---|
        | Label | Body text | `label` |
        """

    @Test func specificationTablesBecomeOneCompactTable() throws {
        let html = page(markdown).bodyHTML
        // One table: a header per appearance, a tbody per color holding its row and its detail rows.
        #expect(html.components(separatedBy: "<table class=\"spec-table\">").count == 2)
        #expect(html.contains("<th scope=\"col\">Increased contrast (light)<span class=\"col-bg\">on "))
        #expect(html.contains("<tbody class=\"spec-color\" id=\"color-brand-colors-red\">"))
        #expect(html.components(separatedBy: "<tr class=\"spec-row\"").count == 3)
        #expect(html.contains("--live-light:#FF383C;"))
        #expect(html.contains("--live-dark:#FF4245;"))
        // The gray has no increased-contrast value: the live chip falls back to its standard value, the cell says so.
        #expect(html.contains("--live-light-ic:#767676;"))
        #expect(html.contains("<td class=\"spec-missing\">Not given"))
        #expect(html.contains("<code class=\"cell-hex\">#FF383C</code>"))
        // The copy menu: the API by name first, then the CSS variable (the row's), then the value (the cell's).
        #expect(html.contains("data-copy=\"SwiftUI\tColor.red\nCSS\tvar(--brand-colors-red)\">"))
        #expect(html.contains("data-copy=\"Hex\t#FF383C\nrgb()\trgb(255, 56, 60)\">"))
        #expect(!html.contains("Color(red:"))
        // The detail rows: the other notations, each background, white and black text on the fill, the names in code.
        let red = try #require(html.range(of: "id=\"color-brand-colors-red\"")).upperBound
        let detail = String(html[red...]).components(separatedBy: "</tbody>")[0]
        #expect(detail.contains("<th scope=\"row\">Values</th><td><code>rgb(255, 56, 60)</code></td>"))
        #expect(detail.contains("<th scope=\"row\">White text on it</th>"))
        #expect(detail.contains("<th scope=\"row\">Black text on it</th>"))
        #expect(detail.contains("<code>Color.red</code> <code>var(--brand-colors-red)</code>"))
    }

    @Test func verdictsUseWordsAndTheUnroundedRatio() {
        let html = page(markdown).bodyHTML
        // #767676 on white is 4.54:1 (passes AA); #777777 on black is 4.69:1; #FF383C on white 3.56:1.
        #expect(html.contains("<i class=\"p\" aria-hidden=\"true\">✓</i> AA\u{00A0}4.54:1<br>"))
        #expect(html.contains("<span class=\"verdict-icon\" aria-hidden=\"true\">◐</span> 3.56:1 large\u{00A0}text"))
        #expect(SwatchFormatting.verdict(ratio: 4.4999).text == "4.49:1 fails AA text, passes large text and non-text")
        #expect(SwatchFormatting.verdict(ratio: 4.4999).icon == "◐")
        #expect(SwatchFormatting.verdict(ratio: 4.5).text == "AA 4.50:1 pass")
        #expect(SwatchFormatting.verdict(ratio: 7.0001).text == "AAA 7.00:1 pass")
        #expect(SwatchFormatting.verdict(ratio: 2.0).text == "2.00:1 fails AA text, large text and non-text")
        #expect(SwatchFormatting.verdict(ratio: 2.0).icon == "✕")
        #expect(SwatchFormatting.shortVerdict(ratio: 2.999).text == "2.99:1 fails")
        #expect(SwatchFormatting.shortVerdict(ratio: 3.0).text == "3.00:1 large\u{00A0}text")
        #expect(SwatchFormatting.verdictClass("◐") == "verdict-partial")
    }

    /// The case: a value that passes on the primary dark background (#000000) but not on the second one
    /// (#1C1C1E) shows the worst, named by a visible chip.
    @Test func theCellShowsTheWorstDeclaredBackground() throws {
        var settings = ColorCheckSettings()
        settings.darkBackgrounds = [.black, SRGBColor(rgb24: 0x1C1C1E)]
        let table = page(
            "## Grays\n\n| Name | Increased contrast (dark) |\n|---|---|\n| Gray (2) | #7C7C80 |\n"
        ).colorTables[0]
        let html = SwatchHTMLRenderer(settings: settings).render(table).markup
        // #7C7C80 is 5.05:1 on black and 4.09:1 on #1C1C1E (relative luminances about 0.203, 0 and 0.012).
        #expect(html.contains("◐</span> 4.09:1 large\u{00A0}text<span class=\"cell-bg\"> on <span class=\"bg-chip\" style=\"--b:#1C1C1E\""))
        #expect(!html.contains("AA\u{00A0}5.05:1<span class=\"cell-bg\">"))
        // The detail shows both backgrounds.
        #expect(html.contains("<i class=\"p\" aria-hidden=\"true\">✓</i> AA\u{00A0}5.05:1<br>"))
        #expect(
            html.contains(
                "<th scope=\"col\">Increased contrast (dark)<span class=\"col-bg\">on <span class=\"col-bg-item\"><span class=\"bg-chip\" style=\"--b:#000000\" aria-hidden=\"true\"></span>#000000</span> <span class=\"col-bg-item\"><span class=\"bg-chip\" style=\"--b:#1C1C1E\""
            ))
    }

    @Test func contrastMeasuresEveryBackgroundAndTheLabelOnTheFill() throws {
        var settings = ColorCheckSettings()
        settings.lightBackgrounds = [.white, SRGBColor(rgb24: 0xF2F2F7)]
        let contrast = SwatchContrast(value: SRGBColor(rgb24: 0x767676), appearance: .light, settings: settings)
        #expect(contrast.onBackgrounds.map(\.background) == [.white, SRGBColor(rgb24: 0xF2F2F7)])
        // #767676 on white: 4.54:1; on #F2F2F7 less, so that is the worst.
        #expect(contrast.onBackgrounds[0].ratio.ratioText == "4.54:1")
        #expect(contrast.worst.background == SRGBColor(rgb24: 0xF2F2F7))
        #expect(contrast.worst.ratio < 4.5)
        // White text on #767676 is the same pair as #767676 on white; black text on it is 21 / 4.54 ≈ 4.62.
        #expect(contrast.labelsOnFill[0].ratio.ratioText == "4.54:1")
        #expect(contrast.labelsOnFill[1].ratio.ratioText == "4.62:1")
        // APCA: white text on a mid gray reads negative (light on dark), dark text on white positive.
        #expect(contrast.labelsOnFill[0].lightness < 0)
        #expect(contrast.onBackgrounds[0].lightness > 0)
        #expect(SwatchContrast.lightnessWords(-76).text == "body text")
        #expect(SwatchContrast.lightnessWords(59.9).text == "large text only")
        #expect(SwatchContrast.lightnessWords(14).icon == "✕")
        #expect(SwatchContrast.lightnessText(-61.8) == "Lc 61")
    }

    @Test func apiNamesAreQualifiedForTheirFramework() {
        #expect(SwatchFormatting.qualifiedAPI("red", framework: "SwiftUI") == "Color.red")
        #expect(SwatchFormatting.qualifiedAPI(".red", framework: "SwiftUI") == "Color.red")
        #expect(SwatchFormatting.qualifiedAPI("systemRed", framework: "UIKit") == "UIColor.systemRed")
        #expect(SwatchFormatting.qualifiedAPI("systemRed", framework: "AppKit") == "NSColor.systemRed")
        #expect(SwatchFormatting.qualifiedAPI("Color(uiColor: .systemGray2)", framework: "SwiftUI") == "Color(uiColor: .systemGray2)")
        #expect(SwatchFormatting.qualifiedAPI("R.color.red", framework: "Android") == "R.color.red")
        let spec = ColorSpec(name: "Red", apis: ["UIKit": "systemRed", "SwiftUI": "red", "Compose": "Red"], line: 1, column: 1)
        #expect(SwatchFormatting.apiNames(spec).map(\.code) == ["Color.red", "UIColor.systemRed", "Red"])
    }

    @Test func colorVisionSimulationsAreEmbeddedPerCell() {
        let html = page(markdown).bodyHTML
        let red = SRGBColor(red8: 255, green8: 56, blue8: 60)
        let simulated = ColorVisionDeficiency.deuteranopia.simulate(red).clamped().hex
        #expect(html.contains("--v:#FF383C;--p:"))
        #expect(html.contains(";--d:\(simulated);"))
        #expect(html.contains("<div class=\"cvd-report\" data-cvd=\"achromatopsia\""))
    }

    @Test func confusablePairsAreReportedOnlyWhenTheDeficiencyCausesThem() {
        let table = page(
            """
            ## Status

            | Name | Light |
            |---|---|
            | Go | #34C759 |
            | Stop | #FF9500 |
            | Gray 1 | #8E8E93 |
            | Gray 2 | #8F8F94 |
            """
        ).colorTables[0]
        let report = CVDConfusionReport(settings: ColorCheckSettings())
        let typicalDelta = CIEDE2000.difference(SRGBColor(rgb24: 0x34C759), SRGBColor(rgb24: 0xFF9500))
        #expect(typicalDelta > CVDConfusionReport.threshold)
        let pairs = report.pairs(in: table, deficiency: .achromatopsia)
        // Green and orange of nearly the same lightness become two alike grays without color vision: reported.
        // (An empty list would pass the checks below, so the pair that must be there is named.)
        #expect(pairs.contains { $0.first == "Go" && $0.second == "Stop" }, "\(pairs)")
        // The two grays are alike for everyone, so they are never reported.
        #expect(!pairs.contains { $0.first == "Gray 1" && $0.second == "Gray 2" })
        for pair in pairs { #expect(pair.difference < CVDConfusionReport.threshold) }
    }

    /// The color-vision report speaks the page's language, with the color names as written.
    @Test func theColorVisionReportIsInThePageLanguage() {
        let table = page("## Status\n\n| Name | Light |\n|---|---|\n| Go | #34C759 |\n| Stop | #FF9500 |\n").colorTables[0]
        let english = CVDConfusionReport(settings: ColorCheckSettings()).html(for: table).markup
        #expect(
            english.contains(
                "<p><span aria-hidden=\"true\">⚠</span> With achromatopsia, 1 pair becomes hard to tell apart (ΔE00 below 5):</p>"))
        #expect(english.contains("<li>Go and Stop (light, ΔE00 "))
        #expect(english.contains("With protanopia, every pair of colors in this table stays distinguishable (ΔE00 ≥ 5)."))
        let chinese = CVDConfusionReport(settings: ColorCheckSettings()).html(for: table, strings: .table(for: LanguageTag("zh")!)).markup
        #expect(chinese.contains("在全色盲下，有 1 对颜色难以区分（ΔE00 小于 5）："))
        #expect(chinese.contains("<li>Go与Stop（浅色，ΔE00 "))
        #expect(!chinese.contains("With "))
    }

    @Test func semanticTablesBecomeALegibleList() {
        let html = page(markdown).bodyHTML
        #expect(html.contains("<dl class=\"semantic-colors\" aria-label=\"Roles\">"))
        #expect(html.contains("<div class=\"semantic-color\"><dt>Label <code title=\"UIKit\">label</code></dt><dd>Body text</dd></div>"))
    }

    @Test func swiftUIAndRGBFormsForP3AndAlpha() {
        let p3 = ColorValue(
            red: 255, green: 0, blue: 0, colorSpace: .displayP3, displayP3: [1, 0.22, 0.24], notation: .displayP3, original: "x")
        #expect(SwatchFormatting.swiftUI(p3) == "Color(.displayP3, red: 1.000, green: 0.220, blue: 0.240)")
        let translucent = ColorValue(red: 0, green: 0, blue: 0, alpha: 0.5, notation: .cssRGB, original: "x")
        #expect(SwatchFormatting.rgbFunction(translucent) == "rgba(0, 0, 0, 0.5)")
        #expect(SwatchFormatting.swiftUI(translucent) == "Color(red: 0.000, green: 0.000, blue: 0.000, opacity: 0.5)")
    }
}
