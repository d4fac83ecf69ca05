/// Linear-light sRGB components (Rec. 709 primaries, D65), where mixing light is addition.
package struct LinearSRGBColor: Sendable, Hashable, Codable {
    /// The linear red component, 0…1 in gamut.
    package var red: Double
    /// The linear green component, 0…1 in gamut.
    package var green: Double
    /// The linear blue component, 0…1 in gamut.
    package var blue: Double

    /// Creates linear components.
    package init(red: Double, green: Double, blue: Double) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates linear components from a vector (red, green, blue).
    package init(_ vector: SIMD3<Double>) {
        self.init(red: vector.x, green: vector.y, blue: vector.z)
    }

    /// The components as a vector (red, green, blue).
    package var vector: SIMD3<Double> {
        SIMD3(red, green, blue)
    }

    /// The CIE XYZ tristimulus values (D65, white Y = 1).
    package var xyz: CIEXYZColor {
        CIEXYZColor(RGBColorSpace.sRGB.toXYZ * vector)
    }

    /// Creates linear sRGB from XYZ; the result may lie outside 0…1 for colours sRGB cannot show.
    package init(xyz: CIEXYZColor) {
        self.init(RGBColorSpace.sRGB.fromXYZ * xyz.vector)
    }
}
