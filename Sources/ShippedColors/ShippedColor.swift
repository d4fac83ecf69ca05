import ColorScience
import Diagnostics
import Guidelines

/// One value a color is shipped with: the color, what the code wrote, and where.
package struct ShippedValue: Sendable, Hashable {
    /// sRGB, possibly outside 0…1 when the code gave a wider color.
    package var srgb: SRGBColor
    /// The Display P3 components (0…1) when the code gave the value in Display P3.
    package var displayP3: [Double]?
    /// The value as written (`#FF383C`, `light-dark(#FF383C, #FF4245)`, `srgb 1.000 0.220 0.235`).
    package var text: String
    package var location: SourceLocation

    package init(srgb: SRGBColor, displayP3: [Double]? = nil, text: String, location: SourceLocation) {
        self.srgb = srgb
        self.displayP3 = displayP3
        self.text = text
        self.location = location
    }

    /// A value given in Display P3, with its sRGB conversion (unclamped).
    package init(displayP3 components: [Double], alpha: Double, text: String, location: SourceLocation) {
        let converted = DisplayP3Color(red: components[0], green: components[1], blue: components[2]).convertedToSRGB().unclamped
        self.init(srgb: converted.withAlpha(alpha), displayP3: components, text: text, location: location)
    }

    /// A value the guidelines' own reader understands (`#FF383C`, `rgb(…)`, `color(display-p3 …)`, a CSS name).
    package init(_ value: ColorValue, text: String, location: SourceLocation) {
        if let p3 = value.displayP3, p3.count == 3 {
            self.init(displayP3: p3, alpha: value.alpha, text: text, location: location)
        } else {
            self.init(
                srgb: SRGBColor(red8: value.red, green8: value.green, blue8: value.blue).withAlpha(value.alpha), text: text,
                location: location)
        }
    }

    /// `#FF383C`, `#FF383CCC` when not opaque: the value clamped to sRGB and rounded to 8 bits.
    package var hex: String { bytes.hex }

    /// The value clamped to sRGB and rounded to 8 bits per channel and alpha.
    package var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8, hex: String) {
        let clamped = srgb.clamped()
        // NaN passes through clamping; the readers refuse it, and here it is 0 rather than a trap.
        let channels = [clamped.red, clamped.green, clamped.blue, clamped.alpha].map { $0.isNaN ? 0 : UInt8(($0 * 255).rounded()) }
        let digits = (channels[3] == 255 ? channels.prefix(3) : channels.prefix(4)).map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }
        return (channels[0], channels[1], channels[2], channels[3], "#" + digits.joined())
    }
}

/// A color as the code ships it: its name there and its values by appearance.
package struct ShippedColor: Sendable, Hashable {
    /// The name as the code writes it: `system-colors/Red` (asset catalog), `system-colors.red` (design token),
    /// `--system-colors-red` (CSS), `system_red` (Android).
    package var name: String
    /// The name's parts, outermost first (`["system-colors", "Red"]`).
    package var path: [String]
    /// Values by the appearance they apply in; nil is "any appearance" (an asset catalog's universal entry, a CSS
    /// value outside every dark or contrast rule, an Android `values/` color).
    package var values: [Appearance?: [ShippedValue]]
    /// Where the color is defined (its first value).
    package var location: SourceLocation

    package init(name: String, path: [String], values: [Appearance?: [ShippedValue]] = [:], location: SourceLocation) {
        self.name = name
        self.path = path
        self.values = values
        self.location = location
    }

    /// The values the code shows in `appearance`: its own, else (increased contrast) its standard appearance's,
    /// else those for any appearance; `fallback` names the appearance they were given for ("any" when none). The
    /// values for any appearance are light's own: they are what the light appearance shows.
    package func values(in appearance: Appearance) -> (values: [ShippedValue], fallback: String?)? {
        if let own = values[appearance], !own.isEmpty { return (own, nil) }
        if appearance == .light, let any = values[nil], !any.isEmpty { return (any, nil) }
        if appearance.isIncreasedContrast, let standard = values[appearance.standardCounterpart], !standard.isEmpty {
            return (standard, appearance.standardCounterpart.rawValue)
        }
        if let any = values[nil], !any.isEmpty { return (any, "any") }
        return nil
    }
}

/// The colors one verify source holds, and what could not be read.
package struct ShippedCatalog: Sendable {
    /// The path as configured (`App/Assets.xcassets`).
    package var source: String
    package var format: ShippedFormat
    package var colors: [ShippedColor]
    package var diagnostics: [Diagnostic]
    /// Every file read, for the build's fingerprint.
    package var files: [String]

    package init(source: String, format: ShippedFormat, colors: [ShippedColor] = [], diagnostics: [Diagnostic] = [], files: [String] = []) {
        self.source = source
        self.format = format
        self.colors = colors
        self.diagnostics = diagnostics
        self.files = files
    }
}

/// The formats `precept verify` reads.
package enum ShippedFormat: String, Sendable, CaseIterable {
    case assetCatalog = "xcassets"
    case designTokens = "dtcg"
    case css
    case android
}
