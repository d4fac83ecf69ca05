import ColorScience
import Guidelines

/// A value's contrast against one background: exact WCAG ratio, APCA Lc as advice, and the verdict per level.
package struct ColorContrast: Sendable, Hashable, Codable {
    package var background: String
    /// WCAG 2.x contrast ratio, unrounded.
    package var wcag: Double
    /// APCA Lc (0.0.98G constants), the value as text on the background; advice only.
    package var apca: Double
    package var aaText: Bool
    package var aaaText: Bool
    package var aaLargeText: Bool
    package var nonText: Bool

    package init(value: ColorValue, background: SRGBColor) {
        let color = value.srgb
        let verdict = WCAGContrast.verdict(foreground: color, background: background)
        self.background = background.hex
        wcag = verdict.ratio
        apca = APCAContrast.lightnessContrast(text: color, background: background)
        aaText = verdict.passesAAText
        aaaText = verdict.passesAAAText
        aaLargeText = verdict.passesAALargeText
        nonText = verdict.passesNonText
    }
}
