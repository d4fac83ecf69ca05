import Testing

@testable import ColorScience

@Suite struct SRGBColorTests {
    /// WCAG 2.0/2.1 printed 0.03928 as the linear/power switch; WCAG 2.2 and IEC 61966-2-1 say
    /// 0.04045. No 8-bit value v/255 lies in (0.03928, 0.04045], so both take the same branch and
    /// give bit-identical results for every `#RRGGBB` component.
    @Test func theTwoThresholdsAgreeOnEvery8BitValue() {
        for value in 0...255 {
            let encoded = Double(value) / 255
            let iec = SRGBTransferFunction.decode(encoded, threshold: 0.04045)
            let wcag20 = SRGBTransferFunction.decode(encoded, threshold: 0.03928)
            #expect(iec == wcag20, "component \(value)")
            #expect(iec == SRGBTransferFunction.decode(encoded))
        }
        #expect(10.0 / 255 <= 0.03928)
        #expect(11.0 / 255 > 0.04045)
    }

    @Test(arguments: [0.0, 0.001, 0.0031308, 0.04045, 0.2, 0.5, 0.9, 1.0, -0.3, 1.4])
    func encodingInvertsDecoding(encoded: Double) {
        let roundTrip = SRGBTransferFunction.encode(SRGBTransferFunction.decode(encoded))
        #expect(abs(roundTrip - encoded) < 1e-12)
    }

    @Test func decodingMatchesKnownValues() {
        #expect(SRGBTransferFunction.decode(0) == 0)
        #expect(SRGBTransferFunction.decode(1) == 1)
        // 128/255 decodes to 0.2158605 (a standard table value).
        #expect(abs(SRGBTransferFunction.decode(128.0 / 255) - 0.21586050011389926) < 1e-12)
        #expect(SRGBTransferFunction.decode(10.0 / 255) == 10.0 / 255 / 12.92)
    }

    @Test(arguments: [
        (SRGBColor(rgb24: 0x123456), "#123456"),
        (SRGBColor(red8: 0xDE, green8: 0xAD, blue8: 0xBE, alpha8: 0xEF), "#DEADBEEF"),
        (SRGBColor(rgb24: 0x000000, alpha: 0.4), "#00000066"),
        (SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.5), "#FFFFFF80"),
        (SRGBColor(red: 1.2, green: -0.1, blue: 0.5), "#FF0080"),
        (SRGBColor.white, "#FFFFFF"),
    ])
    func hexFormatting(color: SRGBColor, expected: String) {
        #expect(color.hex == expected)
    }

    @Test func everyEightBitComponentSurvivesHexFormatting() {
        for value in 0...255 {
            let byte = UInt8(value)
            let color = SRGBColor(red8: byte, green8: byte, blue8: 255 - byte, alpha8: byte)
            #expect(color.rgba8 == (byte, byte, 255 - byte, byte))
        }
    }

    @Test func whiteMapsToTheD65WhitePoint() {
        let white = SRGBColor.white.xyz
        #expect(abs(white.x - 0.3127 / 0.3290) < 1e-12)
        #expect(abs(white.y - 1) < 1e-12)
        #expect(abs(white.z - 0.3583 / 0.3290) < 1e-12)
    }

    /// CSS Color 4 publishes the sRGB and Display P3 to XYZ matrices as exact fractions; the
    /// matrices derived here from the chromaticities must agree with them.
    @Test func derivedMatricesMatchCSSColor4() {
        let srgb: [[Double]] = [
            [506752 / 1228815, 87881 / 245763, 12673 / 70218],
            [87098 / 409605, 175762 / 245763, 12673 / 175545],
            [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
        ]
        let p3: [[Double]] = [
            [608311 / 1250200, 189793 / 714400, 198249 / 1000160],
            [35783 / 156275, 247089 / 357200, 198249 / 2500400],
            [0, 32229 / 714400, 5220557 / 5000800],
        ]
        for row in 0..<3 {
            for column in 0..<3 {
                #expect(abs(RGBColorSpace.sRGB.toXYZ[row, column] - srgb[row][column]) < 1e-14)
                #expect(abs(RGBColorSpace.displayP3.toXYZ[row, column] - p3[row][column]) < 1e-14)
            }
        }
    }

    @Test func matrixInverseGivesTheIdentity() {
        let matrix = RGBColorSpace.displayP3.toXYZ
        let product = matrix * matrix.inverse!
        for row in 0..<3 {
            for column in 0..<3 {
                #expect(abs(product[row, column] - Matrix3.identity[row, column]) < 1e-14)
            }
        }
        #expect(Matrix3([1, 2, 3], [2, 4, 6], [0, 0, 1]).inverse == nil)
    }

    @Test func compositingBlendsInEncodedSpace() {
        // #000 at 40% over white is 255 × 0.6 = 153 = #999999.
        let shown = SRGBColor(rgb24: 0x000000, alpha: 0.4).composited(over: .white)
        #expect(shown.hex == "#999999")
        #expect(abs(shown.red - 0.6) < 1e-15)
        #expect(shown.alpha == 1)
        // Transparent over anything is the backdrop; opaque over anything is itself.
        #expect(SRGBColor(rgb24: 0xFF0000, alpha: 0).composited(over: .white) == .white)
        #expect(SRGBColor(rgb24: 0x336699).composited(over: .black) == SRGBColor(rgb24: 0x336699))
        // Two half-transparent layers give alpha 0.75.
        let layered = SRGBColor(rgb24: 0xFFFFFF, alpha: 0.5).composited(over: SRGBColor(rgb24: 0x000000, alpha: 0.5))
        #expect(layered.alpha == 0.75)
        #expect(abs(layered.red - 2.0 / 3) < 1e-15)
    }
}
