/// A CIE 1931 xy chromaticity coordinate.
package struct Chromaticity: Sendable, Hashable {
    /// The x coordinate.
    package var x: Double
    /// The y coordinate.
    package var y: Double

    /// Creates a chromaticity from its x and y coordinates.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The CIE standard illuminant D65 as IEC 61966-2-1 and CSS Color 4 state it (0.3127, 0.3290).
    package static let d65 = Chromaticity(x: 0.3127, y: 0.3290)

    /// The XYZ tristimulus values of this chromaticity at luminance Y = 1.
    package var xyz: SIMD3<Double> {
        SIMD3(x / y, 1, (1 - x - y) / y)
    }
}
