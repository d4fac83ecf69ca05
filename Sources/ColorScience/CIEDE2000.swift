/// The CIEDE2000 colour difference ΔE00, as specified in CIE 142-2001 and written out by Sharma,
/// Wu and Dalal, "The CIEDE2000 Color-Difference Formula: Implementation Notes, Supplementary Test
/// Data, and Mathematical Observations", Color Research & Application 30(1), 2005.
///
/// The hue handling follows the paper's implementation notes: the hue difference and mean hue wrap
/// around 360°, and when either chroma is zero the hue difference is 0 and the mean is the plain sum.
package enum CIEDE2000 {
    /// ΔE00 between two L*a*b* colours, with parametric weights kL, kC, kH (1 for reference conditions).
    package static func difference(
        _ first: CIELABColor,
        _ second: CIELABColor,
        lightnessWeight kL: Double = 1,
        chromaWeight kC: Double = 1,
        hueWeight kH: Double = 1
    ) -> Double {
        let pow25To7 = 6_103_515_625.0  // 25^7, exact in a Double
        let meanChroma = (first.chroma + second.chroma) / 2
        let meanChroma7 = power(meanChroma, 7)
        let g = 0.5 * (1 - (meanChroma7 / (meanChroma7 + pow25To7)).squareRoot())

        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1 = (a1 * a1 + first.b * first.b).squareRoot()
        let c2 = (a2 * a2 + second.b * second.b).squareRoot()
        let h1 = hueAngle(b: first.b, a: a1)
        let h2 = hueAngle(b: second.b, a: a2)

        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        let chromaProduct = c1 * c2
        var deltaHueAngle = 0.0
        if chromaProduct != 0 {
            deltaHueAngle = h2 - h1
            if deltaHueAngle > 180 {
                deltaHueAngle -= 360
            } else if deltaHueAngle < -180 {
                deltaHueAngle += 360
            }
        }
        let deltaH = 2 * chromaProduct.squareRoot() * sine(radians(fromDegrees: deltaHueAngle / 2))

        let meanL = (first.lightness + second.lightness) / 2
        let meanC = (c1 + c2) / 2
        let meanH = meanHueAngle(h1, h2, chromaProduct: chromaProduct)

        let t =
            1 - 0.17 * cosine(radians(fromDegrees: meanH - 30)) + 0.24 * cosine(radians(fromDegrees: 2 * meanH))
            + 0.32 * cosine(radians(fromDegrees: 3 * meanH + 6)) - 0.20 * cosine(radians(fromDegrees: 4 * meanH - 63))
        let rotationAngle = 30 * exponential(-((meanH - 275) / 25) * ((meanH - 275) / 25))
        let meanC7 = power(meanC, 7)
        let rC = 2 * (meanC7 / (meanC7 + pow25To7)).squareRoot()
        let lightnessOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let sC = 1 + 0.045 * meanC
        let sH = 1 + 0.015 * meanC * t
        let rT = -sine(radians(fromDegrees: 2 * rotationAngle)) * rC

        let lightnessTerm = deltaL / (kL * sL)
        let chromaTerm = deltaC / (kC * sC)
        let hueTerm = deltaH / (kH * sH)
        let sum = lightnessTerm * lightnessTerm + chromaTerm * chromaTerm + hueTerm * hueTerm + rT * chromaTerm * hueTerm
        return max(sum, 0).squareRoot()
    }

    /// ΔE00 between two sRGB colours (alpha ignored), through CIELAB with the D65 white.
    package static func difference(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        difference(CIELABColor(first), CIELABColor(second))
    }

    private static func hueAngle(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 {
            return 0
        }
        let angle = degrees(fromRadians: arcTangent(b, a))
        return angle < 0 ? angle + 360 : angle
    }

    private static func meanHueAngle(_ h1: Double, _ h2: Double, chromaProduct: Double) -> Double {
        if chromaProduct == 0 {
            return h1 + h2
        }
        if abs(h1 - h2) <= 180 {
            return (h1 + h2) / 2
        }
        return h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
    }
}
