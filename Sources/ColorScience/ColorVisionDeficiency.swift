/// A colour-vision deficiency whose appearance can be simulated on sRGB colours.
///
/// Protanopia, deuteranopia and tritanopia use the severity-1.0 matrices of Machado, Oliveira and
/// Fernandes, "A Physiologically-based Model for Simulation of Color Vision Deficiency", IEEE TVCG
/// 15(6), 2009, applied to linear-light sRGB. Achromatopsia (rod monochromacy) keeps only luminance.
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

    /// The colour as a person with this deficiency would see it; alpha is kept.
    ///
    /// The result is clamped to the sRGB gamut, since the Machado matrices can push saturated
    /// colours slightly outside it.
    package func simulate(_ color: SRGBColor) -> SRGBColor {
        let linear = color.linear.vector
        let simulated: SIMD3<Double>
        if let matrix = machadoMatrix {
            simulated = matrix * linear
        } else {
            // The CIE Y of the colour, so the grey has the same luminance as the original.
            let luminance = (RGBColorSpace.sRGB.toXYZ.rows[1] * linear).sum()
            simulated = SIMD3(repeating: luminance)
        }
        return SRGBColor(linear: LinearSRGBColor(simulated), alpha: color.alpha).clamped()
    }
}
