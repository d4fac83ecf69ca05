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
        var budget = ShippedReadBudget()
        return colors(text, file: file, budget: &budget)
    }

    /// The colors of the style sheet, its references resolved within `budget`.
    func colors(_ text: String, file: String, budget: inout ShippedReadBudget) -> ([ShippedColor], [Diagnostic]) {
        let declarations = Self.declarations(in: text, file: file)
        let byName = Dictionary(grouping: declarations, by: \.name)
        guard let reached = Self.reachedAppearances(byName, budget: &budget) else { return ([], [budget.diagnostic(files: [file])]) }
        var resolver = CSSReferenceResolver(byName: byName, budget: budget)
        defer { budget = resolver.budget }
        var colors: [ShippedColor] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        for declaration in declarations where seen.insert(declaration.name).inserted {
            var color = ShippedColor(name: declaration.name, path: [String(declaration.name.dropFirst(2))], location: declaration.location)
            var looksLikeColor = false
            for each in byName[declaration.name] ?? [] {
                // A value for any appearance that reads other properties takes, like the cascade, their value in each
                // appearance they (or the properties they read in turn) have one of their own: the same text there.
                var referenced = Set<Appearance>()
                if each.appearance == nil {
                    for name in Self.references(in: each.value) { referenced.formUnion(reached[name] ?? []) }
                }
                let evaluated: [(Appearance?, String)] = referenced.sorted().map { ($0, each.value) }
                for (appearance, value) in Self.split(each.value, appearance: each.appearance) + evaluated {
                    let resolved = resolver.resolve(value, appearance: appearance)
                    if resolver.budget.isSpent { return ([], [resolver.budget.diagnostic(files: [file])]) }
                    guard let resolved else {
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
        return (colors, Self.cycleDiagnostics(resolver.cycles, byName: byName) + diagnostics)
    }

    /// The appearances each property has a value of its own in (a rule's, a `light-dark()` half's), or reads one
    /// in through `var()`; nil once the budget is spent.
    static func reachedAppearances(_ byName: [String: [Declaration]], budget: inout ShippedReadBudget) -> [String: Set<Appearance>]? {
        var own: [String: Set<Appearance>] = [:]
        var reads: [String: [String]] = [:]
        for (name, each) in byName {
            own[name] = Set(each.flatMap { split($0.value, appearance: $0.appearance).compactMap(\.0) })
            reads[name] = each.flatMap { references(in: $0.value) }
        }
        return AppearanceReach.compute(own: own, reads: reads, budget: &budget)
    }

    /// One warning for each cycle of `var()` references, at the property of it declared first.
    static func cycleDiagnostics(_ cycles: [[String]], byName: [String: [Declaration]]) -> [Diagnostic] {
        cycles.compactMap { found in
            let place = { (name: String) in byName[name]?.first.map { ($0.location.line, $0.location.column) } ?? (Int.max, 0) }
            guard let start = found.indices.min(by: { place(found[$0]) < place(found[$1]) }),
                let location = byName[found[start]]?.first?.location
            else { return nil }
            let cycle = Array(found[start...] + found[..<start])
            let shown = cycle.prefix(8) + (cycle.count > 8 ? ["…"] : []) + [cycle[0]]
            let count = cycle.count > 8 ? " (\(CountText.number(cycle.count)) properties)" : ""
            return ShippedValueProblem.invalid("is in a circular var() reference: \(shown.joined(separator: " → "))\(count)")
                .diagnostic(at: location, color: cycle[0])
        }
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
