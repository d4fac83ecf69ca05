import ColorScience

/// The contrast figures a specification cell shows: the value on every background declared for its appearance
/// (WCAG 2 ratio and APCA Lc), the worst of them, and white and black text on the value as a fill.
package struct SwatchContrast: Sendable, Hashable {
    /// One pairing of a text or symbol color with the color behind it.
    package struct Measure: Sendable, Hashable {
        /// The color behind: a declared background, or the value itself for the label-on-fill cases.
        package var background: SRGBColor
        /// The text or symbol color: the value, or white or black on the fill.
        package var foreground: SRGBColor
        /// WCAG 2 contrast ratio, unrounded.
        package var ratio: Double
        /// APCA lightness contrast Lc (positive for dark on light, negative for light on dark), unrounded.
        package var lightness: Double

        package init(foreground: SRGBColor, background: SRGBColor) {
            self.foreground = foreground
            self.background = background
            ratio = WCAGContrast.contrastRatio(foreground: foreground, background: background)
            lightness = APCAContrast.lightnessContrast(text: foreground, background: background)
        }
    }

    /// The value on each background declared for the appearance, in the order the settings give them.
    package var onBackgrounds: [Measure]
    /// White text on the value, then black text on it: the filled-button case.
    package var labelsOnFill: [Measure]

    package init(value: SRGBColor, appearance: Appearance, settings: ColorCheckSettings) {
        var backgrounds = settings.backgrounds(for: appearance)
        if backgrounds.isEmpty { backgrounds = [settings.primaryBackground(for: appearance)] }
        onBackgrounds = backgrounds.map { Measure(foreground: value, background: $0) }
        // A translucent fill is seen over the appearance's primary background.
        let fill = value.alpha < 1 ? value.composited(over: settings.primaryBackground(for: appearance)) : value
        labelsOnFill = [SRGBColor.white, .black].map { Measure(foreground: $0, background: fill) }
    }

    /// The background the value has the least WCAG contrast on: the one its verdict must be read against. The
    /// first of equals, so the primary background wins a tie.
    package var worst: Measure {
        onBackgrounds.dropFirst().reduce(onBackgrounds[0]) { $1.ratio < $0.ratio ? $1 : $0 }
    }

    /// Words for an APCA Lc, after the levels of APCA's bronze conformance: 75 for body text, 60 for other
    /// content text, 45 for large or heavy text, 30 for non-text and spot text, 15 the least for anything seen.
    package static func lightnessWords(_ lightness: Double, strings: ThemeStrings = .table(for: .english)) -> (icon: String, text: String) {
        let magnitude = abs(lightness)
        if magnitude >= 75 { return ("✓", strings["apcaBodyText"]) }
        if magnitude >= 60 { return ("✓", strings["apcaContentText"]) }
        if magnitude >= 45 { return ("◐", strings["apcaLargeTextOnly"]) }
        if magnitude >= 30 { return ("◐", strings["apcaNonTextOnly"]) }
        if magnitude >= 15 { return ("✕", strings["apcaBarelyVisible"]) }
        return ("✕", strings["apcaNotVisible"])
    }

    /// `Lc 58`: the magnitude, truncated to a whole number (the words use the unrounded value); the sign says only
    /// which of the two is lighter and is left out.
    package static func lightnessText(_ lightness: Double) -> String {
        "Lc \(Int(abs(lightness).rounded(.down)))"
    }
}
