import Diagnostics
import MarkdownSyntax
import Testing

@testable import Guidelines

/// Tables are color tables by what their cells hold (issue 17): header words alone never make one.
@Suite struct ColorEvidenceTests {
    static func extract(_ markdown: String, alphaFirst: Bool = false) -> ([ColorTable], [Diagnostic]) {
        let source = SourceText(path: "c.md", text: markdown)
        let document = MarkdownParser().parse(markdown, source: source)
        let body = HTMLRenderer().render(document, source: source)
        let context = ColorTableContext(
            source: source, pageId: "p", pagePlatforms: [], parser: .standard, alphaFirstHex: alphaFirst)
        return ColorTableExtractor(context: context).extract(from: document.root, headings: body.headings)
    }

    /// The headers and cells the issue measured as 1,925 false errors: none is a color table or a diagnostic.
    @Test(arguments: [
        "| Element | Default size |\n|---|---|\n| Body | 17 pt |\n| Title | 28 pt |\n",
        "| Format | Value |\n|---|---|\n| Icon | PNG, TIF, or JPG |\n",
        "| Key | Default value |\n|---|---|\n| isOpaque | true |\n| wraps | false |\n",
        "| Control | Regular (44 pt) |\n|---|---|\n| Button | 44 x 44 |\n",
        "| Alert | Standard action | Default verb |\n|---|---|---|\n| Delete | Cancel | OK |\n",
        "| Role | Light baseline | Dark |\n|---|---|---|\n| Surface | primary40 | ?attr/colorSurface |\n",
        "| Curve | Value |\n|---|---|\n| Linear | cubic-bezier: 0, 0, 1, 1 |\n| Ease | cubic-bezier: 0.25, 0.1, 0.25, 1 |\n",
        "| Size class | Margins |\n|---|---|\n| Compact | 16, 24, 32 |\n| Regular | 20, 28, 40 |\n",
        "| Release | Versions |\n|---|---|\n| Stable | 1, 6, 7 |\n| Beta | 2, 0, 1 |\n",
        "| Issue | Light |\n|---|---|\n| Crash | see #123 and #456 in the tracker |\n",
    ])
    func tablesThatAreNotAboutColorsGiveNothing(markdown: String) {
        let (tables, diagnostics) = Self.extract(markdown)
        #expect(tables.isEmpty, "\(markdown)")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func aRealUnreadableCellIsAWarningAndTheRestIsRead() throws {
        let (tables, diagnostics) = Self.extract(
            "| Name | Light | Dark |\n|---|---|---|\n| Red | #FF3B30 | R-255,G-56 |\n| Blue | #007AFF | #0A84FF |\n")
        let table = try #require(tables.first)
        #expect(table.colors.map(\.name) == ["Red", "Blue"])
        #expect(table.colors[0].values[.dark] == nil)
        #expect(table.colors[1].values[.dark]?.hex == "#0A84FF")
        #expect(diagnostics.map(\.id) == ["colors.invalid-value"])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.location == SourceLocation(path: "c.md", line: 3, column: 19))
        #expect(diagnostics.first?.notes.first?.contains("R-255,G-56,B-60") == true)
    }

    @Test func anUnknownAppearanceIsKeptUnderItsOwnName() throws {
        let (tables, diagnostics) = Self.extract(
            "| Name | Aqua | Dark |\n|---|---|---|\n| Purple | #AF52DE | #BF5AF2 |\n| Gray | R-142,G-142,B-147 | R-152,G-152,B-157 |\n")
        #expect(diagnostics.isEmpty)
        let table = try #require(tables.first)
        #expect(table.appearances.map(\.rawValue) == ["aqua", "dark"])
        #expect(table.appearances.first?.label == "Aqua")
        #expect(table.colors[1].values[.custom("Aqua")]?.hex == "#8E8E93")
        #expect(table.colors[1].values[.dark]?.hex == "#98989D")
    }

    /// Without a light value, the live chip's light values come from the first column that has one (`Aqua`), the same in
    /// every run: hash order would pick `Aqua` or `Dark` by chance.
    @Test func theLiveChipFallsBackInColumnOrder() throws {
        let (tables, _) = Self.extract("| Name | Aqua | Dark |\n|---|---|---|\n| Purple | #AF52DE | #BF5AF2 |\n")
        let html = SwatchHTMLRenderer(settings: ColorCheckSettings()).render(try #require(tables.first)).markup
        #expect(html.contains("--live-light:#AF52DE;"))
        #expect(html.contains("--live-light-ic:#AF52DE;"))
        #expect(html.contains("--live-dark:#BF5AF2;"))
        // A page without platforms: the count stands alone, with no dangling separator.
        #expect(html.contains("<span class=\"swatch-count\">1 color</span>"))
    }

    @Test func cssNamedColorsAreReadInColorColumns() throws {
        let (tables, diagnostics) = Self.extract(
            "| Token | Light | Dark |\n|---|---|---|\n| Canvas | white | black |\n| Accent | rebeccapurple | #BF5AF2 |\n| Veil | transparent | Navy |\n"
        )
        #expect(diagnostics.isEmpty)
        let colors = try #require(tables.first).colors
        #expect(colors.map { $0.values[.light]?.hex } == ["#FFFFFF", "#663399", "#00000000"])
        #expect(colors.map { $0.values[.dark]?.hex } == ["#000000", "#BF5AF2", "#000080"])
        #expect(colors[0].values[.light]?.notation == .named)
    }

    /// Color names that happen to be CSS keywords stay names: `Color` heads the names here.
    @Test func aColorColumnOfKeywordNamesIsTheNameColumn() throws {
        let (tables, _) = Self.extract(
            "| UIKit API | Color | Light |\n|---|---|---|\n| systemPurple | Purple | #AF52DE |\n| systemTeal | Teal | #30B0C7 |\n")
        let table = try #require(tables.first)
        #expect(table.colors.map(\.name) == ["Purple", "Teal"])
        #expect(table.appearances == [.light])
        #expect(table.colors[0].apis == ["UIKit": "systemPurple"])
    }

    @Test func eightHexDigitsAreReadAlphaLastUnlessThePageSaysAlphaFirst() throws {
        let markdown = "| Role | Light |\n|---|---|\n| Primary | #FF6750A4 |\n| Scrim | #80000000 |\n"
        let css = try #require(Self.extract(markdown).0.first).colors
        #expect(css.map { $0.values[.light]?.hex } == ["#FF6750A4", "#80000000"])
        #expect(css[0].values[.light]?.notation == .hex)
        let android = try #require(Self.extract(markdown, alphaFirst: true).0.first).colors
        #expect(android.map { $0.values[.light]?.hex } == ["#6750A4", "#00000080"])
        #expect(android[0].values[.light]?.notation == .argbHex)
    }

    @Test func aComposeColumnOrAnOxPrefixMeansAlphaFirst() throws {
        let (tables, _) = Self.extract(
            "| Role | Compose API | Light | Dark |\n|---|---|---|---|\n| Primary | primary | #FF6750A4 | Color(0xFFD0BCFF) |\n")
        let values = try #require(tables.first?.colors.first?.values)
        #expect(values[.light]?.hex == "#6750A4")
        #expect(values[.dark]?.hex == "#D0BCFF")
        #expect(values[.dark]?.original == "0xFFD0BCFF")
    }

    @Test func thePageTitleOrPlatformsSayAndroid() throws {
        let table = "| Role | Light |\n|---|---|\n| Primary | #FF6750A4 |\n"
        func hex(_ page: String) -> String? {
            let result = PageProcessor().process(PageSource(relativePath: "a.md", displayPath: "a.md", text: page))
            return result.page?.colorTables.first?.colors.first?.values[.light]?.hex
        }
        #expect(hex("---\nplatforms: [Android]\n---\n\n" + table) == "#6750A4")
        #expect(hex("# Material color roles\n\n" + table) == "#6750A4")
        #expect(hex("# Materials\n\n" + table) == "#FF6750A4")
        #expect(hex("# Web palette\n\n" + table) == "#FF6750A4")
    }

    @Test func backgroundAndTextColumnsArePairs() throws {
        let (tables, diagnostics) = Self.extract(
            "| Element | Background color | Text color |\n|---|---|---|\n| Button | #007AFF | white |\n| Banner | #FFCC00 | #000000 |\n")
        #expect(diagnostics.isEmpty)
        let table = try #require(tables.first)
        #expect(table.kind == .pairs)
        #expect(table.appearances == [.background, .foreground])
        #expect(table.colors.map(\.name) == ["Button", "Banner"])
        #expect(table.colors[0].values[.foreground]?.hex == "#FFFFFF")
        let (unnamed, _) = Self.extract("| 背景色 | 文字颜色 |\n|---|---|\n| rgb(0, 0, 0) | #FFFFFF |\n| #FFFFFF | #1D1D1F |\n")
        #expect(unnamed.first?.kind == .pairs)
        #expect(unnamed.first?.colors.map(\.name) == ["Pair 1", "Pair 2"])
    }

    @Test func rowsLabeledWithColorValuesAreNotTransposed() throws {
        // `rgb(…)` contains the word `rgb`, which as a header means the default values; as a row label it is a value.
        let (tables, _) = Self.extract("| Background | Text |\n|---|---|\n| rgb(1, 2, 3) | rgb(250, 250, 250) |\n")
        #expect(tables.first?.kind == .pairs)
    }

    @Test func weakValuesNeedAHeaderOrAnAPIColumnThatSaysColor() throws {
        // Bare triplets under an unknown header: colors beside an API column, not without one.
        let withAPI = "| Name | SwiftUI API | Graphite |\n|---|---|---|\n| Ruby | ruby | 121,84,150 |\n"
        #expect(Self.extract(withAPI).0.first?.colors.first?.values[.custom("Graphite")]?.hex == "#795496")
        #expect(Self.extract("| Name | Graphite |\n|---|---|\n| Ruby | 121,84,150 |\n").0.isEmpty)
        // Under `Dark`, they are colors.
        #expect(Self.extract("| Name | Dark |\n|---|---|\n| Ruby | 121,84,150 |\n").0.first?.colors.count == 1)
    }

    @Test func localizedNamesGetTheLanguageOfTheirScript() {
        #expect(SwatchHTMLRenderer.language(of: "남색") == "ko")
        #expect(SwatchHTMLRenderer.language(of: "デニム") == "ja")
        #expect(SwatchHTMLRenderer.language(of: "蓝色") == "zh")
    }
}
