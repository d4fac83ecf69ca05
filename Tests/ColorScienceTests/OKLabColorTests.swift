import Testing

@testable import ColorScience

@Suite struct OKLabColorTests {
    /// sRGB red, green and blue in OKLab as Ottosson's matrices give them (CSS Color 4 quotes red
    /// as oklch(62.796% 0.25768 29.2339)).
    @Test(
        arguments: [
            (0xFF0000, 0.627955, 0.224863, 0.125846),
            (0x00FF00, 0.866440, -0.233888, 0.179498),
            (0x0000FF, 0.452014, -0.032457, -0.311528),
        ] as [(UInt32, Double, Double, Double)])
    func primariesMatchPublishedValues(rgb: UInt32, lightness: Double, a: Double, b: Double) {
        let lab = OKLabColor(SRGBColor(rgb24: rgb))
        #expect(abs(lab.lightness - lightness) < 1e-6)
        #expect(abs(lab.a - a) < 1e-6)
        #expect(abs(lab.b - b) < 1e-6)
    }

    @Test func redInOKLCH() {
        let lch = OKLCHColor(SRGBColor(rgb24: 0xFF0000))
        #expect(abs(lch.lightness - 0.62796) < 1e-5)
        #expect(abs(lch.chroma - 0.25768) < 1e-5)
        #expect(abs(lch.hue - 29.2339) < 1e-4)
    }

    @Test func neutralsHaveNoChroma() {
        let white = OKLabColor(.white)
        #expect(abs(white.lightness - 1) < 1e-7)
        #expect(abs(white.a) < 1e-7 && abs(white.b) < 1e-7)
        #expect(OKLabColor(.black) == OKLabColor(lightness: 0, a: 0, b: 0))
        #expect(OKLCHColor(.black).hue == 0)
    }

    @Test(
        arguments: [0x000000, 0x010101, 0xFFFFFF, 0x777777, 0x123456, 0xFF0000, 0x00FF00, 0x0000FF, 0xFFFF00, 0xC0FFEE, 0x8A2BE2]
            as [UInt32])
    func sRGBRoundTripsThroughOKLabAndOKLCH(rgb: UInt32) {
        let original = SRGBColor(rgb24: rgb)
        for back in [OKLabColor(original).srgb(), OKLCHColor(original).srgb()] {
            #expect(abs(back.red - original.red) < 1e-10)
            #expect(abs(back.green - original.green) < 1e-10)
            #expect(abs(back.blue - original.blue) < 1e-10)
            #expect(back.hex == original.hex)
        }
    }

    @Test(arguments: [0.0, 29.2339, 90, 179.9, 180, 264.05, 359.9])
    func oklchRoundTripsThroughOKLab(hue: Double) {
        let lch = OKLCHColor(lightness: 0.7, chroma: 0.1, hue: hue)
        let back = OKLCHColor(lch.oklab)
        #expect(abs(back.lightness - 0.7) < 1e-12)
        #expect(abs(back.chroma - 0.1) < 1e-12)
        #expect(abs(back.hue - hue) < 1e-9)
    }
}
