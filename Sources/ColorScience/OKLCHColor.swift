/// OKLab in polar form: lightness, chroma and hue angle, as CSS `oklch()`.
package struct OKLCHColor: Sendable, Hashable, Codable {
    /// Perceptual lightness, 0…1.
    package var lightness: Double
    /// Chroma, 0 for neutrals; about 0.37 at most within sRGB.
    package var chroma: Double
    /// Hue angle in degrees, 0 ..< 360. Neutrals (chroma 0) get 0, where CSS would say `none`.
    package var hue: Double

    /// Creates an OKLCH colour.
    package init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// Converts OKLab to its polar form.
    package init(_ lab: OKLabColor) {
        let chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        var hue = chroma == 0 ? 0 : degrees(fromRadians: arcTangent(lab.b, lab.a))
        if hue < 0 {
            hue += 360
        }
        self.init(lightness: lab.lightness, chroma: chroma, hue: hue)
    }

    /// Converts gamma-encoded sRGB to OKLCH; alpha is ignored.
    package init(_ color: SRGBColor) {
        self.init(OKLabColor(color))
    }

    /// The Cartesian OKLab form.
    package var oklab: OKLabColor {
        let angle = radians(fromDegrees: hue)
        return OKLabColor(lightness: lightness, a: chroma * cosine(angle), b: chroma * sine(angle))
    }

    /// The gamma-encoded sRGB colour, unclamped, with the given alpha.
    package func srgb(alpha: Double = 1) -> SRGBColor {
        oklab.srgb(alpha: alpha)
    }
}
