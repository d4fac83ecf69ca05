/// An additive RGB colour space given by its primaries and white point, with the matrices between
/// its linear values and CIE XYZ.
///
/// The matrices are derived from the chromaticities (the method of SMPTE RP 177) rather than typed
/// in, so sRGB and Display P3 share one white point exactly and converting white between them is
/// exact to rounding. The derived values match the matrices published in CSS Color 4.
package struct RGBColorSpace: Sendable, Hashable {
    /// The chromaticity of the red primary.
    package let red: Chromaticity
    /// The chromaticity of the green primary.
    package let green: Chromaticity
    /// The chromaticity of the blue primary.
    package let blue: Chromaticity
    /// The chromaticity of the white point.
    package let white: Chromaticity
    /// Converts linear RGB (white = 1, 1, 1) to XYZ (white Y = 1).
    package let toXYZ: Matrix3
    /// Converts XYZ to linear RGB in this space.
    package let fromXYZ: Matrix3

    /// Creates a colour space from its primaries and white point.
    package init(red: Chromaticity, green: Chromaticity, blue: Chromaticity, white: Chromaticity) {
        self.red = red
        self.green = green
        self.blue = blue
        self.white = white
        let (r, g, b) = (red.xyz, green.xyz, blue.xyz)
        let primaries = Matrix3([r.x, g.x, b.x], [r.y, g.y, b.y], [r.z, g.z, b.z])
        // Real primaries are never collinear, so the matrix always has an inverse.
        let scale = primaries.inverse! * white.xyz
        let forward = primaries * Matrix3.diagonal(scale)
        toXYZ = forward
        fromXYZ = forward.inverse!
    }

    /// sRGB (IEC 61966-2-1): Rec. 709 primaries, D65 white.
    package static let sRGB = RGBColorSpace(
        red: Chromaticity(x: 0.64, y: 0.33),
        green: Chromaticity(x: 0.30, y: 0.60),
        blue: Chromaticity(x: 0.15, y: 0.06),
        white: .d65
    )

    /// Display P3: DCI-P3 primaries with a D65 white and the sRGB transfer function.
    package static let displayP3 = RGBColorSpace(
        red: Chromaticity(x: 0.680, y: 0.320),
        green: Chromaticity(x: 0.265, y: 0.690),
        blue: Chromaticity(x: 0.150, y: 0.060),
        white: .d65
    )

    /// The matrix from linear values in this space to linear values in `other`.
    package func conversion(to other: RGBColorSpace) -> Matrix3 {
        other.fromXYZ * toXYZ
    }
}
