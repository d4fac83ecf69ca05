import ColorScience
import Diagnostics
import Foundation
import Guidelines

/// One token of a design token file: its path, type (own or inherited from its groups) and `$value` as written.
package struct DesignToken: Sendable, Hashable {
    /// `system-colors.red`.
    package var path: String
    package var type: String?
    package var value: PositionedJSON
    package var file: String
}

/// Reads W3C design tokens (Format Module 2025.10): groups, `color` tokens in any of its color spaces, legacy hex
/// strings, aliases (`{group.token}`) and JSON Pointer references (`{"$ref": "#/group/token/$value"}`), and the
/// layers of a resolver, each context's files over the files every context shares.
package struct DesignTokenReader: Sendable {
    /// Where a chain of aliases ends: a token with a value of its own, or a path no token has.
    enum AliasEnd {
        case token(DesignToken)
        case missing(String)
    }

    /// What one token resolves to.
    enum Resolution {
        /// Its color; nil for a token that is not a color.
        case value(ShippedValue?)
        case problem(ShippedValueProblem)
        /// Its aliases come back to themselves: the cycle's paths, and whether it was met for the first time.
        case cycle([String], isNew: Bool)
        case overBudget
    }

    package init() {}

    /// Every token of one file, in file order.
    package static func tokens(_ json: PositionedJSON, file: String) -> [DesignToken] {
        var tokens: [DesignToken] = []
        func walk(_ node: PositionedJSON, path: [String], type: String?) {
            let type = node["$type"]?.string ?? type
            if let value = node["$value"] {
                tokens.append(DesignToken(path: path.joined(separator: "."), type: type, value: value, file: file))
                return
            }
            for member in node.members where member.value.isObject {
                if member.key == "$root" {
                    walk(member.value, path: path, type: type)
                } else if !member.key.hasPrefix("$") {
                    walk(member.value, path: path + [member.key], type: type)
                }
            }
        }
        walk(json, path: [], type: nil)
        return tokens
    }

    /// The colors of tokens layered by appearance: `base` holds for any appearance; each layer's tokens go over
    /// the base in its appearance. A base token whose value changes under a layer (an alias to a token the layer
    /// overrides) gets that value in the layer's appearance too.
    package func colors(base: [DesignToken], layers: [(Appearance, [DesignToken])]) -> ([ShippedColor], [Diagnostic]) {
        var budget = ShippedReadBudget()
        return colors(base: base, layers: layers, budget: &budget)
    }

    /// The colors, each token's aliases followed once per layer within `budget`.
    func colors(base: [DesignToken], layers: [(Appearance, [DesignToken])], budget: inout ShippedReadBudget)
        -> ([ShippedColor], [Diagnostic])
    {
        let baseMap = Self.map(base)
        var colors: [String: ShippedColor] = [:]
        var order: [String] = []
        var diagnostics: [Diagnostic] = []
        var reported = Set<SourceLocation>()
        var reportedCycles = Set<[String]>()
        var baseValues: [String: ShippedValue] = [:]

        /// False once the budget is spent.
        func record(
            _ token: DesignToken, in map: [String: DesignToken], chains: inout ReferenceChains<String, AliasEnd>,
            appearance: Appearance?, onlyIfChanged: Bool
        ) -> Bool {
            let location = SourceLocation(path: token.file, line: token.value.line, column: token.value.column)
            switch resolve(token, in: map, chains: &chains, budget: &budget, location: location) {
            case .value(let value):
                guard let value else { return true }
                if onlyIfChanged, let before = baseValues[token.path], before.srgb == value.srgb { return true }
                if appearance == nil { baseValues[token.path] = value }
                if colors[token.path] == nil {
                    order.append(token.path)
                    colors[token.path] = ShippedColor(
                        name: token.path, path: token.path.split(separator: ".").map(String.init), location: location)
                }
                colors[token.path]?.values[appearance, default: []].append(value)
            case .problem(let problem):
                if reported.insert(location).inserted { diagnostics.append(problem.diagnostic(at: location, color: token.path)) }
            case .cycle(let paths, let isNew):
                // Reported once, at its token first in the files; the tokens reading it are not compared.
                if isNew, reportedCycles.insert(paths.sorted()).inserted, let diagnostic = Self.cycle(paths, in: map) {
                    diagnostics.append(diagnostic)
                }
            case .overBudget: return false
            }
            return true
        }
        let spent = { (budget: ShippedReadBudget) in
            ([ShippedColor](), [budget.diagnostic(files: Self.files(base + layers.flatMap(\.1)))])
        }
        var chains = ReferenceChains<String, AliasEnd>()
        for token in base where !record(token, in: baseMap, chains: &chains, appearance: nil, onlyIfChanged: false) { return spent(budget) }
        for (appearance, tokens) in layers {
            var merged = baseMap
            for token in tokens { merged[token.path] = token }
            let own = Set(tokens.map(\.path))
            var layerChains = ReferenceChains<String, AliasEnd>()
            for token in merged.values.sorted(by: { $0.path < $1.path })
            where !record(token, in: merged, chains: &layerChains, appearance: appearance, onlyIfChanged: !own.contains(token.path)) {
                return spent(budget)
            }
        }
        return (order.compactMap { colors[$0] }, diagnostics)
    }

    static func map(_ tokens: [DesignToken]) -> [String: DesignToken] {
        Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// The files the tokens come from, each once, in order.
    static func files(_ tokens: [DesignToken]) -> [String] {
        var seen = Set<String>()
        return tokens.map(\.file).filter { seen.insert($0).inserted }
    }

    /// The token's color, following its aliases through `chains`, which remembers every chain it has followed in `map`.
    func resolve(
        _ token: DesignToken, in map: [String: DesignToken], chains: inout ReferenceChains<String, AliasEnd>,
        budget: inout ShippedReadBudget, location: SourceLocation
    ) -> Resolution {
        var current = token
        let first = Self.aliasTarget(token.value)
        if let first {
            let followed = chains.follow(first, budget: &budget) { path in
                guard let next = map[path] else { return .end(.missing(path)) }
                return Self.aliasTarget(next.value).map { .next($0) } ?? .end(.token(next))
            }
            switch followed?.outcome {
            case nil: return .overBudget
            case .cycle(let paths): return .cycle(paths, isNew: followed?.isNew ?? false)
            case .end(.missing(let target)):
                return token.type == nil || token.type == "color"
                    ? .problem(.invalid("refers to '\(target)', which no token file defines")) : .value(nil)
            case .end(.token(let found)): current = found
            }
        } else if !budget.spend() {
            return .overBudget
        }
        let type = token.type ?? current.type
        guard type == nil || type == "color" else { return .value(nil) }
        switch Self.color(current.value) {
        case .success(let (srgb, p3, text)):
            let shown = first.map { "{\($0)} → \(text)" } ?? text
            return .value(ShippedValue(srgb: srgb, displayP3: p3, text: shown, location: location))
        case .failure(let problem):
            return type == nil ? .value(nil) : .problem(problem)
        }
    }

    /// The warning for a cycle of aliases, starting at its token first in the files.
    static func cycle(_ paths: [String], in map: [String: DesignToken]) -> Diagnostic? {
        let place = { (path: String) in map[path].map { ($0.file, $0.value.line, $0.value.column) } ?? ("", Int.max, 0) }
        guard let start = paths.indices.min(by: { place(paths[$0]) < place(paths[$1]) }), let token = map[paths[start]] else {
            return nil
        }
        let cycle = Array(paths[start...] + paths[..<start])
        let shown = cycle.prefix(8) + (cycle.count > 8 ? ["…"] : []) + [cycle[0]]
        let count = cycle.count > 8 ? " (\(CountText.number(cycle.count)) tokens)" : ""
        return ShippedValueProblem.invalid("is in a circular alias: \(shown.joined(separator: " → "))\(count)")
            .diagnostic(at: SourceLocation(path: token.file, line: token.value.line, column: token.value.column), color: cycle[0])
    }

    /// `{group.token}` or `{"$ref": "#/group/token/$value"}` as a token path.
    static func aliasTarget(_ value: PositionedJSON) -> String? {
        if let text = value.string, text.hasPrefix("{"), text.hasSuffix("}") {
            return String(text.dropFirst().dropLast())
        }
        guard let reference = value["$ref"]?.string, let hash = reference.firstIndex(of: "#") else { return nil }
        var parts = reference[reference.index(after: hash)...].split(separator: "/").map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        if parts.last == "$value" { parts.removeLast() }
        return parts.joined(separator: ".")
    }

    /// A Color Module value object, or a hex or CSS color string as older token files write them.
    static func color(_ value: PositionedJSON) -> Result<(SRGBColor, [Double]?, String), ShippedValueProblem> {
        if let text = value.string {
            // A whole CSS color (`#FF6B5B`, `oklch(…)`), never a color inside other text (`0 1px 2px #000`).
            guard let parsed = CSSColorFunction.parse(text) else {
                return .failure(.unsupported("has the value '\(text)', which is not one color Precept reads"))
            }
            return .success((parsed.srgb, parsed.displayP3, text))
        }
        guard let space = value["colorSpace"]?.string, let components = value["components"]?.elements else {
            return .failure(.invalid("is not a color: a color value needs 'colorSpace' and 'components'"))
        }
        // `none` (a missing component) counts as 0, as CSS does.
        let numbers = components.map { $0.number ?? ($0.string == "none" ? 0 : .nan) }
        let alpha = value["alpha"]?.number ?? 1
        guard numbers.count == 3, !numbers.contains(where: \.isNaN) else {
            return .failure(.invalid("needs three numeric components"))
        }
        guard (0...1).contains(alpha) else { return .failure(.invalid("has alpha \(alpha), outside 0…1")) }
        guard let srgb = ShippedColorSpaces.srgb(space, numbers, alpha: alpha) else {
            return .failure(.unsupported("is in the color space '\(space)', which Precept does not read"))
        }
        guard ShippedColorSpaces.isFinite(srgb) else { return .failure(.invalid("has components too large to be a color")) }
        let text = "\(space) " + components.compactMap(\.text).joined(separator: " ") + (alpha < 1 ? " / \(alpha)" : "")
        return .success((srgb, space.lowercased() == "display-p3" ? numbers : nil, text))
    }
}
