import ColorScience
import Diagnostics
import Foundation
import Guidelines

/// Reads the color custom properties of a style sheet (`--name: <color>;`).
///
/// The appearance a declaration applies in comes from the rules around it: `@media (prefers-color-scheme: dark)`
/// or a selector naming dark (`.dark`, `[data-theme="dark"]`) is dark, `light` likewise light, and
/// `(prefers-contrast: more)` or a selector naming high contrast is increased contrast; anything else is any
/// appearance. `light-dark(a, b)` gives both halves, `var(--other)` the other property's value in the same
/// appearance, and a later declaration of a property in the same appearance is one more value it ships.
package struct CSSColorReader: Sendable {
    package init() {}

    struct Declaration {
        var name: String
        var value: String
        var appearance: Appearance?
        var location: SourceLocation
    }

    package func colors(_ text: String, file: String) -> ([ShippedColor], [Diagnostic]) {
        let declarations = Self.declarations(in: text, file: file)
        let byName = Dictionary(grouping: declarations, by: \.name)
        var colors: [ShippedColor] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        for declaration in declarations where seen.insert(declaration.name).inserted {
            var color = ShippedColor(name: declaration.name, path: [String(declaration.name.dropFirst(2))], location: declaration.location)
            var looksLikeColor = false
            for each in byName[declaration.name] ?? [] {
                for (appearance, value) in Self.split(each.value, appearance: each.appearance)
                    + Self.referencedAppearances(each, byName: byName)
                {
                    guard let resolved = Self.resolve(value, appearance: appearance, byName: byName, depth: 0) else {
                        if Self.colorish(value) {
                            looksLikeColor = true
                            diagnostics.append(
                                ShippedValueProblem.unsupported("has the value '\(value)', which Precept cannot read as one color")
                                    .diagnostic(at: each.location, color: each.name))
                        }
                        continue
                    }
                    looksLikeColor = true
                    color.values[appearance, default: []].append(
                        ShippedValue(srgb: resolved.srgb, displayP3: resolved.displayP3, text: each.value, location: each.location))
                }
            }
            if looksLikeColor, !color.values.isEmpty { colors.append(color) }
        }
        return (colors, diagnostics)
    }

    /// A value for any appearance that reads other properties (`var(--sand)`) takes, like the cascade, their value
    /// in each appearance they have one of their own: the same text evaluated there.
    static func referencedAppearances(_ declaration: Declaration, byName: [String: [Declaration]]) -> [(Appearance?, String)] {
        guard declaration.appearance == nil, declaration.value.contains("var(") else { return [] }
        let targets = declaration.value.matches(of: #/var\(\s*(--[A-Za-z0-9_-]+)/#).map { String($0.output.1) }
        let appearances = Set(targets.flatMap { (byName[$0] ?? []).compactMap(\.appearance) })
        return appearances.sorted().map { ($0, declaration.value) }
    }

    /// `light-dark(a, b)` as its two halves in the appearance's light and dark variants; anything else as it is.
    static func split(_ value: String, appearance: Appearance?) -> [(Appearance?, String)] {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("light-dark("), trimmed.hasSuffix(")") else { return [(appearance, trimmed)] }
        let inner = trimmed.dropFirst("light-dark(".count).dropLast()
        let halves = topLevelSplit(String(inner), separator: ",")
        guard halves.count == 2 else { return [(appearance, trimmed)] }
        let contrast = appearance?.isIncreasedContrast ?? false
        return [
            (contrast ? .lightIncreasedContrast : .light, halves[0]), (contrast ? .darkIncreasedContrast : .dark, halves[1]),
        ]
    }

    static func resolve(_ value: String, appearance: Appearance?, byName: [String: [Declaration]], depth: Int)
        -> (srgb: SRGBColor, displayP3: [Double]?)?
    {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("var("), trimmed.hasSuffix(")"), depth < 16 else { return CSSColorFunction.parse(trimmed) }
        let arguments = topLevelSplit(String(trimmed.dropFirst(4).dropLast()), separator: ",")
        guard let target = arguments.first else { return nil }
        let candidates = byName[target] ?? []
        // The other property's value in this appearance, else in any appearance, else the fallback.
        let chosen = candidates.last { $0.appearance == appearance } ?? candidates.last { $0.appearance == nil }
        if let chosen {
            let halves = split(chosen.value, appearance: chosen.appearance)
            let half = halves.first { $0.0 == appearance } ?? halves[0]
            if let resolved = resolve(half.1, appearance: appearance, byName: byName, depth: depth + 1) { return resolved }
        }
        return arguments.count > 1
            ? resolve(arguments.dropFirst().joined(separator: ","), appearance: appearance, byName: byName, depth: depth + 1) : nil
    }

    /// Text that was meant as a color: a hex value or a color function.
    static func colorish(_ value: String) -> Bool {
        let lower = value.lowercased()
        return lower.hasPrefix("#")
            || ["rgb(", "rgba(", "hsl(", "hsla(", "hwb(", "lab(", "lch(", "oklab(", "oklch(", "color("].contains { lower.hasPrefix($0) }
    }

    /// Splits at `separator` outside parentheses.
    static func topLevelSplit(_ text: String, separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == separator && depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }
}
