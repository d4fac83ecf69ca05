/// A colour in Display P3: DCI-P3 primaries, D65 white, the sRGB transfer function, straight alpha.
///
/// Every sRGB colour has a Display P3 equivalent; the reverse is not true, so converting to sRGB
/// returns an ``SRGBGamutConversion`` that says whether the colour fit.
package struct DisplayP3Color: Sendable, Hashable, Codable {
    /// The gamma-encoded red component, 0…1 in gamut.
    package var red: Double
    /// The gamma-encoded green component, 0…1 in gamut.
    package var green: Double
    /// The gamma-encoded blue component, 0…1 in gamut.
    package var blue: Double
    /// The opacity, 0…1.
    package var alpha: Double

    /// Creates a Display P3 colour from gamma-encoded components, as CSS `color(display-p3 r g b / a)`.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The linear-light components (red, green, blue).
    package var linear: SIMD3<Double> {
        SIMD3(SRGBTransferFunction.decode(red), SRGBTransferFunction.decode(green), SRGBTransferFunction.decode(blue))
    }

    /// Creates a Display P3 colour from linear-light components.
    package init(linear: SIMD3<Double>, alpha: Double = 1) {
        self.init(
            red: SRGBTransferFunction.encode(linear.x),
            green: SRGBTransferFunction.encode(linear.y),
            blue: SRGBTransferFunction.encode(linear.z),
            alpha: alpha
        )
    }

    /// The XYZ tristimulus values (D65, white Y = 1).
    package var xyz: CIEXYZColor {
        CIEXYZColor(RGBColorSpace.displayP3.toXYZ * linear)
    }

    /// The same colour expressed in Display P3 (linear sRGB → XYZ → linear P3).
    package init(_ color: SRGBColor) {
        let linearP3 = RGBColorSpace.displayP3.fromXYZ * color.linear.xyz.vector
        self.init(linear: linearP3, alpha: color.alpha)
    }

    /// The colour converted to sRGB (linear P3 → XYZ → linear sRGB), with a gamut report.
    package func convertedToSRGB() -> SRGBGamutConversion {
        let linearSRGB = LinearSRGBColor(xyz: xyz)
        return SRGBGamutConversion(unclamped: SRGBColor(linear: linearSRGB, alpha: alpha))
    }
}
