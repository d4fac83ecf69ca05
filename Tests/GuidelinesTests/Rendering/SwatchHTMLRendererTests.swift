import ColorScience
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

    @Test func specificationTablesBecomeSwatchesNotTables() {
        let html = page(markdown).bodyHTML
        #expect(!html.contains("<table"))
        #expect(html.contains("<li class=\"swatch\" id=\"color-brand-colors-red\">"))
        #expect(html.contains("--live-light:#FF383C;"))
        #expect(html.contains("--live-dark:#FF4245;"))
        // The gray has no increased-contrast value: the live chip falls back to its standard value, the chip says so.
        #expect(html.contains("--live-light-ic:#767676;"))
        #expect(html.contains("No value given"))
        #expect(html.contains("<code class=\"chip-hex\">#FF383C</code> <code class=\"chip-rgb\">rgb(255, 56, 60)</code>"))
        #expect(html.contains("data-copy=\"Color(red: 1.000, green: 0.220, blue: 0.235)\""))
        #expect(html.contains("data-copy=\"--brand-colors-red: #FF383C;\""))
    }

    @Test func verdictsUseWordsAndTheUnroundedRatio() {
        let html = page(markdown).bodyHTML
        // #767676 on white is 4.54:1 (passes AA); #777777 on black is 4.69:1, and #777777 on white would be 4.48:1.
        #expect(html.contains("AA 4.54:1 pass"))
        #expect(html.contains("3.56:1 fails AA text, passes large text and non-text"))
        #expect(SwatchFormatting.verdict(ratio: 4.4999).text == "4.49:1 fails AA text, passes large text and non-text")
        #expect(SwatchFormatting.verdict(ratio: 4.5).text == "AA 4.50:1 pass")
        #expect(SwatchFormatting.verdict(ratio: 7.0001).text == "AAA 7.00:1 pass")
        #expect(SwatchFormatting.verdict(ratio: 2.0).text == "2.00:1 fails AA text, large text and non-text")
        #expect(SwatchFormatting.verdict(ratio: 2.0).icon == "✕")
    }

    @Test func colorVisionSimulationsAreEmbeddedPerChip() {
        let html = page(markdown).bodyHTML
        let red = SRGBColor(red8: 255, green8: 56, blue8: 60)
        let simulated = ColorVisionDeficiency.deuteranopia.simulate(red).clamped().hex
        #expect(html.contains("--sim-deuteranopia:\(simulated);"))
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
        // The two grays are alike for everyone, so they are never reported.
        #expect(!pairs.contains { $0.first == "Gray 1" && $0.second == "Gray 2" })
        for pair in pairs { #expect(pair.difference < CVDConfusionReport.threshold) }
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
