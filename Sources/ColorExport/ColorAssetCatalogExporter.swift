import Foundation
import Guidelines

/// Writes the specification colors of a document as an Xcode asset catalog, `Colors.xcassets`.
///
/// Each table is a namespace folder (colors are looked up as `system-colors/Red`) holding one color set per color.
/// A color set has the universal (light) entry, then dark, high contrast and dark + high contrast entries for the
/// appearances the color has, laid out as Xcode writes them: sorted keys, `" : "`, 8-bit sRGB components in hex
/// (`0xFF`) and Display P3 components as decimals (`0.220`).
package struct ColorAssetCatalogExporter: Sendable {
    package static let catalogName = "Colors.xcassets"

    package init() {}

    /// The catalog's `Contents.json`, then for each table its folder's `Contents.json` and its color sets.
    package func files(for document: ColorsDocument) -> [ColorExportFile] {
        var files = [ColorExportFile(path: Self.catalogName + "/Contents.json", text: Self.contents([]).rendered(style: .xcode))]
        let namespace: ExportJSON = .object([("provides-namespace", .bool(true))])
        for table in ColorExportNaming(document).tables {
            let folder = Self.catalogName + "/" + table.key
            files.append(
                ColorExportFile(path: folder + "/Contents.json", text: Self.contents([("properties", namespace)]).rendered(style: .xcode)))
            let names = ColorExportNaming.unique(
                table.colors.map { Self.colorSetName($0.color.name) }, separator: " ", caseInsensitive: true)
            for (name, color) in zip(names, table.colors) {
                let json = Self.contents([("colors", .array(Self.entries(color)))])
                files.append(ColorExportFile(path: "\(folder)/\(name).colorset/Contents.json", text: json.rendered(style: .xcode)))
            }
        }
        return files
    }

    /// A color's name made safe as a folder name: no `/` or `:`, no control characters, no leading dot.
    static func colorSetName(_ name: String) -> String {
        let scalars = name.unicodeScalars.map { scalar -> String in
            if scalar == "/" || scalar == ":" { return "-" }
            if scalar.properties.generalCategory == .control { return " " }
            return String(scalar)
        }
        var out = scalars.joined().trimmingCharacters(in: .whitespaces)
        while out.hasPrefix(".") { out.removeFirst() }
        return out.isEmpty ? "Color" : out
    }

    /// Xcode's entry order; the universal entry falls back to another appearance when the color has no light value.
    static func entries(_ color: ColorExportNaming.NamedColor) -> [ExportJSON] {
        let order: [Appearance] = [.light, .dark, .lightIncreasedContrast, .darkIncreasedContrast]
        guard let universal = order.first(where: { color.value($0) != nil }), let value = color.value(universal) else { return [] }
        let variants: [(Appearance, [ExportJSON])] = [
            (.dark, [luminosityDark]), (.lightIncreasedContrast, [highContrast]), (.darkIncreasedContrast, [luminosityDark, highContrast]),
        ]
        return [entry(value, appearances: [])]
            + variants.compactMap { appearance, traits in
                guard appearance != universal, let value = color.value(appearance) else { return nil }
                return entry(value, appearances: traits)
            }
    }

    static let luminosityDark: ExportJSON = .object([("appearance", .string("luminosity")), ("value", .string("dark"))])
    static let highContrast: ExportJSON = .object([("appearance", .string("contrast")), ("value", .string("high"))])

    static func entry(_ value: ColorsDocument.Value, appearances: [ExportJSON]) -> ExportJSON {
        var members: [(key: String, value: ExportJSON)] = [("color", color(value)), ("idiom", .string("universal"))]
        if !appearances.isEmpty { members.append(("appearances", .array(appearances))) }
        return .object(members)
    }

    static func color(_ value: ColorsDocument.Value) -> ExportJSON {
        let alpha: (key: String, value: ExportJSON) = ("alpha", .string(ColorComponentText.xcode(value.alpha)))
        if let p3 = value.displayP3Components {
            let components = zip(["red", "green", "blue"], p3).map { (key: $0, value: ExportJSON.string(ColorComponentText.xcode($1))) }
            return .object([("color-space", .string("display-p3")), ("components", .object(components + [alpha]))])
        }
        let components = zip(["red", "green", "blue"], value.rgb).map {
            (key: $0, value: ExportJSON.string(ColorComponentText.xcodeHex($1)))
        }
        return .object([("color-space", .string("srgb")), ("components", .object(components + [alpha]))])
    }

    /// A `Contents.json` with Xcode's `info` block.
    static func contents(_ members: [(key: String, value: ExportJSON)]) -> ExportJSON {
        .object(members + [("info", .object([("author", .string("xcode")), ("version", .number(1))]))])
    }
}
