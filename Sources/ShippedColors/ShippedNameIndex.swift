import ColorExport
import Foundation
import Guidelines

/// The guideline colors under every name code may give them, for matching shipped colors.
///
/// Names compare in a normal form (letters and digits, lower case), so `systemRed`, `system_red` and `System Red`
/// agree. Without a template a shipped name is looked up as an API name (`systemRed`, `Color.red` → `red`), then
/// as the table-qualified name the exports use (`system-colors/Red`), then as the color's name; its full name
/// before its last part (`Red` of `system-colors/Red`). With a template (`names: "{api}"`) only the names the
/// template gives count.
package struct ShippedNameIndex: Sendable {
    /// A guideline color and the table it is in.
    package struct Entry: Sendable, Hashable {
        package var table: Int
        package var color: Int
        /// A pair's half (`background`, `foreground`) when the name is the half's (`--tips-warning-background`).
        package var role: String?
    }

    /// Keys by level: API names, table-qualified names, plain names; one level with a template.
    var levels: [[String: [Entry]]]

    package init(_ tables: [ColorExportNaming.NamedTable], template: String?) {
        if let template {
            var names: [String: [Entry]] = [:]
            for (t, table) in tables.enumerated() {
                for (c, color) in table.colors.enumerated() {
                    for name in Set(Self.render(template, table: table, color: color)) {
                        names[Self.normal(name), default: []].append(Entry(table: t, color: c))
                    }
                }
            }
            levels = [names]
            return
        }
        var apis: [String: [Entry]] = [:]
        var qualified: [String: [Entry]] = [:]
        var plain: [String: [Entry]] = [:]
        for (t, table) in tables.enumerated() {
            for (c, named) in table.colors.enumerated() {
                let entry = Entry(table: t, color: c)
                for api in Set(named.color.apis.values.flatMap(Self.apiNames)) { apis[api, default: []].append(entry) }
                qualified[Self.normal(table.key + named.key), default: []].append(entry)
                // A pair's halves as the CSS export names them: `--<table>-<color>-background`.
                for role in named.otherAppearanceKeys {
                    qualified[Self.normal(table.key + named.key + role), default: []].append(Entry(table: t, color: c, role: role))
                }
                for name in Set(([named.color.name, named.key] + (named.color.localizedName.map { [$0] } ?? [])).map(Self.normal)) {
                    plain[name, default: []].append(entry)
                }
            }
        }
        levels = [apis, qualified, plain]
    }

    /// The guideline colors a shipped name matches at the first level and form that matches any, and that rank
    /// (0 best: the full name as an API name); `allowed` filters them (the tables a source covers).
    package func match(_ color: ShippedColor, allowed: (Entry) -> Bool) -> (entries: [Entry], rank: Int) {
        let full = Self.normal(color.name)
        let last = color.path.last.map(Self.normal) ?? full
        var rank = 0
        for key in [full, last] {
            for level in levels {
                let found = key.isEmpty ? [] : (level[key] ?? []).filter(allowed)
                if !found.isEmpty { return (found, rank) }
                rank += 1
            }
        }
        return ([], rank)
    }

    /// `systemRed`, `Color.red` → `red`, `UIColor.systemRed` → `systemred`, `@color/primary` → `primary`, normalized;
    /// the whole text too when it has parts.
    static func apiNames(_ api: String) -> [String] {
        let trimmed = api.trimmingCharacters(in: ["`", " ", "(", ")"])
        let last = trimmed.split(whereSeparator: { $0 == "." || $0 == "/" || $0 == ":" }).last.map(String.init) ?? trimmed
        return Array(Set([normal(trimmed), normal(last)])).filter { !$0.isEmpty }
    }

    /// Letters and digits, lower case.
    package static func normal(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) }.map(Character.init))
    }

    /// The names a template gives a color: one per API for `{api}`; `{api:UIKit}` one framework's; `{name}`, `{key}`
    /// (the color's slug) and `{table}` (the table's slug).
    static func render(_ template: String, table: ColorExportNaming.NamedTable, color: ColorExportNaming.NamedColor) -> [String] {
        var base = template.replacingOccurrences(of: "{name}", with: color.color.name)
            .replacingOccurrences(of: "{key}", with: color.key).replacingOccurrences(of: "{table}", with: table.key)
        for (framework, api) in color.color.apis {
            base = base.replacingOccurrences(of: "{api:\(framework)}", with: api)
        }
        if base.contains("{api:") { return [] }
        guard base.contains("{api}") else { return [base] }
        return color.color.apis.values.sorted().map { base.replacingOccurrences(of: "{api}", with: $0) }
    }
}
