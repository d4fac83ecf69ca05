import Diagnostics
import MarkdownSyntax
import Testing

@testable import Guidelines

private func extract(_ markdown: String, platforms: [String] = ["iOS"]) -> ([ColorTable], [Diagnostic]) {
    let source = SourceText(path: "c.md", text: markdown)
    let document = MarkdownParser().parse(markdown, source: source)
    let body = HTMLRenderer().render(document, source: source)
    let context = ColorTableContext(source: source, pageId: "palette", pagePlatforms: platforms, parser: .standard)
    return ColorTableExtractor(context: context).extract(from: document.root, headings: body.headings)
}

@Suite struct ColorTableExtractorTests {
    @Test func specificationTableWithImageAltValues() throws {
        let (tables, diagnostics) = extract(
            """
            ### Brand colors

            Name| SwiftUI API| Default (light)| Default (dark)| Increased contrast (light)| Increased contrast (dark)
            ---|---|---|---|---|---
            Red| [`red`](https://example.com/red)| ![R-255,G-56,B-60](a.png)| ![R-255,G-66,B-69](b.png)| ![R-233,G-21,B-45](c.png)| ![R-255,G-97,B-101](d.png)

            Watch faces use the dark values.
            """)
        #expect(diagnostics.isEmpty)
        let table = try #require(tables.first)
        #expect(table.id == "palette/brand-colors")
        #expect(table.title == "Brand colors")
        #expect(table.notes == ["Watch faces use the dark values."])
        #expect(table.appearances == [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast])
        let red = try #require(table.colors.first)
        #expect(red.apis == ["SwiftUI": "red"])
        #expect(red.values[.darkIncreasedContrast]?.hex == "#FF6165")
        let light = try #require(red.values[.light])
        #expect(light.line == 5)
        #expect(light.column == 42)
    }

    @Test func headerWordingDiffersByLanguageAndVersion() throws {
        let (tables, _) = extract(
            """
            | 名称 | API | 默认（浅色） | 默认（深色） | 高对比度（浅色） | 高对比度（深色） |
            |---|---|---|---|---|---|
            | 蓝色 Blue | `systemBlue` | R 0 G 122 B 255 | R 10 G 132 B 255 | R 0 G 64 B 221 | R 64 G 156 B 255 |

            | Color | Light | Dark | Accessible dark |
            |---|---|---|---|
            | Teal | #00C3D0 | #00D2E0 | rgb(59, 221, 236) |
            """)
        #expect(tables.count == 2)
        let blue = try #require(tables.first?.colors.first)
        #expect(blue.name == "Blue")
        #expect(blue.localizedName == "蓝色")
        #expect(blue.apis == ["API": "systemBlue"])
        #expect(blue.values[.lightIncreasedContrast]?.red == 0 && blue.values[.lightIncreasedContrast]?.green == 64)
        #expect(tables[1].appearances == [.light, .dark, .darkIncreasedContrast])
    }

    @Test func platformScopeComesFromTheHeading() throws {
        let (tables, _) = extract(
            "## iOS, iPadOS system gray colors\n\n| Name | Light |\n|---|---|\n| Gray | #8E8E93 |\n",
            platforms: ["macOS"])
        #expect(tables.first?.platforms == ["iOS", "iPadOS"])
        let (plain, _) = extract("## Grays\n\n| Name | Light |\n|---|---|\n| Gray | #8E8E93 |\n", platforms: ["macOS"])
        #expect(plain.first?.platforms == ["macOS"])
    }

    @Test func semanticColorTable() throws {
        let (tables, _) = extract(
            """
            | Color | Use for… | UIKit API |
            |---|---|---|
            | Label | Primary text | `label` |
            | Separator | Thin lines between items | `separator` |
            """)
        let table = try #require(tables.first)
        #expect(table.kind == .semantic)
        #expect(table.semanticColors.map(\.name) == ["Label", "Separator"])
        #expect(table.semanticColors[0].purpose == "Primary text")
        #expect(table.semanticColors[1].apis == ["UIKit": "separator"])
    }

    @Test func transposedTableWithNamesInTheHeaderRow() throws {
        let (tables, _) = extract("| Red | Green | Blue |\n|---|---|---|\n| ![R-255,G-59,B-48](r.png) | #34C759 | 0,122,255 |\n")
        let table = try #require(tables.first)
        #expect(table.colors.map(\.name) == ["Red", "Green", "Blue"])
        #expect(table.colors[2].values[.light]?.blue == 255)
        let (labeled, _) = extract("| | Red | Blue |\n|---|---|---|\n| Light | #FF0000 | #0000FF |\n| Dark | #EE0000 | #0000EE |\n")
        #expect(labeled.first?.colors.first?.values[.dark]?.red == 0xEE)
    }

    @Test func ordinaryTablesAreNotColorTables() {
        let (tables, diagnostics) = extract("| Size | Points |\n|---|---|\n| Small | 12 |\n")
        #expect(tables.isEmpty)
        #expect(diagnostics.isEmpty)
    }

    @Test func cellProblemsAreReportedAtTheCell() throws {
        let (tables, diagnostics) = extract(
            """
            | Name | Light | Dark | Hue shift |
            |---|---|---|---|
            | Red | R-300,G-0,B-0 | R-255,G-1 | #FF0000 |
            | Blue | #0000FF | | #0000FF |
            | Red | #FF0000 | #EE0000 | #FF0000 |
            """)
        #expect(tables.count == 1)
        let byId = Dictionary(grouping: diagnostics, by: \.id)
        #expect(byId["colors.out-of-range"]?.first?.location == SourceLocation(path: "c.md", line: 3, column: 9))
        #expect(byId["colors.invalid-value"]?.first?.location == SourceLocation(path: "c.md", line: 3, column: 25))
        #expect(byId["colors.missing-variant"]?.first?.location?.line == 4)
        #expect(byId["colors.duplicate-name"]?.first?.location?.line == 5)
        // A column of values under a header the reader does not know is kept under that header's name.
        #expect(byId["colors.unknown-column"] == nil)
        #expect(tables[0].appearances.map(\.rawValue) == ["light", "dark", "hue-shift"])
        #expect(tables[0].colors[0].values[.custom("Hue shift")]?.hex == "#FF0000")
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func flattenedListingIsRecovered() throws {
        let (tables, diagnostics) = extract(
            """
            系统颜色示例。
            默认
            浅色
            深色
            名称
            API
            R 0 G 122 B 255
            R 10 G 132 B 255
            蓝色 Blue
            systemBlue
            R 52 G 199 B 89
            R 48 G 209 B 88
            绿色 Green
            systemGreen
            辅助功能
            浅色
            深色
            名称
            API
            R 0 G 64 B 221
            R 64 G 156 B 255
            蓝色 Blue
            systemBlue
            """)
        let table = try #require(tables.first)
        #expect(tables.count == 1)
        #expect(table.recoveredFromLines)
        #expect(table.colors.map(\.name) == ["Blue", "Green"])
        #expect(table.colors[0].values.count == 4)
        #expect(table.colors[0].values[.darkIncreasedContrast]?.line == 21)
        #expect(table.appearances == [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast])
        #expect(diagnostics.map(\.id) == ["colors.flattened-table"])
        #expect(diagnostics.first?.location?.line == 2)
    }
}

@Suite struct FlattenedColorListScreeningTests {
    /// Paragraphs without a short light or dark line are skipped before any block is read; these must still be read.
    @Test(arguments: [
        "Light\nName\n#FF0000\nRed",
        "  light:  \nName\n#FF0000\nRed",
        "Prose first.\nDARK\nAPI\n#FF0000\nsystemRed",
        "浅色\n名称\n#FF0000\n红色 Red",
    ])
    func listingsWithAModeLabelAreRead(markdown: String) throws {
        let (tables, diagnostics) = extract(markdown)
        #expect(tables.count == 1)
        #expect(tables.first?.colors.count == 1)
        #expect(diagnostics.map(\.id) == ["colors.flattened-table"])
    }

    @Test(arguments: [
        "Name\nAPI\n#FF0000\nsystemRed",
        "Light\u{301}\nName\n#FF0000\nRed",
        "Lighting\nName\n#FF0000\nRed",
        String(repeating: "x", count: 80) + " light\nName\n#FF0000\nRed",
    ])
    func listingsWithoutAModeLabelAreNot(markdown: String) {
        let (tables, diagnostics) = extract(markdown)
        #expect(tables.isEmpty)
        #expect(diagnostics.isEmpty)
    }
}
