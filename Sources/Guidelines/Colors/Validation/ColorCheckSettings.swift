import ColorScience

/// Settings of the color checks, from the `colors:` section of `precept.yml`.
package struct ColorCheckSettings: Sendable, Hashable, Codable {
    /// Backgrounds light values are measured on; the first is the primary one.
    package var lightBackgrounds: [SRGBColor] = [.white]
    /// Backgrounds dark values are measured on; the first is the primary one.
    package var darkBackgrounds: [SRGBColor] = [.black]
    /// When set, a value whose contrast on its primary background is below this ratio is reported.
    package var minimumContrast: Double?

    package init() {}

    package func backgrounds(for appearance: Appearance) -> [SRGBColor] {
        appearance.isDark ? darkBackgrounds : lightBackgrounds
    }

    package func primaryBackground(for appearance: Appearance) -> SRGBColor {
        backgrounds(for: appearance).first ?? (appearance.isDark ? .black : .white)
    }
}

extension ColorValue {
    /// The value as a ColorScience color (its sRGB form, with alpha).
    package var srgb: SRGBColor {
        SRGBColor(red8: red, green8: green, blue8: blue).withAlpha(alpha)
    }
}

extension Double {
    /// `4.57` for messages; verdicts always use the unrounded value.
    package var ratioText: String {
        let hundredths = (self * 100).rounded(.down) / 100
        var text = String(hundredths)
        if let dot = text.firstIndex(of: ".") {
            let decimals = text.distance(from: dot, to: text.endIndex) - 1
            if decimals == 1 { text += "0" }
        } else {
            text += ".00"
        }
        return text + ":1"
    }
}
