import Testing

@testable import ColorScience

@Suite struct BrettelProjectionTests {
    static let dichromacies: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia]

    /// A spread of in-gamut colours: every sRGB colour on a 0x33 grid (216 of them).
    static let grid: [SRGBColor] = stride(from: 0, through: 255, by: 0x33).flatMap { r in
        stride(from: 0, through: 255, by: 0x33).flatMap { g in
            stride(from: 0, through: 255, by: 0x33).map { b in SRGBColor(rgb24: UInt32(r << 16 | g << 8 | b)) }
        }
    }

    static func projection(_ deficiency: ColorVisionDeficiency) -> BrettelProjection {
        deficiency.brettelProjection!
    }

    static func maxDifference(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
        let d = a - b
        return max(abs(d.x), abs(d.y), abs(d.z))
    }

    @Test(arguments: dichromacies)
    func neutralsAreUnchanged(deficiency: ColorVisionDeficiency) {
        for rgb: UInt32 in [0x000000, 0x202020, 0x777777, 0xC0C0C0, 0xFFFFFF] {
            let grey = SRGBColor(rgb24: rgb)
            let linear = Self.projection(deficiency).apply(toLinear: grey.linear.vector)
            #expect(Self.maxDifference(linear, grey.linear.vector) < 1e-12)
            #expect(deficiency.simulate(grey, method: .brettel1997).hex == grey.hex)
        }
    }

    @Test(arguments: dichromacies, ColorVisionDeficiency.Simulation.allCases)
    func resultsAreInGamut(deficiency: ColorVisionDeficiency, method: ColorVisionDeficiency.Simulation) {
        for color in Self.grid {
            let simulated = deficiency.simulate(color, method: method)
            #expect(simulated.isInGamut && simulated.red.isFinite && simulated.green.isFinite && simulated.blue.isFinite)
        }
    }

    /// Colours already on a half-plane (white plus a positive amount of that half-plane's anchor in
    /// LMS) are ones the dichromat sees as the trichromat does, so the projection keeps them.
    @Test(arguments: dichromacies)
    func coloursOnTheHalfPlanesStay(deficiency: ColorVisionDeficiency) {
        let projection = Self.projection(deficiency)
        let wavelengths = [projection.anchorWavelengths.first, projection.anchorWavelengths.second]
        for wavelength in wavelengths {
            let anchor = BrettelProjection.lmsFromXYZ * BrettelProjection.anchorXYZ[wavelength]!
            for (white, amount) in [(0.2, 0.05), (0.5, 0.3), (1.0, 0.1), (0.0, 1.0)] {
                let lms = white * projection.neutralLMS + amount * anchor
                let rgb = projection.linearRGBFromLMS * lms
                #expect(Self.maxDifference(projection.apply(toLinear: rgb), rgb) < 1e-12)
            }
        }
    }

    /// Moving along the missing cone's axis never crosses the separating plane, so simulating twice
    /// is the same as simulating once.
    @Test(arguments: dichromacies)
    func projectionIsIdempotent(deficiency: ColorVisionDeficiency) {
        let projection = Self.projection(deficiency)
        for color in Self.grid {
            let once = projection.apply(toLinear: color.linear.vector)
            #expect(Self.maxDifference(projection.apply(toLinear: once), once) < 1e-12)
        }
    }

    /// On the separating plane (spanned by the neutral axis and the missing cone's axis) both
    /// half-plane matrices give the same colour, a grey, so the simulation has no seam.
    @Test(arguments: dichromacies)
    func halfPlanesAgreeOnTheSeparatingPlane(deficiency: ColorVisionDeficiency) {
        let projection = Self.projection(deficiency)
        var axis = SIMD3<Double>.zero
        axis[projection.missingCone] = 1
        for (white, offset) in [(0.5, 0.1), (0.8, -0.2), (0.3, 0.02), (1.0, 0.0)] {
            let scaledAxis = offset * projection.neutralLMS[projection.missingCone] * axis
            let rgb = projection.linearRGBFromLMS * (white * projection.neutralLMS + scaledAxis)
            #expect(abs((projection.separationNormalInRGB * rgb).sum()) < 1e-12)
            let first = projection.firstMatrix * rgb
            let second = projection.secondMatrix * rgb
            #expect(Self.maxDifference(first, second) < 1e-12)
            #expect(Self.maxDifference(first, SIMD3(repeating: white)) < 1e-12)
            // Just off the plane on either side the results are still close.
            let nudge = 1e-7 * projection.separationNormalInRGB
            #expect(Self.maxDifference(projection.apply(toLinear: rgb + nudge), projection.apply(toLinear: rgb - nudge)) < 1e-6)
        }
    }

    /// An independent computation in another form: for each half-plane, solve
    /// `α·white + β·anchor − t·axis = lms` by Cramer's rule, keep the half-plane whose anchor weight
    /// β is non-negative (the point really lands on the half-plane, not its extension), and move
    /// the colour by `t` along the missing axis. No cross products, normals or precombined matrices.
    @Test(arguments: dichromacies)
    func matchesExplicitLMSProjection(deficiency: ColorVisionDeficiency) {
        let projection = Self.projection(deficiency)
        var axis = SIMD3<Double>.zero
        axis[projection.missingCone] = 1
        let anchors = [projection.anchorWavelengths.first, projection.anchorWavelengths.second].map {
            BrettelProjection.lmsFromXYZ * BrettelProjection.anchorXYZ[$0]!
        }
        for color in Self.grid + [SRGBColor(rgb24: 0xD62728), SRGBColor(rgb24: 0x1F77B4), SRGBColor(rgb24: 0xBCBD22)] {
            let lms = projection.lmsFromLinearRGB * color.linear.vector
            let solutions = anchors.map { anchor -> SIMD3<Double> in
                let system = Matrix3(
                    [projection.neutralLMS.x, anchor.x, -axis.x],
                    [projection.neutralLMS.y, anchor.y, -axis.y],
                    [projection.neutralLMS.z, anchor.z, -axis.z]
                )
                return system.inverse! * lms  // (α, β, t)
            }
            let chosen = solutions.first { $0.y >= -1e-12 }!
            let expected = projection.linearRGBFromLMS * (lms + chosen.z * axis)
            #expect(Self.maxDifference(projection.apply(toLinear: color.linear.vector), expected) < 1e-9)
        }
    }

    /// The product's default: Machado for red–green, Brettel for blue–yellow.
    @Test func standardSimulationPicksPerDeficiency() {
        #expect(ColorVisionDeficiency.Simulation.standard(for: .protanopia) == .machado2009)
        #expect(ColorVisionDeficiency.Simulation.standard(for: .deuteranopia) == .machado2009)
        #expect(ColorVisionDeficiency.Simulation.standard(for: .tritanopia) == .brettel1997)
        let color = SRGBColor(rgb24: 0x1F77B4)
        #expect(ColorVisionDeficiency.tritanopia.simulate(color) == ColorVisionDeficiency.tritanopia.simulate(color, method: .brettel1997))
        #expect(ColorVisionDeficiency.protanopia.simulate(color) == ColorVisionDeficiency.protanopia.simulate(color, method: .machado2009))
        for method in ColorVisionDeficiency.Simulation.allCases {
            let grey = ColorVisionDeficiency.achromatopsia.simulate(color, method: method)
            #expect(grey == ColorVisionDeficiency.achromatopsia.simulate(color))
        }
    }

    /// Tritanopes confuse blue with green and yellow with pink-ish white; Brettel collapses the
    /// blue–green pair much more than a red–green pair.
    @Test func tritanopiaConfusesBlueAndGreen() {
        let blue = SRGBColor(rgb24: 0x3070E0)
        let green = SRGBColor(rgb24: 0x30A080)
        let normal = CIEDE2000.difference(blue, green)
        let tritan = CIEDE2000.difference(
            ColorVisionDeficiency.tritanopia.simulate(blue, method: .brettel1997),
            ColorVisionDeficiency.tritanopia.simulate(green, method: .brettel1997)
        )
        #expect(tritan < normal / 2)
    }

    /// The derivation picks the anchor on the positive side of the separating plane as the first.
    @Test func anchorsAreOrderedBySide() {
        #expect(Self.projection(.tritanopia).anchorWavelengths.first == 660)
        for deficiency in Self.dichromacies {
            let projection = Self.projection(deficiency)
            let first = BrettelProjection.lmsFromXYZ * BrettelProjection.anchorXYZ[projection.anchorWavelengths.first]!
            #expect((projection.separationNormal * first).sum() > 0)
        }
    }
}
