import Testing

@testable import ColorScience

@Suite struct APCAContrastTests {
    /// Reference values for the 0.0.98G-4g constants, published unrounded in the APCA W3 test
    /// script: Myndex/apca-w3, `test/index.js` (the same pairs are listed in `src/test.html`,
    /// "Test Values for the 0.0.98G 4g constants"). Text first, background second.
    @Test(
        arguments: [
            (0x888888, 0xFFFFFF, 63.056469930209424),
            (0xFFFFFF, 0x888888, -68.54146436644962),
            (0x000000, 0xAAAAAA, 58.146262578561334),
            (0xAAAAAA, 0x000000, -56.24113336839742),
            (0x112233, 0xDDEEFF, 91.66830811481631),
            (0xDDEEFF, 0x112233, -93.06770049484275),
            (0x112233, 0x444444, 8.32326136957393),
            (0x444444, 0x112233, -7.526878460278154),
        ] as [(UInt32, UInt32, Double)])
    func publishedReferenceValues(text: UInt32, background: UInt32, expected: Double) {
        let lc = APCAContrast.lightnessContrast(text: SRGBColor(rgb24: text), background: SRGBColor(rgb24: background))
        #expect(abs(lc - expected) < 1e-9, "Lc \(lc), expected \(expected)")
    }

    /// The same script checks `#0006` (black at alpha 0x66 = 0.4) on white: 54.62184067441377.
    @Test func translucentTextIsCompositedFirst() {
        let lc = APCAContrast.lightnessContrast(text: SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: 0x66), background: .white)
        #expect(abs(lc - 54.62184067441377) < 1e-9)
    }

    @Test func polarityMatters() {
        let dark = SRGBColor(rgb24: 0x222222)
        let light = SRGBColor(rgb24: 0xEEEEEE)
        #expect(APCAContrast.lightnessContrast(text: dark, background: light) > 0)
        #expect(APCAContrast.lightnessContrast(text: light, background: dark) < 0)
    }

    @Test func nearlyEqualColorsGiveZero() {
        let color = SRGBColor(rgb24: 0x777777)
        #expect(APCAContrast.lightnessContrast(text: color, background: color) == 0)
        // Below the low clip (raw contrast < 0.1) the result is 0, not a small number.
        #expect(APCAContrast.lightnessContrast(text: SRGBColor(rgb24: 0x777777), background: SRGBColor(rgb24: 0x7A7A7A)) == 0)
    }

    @Test func outOfRangeLuminanceGivesZero() {
        #expect(APCAContrast.lightnessContrast(textLuminance: -0.1, backgroundLuminance: 1) == 0)
        #expect(APCAContrast.lightnessContrast(textLuminance: 0, backgroundLuminance: 1.2) == 0)
        #expect(APCAContrast.lightnessContrast(textLuminance: .nan, backgroundLuminance: 1) == 0)
    }

    @Test func screenLuminanceIsASimpleTwoPointFourPower() {
        #expect(APCAContrast.screenLuminance(of: .white) == 0.2126729 + 0.7151522 + 0.0721750)
        #expect(APCAContrast.screenLuminance(of: .black) == 0)
    }
}
