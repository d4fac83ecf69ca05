/// The dichromacy simulation of Brettel, Viénot and Mollon, "Computerized simulation of color
/// appearance for dichromats", JOSA A 14(10), 1997, in the LMS space of Viénot, Brettel and Mollon,
/// "Digital video colourmaps for checking the legibility of displays by dichromats", Color Research
/// and Application 24(4), 1999.
///
/// A dichromat lacks one cone type, so every colour along that cone's axis in LMS looks the same. The
/// method replaces the colour by the point on its confusion line (parallel to the missing axis) that
/// lies on a surface of colours dichromats and trichromats see alike: two half-planes that share the
/// neutral axis and each contain one monochromatic anchor, 475 nm and 575 nm for protanopes and
/// deuteranopes, 485 nm and 660 nm for tritanopes. The plane through the neutral axis and the
/// missing axis separates the colours that project onto one half-plane from those that project onto
/// the other, and both projections agree on it, so the result is continuous.
///
/// Everything is derived here from published data rather than typed in as results:
/// - linear sRGB to CIE XYZ from the sRGB primaries (``RGBColorSpace/sRGB``);
/// - XYZ to LMS with the Smith and Pokorny (1975) cone fundamentals as Viénot et al. (1999) give them;
/// - the anchors from the CIE 1931 2° colour-matching functions at their wavelengths.
///
/// As in Viénot et al. (1999) and the widely used implementations (Vischeck, libDaltonLens), the
/// neutral axis runs through RGB white rather than the equal-energy white, so that white and greys
/// are kept exactly. This is the sRGB model DaltonLens-Python documents; its published projection
/// rows are reproduced in the tests. libDaltonLens's precombined matrices instead come from Viénot's
/// original CRT matrix with Judd–Vos anchors; fed those inputs, this derivation reproduces them to
/// within 2e-5, and the two models' matrices differ by at most about 0.01.
package struct BrettelProjection: Sendable {
    /// XYZ to LMS: the Smith and Pokorny (1975) fundamentals, as tabulated by Viénot, Brettel and
    /// Mollon (1999).
    package static let lmsFromXYZ = Matrix3(
        [0.15514, 0.54312, -0.03286],
        [-0.15514, 0.45684, 0.03286],
        [0, 0, 0.01608]
    )

    /// Linear sRGB to LMS.
    package static let lmsFromLinearSRGB = lmsFromXYZ * RGBColorSpace.sRGB.toXYZ

    /// CIE 1931 2° colour-matching functions (x̄, ȳ, z̄) at the anchor wavelengths in nanometres,
    /// from the CIE's 5 nm table.
    package static let anchorXYZ: [Int: SIMD3<Double>] = [
        475: [0.1421, 0.1126, 1.0419],
        485: [0.05795, 0.1693, 0.6162],
        575: [0.8425, 0.9154, 0.0018],
        660: [0.1649, 0.0610, 0.0000],
    ]

    /// The protanopia and deuteranopia anchor wavelengths in nanometres.
    package static let redGreenAnchors = (475, 575)
    /// The tritanopia anchor wavelengths in nanometres.
    package static let blueYellowAnchors = (485, 660)

    /// Linear RGB to LMS for the display this projection was derived for.
    package let lmsFromLinearRGB: Matrix3
    /// LMS to linear RGB.
    package let linearRGBFromLMS: Matrix3
    /// The LMS of RGB white, which with black spans the neutral axis.
    package let neutralLMS: SIMD3<Double>
    /// The index (0 = L, 1 = M, 2 = S) of the cone the deficiency lacks.
    package let missingCone: Int
    /// The two anchor wavelengths in nanometres, in the order of ``firstNormal`` and ``secondNormal``.
    package let anchorWavelengths: (first: Int, second: Int)
    /// The LMS normal of the plane holding the first half-plane (neutral axis and first anchor).
    package let firstNormal: SIMD3<Double>
    /// The LMS normal of the plane holding the second half-plane (neutral axis and second anchor).
    package let secondNormal: SIMD3<Double>
    /// The LMS normal of the separating plane, spanned by the neutral axis and the missing cone's
    /// axis; colours with a non-negative dot product with it project onto the first half-plane.
    package let separationNormal: SIMD3<Double>
    /// Linear RGB to simulated linear RGB for colours on the first half-plane's side.
    package let firstMatrix: Matrix3
    /// Linear RGB to simulated linear RGB for colours on the second half-plane's side.
    package let secondMatrix: Matrix3
    /// ``separationNormal`` carried into linear RGB, so the side can be picked without going to LMS.
    package let separationNormalInRGB: SIMD3<Double>

    /// Derives the projection for protanopia, deuteranopia or tritanopia on sRGB; `nil` for
    /// achromatopsia.
    package init?(_ deficiency: ColorVisionDeficiency) {
        switch deficiency {
        case .protanopia: self.init(missingCone: 0, anchors: Self.redGreenAnchors)
        case .deuteranopia: self.init(missingCone: 1, anchors: Self.redGreenAnchors)
        case .tritanopia: self.init(missingCone: 2, anchors: Self.blueYellowAnchors)
        case .achromatopsia: return nil
        }
    }

    /// Derives the projection along cone axis `missingCone` (0 = L, 1 = M, 2 = S) onto the
    /// half-planes through the given anchor wavelengths, whose XYZ `anchorXYZ` gives.
    ///
    /// The defaults are this library's model; other monitor matrices and colour-matching functions
    /// let the derivation be checked against implementations that made other choices.
    package init(
        missingCone: Int,
        anchors wavelengths: (Int, Int),
        anchorXYZ: [Int: SIMD3<Double>] = Self.anchorXYZ,
        lmsFromLinearRGB: Matrix3 = Self.lmsFromLinearSRGB
    ) {
        self.missingCone = missingCone
        self.lmsFromLinearRGB = lmsFromLinearRGB
        linearRGBFromLMS = lmsFromLinearRGB.inverse!
        let neutral = lmsFromLinearRGB * SIMD3(1, 1, 1)
        neutralLMS = neutral
        var axis = SIMD3<Double>.zero
        axis[missingCone] = 1
        let separation = cross(neutral, axis)
        separationNormal = separation
        // The first anchor is the one on the positive side of the separating plane.
        var anchors = [wavelengths.0, wavelengths.1].map { ($0, Self.lmsFromXYZ * anchorXYZ[$0]!) }
        if (separation * anchors[0].1).sum() < 0 { anchors.swapAt(0, 1) }
        anchorWavelengths = (anchors[0].0, anchors[1].0)
        firstNormal = cross(neutral, anchors[0].1)
        secondNormal = cross(neutral, anchors[1].1)
        firstMatrix = linearRGBFromLMS * Self.projection(along: missingCone, onto: firstNormal) * lmsFromLinearRGB
        secondMatrix = linearRGBFromLMS * Self.projection(along: missingCone, onto: secondNormal) * lmsFromLinearRGB
        // n · (M rgb) = (Mᵀ n) · rgb, and the columns of M are the rows of Mᵀ.
        let columns = lmsFromLinearRGB.columns.map { ($0 * separation).sum() }
        separationNormalInRGB = SIMD3(columns[0], columns[1], columns[2])
    }

    /// The LMS matrix that moves a point along cone axis `cone` until it meets the plane through
    /// the origin with normal `normal`: the other two coordinates are kept and the missing one is
    /// solved from `normal · lms = 0`.
    package static func projection(along cone: Int, onto normal: SIMD3<Double>) -> Matrix3 {
        var rows = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)]
        var solved = -normal / normal[cone]
        solved[cone] = 0
        rows[cone] = solved
        return Matrix3(rows[0], rows[1], rows[2])
    }

    /// The simulated linear sRGB of a linear sRGB vector, not clamped.
    package func apply(toLinear rgb: SIMD3<Double>) -> SIMD3<Double> {
        let onFirstSide = (separationNormalInRGB * rgb).sum() >= 0
        return (onFirstSide ? firstMatrix : secondMatrix) * rgb
    }

    /// The protanopia projection, derived once like the others.
    package static let protanopia = BrettelProjection(.protanopia)!
    /// The deuteranopia projection.
    package static let deuteranopia = BrettelProjection(.deuteranopia)!
    /// The tritanopia projection.
    package static let tritanopia = BrettelProjection(.tritanopia)!
}

/// The cross product `a × b`.
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
