/// A CIE 1976 L*a*b* colour relative to the D65 white (the sRGB and Display P3 white).
package struct CIELABColor: Sendable, Hashable, Codable {
    /// Lightness, 0 (black) … 100 (white).
    package var lightness: Double
    /// The green (−) … red (+) axis.
    package var a: Double
    /// The blue (−) … yellow (+) axis.
    package var b: Double

    /// Creates a L*a*b* colour.
    package init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    // The CIE's exact rational forms of 0.008856 and 903.3, which make the two branches of the
    // lightness curve meet without a step.
    private static let epsilon = 216.0 / 24389.0
    private static let kappa = 24389.0 / 27.0

    /// Converts XYZ (white Y = 1) to L*a*b*, relative to `white`.
    package init(xyz: CIEXYZColor, white: CIEXYZColor = .d65White) {
        func f(_ t: Double) -> Double {
            t > Self.epsilon ? cubeRoot(t) : (Self.kappa * t + 16) / 116
        }
        let fx = f(xyz.x / white.x)
        let fy = f(xyz.y / white.y)
        let fz = f(xyz.z / white.z)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    /// Converts an sRGB colour to L*a*b*; alpha is ignored.
    package init(_ color: SRGBColor) {
        self.init(xyz: color.xyz)
    }

    /// The XYZ values (white Y = 1) of this colour relative to `white`.
    package func xyz(white: CIEXYZColor = .d65White) -> CIEXYZColor {
        let fy = (lightness + 16) / 116
        let fx = fy + a / 500
        let fz = fy - b / 200
        func inverse(_ f: Double) -> Double {
            let cubed = f * f * f
            return cubed > Self.epsilon ? cubed : (116 * f - 16) / Self.kappa
        }
        let y = lightness > Self.kappa * Self.epsilon ? fy * fy * fy : lightness / Self.kappa
        return CIEXYZColor(x: inverse(fx) * white.x, y: y * white.y, z: inverse(fz) * white.z)
    }

    /// Chroma, the distance from the neutral axis.
    package var chroma: Double {
        (a * a + b * b).squareRoot()
    }
}
