import Foundation
import Guidelines
import Testing

@testable import ColorExport

@Suite struct ColorDTCGExporterTests {
    private func files(_ document: ColorsDocument = ExportFixtures.document()) -> [String: ColorExportFile] {
        Dictionary(uniqueKeysWithValues: ColorDTCGExporter().files(for: document).map { ($0.path, $0) })
    }

    private func token(_ file: ColorExportFile?, _ group: String, _ name: String) throws -> [String: Any] {
        let root = try ExportFixtures.json(try #require(file))
        let table = try #require(root[group] as? [String: Any])
        return try #require(table[name] as? [String: Any])
    }

    @Test func oneTokenFilePerAppearanceThenTheResolver() {
        #expect(
            ColorDTCGExporter().files(for: ExportFixtures.document()).map(\.path) == [
                "fallback.tokens.json", "light.tokens.json", "dark.tokens.json", "light-increased-contrast.tokens.json",
                "dark-increased-contrast.tokens.json", "colors.resolver.json",
            ])
    }

    @Test func srgbTokenCarriesComponentsHexDescriptionAndSource() throws {
        let ember = try token(files()["light.tokens.json"], "signal-colors", "ember")
        #expect(ember["$type"] as? String == "color")
        #expect(ember["$description"] as? String == "Ember (SwiftUI: ember, UIKit: systemEmber)")
        let value = try #require(ember["$value"] as? [String: Any])
        #expect(value["colorSpace"] as? String == "srgb")
        // Foundation's parser on Linux can be off by one ulp, so compare the parsed numbers loosely and the text exactly.
        let components = try #require(value["components"] as? [Double])
        #expect(zip(components, [230.0, 80, 20]).allSatisfy { abs($0 - $1 / 255) < 1e-12 })
        let text = try #require(files()["light.tokens.json"]).text
        #expect(text.contains(#""components": [0.9019607843137255, 0.3137254901960784, 0.0784313725490196],"#))
        #expect(value["alpha"] as? Double == 1)
        #expect(value["hex"] as? String == "#e65014")
        let extensions = try #require(ember["$extensions"] as? [String: Any])
        let precept = try #require(extensions["dev.precept"] as? [String: Any])
        #expect(precept["name"] as? String == "Ember")
        #expect(precept["apis"] as? [String: String] == ["SwiftUI": "ember", "UIKit": "systemEmber"])
        #expect(precept["appearance"] as? String == "light")
        #expect(precept["original"] as? String == "R-230,G-80,B-20")
        let source = try #require(precept["source"] as? [String: Any])
        #expect(source["file"] as? String == "content/brand/palette.md")
        #expect(source["line"] as? Int == 10)
        #expect(source["column"] as? Int == 37)
    }

    @Test func groupsAreTablesWithTitleAndProvenance() throws {
        let root = try ExportFixtures.json(try #require(files()["dark.tokens.json"]))
        #expect(Set(root.keys) == ["signal-colors", "wide-gamut-accents", "night-only"])
        let group = try #require(root["night-only"] as? [String: Any])
        #expect(group["$description"] as? String == "Night only")
        let precept = try #require((group["$extensions"] as? [String: Any])?["dev.precept"] as? [String: Any])
        #expect(precept["id"] as? String == "brand/palette/night-only")
        // Tables without a light value are absent from the light file rather than empty groups.
        let light = try ExportFixtures.json(try #require(files()["light.tokens.json"]))
        #expect(light["night-only"] == nil)
    }

    @Test func displayP3KeepsItsOwnComponentsWithAnSRGBFallback() throws {
        let glow = try token(files()["light.tokens.json"], "wide-gamut-accents", "glow")
        let value = try #require(glow["$value"] as? [String: Any])
        #expect(value["colorSpace"] as? String == "display-p3")
        #expect(value["components"] as? [Double] == [1, 0.5, 0])
        #expect(value["hex"] as? String == "#ff7600")
        let darkGlow = try token(files()["dark.tokens.json"], "wide-gamut-accents", "glow")
        #expect((darkGlow["$value"] as? [String: Any])?["colorSpace"] as? String == "srgb")
    }

    @Test func alphaIsSeparateFromTheSixDigitHex() throws {
        let haze = try token(files()["light.tokens.json"], "wide-gamut-accents", "haze")
        let value = try #require(haze["$value"] as? [String: Any])
        #expect(value["hex"] as? String == "#808080")
        let alpha = try #require(value["alpha"] as? Double)
        #expect(abs(alpha - 128.0 / 255) < 1e-12)
    }

    @Test func increasedContrastFilesHoldOnlyIncreasedContrastValues() throws {
        let root = try ExportFixtures.json(try #require(files()["dark-increased-contrast.tokens.json"]))
        #expect(Set(root.keys) == ["signal-colors"])
        let ember = try token(files()["dark-increased-contrast.tokens.json"], "signal-colors", "ember")
        #expect((ember["$value"] as? [String: Any])?["hex"] as? String == "#ff8246")
    }

    @Test func resolverLayersIncreasedContrastOverDefaults() throws {
        let resolver = try ExportFixtures.json(try #require(files()["colors.resolver.json"]))
        #expect(resolver["version"] as? String == "2025.10")
        #expect(resolver["$schema"] as? String == "https://www.designtokens.org/schemas/2025.10/resolver.json")
        let order = try #require(resolver["resolutionOrder"] as? [[String: String]])
        #expect(order == [["$ref": "#/modifiers/appearance"]])
        let modifier = try #require((resolver["modifiers"] as? [String: Any])?["appearance"] as? [String: Any])
        #expect(modifier["default"] as? String == "light")
        let contexts = try #require(modifier["contexts"] as? [String: [[String: String]]])
        // Ink (night only) has no light value: the fallback file, under every context, gives it its dark one.
        let f: [String: String] = ["$ref": "fallback.tokens.json"], light = ["$ref": "light.tokens.json"],
            dark = ["$ref": "dark.tokens.json"]
        #expect(contexts["light"] == [f, light])
        #expect(contexts["dark"] == [f, light, dark])
        #expect(contexts["light-increased-contrast"] == [f, light, ["$ref": "light-increased-contrast.tokens.json"]])
        #expect(contexts["dark-increased-contrast"] == [f, light, dark, ["$ref": "dark-increased-contrast.tokens.json"]])
        let written = Set(files().keys)
        for reference in contexts.values.flatMap({ $0 }).compactMap({ $0["$ref"] }) { #expect(written.contains(reference)) }
    }

    @Test func namesNeverUseCharactersTheFormatReserves() throws {
        let odd = ExportFixtures.color("{Odd}.Name $1", [.light: ExportFixtures.value(1, 1, 1)])
        let document = ExportFixtures.document(tables: [ExportFixtures.table("hand/$money.table", title: "Money", [odd])])
        let root = try ExportFixtures.json(try #require(files(document)["light.tokens.json"]))
        let group = try #require(root["money-table"] as? [String: Any])
        #expect(group["odd-name-1"] != nil)
    }

    @Test func emptyDocumentGivesEmptyTokenFilesAndAValidResolver() throws {
        let empty = files(ExportFixtures.document(tables: []))
        #expect(empty["light.tokens.json"]?.text == "{}\n")
        let resolver = try ExportFixtures.json(try #require(empty["colors.resolver.json"]))
        #expect(resolver["resolutionOrder"] != nil)
    }
}
