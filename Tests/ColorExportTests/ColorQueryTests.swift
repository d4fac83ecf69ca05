import Guidelines
import Testing

@testable import ColorExport

private func document() -> ColorsDocument {
    let text = """
        ---
        platforms: [iOS]
        ---
        # Palette

        ## System colors

        | Name | SwiftUI API | Light | Dark |
        |---|---|---|---|
        | Yellow | `yellow` | #FFCC00 | #FFD60A |
        | Indigo | `indigo` | #5856D6 | #5E5CE6 |

        ## Roles

        | Color | Use for | UIKit API |
        |---|---|---|
        | Label, primary | Body "text" | `label` |
        """
    let page = PageProcessor().process(PageSource(relativePath: "palette.md", displayPath: "content/palette.md", text: text)).page!
    return ColorsDocument(pages: [page], settings: ColorCheckSettings(), generator: "test")
}

@Suite struct ColorQueryTests {
    @Test func documentCarriesValuesSourcesAndContrast() throws {
        let doc = document()
        #expect(doc.schemaVersion == 1)
        #expect(doc.tables.map(\.id) == ["palette/system-colors", "palette/roles"])
        let yellow = try #require(doc.tables[0].colors.first)
        let light = try #require(yellow.values["light"])
        #expect(light.hex == "#FFCC00")
        #expect(light.source == .init(file: "content/palette.md", line: 10, column: 23))
        #expect(light.contrast.first?.background == "#FFFFFF")
        #expect(light.contrast.first?.aaText == false)
        #expect(yellow.values["dark"]?.contrast.first?.background == "#000000")
        #expect(doc.tables[0].url == "palette.html#system-colors")
    }

    @Test func filtersNarrowAndDropEmptyTables() {
        let doc = document()
        #expect(ColorQuery(name: "INDIGO").apply(to: doc).tables.flatMap(\.colors).map(\.name) == ["Indigo"])
        #expect(ColorQuery(name: "label").apply(to: doc).tables.map(\.id) == ["palette/roles"])
        let failing = ColorQuery(appearance: "light", failing: .aa).apply(to: doc)
        #expect(failing.tables.count == 1)
        #expect(failing.tables[0].colors.map(\.name) == ["Yellow"])
        #expect(failing.tables[0].colors[0].values.keys.sorted() == ["light"])
        #expect(ColorQuery(platform: "macOS").apply(to: doc).tables.isEmpty)
        #expect(ColorQuery(page: "palette").apply(to: doc).tables.count == 2)
        #expect(ColorQuery(table: "system-colors").apply(to: doc).tables.count == 1)
    }

    // That the same document encodes to the same bytes is compared across two processes, where hash order
    // differs: ColorsCommandTests.twoProcessesWriteTheSameBytes (`precept colors`).

    @Test func csvQuotesFieldsThatNeedIt() {
        #expect(ColorTextFormats.field("plain") == "plain")
        #expect(ColorTextFormats.field("a,b") == "\"a,b\"")
        #expect(ColorTextFormats.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        let csv = ColorTextFormats.csv(document())
        #expect(csv.hasPrefix("table,page,name,"))
        #expect(csv.components(separatedBy: "\r\n").count == 1 + 4 + 1)
    }
}
