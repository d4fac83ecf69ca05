/// The sRGB transfer function of IEC 61966-2-1, between gamma-encoded and linear light values.
///
/// The piecewise curve is linear (slope 1/12.92) below the encoded threshold 0.04045 and a 2.4 power
/// curve with offset 0.055 above it. Negative values are mirrored (as CSS Color 4 does) so that
/// out-of-gamut results of a conversion survive a round trip instead of turning into NaN.
package enum SRGBTransferFunction {
    /// The encoded value at which the curve changes from linear to power, per IEC 61966-2-1.
    package static let encodedThreshold = 0.04045

    /// The linear value at which the curve changes: `0.04045 / 12.92` ≈ 0.00313080495.
    ///
    /// IEC 61966-2-1 prints the rounded 0.0031308 for the encoding direction, which is slightly
    /// below the image of 0.04045 and so sends linear values in a 5e-12-wide sliver down the other
    /// branch; deriving it from the decoding threshold keeps `encode(decode(x)) == x` there.
    package static let linearThreshold = encodedThreshold / 12.92

    /// Converts a gamma-encoded component to linear light.
    package static func decode(_ encoded: Double) -> Double {
        decode(encoded, threshold: encodedThreshold)
    }

    /// Converts a gamma-encoded component to linear light, switching curves at `threshold`.
    ///
    /// Only exists so the WCAG 2.0 threshold 0.03928 can be compared with the IEC one in tests.
    package static func decode(_ encoded: Double, threshold: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= threshold ? magnitude / 12.92 : power((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Converts a linear-light component to its gamma-encoded value.
    package static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= linearThreshold ? magnitude * 12.92 : 1.055 * power(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }
}
