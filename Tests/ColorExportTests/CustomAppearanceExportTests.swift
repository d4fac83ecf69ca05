import Foundation
import Guidelines
import Testing

@testable import ColorExport

/// Appearances the reader does not know, and foreground/background pairs, reach the JSON and the exports (issue 17).
@Suite struct CustomAppearanceExportTests {
    static let page = """
        # Mac palette

        ## Desktop colors

        | Name | Aqua | Dark |
        |---|---|---|
        | Purple | #AF52DE | #BF5AF2 |

        ## Text on fills

        | Element | Background color | Text color |
        |---|---|---|
        | Button | #007AFF | white |
        """

    @Test func theJSONKeepsTheAppearanceAndThePairContrast() throws {
        let document = ExportFixtures.document(Self.page)
        let desktop = try #require(document.tables.first { $0.title == "Desktop colors" })
        #expect(desktop.appearances == ["aqua", "dark"])
        #expect(desktop.colors[0].values["aqua"]?.hex == "#AF52DE")
        let pairs = try #require(document.tables.first { $0.kind == "pairs" })
        #expect(pairs.appearances == ["background", "foreground"])
        let foreground = try #require(pairs.colors[0].values["foreground"])
        // White on #007AFF, by hand: L = 0.7152 × ((122/255 + 0.055) / 1.055)^2.4 + 0.0722 = 0.2113; 1.05 / 0.2613 = 4.02.
        #expect(foreground.contrast.count == 1)
        #expect(foreground.contrast[0].background == "#007AFF")
        #expect(abs(foreground.contrast[0].wcag - 4.02) < 0.01)
        #expect(foreground.contrast[0].aaText == false)
        #expect(pairs.colors[0].values["background"]?.contrast[0].wcag == foreground.contrast[0].wcag)
    }

    @Test func cssGivesEachOtherAppearanceAProperty() {
        let css = ColorCSSExporter().render(ExportFixtures.document(Self.page))
        #expect(css.contains("  --desktop-colors-purple: light-dark(#AF52DE, #BF5AF2);\n"))
        #expect(css.contains("  --desktop-colors-purple-aqua: #AF52DE;\n"))
        #expect(css.contains("  --text-on-fills-button-background: #007AFF;\n"))
        #expect(css.contains("  --text-on-fills-button-foreground: #FFFFFF;\n"))
        #expect(!css.contains("  --text-on-fills-button: "))
    }

    @Test func designTokensGetAFilePerOtherAppearance() {
        let files = ColorDTCGExporter().files(for: ExportFixtures.document(Self.page)).map(\.path)
        #expect(files.contains("aqua.tokens.json"))
        #expect(files.contains("background.tokens.json"))
        #expect(files.contains("foreground.tokens.json"))
        #expect(files.contains("light.tokens.json"))
    }
}
