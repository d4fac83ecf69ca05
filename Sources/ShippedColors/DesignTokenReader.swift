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
    /// Aliases followed before a chain counts as circular.
    static let maximumAliasDepth = 32

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
        let baseMap = Self.map(base)
        var colors: [String: ShippedColor] = [:]
        var order: [String] = []
        var diagnostics: [Diagnostic] = []
        var reported = Set<SourceLocation>()
        var baseValues: [String: ShippedValue] = [:]

        func record(_ token: DesignToken, in map: [String: DesignToken], appearance: Appearance?, onlyIfChanged: Bool) {
            let location = SourceLocation(path: token.file, line: token.value.line, column: token.value.column)
            switch resolve(token, in: map, location: location) {
            case .success(let value):
                guard let value else { return }
                if onlyIfChanged, let before = baseValues[token.path], before.srgb == value.srgb { return }
                if appearance == nil { baseValues[token.path] = value }
                if colors[token.path] == nil {
                    order.append(token.path)
                    colors[token.path] = ShippedColor(
                        name: token.path, path: token.path.split(separator: ".").map(String.init), location: location)
                }
                colors[token.path]?.values[appearance, default: []].append(value)
            case .failure(let problem):
                if reported.insert(location).inserted { diagnostics.append(problem.diagnostic(at: location, color: token.path)) }
            }
        }
        for token in base { record(token, in: baseMap, appearance: nil, onlyIfChanged: false) }
        for (appearance, tokens) in layers {
            var merged = baseMap
            for token in tokens { merged[token.path] = token }
            let own = Set(tokens.map(\.path))
            for token in merged.values.sorted(by: { $0.path < $1.path }) {
                record(token, in: merged, appearance: appearance, onlyIfChanged: !own.contains(token.path))
            }
        }
        return (order.compactMap { colors[$0] }, diagnostics)
    }

    static func map(_ tokens: [DesignToken]) -> [String: DesignToken] {
        Dictionary(tokens.map { ($0.path, $0) }, uniquingKeysWith: { _, later in later })
    }

    /// The token's color; nil (no problem) for a token that is not a color.
    func resolve(_ token: DesignToken, in map: [String: DesignToken], location: SourceLocation)
        -> Result<ShippedValue?, ShippedValueProblem>
    {
        var current = token
        var chain: [String] = []
        while true {
            if let target = Self.aliasTarget(current.value) {
                chain.append(target)
                guard chain.count <= Self.maximumAliasDepth, !chain.dropLast().contains(target) else {
                    return .failure(.invalid("has a circular alias: \(([token.path] + chain).joined(separator: " → "))"))
                }
                guard let next = map[target] else {
                    return token.type == nil || token.type == "color"
                        ? .failure(.invalid("refers to '\(target)', which no token file defines")) : .success(nil)
                }
                current = next
                continue
            }
            let type = token.type ?? current.type
            guard type == nil || type == "color" else { return .success(nil) }
            switch Self.color(current.value) {
            case .success(let (srgb, p3, text)):
                let shown = chain.isEmpty ? text : "{\(chain[0])} → \(text)"
                return .success(ShippedValue(srgb: srgb, displayP3: p3, text: shown, location: location))
            case .failure(let problem):
                return type == nil ? .success(nil) : .failure(problem)
            }
        }
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
