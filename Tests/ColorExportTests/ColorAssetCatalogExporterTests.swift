import Foundation
import Guidelines
import Testing

@testable import ColorExport

@Suite struct ColorAssetCatalogExporterTests {
    private func files(_ document: ColorsDocument = ExportFixtures.document()) -> [String: ColorExportFile] {
        Dictionary(uniqueKeysWithValues: ColorAssetCatalogExporter().files(for: document).map { ($0.path, $0) })
    }

    private func entries(_ file: ColorExportFile?) throws -> [[String: Any]] {
        let root = try ExportFixtures.json(try #require(file))
        return try #require(root["colors"] as? [[String: Any]])
    }

    @Test func catalogHasANamespaceFolderPerTableAndAColorSetPerColor() {
        #expect(
            ColorAssetCatalogExporter().files(for: ExportFixtures.document()).map(\.path) == [
                "Colors.xcassets/Contents.json",
                "Colors.xcassets/signal-colors/Contents.json",
                "Colors.xcassets/signal-colors/Ember.colorset/Contents.json",
                "Colors.xcassets/signal-colors/Fern.colorset/Contents.json",
                "Colors.xcassets/wide-gamut-accents/Contents.json",
                "Colors.xcassets/wide-gamut-accents/Glow.colorset/Contents.json",
                "Colors.xcassets/wide-gamut-accents/Haze.colorset/Contents.json",
                "Colors.xcassets/night-only/Contents.json",
                "Colors.xcassets/night-only/Ink.colorset/Contents.json",
            ])
    }

    @Test func contentsFilesUseXcodesLayout() {
        let all = files()
        #expect(
            all["Colors.xcassets/Contents.json"]?.text == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
        #expect(
            all["Colors.xcassets/night-only/Contents.json"]?.text == """
                {
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  },
                  "properties" : {
                    "provides-namespace" : true
                  }
                }

                """)
    }

    @Test func colorSetHasUniversalDarkHighContrastAndBoth() throws {
        let ember = try entries(files()["Colors.xcassets/signal-colors/Ember.colorset/Contents.json"])
        #expect(ember.count == 4)
        #expect(ember.allSatisfy { $0["idiom"] as? String == "universal" })
        let traits = ember.map { ($0["appearances"] as? [[String: String]]) ?? [] }
        #expect(traits[0].isEmpty)
        #expect(traits[1] == [["appearance": "luminosity", "value": "dark"]])
        #expect(traits[2] == [["appearance": "contrast", "value": "high"]])
        #expect(traits[3] == [["appearance": "luminosity", "value": "dark"], ["appearance": "contrast", "value": "high"]])
        let color = try #require(ember[3]["color"] as? [String: Any])
        #expect(color["color-space"] as? String == "srgb")
        #expect(color["components"] as? [String: String] == ["red": "0xFF", "green": "0x82", "blue": "0x46", "alpha": "1.000"])
    }

    @Test func colorSetTextMatchesXcodeByteForByte() {
        let ink = files()["Colors.xcassets/night-only/Ink.colorset/Contents.json"]
        #expect(
            ink?.text == """
                {
                  "colors" : [
                    {
                      "color" : {
                        "color-space" : "srgb",
                        "components" : {
                          "alpha" : "1.000",
                          "blue" : "0x20",
                          "green" : "0x18",
                          "red" : "0x10"
                        }
                      },
                      "idiom" : "universal"
                    }
                  ],
                  "info" : {
                    "author" : "xcode",
                    "version" : 1
                  }
                }

                """)
    }

    @Test func displayP3ComponentsAreDecimalsInTheirOwnSpace() throws {
        let glow = try entries(files()["Colors.xcassets/wide-gamut-accents/Glow.colorset/Contents.json"])
        let light = try #require(glow[0]["color"] as? [String: Any])
        #expect(light["color-space"] as? String == "display-p3")
        #expect(light["components"] as? [String: String] == ["red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000"])
        let dark = try #require(glow[1]["color"] as? [String: Any])
        #expect(dark["color-space"] as? String == "srgb")
        let haze = try entries(files()["Colors.xcassets/wide-gamut-accents/Haze.colorset/Contents.json"])
        #expect((haze[0]["color"] as? [String: Any]).flatMap { $0["components"] as? [String: String] }?["alpha"] == "0.501961")
    }

    @Test(arguments: [
        ("Gray (2)", "Gray (2)"), ("Red/Orange", "Red-Orange"), ("Label: Primary", "Label- Primary"), ("..hidden", "hidden"),
        ("  ", "Color"), ("Tab\tStop", "Tab Stop"),
    ])
    func colorSetNamesAreSafeFolderNames(name: String, expected: String) {
        #expect(ColorAssetCatalogExporter.colorSetName(name) == expected)
    }

    @Test func colorSetNamesAreUniqueIgnoringCase() {
        let colors = ["Red", "red", "Red/", "Red:"].map { ExportFixtures.color($0, [.light: ExportFixtures.value(1, 2, 3)]) }
        let document = ExportFixtures.document(tables: [ExportFixtures.table("hand/dupes", title: "Dupes", colors)])
        let paths = ColorAssetCatalogExporter().files(for: document).map(\.path).filter { $0.contains(".colorset") }
        #expect(
            paths == [
                "Colors.xcassets/dupes/Red.colorset/Contents.json", "Colors.xcassets/dupes/red 2.colorset/Contents.json",
                "Colors.xcassets/dupes/Red-.colorset/Contents.json", "Colors.xcassets/dupes/Red- 2.colorset/Contents.json",
            ])
    }

    @Test func emptyDocumentGivesOnlyTheCatalogContents() {
        #expect(
            ColorAssetCatalogExporter().files(for: ExportFixtures.document(tables: [])).map(\.path) == ["Colors.xcassets/Contents.json"])
    }
}
