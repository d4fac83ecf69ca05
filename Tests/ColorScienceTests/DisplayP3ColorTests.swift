import Testing

@testable import ColorScience

@Suite struct DisplayP3ColorTests {
    /// The sRGB primaries expressed in Display P3. Red is the commonly quoted
    /// `color(display-p3 0.9175 0.2003 0.1386)`; all three were recomputed independently (NumPy)
    /// from the exact fractions CSS Color 4 publishes for both matrices.
    @Test(
        arguments: [
            (0xFF0000, 0.91749, 0.20029, 0.13856),
            (0x00FF00, 0.45840, 0.98526, 0.29829),
            (0x0000FF, 0.0, 0.0, 0.95959),
        ] as [(UInt32, Double, Double, Double)])
    func sRGBPrimariesInDisplayP3(rgb: UInt32, red: Double, green: Double, blue: Double) {
        let p3 = DisplayP3Color(SRGBColor(rgb24: rgb))
        #expect(abs(p3.red - red) < 1e-5)
        #expect(abs(p3.green - green) < 1e-5)
        #expect(abs(p3.blue - blue) < 1e-5)
    }

    @Test(
        arguments: [0x000000, 0xFFFFFF, 0x808080, 0x123456, 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0x00FFFF, 0xFF00FF, 0xC0FFEE]
            as [UInt32])
    func sRGBRoundTripsThroughDisplayP3(rgb: UInt32) {
        let original = SRGBColor(rgb24: rgb, alpha: 0.75)
        let conversion = DisplayP3Color(original).convertedToSRGB()
        #expect(conversion.isInGamut)
        #expect(conversion.excess < 1e-12)
        let back = conversion.unclamped
        #expect(abs(back.red - original.red) < 1e-12)
        #expect(abs(back.green - original.green) < 1e-12)
        #expect(abs(back.blue - original.blue) < 1e-12)
        #expect(back.alpha == 0.75)
        #expect(conversion.clamped.hex == original.hex)
    }

    /// Display P3 red is outside sRGB: CSS Color 4 gives rgb(109.31% −22.67% −15.01%).
    @Test func displayP3RedIsOutOfTheSRGBGamut() {
        let conversion = DisplayP3Color(red: 1, green: 0, blue: 0).convertedToSRGB()
        #expect(!conversion.isInGamut)
        #expect(abs(conversion.unclamped.red - 1.09307) < 1e-5)
        #expect(abs(conversion.unclamped.green - -0.22674) < 1e-5)
        #expect(abs(conversion.unclamped.blue - -0.15013) < 1e-5)
        #expect(abs(conversion.excess - 0.22674) < 1e-5)
        #expect(conversion.clamped == SRGBColor(red: 1, green: 0, blue: 0))
    }

    @Test func outOfGamutP3RoundTripsThroughUnclampedSRGB() {
        let p3 = DisplayP3Color(red: 0.1, green: 0.95, blue: 0.2)
        let srgb = p3.convertedToSRGB()
        #expect(!srgb.isInGamut)
        let back = DisplayP3Color(srgb.unclamped)
        #expect(abs(back.red - p3.red) < 1e-12)
        #expect(abs(back.green - p3.green) < 1e-12)
        #expect(abs(back.blue - p3.blue) < 1e-12)
    }

    @Test func neutralsStayNeutral() {
        for value in stride(from: 0.0, through: 1.0, by: 0.125) {
            let p3 = DisplayP3Color(SRGBColor(red: value, green: value, blue: value))
            #expect(abs(p3.red - value) < 1e-12 && abs(p3.green - value) < 1e-12 && abs(p3.blue - value) < 1e-12)
        }
    }
}
