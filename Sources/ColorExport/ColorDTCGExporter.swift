import Guidelines

/// Writes the specification colors of a document as W3C Design Tokens (Format Module 2025.10) with a resolver.
///
/// One token file per appearance (`light.tokens.json`, …) holds a group per table and a `color` token per color
/// that has a value in that appearance. `colors.resolver.json` (Resolver Module 2025.10) ties them together as one
/// `appearance` modifier whose increased-contrast contexts layer their file over the default-contrast one, so a color
/// without an increased-contrast value keeps its default value there.
package struct ColorDTCGExporter: Sendable {
    /// The Design Tokens version the files follow.
    package static let version = "2025.10"
    package static let resolverFileName = "colors.resolver.json"
    /// The `$extensions` key Precept's own metadata sits under.
    package static let extensionKey = "dev.precept"
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    package init() {}

    /// `light.tokens.json`, `dark.tokens.json`, `light-increased-contrast.tokens.json`.
    package static func tokenFileName(_ appearance: Appearance) -> String {
        appearance.rawValue + ".tokens.json"
    }

    /// The four token files in appearance order, then the resolver document.
    package func files(for document: ColorsDocument) -> [ColorExportFile] {
        let tables = ColorExportNaming(document).tables
        let tokenFiles = Self.appearances(tables).map { appearance in
            ColorExportFile(path: Self.tokenFileName(appearance), text: tokens(tables, appearance: appearance).rendered())
        }
        return tokenFiles + [ColorExportFile(path: Self.resolverFileName, text: resolver(document).rendered())]
    }

    /// The four standard appearances, then those beyond them that the document's colors have (`aqua`, `background`).
    static func appearances(_ tables: [ColorExportNaming.NamedTable]) -> [Appearance] {
        Appearance.allCases + ColorExportNaming.otherAppearanceKeys(tables).map { key in Appearance.custom(key) }
    }

    func tokens(_ tables: [ColorExportNaming.NamedTable], appearance: Appearance) -> ExportJSON {
        .object(
            tables.compactMap { table in
                let tokens = table.colors.compactMap { color in
                    color.value(appearance).map { (key: color.key, value: token(color.color, value: $0, appearance: appearance)) }
                }
                guard !tokens.isEmpty else { return nil }
                let source = table.table
                let metadata: ExportJSON = .object([
                    ("id", .string(source.id)), ("page", .string(source.page)), ("url", .string(source.url)),
                    ("platforms", .array(source.platforms.map(ExportJSON.string))), ("notes", .array(source.notes.map(ExportJSON.string))),
                    ("source", Self.source(source.source)),
                ])
                let group: [(key: String, value: ExportJSON)] = [
                    ("$description", .string(source.title)), ("$extensions", .object([(Self.extensionKey, metadata)])),
                ]
                return (key: table.key, value: .object(group + tokens))
            })
    }

    func token(_ color: ColorsDocument.Color, value: ColorsDocument.Value, appearance: Appearance) -> ExportJSON {
        var metadata: [(key: String, value: ExportJSON)] = [("name", .string(color.name))]
        if let localized = color.localizedName { metadata.append(("localizedName", .string(localized))) }
        metadata += [
            ("apis", .object(color.apis.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("appearance", .string(appearance.rawValue)), ("notation", .string(value.notation)), ("original", .string(value.original)),
            ("source", Self.source(value.source)),
        ]
        return .object([
            ("$type", .string("color")), ("$value", Self.colorValue(value)), ("$description", .string(Self.description(color))),
            ("$extensions", .object([(Self.extensionKey, .object(metadata))])),
        ])
    }

    /// The Color Module value: Display P3 values in `display-p3` with their own components, others in `srgb`;
    /// `hex` is always the six-digit sRGB fallback, alpha given separately.
    static func colorValue(_ value: ColorsDocument.Value) -> ExportJSON {
        let components = value.displayP3Components ?? value.rgb.map { Double($0) / 255 }
        return .object([
            ("colorSpace", .string(value.displayP3Components == nil ? "srgb" : "display-p3")),
            ("components", .array(components.map(ExportJSON.number))), ("alpha", .number(value.alpha)),
            ("hex", .string(value.opaqueHexLowercased)),
        ])
    }

    /// `Red (SwiftUI: red, UIKit: systemRed)`.
    static func description(_ color: ColorsDocument.Color) -> String {
        guard !color.apis.isEmpty else { return color.name }
        let apis = color.apis.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return "\(color.name) (\(apis))"
    }

    static func source(_ source: ColorsDocument.Source) -> ExportJSON {
        .object([("file", .string(source.file)), ("line", .number(Double(source.line))), ("column", .number(Double(source.column)))])
    }

    func resolver(_ document: ColorsDocument) -> ExportJSON {
        func reference(_ appearance: Appearance) -> ExportJSON { .object([("$ref", .string(Self.tokenFileName(appearance)))]) }
        let contexts: [(key: String, value: ExportJSON)] = Self.appearances(ColorExportNaming(document).tables).map { appearance in
            let layers = appearance.isIncreasedContrast ? [appearance.standardCounterpart, appearance] : [appearance]
            return (appearance.rawValue, .array(layers.map(reference)))
        }
        let modifier: ExportJSON = .object([
            ("description", .string("Light or dark, each with default or increased contrast.")), ("contexts", .object(contexts)),
            ("default", .string(Appearance.light.rawValue)),
        ])
        return .object([
            ("$schema", .string(Self.resolverSchema)), ("name", .string("Guideline colors")), ("version", .string(Self.version)),
            ("description", .string("Colors from the guideline color tables, generated by \(document.generator).")),
            ("modifiers", .object([("appearance", modifier)])),
            ("resolutionOrder", .array([.object([("$ref", .string("#/modifiers/appearance"))])])),
        ])
    }
}
