import Guidelines
import Testing

@testable import ColorExport

@Suite struct ColorExportNamingTests {
    @Test(arguments: [
        ("System colors", "system-colors"), ("Gray (2)", "gray-2"), ("  Label -- Primary!", "label-primary"),
        ("UPPER_case", "upper-case"), ("蓝色", "蓝色"), ("!!!", "fallback"),
    ])
    func slugs(text: String, expected: String) {
        #expect(ColorExportNaming.slug(text, fallback: "fallback") == expected)
    }

    @Test func repeatsGetACounterThatIsNotTaken() {
        #expect(ColorExportNaming.unique(["red", "red", "red-2", "red"], separator: "-") == ["red", "red-2", "red-2-2", "red-3"])
        #expect(ColorExportNaming.unique(["Red", "red"], separator: " ", caseInsensitive: true) == ["Red", "red 2"])
    }

    @Test func tablesSharingAHeadingOnDifferentPagesUseTheirWholeId() {
        let color = ExportFixtures.color("Red", [.light: ExportFixtures.value(255, 0, 0)])
        let document = ExportFixtures.document(tables: [
            ExportFixtures.table("ios/color/system-colors", title: "System colors", [color]),
            ExportFixtures.table("macos/color/system-colors", title: "System colors", [color]),
            ExportFixtures.table("macos/color/accents", title: "Accents", [color, color]),
        ])
        let naming = ColorExportNaming(document)
        #expect(naming.tables.map(\.key) == ["ios-color-system-colors", "macos-color-system-colors", "accents"])
        #expect(naming.tables[2].colors.map(\.key) == ["red", "red-2"])
    }

    @Test func colorsWithoutValuesAndEmptyTablesAreSkipped() {
        let bare = ExportFixtures.color("Bare", [:])
        let document = ExportFixtures.document(tables: [ExportFixtures.table("hand/bare", title: "Bare", [bare])])
        #expect(ColorExportNaming(document).tables.isEmpty)
    }

    @Test func queriedDocumentKeepsOnlyWhatMatched() {
        let document = ColorQuery(name: "ember").apply(to: ExportFixtures.document())
        let css = ColorCSSExporter().render(document)
        #expect(css.contains("--signal-colors-ember"))
        #expect(!css.contains("--signal-colors-fern"))
    }
}
