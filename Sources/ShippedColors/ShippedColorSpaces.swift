import ColorScience
import Foundation

/// Converts the color spaces that design tokens and CSS write colors in to sRGB (unclamped), following CSS Color 4:
/// `lab`/`lch` and `xyz-d50` are relative to D50 and adapted to D65 with the Bradford transform.
package enum ShippedColorSpaces {
    /// The D50 white of CSS Color 4, from its chromaticity (0.3457, 0.3585).
    static let d50White = CIEXYZColor(x: 0.3457 / 0.3585, y: 1, z: (1 - 0.3457 - 0.3585) / 0.3585)
    /// Bradford chromatic adaptation from D50 to D65 (CSS Color 4, sample code).
    static let d50ToD65 = Matrix3(
        [0.955_473_452_704_218_2, -0.023_098_536_874_261_423, 0.063_259_308_661_021_7],
        [-0.028_369_706_963_208_136, 1.009_995_458_005_822_6, 0.021_041_398_966_943_008],
        [0.012_314_001_688_319_899, -0.020_507_696_433_477_912, 1.330_365_936_608_075_3])

    /// A98 RGB (Adobe RGB 1998): D65 white, a pure 563/256 gamma.
    static let a98 = RGBColorSpace(
        red: Chromaticity(x: 0.64, y: 0.33), green: Chromaticity(x: 0.21, y: 0.71), blue: Chromaticity(x: 0.15, y: 0.06), white: .d65)
    /// ITU-R BT.2020: D65 white, its own transfer function.
    static let rec2020 = RGBColorSpace(
        red: Chromaticity(x: 0.708, y: 0.292), green: Chromaticity(x: 0.170, y: 0.797), blue: Chromaticity(x: 0.131, y: 0.046),
        white: .d65)
    /// ProPhoto RGB (ROMM): D50 white, a 1.8 gamma with a linear toe.
    static let proPhoto = RGBColorSpace(
        red: Chromaticity(x: 0.734699, y: 0.265301), green: Chromaticity(x: 0.159597, y: 0.840403),
        blue: Chromaticity(x: 0.036598, y: 0.000105), white: Chromaticity(x: 0.3457, y: 0.3585))

    /// sRGB for three components in `space`; nil for a space this does not read. Hues are in degrees, hsl/hwb
    /// percentages 0…100, lab lightness 0…100, oklab lightness 0…1.
    package static func srgb(_ space: String, _ c: [Double], alpha: Double) -> SRGBColor? {
        guard c.count == 3 else { return nil }
        switch space.lowercased() {
        case "srgb": return SRGBColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
        case "srgb-linear": return SRGBColor(linear: LinearSRGBColor(red: c[0], green: c[1], blue: c[2]), alpha: alpha)
        case "display-p3":
            return DisplayP3Color(red: c[0], green: c[1], blue: c[2]).convertedToSRGB().unclamped.withAlpha(alpha)
        case "hsl": return hsl(hue: c[0], saturation: c[1] / 100, lightness: c[2] / 100).withAlpha(alpha)
        case "hwb": return hwb(hue: c[0], whiteness: c[1] / 100, blackness: c[2] / 100).withAlpha(alpha)
        case "lab": return fromD50(CIELABColor(lightness: c[0], a: c[1], b: c[2]).xyz(white: d50White), alpha: alpha)
        case "lch":
            let radians = c[2] * .pi / 180
            let lab = CIELABColor(lightness: c[0], a: c[1] * cos(radians), b: c[1] * sin(radians))
            return fromD50(lab.xyz(white: d50White), alpha: alpha)
        case "oklab": return OKLabColor(lightness: c[0], a: c[1], b: c[2]).srgb(alpha: alpha)
        case "oklch": return OKLCHColor(lightness: c[0], chroma: c[1], hue: c[2]).srgb(alpha: alpha)
        case "xyz-d65", "xyz": return SRGBColor(linear: LinearSRGBColor(xyz: CIEXYZColor(x: c[0], y: c[1], z: c[2])), alpha: alpha)
        case "xyz-d50": return fromD50(CIEXYZColor(x: c[0], y: c[1], z: c[2]), alpha: alpha)
        case "a98-rgb":
            let linear = c.map { copysign(pow(abs($0), 563.0 / 256), $0) }
            return fromXYZ(a98.toXYZ * SIMD3(linear[0], linear[1], linear[2]), alpha: alpha)
        case "rec2020":
            let (a, b) = (1.099_296_826_809_44, 0.018_053_968_510_807)
            let linear = c.map { value in
                let magnitude = abs(value)
                return copysign(magnitude < b * 4.5 ? magnitude / 4.5 : pow((magnitude + a - 1) / a, 1 / 0.45), value)
            }
            return fromXYZ(rec2020.toXYZ * SIMD3(linear[0], linear[1], linear[2]), alpha: alpha)
        case "prophoto-rgb":
            let linear = c.map { value in copysign(abs(value) <= 16.0 / 512 ? abs(value) / 16 : pow(abs(value), 1.8), value) }
            return fromD50(CIEXYZColor(proPhoto.toXYZ * SIMD3(linear[0], linear[1], linear[2])), alpha: alpha)
        default: return nil
        }
    }

    /// True when every component is a finite number: huge inputs (`lab(1e308 0 0)`) overflow to infinity and then
    /// to NaN, which no 8-bit value stands for.
    package static func isFinite(_ color: SRGBColor) -> Bool {
        [color.red, color.green, color.blue, color.alpha].allSatisfy(\.isFinite)
    }

    static func fromXYZ(_ xyz: SIMD3<Double>, alpha: Double) -> SRGBColor {
        SRGBColor(linear: LinearSRGBColor(xyz: CIEXYZColor(xyz)), alpha: alpha)
    }

    static func fromD50(_ xyz: CIEXYZColor, alpha: Double) -> SRGBColor {
        SRGBColor(linear: LinearSRGBColor(xyz: CIEXYZColor(d50ToD65 * xyz.vector)), alpha: alpha)
    }

    /// CSS Color 4 `hsl()`, saturation and lightness 0…1.
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> SRGBColor {
        let h = (hue.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return SRGBColor(red: channel(0), green: channel(8), blue: channel(4))
    }

    /// CSS Color 4 `hwb()`, whiteness and blackness 0…1.
    static func hwb(hue: Double, whiteness: Double, blackness: Double) -> SRGBColor {
        if whiteness + blackness >= 1 {
            let gray = whiteness / (whiteness + blackness)
            return SRGBColor(red: gray, green: gray, blue: gray)
        }
        let base = hsl(hue: hue, saturation: 1, lightness: 0.5)
        let scale = 1 - whiteness - blackness
        return SRGBColor(red: base.red * scale + whiteness, green: base.green * scale + whiteness, blue: base.blue * scale + whiteness)
    }
}
