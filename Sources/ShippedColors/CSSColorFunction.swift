import ColorScience
import Foundation
import Guidelines

/// Reads one CSS color value that is nothing but a color: hex, a named color, `rgb()`, `hsl()`, `hwb()`, `lab()`,
/// `lch()`, `oklab()`, `oklch()` or `color(<space> …)`, modern or legacy (comma) syntax, with `/ alpha`.
package enum CSSColorFunction {
    /// The color, nil when the text is not exactly one color (or one too large to be finite).
    package static func parse(_ text: String) -> (srgb: SRGBColor, displayP3: [Double]?)? {
        guard let parsed = parseUnchecked(text), ShippedColorSpaces.isFinite(parsed.srgb) else { return nil }
        return parsed
    }

    static func parseUnchecked(_ text: String) -> (srgb: SRGBColor, displayP3: [Double]?)? {
        let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if value.lowercased() == "transparent" { return (SRGBColor(red: 0, green: 0, blue: 0, alpha: 0), nil) }
        if let named = CSSNamedColors.value(value.lowercased()) {
            return (SRGBColor(red8: named.red, green8: named.green, blue8: named.blue).withAlpha(named.alpha), nil)
        }
        if value.hasPrefix("#") || !value.contains("(") {
            // Hex and names: the guidelines' own reader, when the color is the whole value.
            guard case .value(let parsed, let offset) = ColorNotationParser.standard.parse(value), offset == 0,
                parsed.original.utf8.count == value.utf8.count
            else { return nil }
            return (SRGBColor(red8: parsed.red, green8: parsed.green, blue8: parsed.blue).withAlpha(parsed.alpha), nil)
        }
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return nil }
        let name = value[..<open].lowercased()
        var arguments = String(value[value.index(after: open)..<value.index(before: value.endIndex)])
        var space = name
        if name == "color" {
            let words = arguments.split(whereSeparator: \.isWhitespace)
            guard let first = words.first else { return nil }
            space = first.lowercased()
            arguments = words.dropFirst().joined(separator: " ")
        }
        var alphaText: Substring?
        var channelText = Substring(arguments)
        if let slash = arguments.firstIndex(of: "/") {
            channelText = arguments[..<slash]
            alphaText = arguments[arguments.index(after: slash)...]
        }
        var parts = channelText.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        if alphaText == nil, parts.count == 4 { alphaText = Substring(parts.removeLast()) }
        guard parts.count == 3 else { return nil }
        let alpha = alphaText.map { String($0).trimmingCharacters(in: .whitespaces) }.flatMap { number($0, percent: 1) } ?? 1
        let scales: [Double]
        switch space {
        case "rgb", "rgba": scales = [255, 255, 255]
        case "hsl", "hsla", "hwb": scales = [1, 100, 100]
        case "lab": scales = [100, 125, 125]
        case "lch": scales = [100, 150, 1]
        case "oklab": scales = [1, 0.4, 0.4]
        case "oklch": scales = [1, 0.4, 1]
        default: scales = [1, 1, 1]
        }
        var channels: [Double] = []
        for (index, part) in parts.enumerated() {
            let isHue = (["hsl", "hsla", "hwb"].contains(space) && index == 0) || (["lch", "oklch"].contains(space) && index == 2)
            guard let parsed = isHue ? hue(part) : number(part, percent: scales[index]) else { return nil }
            channels.append(parsed)
        }
        guard (0...1).contains(alpha) else { return nil }
        switch space {
        case "rgb", "rgba":
            return (SRGBColor(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255, alpha: alpha), nil)
        case "hsla": return ShippedColorSpaces.srgb("hsl", channels, alpha: alpha).map { ($0, nil) }
        default:
            guard let srgb = ShippedColorSpaces.srgb(space, channels, alpha: alpha) else { return nil }
            return (srgb, space == "display-p3" ? channels : nil)
        }
    }

    /// A number, a percentage of `percent`, or `none` (0).
    static func number(_ text: String, percent: Double) -> Double? {
        if text.lowercased() == "none" { return 0 }
        let number = text.hasSuffix("%") ? Double(text.dropLast()).map { $0 / 100 * percent } : Double(text)
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    /// Degrees from `30`, `30deg`, `0.5turn`, `1rad`, `100grad`.
    static func hue(_ text: String) -> Double? {
        let lower = text.lowercased()
        if lower == "none" { return 0 }
        for (unit, factor) in [("deg", 1.0), ("grad", 0.9), ("rad", 180 / Double.pi), ("turn", 360.0)] where lower.hasSuffix(unit) {
            return Double(lower.dropLast(unit.count)).flatMap { $0.isFinite ? $0 * factor : nil }
        }
        return Double(lower).flatMap { $0.isFinite ? $0 : nil }
    }
}
