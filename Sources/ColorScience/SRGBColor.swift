/// A colour in gamma-encoded sRGB with straight (not premultiplied) alpha.
///
/// Components are `Double`, 0…1 inside the gamut. Values outside 0…1 are kept rather than clamped,
/// because conversions from wider gamuts need to report how far out of gamut they land; use
/// ``isInGamut`` and ``clamped()`` to deal with them.
package struct SRGBColor: Sendable, Hashable, Codable {
    /// The gamma-encoded red component, 0…1 in gamut.
    package var red: Double
    /// The gamma-encoded green component, 0…1 in gamut.
    package var green: Double
    /// The gamma-encoded blue component, 0…1 in gamut.
    package var blue: Double
    /// The opacity, 0 (transparent) … 1 (opaque).
    package var alpha: Double

    /// Creates a colour from gamma-encoded components in 0…1.
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit components, as written in `#RRGGBBAA`.
    package init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// Creates a colour from a 24-bit `0xRRGGBB` integer, opaque unless `alpha` says otherwise.
    package init(rgb24: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb24 >> 16) & 0xFF) / 255,
            green: Double((rgb24 >> 8) & 0xFF) / 255,
            blue: Double(rgb24 & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// Opaque white.
    package static let white = SRGBColor(red: 1, green: 1, blue: 1)

    /// Opaque black.
    package static let black = SRGBColor(red: 0, green: 0, blue: 0)

    /// The gamma-encoded components as a vector, alpha left out.
    package var components: SIMD3<Double> {
        SIMD3(red, green, blue)
    }

    /// Whether every colour component lies in 0…1.
    package var isInGamut: Bool {
        [red, green, blue].allSatisfy { (0...1).contains($0) }
    }

    /// Whether the colour is fully opaque.
    package var isOpaque: Bool {
        alpha >= 1
    }

    /// The colour with every component, alpha included, clamped to 0…1.
    package func clamped() -> SRGBColor {
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return SRGBColor(red: clamp(red), green: clamp(green), blue: clamp(blue), alpha: clamp(alpha))
    }

    /// The colour with alpha replaced.
    package func withAlpha(_ alpha: Double) -> SRGBColor {
        SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The linear-light components, per the IEC 61966-2-1 transfer function.
    package var linear: LinearSRGBColor {
        LinearSRGBColor(
            red: SRGBTransferFunction.decode(red),
            green: SRGBTransferFunction.decode(green),
            blue: SRGBTransferFunction.decode(blue)
        )
    }

    /// Creates a colour by gamma-encoding linear-light components.
    package init(linear: LinearSRGBColor, alpha: Double = 1) {
        self.init(
            red: SRGBTransferFunction.encode(linear.red),
            green: SRGBTransferFunction.encode(linear.green),
            blue: SRGBTransferFunction.encode(linear.blue),
            alpha: alpha
        )
    }

    /// The CIE XYZ tristimulus values (D65, white Y = 1); alpha is ignored.
    package var xyz: CIEXYZColor {
        linear.xyz
    }
}
