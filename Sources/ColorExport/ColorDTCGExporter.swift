import Guidelines

/// Writes the specification colors of a document as W3C Design Tokens (Format Module 2025.10) with a resolver.
///
/// One token file per appearance (`light.tokens.json`, …) holds a group per table and a `color` token per color
/// that has a value in that appearance. `colors.resolver.json` (Resolver Module 2025.10) ties them together as one
/// `appearance` modifier whose every context resolves every color: each layers its file over those it falls back
/// to (dark increased contrast over dark over light), as an asset catalog's "Any Appearance" stands in for a
/// missing one, so a color without a dark value has its light value in the dark contexts. A color with no light
/// value at all gets one in `fallback.tokens.json`, under every context, from the first appearance that has one.
package struct ColorDTCGExporter: Sendable {
    /// The Design Tokens version the files follow.
    package static let version = "2025.10"
    package static let resolverFileName = "colors.resolver.json"
    /// Values for colors without a light value, written only when some color lacks one.
    package static let fallbackFileName = "fallback.tokens.json"
    /// The `$extensions` key Precept's own metadata sits under.
    package static let extensionKey = "dev.precept"
    static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"

    package init() {}

    /// `light.tokens.json`, `dark.tokens.json`, `light-increased-contrast.tokens.json`.
    package static func tokenFileName(_ appearance: Appearance) -> String {
        appearance.rawValue + ".tokens.json"
    }

    /// The fallback file when some color has no light value, the four token files in appearance order, then the
    /// resolver document.
    package func files(for document: ColorsDocument) -> [ColorExportFile] {
        let tables = ColorExportNaming(document).tables
        let fallback = fallbackTokens(tables)
        let tokenFiles = Self.appearances(tables).map { appearance in
            ColorExportFile(path: Self.tokenFileName(appearance), text: tokens(tables, appearance: appearance).rendered())
        }
        return (fallback.map { [ColorExportFile(path: Self.fallbackFileName, text: $0.rendered())] } ?? []) + tokenFiles
            + [ColorExportFile(path: Self.resolverFileName, text: resolver(document, hasFallback: fallback != nil).rendered())]
    }

    /// For each color without a light value, a token with the value of the first appearance that has one, which
    /// says so in its metadata (`fallbackFrom`); nil when every color has a light value.
    func fallbackTokens(_ tables: [ColorExportNaming.NamedTable]) -> ExportJSON? {
        let order = Self.appearances(tables)
        var groups: [(key: String, value: ExportJSON)] = []
        for table in tables {
            var tokens: [(key: String, value: ExportJSON)] = []
            for color in table.colors where color.value(.light) == nil {
                guard let appearance = order.first(where: { color.value($0) != nil }), let value = color.value(appearance) else { continue }
                tokens.append((color.key, token(color.color, value: value, appearance: appearance, fallback: true)))
            }
            if !tokens.isEmpty { groups.append((table.key, .object(tokens))) }
        }
        return groups.isEmpty ? nil : .object(groups)
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

    /// A `color` token; `fallback` marks one standing in for a missing light value (`fallbackFrom` names whose).
    func token(_ color: ColorsDocument.Color, value: ColorsDocument.Value, appearance: Appearance, fallback: Bool = false) -> ExportJSON {
        var metadata: [(key: String, value: ExportJSON)] = [("name", .string(color.name))]
        if let localized = color.localizedName { metadata.append(("localizedName", .string(localized))) }
        metadata += [
            ("apis", .object(color.apis.sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })),
            ("appearance", .string(appearance.rawValue)), ("notation", .string(value.notation)), ("original", .string(value.original)),
            ("source", Self.source(value.source)),
        ]
        if fallback { metadata.append(("fallbackFrom", .string(appearance.rawValue))) }
        var members: [(key: String, value: ExportJSON)] = [
            ("$type", .string("color")), ("$value", Self.colorValue(value)), ("$description", .string(Self.description(color))),
        ]
        // DTCG `$deprecated`: the reason, or true when the guidelines give none.
        if let deprecated = color.deprecated { members.append(("$deprecated", deprecated.isEmpty ? .bool(true) : .string(deprecated))) }
        members.append(("$extensions", .object([(Self.extensionKey, .object(metadata))])))
        return .object(members)
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

    /// The appearances a context layers, the one it falls back to last first: light for every appearance, then
    /// the default-contrast counterpart of an increased-contrast one, then the appearance itself.
    static func layers(_ appearance: Appearance) -> [Appearance] {
        var layers: [Appearance] = [.light]
        if appearance.isIncreasedContrast && !layers.contains(appearance.standardCounterpart) {
            layers.append(appearance.standardCounterpart)
        }
        if !layers.contains(appearance) { layers.append(appearance) }
        return layers
    }

    func resolver(_ document: ColorsDocument, hasFallback: Bool) -> ExportJSON {
        func reference(_ file: String) -> ExportJSON { .object([("$ref", .string(file))]) }
        let contexts: [(key: String, value: ExportJSON)] = Self.appearances(ColorExportNaming(document).tables).map { appearance in
            let files = (hasFallback ? [Self.fallbackFileName] : []) + Self.layers(appearance).map(Self.tokenFileName)
            return (appearance.rawValue, .array(files.map(reference)))
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
