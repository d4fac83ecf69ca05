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
                    var budget = Self.resolutionBudget
                    guard
                        let resolved = Self.resolve(
                            value, appearance: appearance, byName: byName, visiting: [each.name], budget: &budget)
                    else {
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
    /// in each appearance they, or the properties they read in turn, have one of their own (a rule's, or a
    /// `light-dark()` half's): the same text evaluated there.
    static func referencedAppearances(_ declaration: Declaration, byName: [String: [Declaration]]) -> [(Appearance?, String)] {
        guard declaration.appearance == nil, declaration.value.contains("var(") else { return [] }
        var appearances = Set<Appearance>()
        var visited: Set<String> = [declaration.name]
        var pending = references(in: declaration.value)
        while let name = pending.popLast() {
            guard visited.insert(name).inserted else { continue }
            for target in byName[name] ?? [] {
                appearances.formUnion(split(target.value, appearance: target.appearance).compactMap(\.0))
                pending += references(in: target.value)
            }
        }
        return appearances.sorted().map { ($0, declaration.value) }
    }

    /// The custom properties `var()` reads in `value`.
    static func references(in value: String) -> [String] {
        guard value.contains("var(") else { return [] }
        return value.matches(of: #/var\(\s*(--[A-Za-z0-9_-]+)/#).map { String($0.output.1) }
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

    /// Steps `resolve` may take for one value: `var()` fallbacks nest, and a hostile sheet must not make them
    /// exponential.
    static let resolutionBudget = 256

    /// The color `value` gives in `appearance`, following `var()` to properties not already being resolved
    /// (`visiting`), then to the fallback.
    static func resolve(
        _ value: String, appearance: Appearance?, byName: [String: [Declaration]], visiting: Set<String>, budget: inout Int
    ) -> (srgb: SRGBColor, displayP3: [Double]?)? {
        budget -= 1
        guard budget > 0 else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        guard trimmed.lowercased().hasPrefix("var("), trimmed.hasSuffix(")") else { return CSSColorFunction.parse(trimmed) }
        let arguments = topLevelSplit(String(trimmed.dropFirst(4).dropLast()), separator: ",")
        guard let target = arguments.first else { return nil }
        if !visiting.contains(target) {
            let candidates = byName[target] ?? []
            // The other property's value in this appearance, else in any appearance.
            if let chosen = candidates.last(where: { $0.appearance == appearance }) ?? candidates.last(where: { $0.appearance == nil }) {
                let halves = split(chosen.value, appearance: chosen.appearance)
                let half = halves.first { $0.0 == appearance } ?? halves[0]
                if let resolved = resolve(
                    half.1, appearance: appearance, byName: byName, visiting: visiting.union([target]), budget: &budget)
                {
                    return resolved
                }
            }
        }
        guard arguments.count > 1 else { return nil }
        return resolve(
            arguments.dropFirst().joined(separator: ","), appearance: appearance, byName: byName, visiting: visiting, budget: &budget)
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
