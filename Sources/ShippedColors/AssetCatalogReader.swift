import ColorScience
import Diagnostics
import Foundation
import Guidelines

/// Reads the color sets of an Xcode asset catalog (`*.colorset/Contents.json`).
///
/// A color set's name is its folder's without `.colorset`, after the names of the enclosing folders that provide a
/// namespace (`system-colors/Red`), as the app looks it up. Each entry is one value: no `appearances` is any
/// appearance, `luminosity` `light`/`dark` and `contrast` `high` pick one of the four; entries for other idioms or
/// display gamuts are further values of the same appearance. Components are read as Xcode writes them: decimals
/// (`0.220`), 8-bit integers (`56`) or hex (`0x38`), in `srgb`, `extended-srgb`, `display-p3`,
/// `extended-linear-srgb`, `gray-gamma-22` or `extended-gray`.
package struct AssetCatalogReader: Sendable {
    package init() {}

    /// The color of one color set, from its `Contents.json` text; `name`/`path` are the set's as the app sees them.
    package func color(_ bytes: [UInt8], name: [String], file: String) -> (ShippedColor?, [Diagnostic]) {
        let json: PositionedJSON
        switch PositionedJSONReader.read(bytes) {
        case .failure(let error): return (nil, [ShippedDiagnostics.syntax(error, file: file)])
        case .success(let value): json = value
        }
        let start = SourceLocation(path: file, line: json.line, column: json.column)
        var color = ShippedColor(name: name.joined(separator: "/"), path: name, location: start)
        var diagnostics: [Diagnostic] = []
        for entry in json["colors"]?.elements ?? [] {
            guard let value = entry["color"] else { continue }
            let location = SourceLocation(path: file, line: value.line, column: value.column)
            switch Self.value(value, location: location) {
            case .success(let shipped):
                if color.values.isEmpty { color.location = location }
                color.values[Self.appearance(entry), default: []].append(shipped)
            case .failure(let problem): diagnostics.append(problem.diagnostic(at: location, color: color.name))
            }
        }
        return (color.values.isEmpty ? nil : color, diagnostics)
    }

    /// Nil for any appearance.
    static func appearance(_ entry: PositionedJSON) -> Appearance? {
        var dark: Bool?
        var high = false
        for trait in entry["appearances"]?.elements ?? [] {
            switch (trait["appearance"]?.string, trait["value"]?.string) {
            case ("luminosity", "dark"): dark = true
            case ("luminosity", "light"): dark = false
            case ("contrast", "high"): high = true
            default: continue
            }
        }
        switch (dark, high) {
        case (nil, false): return nil
        case (true, false): return .dark
        case (true, true): return .darkIncreasedContrast
        case (_, true): return .lightIncreasedContrast
        case (false, false): return .light
        }
    }

    static func value(_ json: PositionedJSON, location: SourceLocation) -> Result<ShippedValue, ShippedValueProblem> {
        if let reference = json["reference"]?.string ?? json["platform"]?.string {
            return .failure(.unsupported("refers to the system color '\(reference)', whose value the catalog does not hold"))
        }
        let space = json["color-space"]?.string ?? "srgb"
        let components = json["components"]
        func component(_ key: String) -> Double? { components?[key]?.text.flatMap(Self.component) }
        let alpha = components?["alpha"]?.text.flatMap(Double.init) ?? 1
        guard alpha.isFinite, (0...1).contains(alpha) else { return .failure(.invalid("alpha \(alpha) is outside 0…1")) }
        let channels: [Double]
        if space == "gray-gamma-22" || space == "extended-gray" {
            guard let white = component("white") else {
                return .failure(.invalid("needs a 'white' component: a decimal, 0 to 255, or 0x00 to 0xFF"))
            }
            // Gray gamma 2.2: the same gray in sRGB after its own transfer curve.
            let linear = white <= 0 ? 0 : Foundation.pow(white, 2.2)
            let encoded = SRGBColor(linear: LinearSRGBColor(red: linear, green: linear, blue: linear))
            channels = [encoded.red, encoded.green, encoded.blue]
        } else {
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else {
                return .failure(.invalid("needs 'red', 'green' and 'blue' components, each a decimal, 0 to 255, or 0x00 to 0xFF"))
            }
            channels = [red, green, blue]
        }
        let text = "\(space) " + ["red", "green", "blue", "white", "alpha"].compactMap { components?[$0]?.text }.joined(separator: " ")
        switch space {
        case "srgb", "extended-srgb", "gray-gamma-22", "extended-gray":
            let color = SRGBColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
            return .success(ShippedValue(srgb: color, text: text, location: location))
        case "extended-linear-srgb":
            let color = SRGBColor(linear: LinearSRGBColor(red: channels[0], green: channels[1], blue: channels[2]), alpha: alpha)
            return .success(ShippedValue(srgb: color, text: text, location: location))
        case "display-p3":
            return .success(ShippedValue(displayP3: channels, alpha: alpha, text: text, location: location))
        default:
            return .failure(.unsupported("is in the color space '\(space)', which Precept does not read"))
        }
    }

    /// `0.220` → 0.22, `56` → 56/255, `0x38` → 56/255.
    static func component(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt8(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if trimmed.contains(".") || trimmed.contains("e") { return Double(trimmed).flatMap { $0.isFinite ? $0 : nil } }
        return Int(trimmed).flatMap { (0...255).contains($0) ? Double($0) / 255 : nil }
    }
}
