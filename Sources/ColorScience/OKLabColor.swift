/// A colour in Björn Ottosson's OKLab perceptual space (2020), from linear sRGB.
///
/// The forward matrices are the ones Ottosson published for linear sRGB input; the inverse
/// matrices are computed from them, so a round trip is exact to rounding.
package struct OKLabColor: Sendable, Hashable, Codable {
    /// Perceptual lightness, 0 (black) … 1 (white).
    package var lightness: Double
    /// The green (−) … red (+) axis.
    package var a: Double
    /// The blue (−) … yellow (+) axis.
    package var b: Double

    /// Creates an OKLab colour.
    package init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// Linear sRGB to approximate cone responses (Ottosson's M1 combined with the sRGB matrix).
    static let linearSRGBToLMS = Matrix3(
        [0.4122214708, 0.5363325363, 0.0514459929],
        [0.2119034982, 0.6806995451, 0.1073969566],
        [0.0883024619, 0.2817188376, 0.6299787005]
    )

    /// Cube-rooted cone responses to Lab (Ottosson's M2).
    static let lmsToLab = Matrix3(
        [0.2104542553, 0.7936177850, -0.0040720468],
        [1.9779984951, -2.4285922050, 0.4505937099],
        [0.0259040371, 0.7827717662, -0.8086757660]
    )

    static let lmsToLinearSRGB = linearSRGBToLMS.inverse!
    static let labToLMS = lmsToLab.inverse!

    /// Converts linear sRGB to OKLab.
    package init(_ linear: LinearSRGBColor) {
        let lms = Self.linearSRGBToLMS * linear.vector
        let compressed = SIMD3(cubeRoot(lms.x), cubeRoot(lms.y), cubeRoot(lms.z))
        let lab = Self.lmsToLab * compressed
        self.init(lightness: lab.x, a: lab.y, b: lab.z)
    }

    /// Converts gamma-encoded sRGB to OKLab; alpha is ignored.
    package init(_ color: SRGBColor) {
        self.init(color.linear)
    }

    /// The linear sRGB components, possibly outside 0…1 for colours sRGB cannot show.
    package var linearSRGB: LinearSRGBColor {
        let compressed = Self.labToLMS * SIMD3(lightness, a, b)
        return LinearSRGBColor(Self.lmsToLinearSRGB * (compressed * compressed * compressed))
    }

    /// The gamma-encoded sRGB colour, unclamped, with the given alpha.
    package func srgb(alpha: Double = 1) -> SRGBColor {
        SRGBColor(linear: linearSRGB, alpha: alpha)
    }
}
