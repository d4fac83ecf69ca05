/// CIE 1931 XYZ tristimulus values relative to a D65 white of luminance Y = 1.
package struct CIEXYZColor: Sendable, Hashable, Codable {
    /// The X tristimulus value.
    package var x: Double
    /// The Y tristimulus value, the relative luminance.
    package var y: Double
    /// The Z tristimulus value.
    package var z: Double

    /// Creates tristimulus values.
    package init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// Creates tristimulus values from a vector (X, Y, Z).
    package init(_ vector: SIMD3<Double>) {
        self.init(x: vector.x, y: vector.y, z: vector.z)
    }

    /// The values as a vector (X, Y, Z).
    package var vector: SIMD3<Double> {
        SIMD3(x, y, z)
    }

    /// The D65 white point at Y = 1, the reference white of sRGB, Display P3 and CIELAB here.
    package static let d65White = CIEXYZColor(Chromaticity.d65.xyz)
}
