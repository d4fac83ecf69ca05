import ColorExport
import ColorScience
import Diagnostics
import Foundation
import Guidelines

/// Compares the guidelines' specification colors with the colors one source ships, and reports each difference at
/// the guideline's table cell: a value that differs (`verify.value-mismatch`), an appearance the code lacks
/// (`verify.missing-appearance`), a guideline color the code does not ship (`verify.not-shipped`), and, as notes,
/// shipped colors no guideline mentions (`verify.unmentioned`).
package struct ColorVerifier: Sendable {
    /// How one source is matched and compared.
    package struct Options: Sendable, Hashable {
        /// A name template (`{api}`, `color-{key}`); nil matches by API name, qualified name, then name.
        package var names: String?
        /// The largest ΔE2000 that still counts as the same color; 0 asks for the same 8-bit value.
        package var toleranceDeltaE: Double
        /// The platforms whose tables the source ships (case-insensitive); empty: the tables it ships any color of.
        package var platforms: [String]

        package init(names: String? = nil, toleranceDeltaE: Double = 0, platforms: [String] = []) {
            self.names = names
            self.toleranceDeltaE = toleranceDeltaE
            self.platforms = platforms
        }
    }

    /// Individual notes about unmentioned shipped colors before one note counts the rest.
    static let unmentionedNoteLimit = 20

    package var options: Options

    package init(options: Options = Options()) {
        self.options = options
    }

    package func verify(_ document: ColorsDocument, against catalog: ShippedCatalog) -> [Diagnostic] {
        let tables = ColorExportNaming(document).tables
        let index = ShippedNameIndex(tables, template: options.names)
        let platforms = Set(options.platforms.map { $0.lowercased() })
        let inScope = { (entry: ShippedNameIndex.Entry) in
            platforms.isEmpty || tables[entry.table].table.platforms.isEmpty
                || !platforms.isDisjoint(with: tables[entry.table].table.platforms.map { $0.lowercased() })
        }
        var matches: [ShippedNameIndex.Entry: [ShippedColor]] = [:]
        var unmentioned: [ShippedColor] = []
        var diagnostics: [Diagnostic] = []
        let found = matched(catalog.colors, index: index, allowed: inScope)
        // A guideline color is the code's best-named match's: `brand.coral` (its API name) over `palette.coral`.
        var bestRank: [ShippedNameIndex.Entry: Int] = [:]
        for (_, entries, rank) in found {
            for entry in entries { bestRank[entry] = min(bestRank[entry] ?? rank, rank) }
        }
        for (shipped, all, rank) in found {
            let entries = all.filter { bestRank[$0] == rank }
            guard !all.isEmpty else {
                unmentioned.append(shipped)
                continue
            }
            // A name several guideline colors share (Red on iOS and on visionOS): the one it agrees with, else each.
            let agreeing = entries.filter {
                compare(tables[$0.table].colors[$0.color], shipped, role: $0.role, catalog: catalog).isEmpty
            }
            for entry in agreeing.isEmpty ? entries : [agreeing[0]] { matches[entry, default: []].append(shipped) }
            if agreeing.isEmpty, entries.count > 1 {
                let names = entries.map { "\(tables[$0.table].colors[$0.color].color.name) in '\(tables[$0.table].table.title)'" }
                diagnostics.append(
                    .note(
                        "verify.unmentioned",
                        "'\(shipped.name)' matches \(entries.count) guideline colors: \(names.joined(separator: ", "))",
                        at: shipped.location,
                        notes: ["name the platforms this source ships with 'platforms:' in its verify entry, or map names with 'names:'"]))
            }
        }
        let missing = absentAppearances(tables, matches: matches, catalog: catalog)
        diagnostics += missing.diagnostics
        for (entry, shipped) in matches.sorted(by: { ($0.key.table, $0.key.color) < ($1.key.table, $1.key.color) }) {
            for each in shipped {
                diagnostics += compare(
                    tables[entry.table].colors[entry.color], each, role: entry.role, skipping: missing.appearances, catalog: catalog)
            }
        }
        let covered = Set(matches.keys.map(\.table))
        for (t, table) in tables.enumerated() where platforms.isEmpty ? covered.contains(t) : inScope(.init(table: t, color: 0, role: nil))
        {
            let shippedColors = Set(matches.keys.filter { $0.table == t }.map(\.color))
            for (c, named) in table.colors.enumerated() where !shippedColors.contains(c) {
                diagnostics.append(notShipped(named, table: table, catalog: catalog))
            }
        }
        for shipped in unmentioned.prefix(Self.unmentionedNoteLimit) {
            diagnostics.append(
                .note(
                    "verify.unmentioned", "'\(shipped.name)' in \(catalog.source) is a color no guideline table names",
                    at: shipped.location,
                    notes: ["document it in a color table, or map its name to a guideline color with 'names:' in its verify entry"]))
        }
        if unmentioned.count > Self.unmentionedNoteLimit {
            let rest = unmentioned.dropFirst(Self.unmentionedNoteLimit)
            diagnostics.append(
                .note(
                    "verify.unmentioned", "\(catalog.source) ships \(CountText.of(rest.count, "more color")) no guideline table names",
                    at: rest.first?.location, notes: [rest.prefix(10).map(\.name).joined(separator: ", ") + (rest.count > 10 ? ", …" : "")])
            )
        }
        return diagnostics
    }

    /// Each shipped color with the guideline colors it matches. Colors no name matches whose names spell
    /// different appearances of the same rest (`md_theme_light_primary` and `md_theme_dark_primary`) are one
    /// color, matched by that rest (`md-theme-primary`, else its shorter endings: `theme-primary`, `primary`),
    /// with each one's values in the appearance its name spells. A name alone (`light_gray`, `colorPrimaryDark`)
    /// is no such evidence and stays as it is.
    func matched(_ colors: [ShippedColor], index: ShippedNameIndex, allowed: (ShippedNameIndex.Entry) -> Bool)
        -> [(ShippedColor, [ShippedNameIndex.Entry], rank: Int)]
    {
        var result: [(ShippedColor, [ShippedNameIndex.Entry], rank: Int)] = []
        var byRest: [[String]: [(color: ShippedColor, appearance: Appearance, rank: Int)]] = [:]
        var restOrder: [[String]] = []
        for color in colors {
            let found = index.match(color, allowed: allowed)
            guard found.entries.isEmpty, let (rest, appearance) = ShippedAppearanceWords.split(color.name) else {
                result.append((color, found.entries, found.rank))
                continue
            }
            if byRest[rest] == nil { restOrder.append(rest) }
            byRest[rest, default: []].append((color, appearance, found.rank))
        }
        for rest in restOrder {
            let originals = byRest[rest] ?? []
            var found: (entries: [ShippedNameIndex.Entry], rank: Int) = ([], 0)
            if Set(originals.map(\.appearance)).count > 1 {
                for start in rest.indices where found.entries.isEmpty {
                    let ending = rest[start...].joined(separator: "-")
                    found = index.match(ShippedColor(name: ending, path: [ending], location: originals[0].color.location), allowed: allowed)
                }
            }
            guard !found.entries.isEmpty else {
                result += originals.map { ($0.color, [], $0.rank) }
                continue
            }
            // Named by the originals, so a finding points the reader at names that exist in the code.
            var merged = ShippedColor(
                name: originals.map(\.color.name).joined(separator: " / "), path: rest, location: originals[0].color.location)
            for original in originals {
                for (key, values) in original.color.values { merged.values[key ?? original.appearance, default: []] += values }
            }
            result.append((merged, found.entries, found.rank))
        }
        return result
    }
}
