/// A colour-vision deficiency whose appearance can be simulated on sRGB colours.
///
/// Two simulations of the dichromacies are available (see ``Simulation``): the severity-1.0 matrices
/// of Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color Vision
/// Deficiency", IEEE TVCG 15(6), 2009, and the two half-plane projection of Brettel, Viénot and
/// Mollon (1997), see ``BrettelProjection``. Both work on linear-light sRGB. By default Machado is
/// used for red–green deficiencies and Brettel for tritanopia, where Machado's model is weakest.
/// Achromatopsia (rod monochromacy) keeps only luminance whatever the simulation.
package enum ColorVisionDeficiency: String, Sendable, Hashable, Codable, CaseIterable {
    /// No functioning L cones (red-blind).
    case protanopia
    /// No functioning M cones (green-blind).
    case deuteranopia
    /// No functioning S cones (blue-blind).
    case tritanopia
    /// No cone vision: only luminance is seen.
    case achromatopsia

    /// The linear-RGB matrix that simulates the deficiency, or `nil` for achromatopsia.
    package var machadoMatrix: Matrix3? {
        switch self {
        case .protanopia:
            Matrix3(
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998]
            )
        case .deuteranopia:
            Matrix3(
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881]
            )
        case .tritanopia:
            Matrix3(
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900]
            )
        case .achromatopsia:
            nil
        }
    }

    /// A way of simulating a dichromacy.
    package enum Simulation: String, Sendable, Hashable, Codable, CaseIterable {
        /// One linear-RGB matrix per deficiency, Machado, Oliveira and Fernandes (2009).
        case machado2009
        /// Projection onto two half-planes in LMS, Brettel, Viénot and Mollon (1997).
        case brettel1997

        /// The product's choice: Machado 2009 for red–green deficiencies, Brettel 1997 for the
        /// blue–yellow one (tritanopia), for which Machado's model is not physiologically grounded.
        /// Achromatopsia ignores the simulation, so it gets Machado's entry for definiteness.
        package static func standard(for deficiency: ColorVisionDeficiency) -> Simulation {
            deficiency == .tritanopia ? .brettel1997 : .machado2009
        }
    }

    /// The colour as a person with this deficiency would see it with the standard simulation
    /// (``Simulation/standard(for:)``); alpha is kept.
    package func simulate(_ color: SRGBColor) -> SRGBColor {
        simulate(color, method: .standard(for: self))
    }

    /// The colour as a person with this deficiency would see it, simulated with `method`; alpha is
    /// kept.
    ///
    /// The result is clamped to the sRGB gamut, since both simulations can push saturated colours
    /// slightly outside it.
    package func simulate(_ color: SRGBColor, method: Simulation) -> SRGBColor {
        let linear = color.linear.vector
        let simulated: SIMD3<Double>
        if self == .achromatopsia {
            // The CIE Y of the colour, so the grey has the same luminance as the original.
            let luminance = (RGBColorSpace.sRGB.toXYZ.rows[1] * linear).sum()
            simulated = SIMD3(repeating: luminance)
        } else {
            simulated = simulateLinear(linear, method: method)
        }
        return SRGBColor(linear: LinearSRGBColor(simulated), alpha: color.alpha).clamped()
    }

    /// The unclamped linear sRGB a dichromat sees for linear sRGB `linear`; for achromatopsia the
    /// input is returned unchanged (use ``simulate(_:method:)``).
    package func simulateLinear(_ linear: SIMD3<Double>, method: Simulation) -> SIMD3<Double> {
        switch method {
        case .machado2009: machadoMatrix.map { $0 * linear } ?? linear
        case .brettel1997: brettelProjection?.apply(toLinear: linear) ?? linear
        }
    }

    /// The Brettel 1997 projection for the deficiency, or `nil` for achromatopsia.
    package var brettelProjection: BrettelProjection? {
        switch self {
        case .protanopia: .protanopia
        case .deuteranopia: .deuteranopia
        case .tritanopia: .tritanopia
        case .achromatopsia: nil
        }
    }
}
