import Testing

@testable import ColorScience

@Suite struct ColorVisionDeficiencyTests {
    /// Each Machado row sums to 1 within the matrices' 6-decimal rounding, and Brettel (the default
    /// for tritanopia) keeps the neutral axis, so neutrals stay put.
    @Test(arguments: ColorVisionDeficiency.allCases)
    func neutralsAreUnchanged(deficiency: ColorVisionDeficiency) {
        for rgb: UInt32 in [0x000000, 0x404040, 0x808080, 0xC0C0C0, 0xFFFFFF] {
            let grey = SRGBColor(rgb24: rgb)
            let simulated = deficiency.simulate(grey)
            #expect(simulated.hex == grey.hex)
            #expect(abs(simulated.red - grey.red) < 1e-5)
            #expect(abs(simulated.blue - grey.blue) < 1e-5)
        }
    }

    /// The matrices work on linear light: pure red's simulation is the matrix's first column,
    /// gamma-encoded (and clamped), not the column itself.
    @Test func matricesApplyInLinearLight() {
        let simulated = ColorVisionDeficiency.protanopia.simulate(SRGBColor(rgb24: 0xFF0000))
        #expect(abs(simulated.red - SRGBTransferFunction.encode(0.152286)) < 1e-12)
        #expect(abs(simulated.green - SRGBTransferFunction.encode(0.114503)) < 1e-12)
        #expect(simulated.blue == 0)  // −0.003882 clamped
    }

    @Test func alphaIsKept() {
        let simulated = ColorVisionDeficiency.deuteranopia.simulate(SRGBColor(rgb24: 0x336699, alpha: 0.3))
        #expect(simulated.alpha == 0.3)
    }

    /// Red and green, far apart for normal vision, nearly merge for protanopes and deuteranopes
    /// but stay distinct for tritanopes, which is the point of simulating them.
    @Test func redAndGreenConvergeForRedGreenDeficiencies() {
        let red = SRGBColor(rgb24: 0xD62728)
        let green = SRGBColor(rgb24: 0x2CA02C)
        let normal = CIEDE2000.difference(red, green)
        func simulatedDifference(_ deficiency: ColorVisionDeficiency) -> Double {
            CIEDE2000.difference(deficiency.simulate(red), deficiency.simulate(green))
        }
        #expect(simulatedDifference(.protanopia) < normal / 2)
        #expect(simulatedDifference(.deuteranopia) < normal / 2)
        #expect(simulatedDifference(.tritanopia) > normal / 2)
    }

    @Test func achromatopsiaKeepsLuminanceOnly() {
        for rgb: UInt32 in [0xFF0000, 0x00FF00, 0x0000FF, 0x336699, 0xC0FFEE] {
            let color = SRGBColor(rgb24: rgb)
            let simulated = ColorVisionDeficiency.achromatopsia.simulate(color)
            #expect(simulated.red == simulated.green && simulated.green == simulated.blue)
            #expect(abs(simulated.xyz.y - color.xyz.y) < 1e-12)
        }
        // Pure blue has CIE Y 0.0721923, which encodes to about #4C4C4C.
        #expect(ColorVisionDeficiency.achromatopsia.simulate(SRGBColor(rgb24: 0x0000FF)).hex == "#4C4C4C")
    }
}
