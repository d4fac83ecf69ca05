import Testing

@testable import ColorScience

@Suite struct WCAGContrastTests {
    @Test func blackOnWhiteIs21() {
        #expect(WCAGContrast.contrastRatio(.black, .white) == 21)
        #expect(WCAGContrast.contrastRatio(.white, .black) == 21)
    }

    @Test(arguments: [0x000000, 0x777777, 0x123456, 0xFFFFFF] as [UInt32])
    func aColorAgainstItselfIs1(rgb: UInt32) {
        let color = SRGBColor(rgb24: rgb)
        #expect(WCAGContrast.contrastRatio(color, color) == 1)
    }

    /// Published values: #767676 is the lightest grey with AA contrast on white (4.54:1), as
    /// WebAIM and the WCAG Understanding pages cite; #777777 fails at 4.48:1. #595959 is the
    /// AAA grey on white (7.00:1); #949494 is the lightest grey passing 3:1 (3.03:1).
    @Test(
        arguments: [
            (0x767676, 4.542224959605253),
            (0x777777, 4.478089453577214),
            (0x595959, 7.004729208035935),
            (0x949494, 3.0334698257384747),
            (0x959595, 2.9953461357088114),
        ] as [(UInt32, Double)])
    func greysOnWhite(rgb: UInt32, expected: Double) {
        let ratio = WCAGContrast.contrastRatio(SRGBColor(rgb24: rgb), .white)
        #expect(abs(ratio - expected) < 1e-12)
    }

    @Test func relativeLuminanceUsesTheWCAGWeights() {
        #expect(WCAGContrast.relativeLuminance(of: .white) == 0.2126 + 0.7152 + 0.0722)
        #expect(WCAGContrast.relativeLuminance(of: SRGBColor(rgb24: 0xFF0000)) == 0.2126)
        #expect(WCAGContrast.relativeLuminance(of: SRGBColor(rgb24: 0x00FF00)) == 0.7152)
        #expect(WCAGContrast.relativeLuminance(of: SRGBColor(rgb24: 0x0000FF)) == 0.0722)
    }

    /// Exact rational reasoning: against black (L = 0) the ratio is (L + 0.05) / 0.05 = 20L + 1,
    /// so 4.5:1 needs L ≥ 0.175 and 3:1 needs L ≥ 0.1; against white it is 1.05 / (L + 0.05),
    /// so 4.5:1 needs L ≤ 7/30 − 1/20 = 11/60 and 3:1 needs L ≤ 0.3. Those boundary luminances are
    /// not exact Doubles, so the computed ratio lands within an ulp or two of the rational value,
    /// on either side (0.175 against black gives 4.499999999999999). A luminance 0.001 away on
    /// either side is decided correctly.
    @Test func boundaryLuminancesAgainstBlackAndWhite() {
        let cases: [(lighter: Double, darker: Double, boundary: Double)] = [
            (0.175, 0, 4.5), (0.1, 0, 3), (1, 11.0 / 60, 4.5), (1, 0.3, 3),
        ]
        for (lighter, darker, boundary) in cases {
            let ratio = WCAGContrast.contrastRatio(luminance: lighter, luminance: darker)
            #expect(abs(ratio - boundary) <= 2 * boundary.ulp)
        }
        #expect(WCAGContrast.contrastRatio(luminance: 0.176, luminance: 0) > 4.5)
        #expect(WCAGContrast.contrastRatio(luminance: 0.174, luminance: 0) < 4.5)
        #expect(WCAGContrast.contrastRatio(luminance: 1, luminance: 0.299) > 3)
        #expect(WCAGContrast.contrastRatio(luminance: 1, luminance: 0.301) < 3)
    }

    /// Real 8-bit colours found by searching every (r, g, b in steps of 17) colour against white
    /// for ratios closest to the thresholds. The failing ones print as "4.50" and "3.00" when
    /// rounded to two places, and even at four; only the unrounded ratio judges them right.
    @Test(
        arguments: [
            (0xA76744, WCAGCriterion.aaText, false),  // 4.499998578…
            (0xB15C77, WCAGCriterion.aaText, true),  // 4.500003863…
            (0xB178FF, WCAGCriterion.nonText, false),  // 2.999995444…
            (0xCA8722, WCAGCriterion.nonText, true),  // 3.000000370…
            (0xB178FF, WCAGCriterion.aaLargeText, false),
            (0xCA8722, WCAGCriterion.aaLargeText, true),
        ] as [(UInt32, WCAGCriterion, Bool)])
    func nearMissesAreJudgedUnrounded(rgb: UInt32, criterion: WCAGCriterion, passes: Bool) {
        let verdict = WCAGContrast.verdict(foreground: SRGBColor(rgb24: rgb), background: .white)
        #expect(abs(verdict.ratio - criterion.minimumRatio) < 5e-6)
        #expect(verdict.passes(criterion) == passes)
    }

    @Test func translucentForegroundIsCompositedBeforeMeasuring() {
        // rgba(0, 0, 0, 0.4) on white is seen as #999999.
        let ratio = WCAGContrast.contrastRatio(foreground: SRGBColor(rgb24: 0x000000, alpha: 0.4), background: .white)
        #expect(ratio == WCAGContrast.contrastRatio(SRGBColor(rgb24: 0x999999), .white))
        // Without compositing, the alpha would be ignored and black would measure 21:1.
        #expect(ratio < 3)
    }

    @Test func translucentBackgroundIsCompositedOverTheBackdrop() {
        let background = SRGBColor(rgb24: 0x000000, alpha: 0.5)
        let onWhitePage = WCAGContrast.contrastRatio(foreground: .white, background: background)
        let onBlackPage = WCAGContrast.contrastRatio(foreground: .white, background: background, backdrop: .black)
        #expect(onBlackPage == 21)
        #expect(abs(onWhitePage - WCAGContrast.contrastRatio(.white, SRGBColor(red: 0.5, green: 0.5, blue: 0.5))) < 1e-12)
    }
}
