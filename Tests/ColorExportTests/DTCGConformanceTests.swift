import Foundation
import Guidelines
import Testing

@testable import ColorExport

/// The DTCG export checked against the Format Module 2025.10 (tokens, groups, the color type) and the Resolver
/// Module 2025.10 (contexts of `$ref`s merged in order, later over earlier) by checks written here, not by the
/// exporter: and every context of the resolver resolves every color, as an asset catalog's "Any Appearance" does.
@Suite struct DTCGConformanceTests {
    typealias Object = [String: Any]

    /// Colors with a light value only, a dark value only, and all four.
    static let document = ExportFixtures.document(tables: [
        ExportFixtures.table(
            "hand/status", title: "Status",
            [
                ExportFixtures.color("Only Light", [.light: ExportFixtures.value(0x11, 0x22, 0x33)]),
                ExportFixtures.color("Only Dark", [.dark: ExportFixtures.value(0x44, 0x55, 0x66, appearance: .dark)]),
                ExportFixtures.color(
                    "Every", apis: ["SwiftUI": "every"],
                    [
                        .light: ExportFixtures.value(1, 2, 3), .dark: ExportFixtures.value(4, 5, 6, appearance: .dark),
                        .lightIncreasedContrast: ExportFixtures.value(7, 8, 9, appearance: .lightIncreasedContrast),
                        .darkIncreasedContrast: ExportFixtures.value(10, 11, 12, alpha: 0.5, appearance: .darkIncreasedContrast),
                    ]),
            ])
    ])

    static func files(_ document: ColorsDocument) throws -> [String: Object] {
        var files: [String: Object] = [:]
        for file in ColorDTCGExporter().files(for: document) { files[file.path] = try ExportFixtures.json(file) }
        return files
    }

    /// Format Module: a token has `$value`; a group has none; names never start with `$` nor hold `{`, `}` or `.`;
    /// a color is `{colorSpace, components, alpha?, hex?}` with components in range for its space.
    static func formatProblems(_ node: Object, path: [String] = []) -> [String] {
        var problems: [String] = []
        for (name, child) in node where !name.hasPrefix("$") {
            if name.contains(where: { "{}.".contains($0) }) { problems.append("\(path + [name]): reserved character in a name") }
            guard let child = child as? Object else {
                problems.append("\(path + [name]): not an object")
                continue
            }
            if let value = child["$value"] {
                problems += colorProblems(value, type: child["$type"] as? String, at: path + [name])
            } else {
                problems += formatProblems(child, path: path + [name])
            }
        }
        return problems
    }

    static func colorProblems(_ value: Any, type: String?, at path: [String]) -> [String] {
        guard type == "color" else { return ["\(path): $type is \(type ?? "missing"), not color"] }
        guard let value = value as? Object else { return ["\(path): a color $value must be an object"] }
        var problems: [String] = []
        let spaces = [
            "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020",
            "xyz-d65", "xyz-d50",
        ]
        guard let space = value["colorSpace"] as? String, spaces.contains(space) else { return ["\(path): unknown colorSpace"] }
        let components = value["components"] as? [Double] ?? []
        if components.count != 3 { problems.append("\(path): \(components.count) components") }
        if ["srgb", "display-p3"].contains(space), components.contains(where: { $0 < 0 || $0 > 1 }) {
            problems.append("\(path): a component outside 0…1")
        }
        if let alpha = value["alpha"] {
            if let alpha = alpha as? Double, (0...1).contains(alpha) {} else { problems.append("\(path): alpha outside 0…1") }
        }
        if let hex = value["hex"] {
            if let hex = hex as? String, hex.wholeMatch(of: /#[0-9a-fA-F]{6}/) != nil {
            } else {
                problems.append("\(path): hex is not #rrggbb")
            }
        }
        return problems
    }

    /// Resolver Module: each context's sources merged in order, a later token replacing an earlier one.
    static func resolve(_ context: String, in files: [String: Object]) throws -> [String: String] {
        let resolver = try #require(files[ColorDTCGExporter.resolverFileName])
        let modifier = try #require((resolver["modifiers"] as? Object)?["appearance"] as? Object)
        let sources = try #require((modifier["contexts"] as? Object)?[context] as? [[String: String]])
        var hexByToken: [String: String] = [:]
        for source in sources {
            let reference = try #require(source["$ref"])
            let file = try #require(files[reference], "\(reference) is not a written file")
            for (group, tokens) in file where !group.hasPrefix("$") {
                for (name, token) in try #require(tokens as? Object) where !name.hasPrefix("$") {
                    let value = try #require((token as? Object)?["$value"] as? Object)
                    hexByToken[group + "." + name] = value["hex"] as? String
                }
            }
        }
        return hexByToken
    }

    @Test func everyFileFollowsTheFormatModuleAndTheResolverTheResolverModule() throws {
        let files = try Self.files(Self.document)
        for (path, file) in files where path != ColorDTCGExporter.resolverFileName {
            #expect(Self.formatProblems(file) == [], "\(path)")
        }
        let resolver = try #require(files[ColorDTCGExporter.resolverFileName])
        #expect(resolver["version"] as? String == "2025.10")
        let modifier = try #require((resolver["modifiers"] as? Object)?["appearance"] as? Object)
        let contexts = try #require(modifier["contexts"] as? Object)
        let defaultContext = try #require(modifier["default"] as? String)
        #expect(contexts[defaultContext] != nil, "the default is one of the contexts")
        for reference in try #require(resolver["resolutionOrder"] as? [[String: String]]) {
            let pointer = try #require(reference["$ref"])
            #expect(pointer.hasPrefix("#/modifiers/") && (resolver["modifiers"] as? Object)?[String(pointer.dropFirst(12))] != nil)
        }
    }

    @Test func everyContextResolvesEveryColorFallingBackAsAnyAppearanceDoes() throws {
        let files = try Self.files(Self.document)
        #expect(files.keys.contains(ColorDTCGExporter.fallbackFileName), "a color has no light value")
        let expected: [String: [String: String]] = [
            "light": ["status.only-light": "#112233", "status.only-dark": "#445566", "status.every": "#010203"],
            "dark": ["status.only-light": "#112233", "status.only-dark": "#445566", "status.every": "#040506"],
            "light-increased-contrast": ["status.only-light": "#112233", "status.only-dark": "#445566", "status.every": "#070809"],
            "dark-increased-contrast": ["status.only-light": "#112233", "status.only-dark": "#445566", "status.every": "#0a0b0c"],
        ]
        for (context, tokens) in expected {
            #expect(try Self.resolve(context, in: files) == tokens, "\(context)")
        }
        let fallback = try #require((files[ColorDTCGExporter.fallbackFileName]?["status"] as? Object)?["only-dark"] as? Object)
        let metadata = (fallback["$extensions"] as? Object)?[ColorDTCGExporter.extensionKey] as? Object
        #expect(metadata?["fallbackFrom"] as? String == "dark")
    }

    @Test func theBundledPaletteConformsAndResolvesAlike() throws {
        let files = try Self.files(ExportFixtures.document())
        // Ink is in a dark-only table: before the fallback it was in no context but dark and dark increased contrast.
        let fallback = try #require(files[ColorDTCGExporter.fallbackFileName])
        #expect(Array(fallback.keys) == ["night-only"] && Array((fallback["night-only"] as? Object)?.keys ?? [:].keys) == ["ink"])
        for (path, file) in files where path.hasSuffix(".tokens.json") { #expect(Self.formatProblems(file) == [], "\(path)") }
        let light = try Self.resolve("light", in: files)
        #expect(!light.isEmpty)
        for context in ["dark", "light-increased-contrast", "dark-increased-contrast"] {
            #expect(Set(try Self.resolve(context, in: files).keys) == Set(light.keys), "\(context) resolves the same tokens")
        }
    }
}
