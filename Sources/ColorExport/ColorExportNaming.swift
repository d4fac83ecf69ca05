import Guidelines

/// The specification tables and colors of a document under names every exporter shares, so that the CSS property
/// `--system-colors-red`, the design token `system-colors.red` and the asset catalog folder `system-colors` agree.
///
/// Names depend only on the document they are given, so a filtered document can name a table differently from the
/// full one when filtering removed a table whose name it collided with.
package struct ColorExportNaming: Sendable {
    package struct NamedColor: Sendable {
        /// Slug unique within its table: `red`, `gray-2`.
        package var key: String
        package var color: ColorsDocument.Color

        package func value(_ appearance: Appearance) -> ColorsDocument.Value? { color.values[appearance.rawValue] }

        /// The appearance keys beyond the four standard ones (`aqua`, a pair's `background`), sorted.
        package var otherAppearanceKeys: [String] {
            color.values.keys.filter { key in !Appearance.allCases.contains { $0.rawValue == key } }.sorted()
        }
    }

    /// The appearance keys beyond the four standard ones that any color of `tables` has, sorted.
    static func otherAppearanceKeys(_ tables: [NamedTable]) -> [String] {
        Set(tables.flatMap { $0.colors.flatMap(\.otherAppearanceKeys) }).sorted()
    }

    package struct NamedTable: Sendable {
        /// Slug unique within the document: `system-colors`, or the whole table id slugged when two pages share it.
        package var key: String
        package var table: ColorsDocument.Table
        package var colors: [NamedColor]
    }

    /// Specification and pair tables with at least one valued color, in document order; colors in table order.
    package var tables: [NamedTable]

    package init(_ document: ColorsDocument) {
        let specifications = document.tables.filter { $0.kind == "specification" || $0.kind == "pairs" }
            .map { table in (table, table.colors.filter { !$0.values.isEmpty }) }
            .filter { !$0.1.isEmpty }
        let shortNames = specifications.map { Self.slug(Self.lastComponent($0.0.id), fallback: "colors") }
        let preferred = specifications.enumerated().map { index, entry in
            shortNames.filter { $0 == shortNames[index] }.count > 1 ? Self.slug(entry.0.id, fallback: "colors") : shortNames[index]
        }
        let tableKeys = Self.unique(preferred, separator: "-")
        tables = zip(tableKeys, specifications).map { key, entry in
            let colorKeys = Self.unique(entry.1.map { Self.slug($0.name, fallback: "color") }, separator: "-")
            return NamedTable(key: key, table: entry.0, colors: zip(colorKeys, entry.1).map { NamedColor(key: $0, color: $1) })
        }
    }

    /// Lower-case letters and digits, every other run of characters one `-`: `Gray (2)` → `gray-2`.
    package static func slug(_ text: String, fallback: String) -> String {
        var out = ""
        var pendingDash = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.append(character)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? fallback : out
    }

    /// The names with a counter added to each repeat (`red`, `red-2`), skipping counters already taken.
    /// With `caseInsensitive`, names that differ only in case count as repeats, as on a default macOS volume.
    static func unique(_ names: [String], separator: String, caseInsensitive: Bool = false) -> [String] {
        let fold = { (name: String) in caseInsensitive ? name.lowercased() : name }
        var taken = Set<String>()
        return names.map { name in
            var candidate = name
            var counter = 2
            while taken.contains(fold(candidate)) {
                candidate = name + separator + String(counter)
                counter += 1
            }
            taken.insert(fold(candidate))
            return candidate
        }
    }

    private static func lastComponent(_ id: String) -> String {
        id.split(separator: "/").last.map(String.init) ?? id
    }
}

extension ColorsDocument.Value {
    /// The Display P3 components when the value was given in Display P3.
    var displayP3Components: [Double]? {
        guard let components = displayP3, components.count == 3 else { return nil }
        return components
    }

    /// `#ff383c`: the sRGB form without alpha, lower case.
    var opaqueHexLowercased: String { String(hex.prefix(7)).lowercased() }
}
