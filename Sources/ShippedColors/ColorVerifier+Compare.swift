import ColorExport
import ColorScience
import Diagnostics
import Foundation
import Guidelines

extension ColorVerifier {
    /// The differences between a guideline color and one shipped color, one finding per appearance.
    /// The standard appearances are compared wherever the guidelines give a value; another appearance (a pair's
    /// `background`, macOS `aqua`) only where the code gives one of its own, or where the name is that half's (`role`).
    func compare(
        _ named: ColorExportNaming.NamedColor, _ shipped: ShippedColor, role: String? = nil, skipping: Set<Appearance> = [],
        catalog: ShippedCatalog
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let label = Self.label(named.color)
        let others = named.otherAppearanceKeys.map(Appearance.custom).filter { shipped.values[$0] != nil }
        let appearances = role.map { [Appearance.custom($0)] } ?? (Appearance.allCases + others)
        for appearance in appearances where !skipping.contains(appearance) {
            guard let specified = named.value(appearance) else { continue }
            let at = SourceLocation(path: specified.source.file, line: specified.source.line, column: specified.source.column)
            guard let (values, fallback) = shipped.values(in: appearance) else {
                diagnostics.append(
                    .warning(
                        "verify.missing-appearance",
                        "\(label): '\(shipped.name)' in \(catalog.source) has no \(appearance.rawValue) value; the guidelines say \(specified.hex)",
                        at: at, notes: ["defined at \(shipped.location)", "add a \(appearance.rawValue) value to the color in the code"]))
                continue
            }
            let differing = values.filter { !same(specified, $0) }
            guard let first = differing.first else { continue }
            let shown = { (value: ShippedValue) in
                "\(value.hex) (ΔE00 \(String(format: "%.2f", Self.deltaE(specified, value))))"
            }
            var notes = differing.map { "shipped at \($0.location) as \($0.text)" }
            if let fallback {
                let from = fallback == "any" ? "its value for any appearance" : "its \(fallback) value"
                notes.append("add a \(appearance.rawValue) value to '\(shipped.name)' in the code, or correct the guidelines")
                diagnostics.append(
                    .warning(
                        "verify.missing-appearance",
                        "\(label), \(appearance.rawValue): the guidelines say \(specified.hex); '\(shipped.name)' in \(catalog.source) has no \(appearance.rawValue) value and shows \(from), \(shown(first))",
                        at: at, notes: notes))
            } else {
                notes.append(
                    options.toleranceDeltaE > 0
                        ? "the difference is over the tolerance of ΔE00 \(options.toleranceDeltaE); change the code or the guidelines"
                        : "change the code or the guidelines so they agree; allow small differences with 'tolerance_delta_e:' in the verify entry"
                )
                diagnostics.append(
                    .warning(
                        "verify.value-mismatch",
                        "\(label), \(appearance.rawValue): the guidelines say \(specified.hex), '\(shipped.name)' in \(catalog.source) is \(shown(first))",
                        at: at, notes: notes))
            }
        }
        return diagnostics
    }

    /// The standard appearances other than light that the matched colors specify but no color of the source has a
    /// value for (Android has no increased-contrast resources): one finding each, at the first such cell, instead
    /// of one per color.
    func absentAppearances(
        _ tables: [ColorExportNaming.NamedTable], matches: [ShippedNameIndex.Entry: [ShippedColor]], catalog: ShippedCatalog
    ) -> (appearances: Set<Appearance>, diagnostics: [Diagnostic]) {
        // Appearances given by rules, folders and files, and those the names spell (merged into `matches`).
        let shipped = Set((catalog.colors + matches.values.joined()).flatMap { $0.values.keys.compactMap { $0 } })
        var absent = Set<Appearance>()
        var diagnostics: [Diagnostic] = []
        for appearance in Appearance.allCases where appearance != .light && !shipped.contains(appearance) {
            let specified = matches.keys.sorted { ($0.table, $0.color) < ($1.table, $1.color) }.compactMap { entry in
                tables[entry.table].colors[entry.color].value(appearance).map { (tables[entry.table].colors[entry.color].color, $0) }
            }
            guard let (firstColor, first) = specified.first else { continue }
            absent.insert(appearance)
            let names = specified.prefix(8).map(\.0.name).joined(separator: ", ") + (specified.count > 8 ? ", …" : "")
            diagnostics.append(
                .warning(
                    "verify.missing-appearance",
                    "\(catalog.source) has no \(appearance.rawValue) value for any color; the guidelines specify one for \(CountText.of(specified.count, "color")): \(names)",
                    at: SourceLocation(path: first.source.file, line: first.source.line, column: first.source.column),
                    notes: [
                        "starting with \(Self.label(firstColor)), \(first.hex); the code shows its other values instead",
                        "add \(appearance.rawValue) values to the code so that it shows what the guidelines specify",
                    ]))
        }
        return (absent, diagnostics)
    }

    func notShipped(_ named: ColorExportNaming.NamedColor, table: ColorExportNaming.NamedTable, catalog: ShippedCatalog) -> Diagnostic {
        let source = named.color.source
        let tried =
            options.names.map { "names given by '\($0)'" }
            ?? (Array(Set(named.color.apis.values)).sorted() + [named.color.name, "\(table.key)/\(named.key)"]).joined(separator: ", ")
        return .warning(
            "verify.not-shipped", "\(Self.label(named.color)) is in the guidelines but not in \(catalog.source)",
            at: SourceLocation(path: source.file, line: source.line, column: source.column),
            notes: [
                "looked for \(tried)",
                "add the color to the code, or map names with 'names:' (e.g. \"{api}\") in the verify entry",
            ])
    }

    /// True when the shipped value counts as the specified one: the same 8-bit sRGB value and alpha (the same
    /// Display P3 components to 3 decimals when both are in Display P3), or within the tolerance.
    func same(_ specified: ColorsDocument.Value, _ shipped: ShippedValue) -> Bool {
        let bytes = shipped.bytes
        guard Int(bytes.alpha) == Int((specified.alpha * 255).rounded()) else { return false }
        let exact: Bool
        if let p3 = specified.displayP3, p3.count == 3, let other = shipped.displayP3 {
            exact = zip(p3, other).allSatisfy { abs($0 - $1) <= 0.0005 }
        } else {
            exact = [Int(bytes.red), Int(bytes.green), Int(bytes.blue)] == specified.rgb
        }
        return exact || (options.toleranceDeltaE > 0 && Self.deltaE(specified, shipped) <= options.toleranceDeltaE)
    }

    /// ΔE2000 between the two: in Display P3 when both are, else between the guidelines' 8-bit sRGB value and the
    /// shipped one clamped to sRGB (an sRGB stand-in for a wider color cannot do better than the clamped one).
    static func deltaE(_ specified: ColorsDocument.Value, _ shipped: ShippedValue) -> Double {
        if let p3 = specified.displayP3, p3.count == 3, shipped.displayP3 != nil {
            return CIEDE2000.difference(DisplayP3Color(red: p3[0], green: p3[1], blue: p3[2]).convertedToSRGB().unclamped, shipped.srgb)
        }
        let guideline = SRGBColor(red8: UInt8(specified.rgb[0]), green8: UInt8(specified.rgb[1]), blue8: UInt8(specified.rgb[2]))
        return CIEDE2000.difference(guideline, shipped.srgb.clamped())
    }

    /// `Red (systemRed)`: the name and the first API name.
    static func label(_ color: ColorsDocument.Color) -> String {
        let name = ShippedNameIndex.normal(color.name)
        guard let api = color.apis.sorted(by: { $0.key < $1.key }).map(\.value).first(where: { ShippedNameIndex.normal($0) != name })
        else { return color.name }
        return "\(color.name) (\(api))"
    }
}
