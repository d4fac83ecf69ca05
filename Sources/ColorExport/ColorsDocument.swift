import ColorScience
import Foundation
import Guidelines

/// `api/colors.json` and the output of `precept colors`: every color table of the site, stable and sorted.
package struct ColorsDocument: Sendable, Hashable, Codable {
    package static let schemaVersion = 1

    package struct Source: Sendable, Hashable, Codable {
        package var file: String
        package var line: Int
        package var column: Int
    }

    package struct Value: Sendable, Hashable, Codable {
        package var hex: String
        package var rgb: [Int]
        package var alpha: Double
        package var colorSpace: String
        package var displayP3: [Double]?
        package var notation: String
        package var original: String
        package var source: Source
        /// Against each background of the value's appearance; the first is the primary one.
        package var contrast: [ColorContrast]
    }

    package struct Color: Sendable, Hashable, Codable {
        package var name: String
        package var localizedName: String?
        package var apis: [String: String]
        package var source: Source
        package var values: [String: Value]
        /// Why the color is deprecated ("" without a reason): its own Status cell, else its table's or page's mark.
        package var deprecated: String?
    }

    package struct SemanticColor: Sendable, Hashable, Codable {
        package var name: String
        package var purpose: String
        package var apis: [String: String]
        package var source: Source
    }

    package struct Table: Sendable, Hashable, Codable {
        package var id: String
        package var page: String
        package var pageTitle: String
        /// Site-relative link to the table (`foundations/color.html#system-colors`).
        package var url: String
        package var title: String
        package var kind: String
        package var platforms: [String]
        package var notes: [String]
        package var appearances: [String]
        package var recoveredFromLines: Bool
        package var source: Source
        package var colors: [Color]
        package var semanticColors: [SemanticColor]
        /// Why the table is deprecated ("" without a reason): its heading's mark, else its page's `deprecated:`.
        package var deprecated: String?
    }

    package var schemaVersion: Int
    package var generator: String
    package var backgrounds: [String: [String]]
    package var tables: [Table]

    /// Builds the document from pages in site order.
    package init(pages: [Page], settings: ColorCheckSettings, generator: String) {
        schemaVersion = Self.schemaVersion
        self.generator = generator
        backgrounds = ["light": settings.lightBackgrounds.map(\.hex), "dark": settings.darkBackgrounds.map(\.hex)]
        let file = { (page: Page) in page.source.displayPath }
        tables = pages.sorted { $0.source.relativePath < $1.source.relativePath }.flatMap { page in
            page.colorTables.map { table in
                let tableDeprecated = table.deprecated ?? page.metadata.deprecated
                return Table(
                    id: table.id, page: page.id, pageTitle: page.title,
                    url: page.source.href + (table.anchor.map { "#" + $0 } ?? ""),
                    title: table.title, kind: table.kind.rawValue, platforms: table.platforms, notes: table.notes,
                    appearances: table.appearances.map(\.rawValue), recoveredFromLines: table.recoveredFromLines,
                    source: Source(file: file(page), line: table.line, column: table.column),
                    colors: table.colors.map { spec in
                        Color(
                            name: spec.name, localizedName: spec.localizedName, apis: spec.apis,
                            source: Source(file: file(page), line: spec.line, column: spec.column),
                            values: Dictionary(
                                uniqueKeysWithValues: spec.values.map { appearance, value in
                                    (
                                        appearance.rawValue,
                                        Self.value(value, appearance: appearance, in: spec, file: file(page), settings: settings)
                                    )
                                }), deprecated: spec.deprecated ?? tableDeprecated)
                    },
                    semanticColors: table.semanticColors.map {
                        SemanticColor(
                            name: $0.name, purpose: $0.purpose, apis: $0.apis,
                            source: Source(file: file(page), line: $0.line, column: $0.column))
                    }, deprecated: tableDeprecated)
            }
        }
    }

    /// A value with its contrast: against the backgrounds of its appearance, or, in a pair, the foreground's against the
    /// pair's background (on both of the pair's values).
    static func value(_ value: ColorValue, appearance: Appearance, in spec: ColorSpec, file: String, settings: ColorCheckSettings)
        -> Value
    {
        let contrast: [ColorContrast]
        if appearance.isPairRole, let foreground = spec.values[.foreground], let background = spec.values[.background] {
            contrast = [ColorContrast(value: foreground, background: background.srgb)]
        } else {
            contrast = settings.backgrounds(for: appearance).map { ColorContrast(value: value, background: $0) }
        }
        return Value(
            hex: value.hex, rgb: [Int(value.red), Int(value.green), Int(value.blue)], alpha: value.alpha,
            colorSpace: value.colorSpace.rawValue, displayP3: value.displayP3, notation: value.notation.rawValue,
            original: value.original, source: Source(file: file, line: value.line, column: value.column),
            contrast: contrast)
    }

    /// Pretty, key-sorted JSON: the same input always gives the same bytes.
    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("{}".utf8)
    }
}
