/// The result of converting a wider-gamut colour to sRGB: the exact value, a clamped value, and
/// whether the colour fits.
package struct SRGBGamutConversion: Sendable, Hashable {
    /// How far outside 0…1 a component may land and still count as in gamut.
    ///
    /// A round trip through XYZ moves in-gamut values by a few units in the last place (white can
    /// come back as 1.0000000000000002); half of one 8-bit step is far larger than that and far
    /// smaller than any colour a display could show differently.
    package static let tolerance = 1e-7

    /// The converted colour with components possibly outside 0…1.
    package let unclamped: SRGBColor

    /// Creates the report for an unclamped conversion result.
    package init(unclamped: SRGBColor) {
        self.unclamped = unclamped
    }

    /// Whether every component lies within 0…1, allowing ``tolerance``.
    package var isInGamut: Bool {
        [unclamped.red, unclamped.green, unclamped.blue].allSatisfy { $0 >= -Self.tolerance && $0 <= 1 + Self.tolerance }
    }

    /// The colour with each component clamped to 0…1; a simple, hue-shifting gamut map.
    package var clamped: SRGBColor {
        unclamped.clamped()
    }

    /// The largest distance of any component outside 0…1; 0 when in gamut.
    package var excess: Double {
        [unclamped.red, unclamped.green, unclamped.blue].map { max(-$0, $0 - 1, 0) }.max() ?? 0
    }
}
