/// WCAG 2.x relative luminance and contrast ratio, at full `Double` precision.
///
/// Relative luminance follows the WCAG 2.2 definition: 0.2126 R + 0.7152 G + 0.0722 B of the
/// linearized components, linearized with the threshold 0.04045. WCAG 2.0 and 2.1 printed 0.03928
/// (from an early sRGB draft); the May 2021 errata replaced it with the IEC 61966-2-1 value 0.04045,
/// noting it has no practical effect. The two thresholds differ only for encoded inputs in
/// (0.03928, 0.04045], and no 8-bit value lands there (10/255 ≈ 0.03922 is below, 11/255 ≈ 0.04314
/// above), so every `#RRGGBB` colour gets the same luminance from either; the test suite checks all
/// 256 values. Using the IEC value keeps one transfer function for every conversion in this target.
package enum WCAGContrast {
    /// The luminance weights WCAG gives (Rec. 709 primaries rounded to four places).
    package static let luminanceWeights = SIMD3<Double>(0.2126, 0.7152, 0.0722)

    /// The flare term WCAG adds to both luminances.
    package static let flare = 0.05

    /// The relative luminance of an opaque colour; alpha is ignored, so composite first.
    package static func relativeLuminance(of color: SRGBColor) -> Double {
        (color.linear.vector * luminanceWeights).sum()
    }

    /// The contrast ratio `(L1 + 0.05) / (L2 + 0.05)` with L1 the lighter of the two; 1…21.
    package static func contrastRatio(luminance first: Double, luminance second: Double) -> Double {
        let lighter = max(first, second)
        let darker = min(first, second)
        return (lighter + flare) / (darker + flare)
    }

    /// The contrast ratio of two opaque colours; the order does not matter.
    package static func contrastRatio(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        contrastRatio(luminance: relativeLuminance(of: first), luminance: relativeLuminance(of: second))
    }

    /// The contrast ratio of `foreground` as painted over `background`.
    ///
    /// A translucent background is first painted over `backdrop` (the page colour, white unless
    /// told otherwise), then the foreground over the result, so both sides are the opaque colours
    /// a reader sees.
    package static func contrastRatio(foreground: SRGBColor, background: SRGBColor, backdrop: SRGBColor = .white) -> Double {
        let (shownForeground, shownBackground) = shownColors(foreground: foreground, background: background, backdrop: backdrop)
        return contrastRatio(shownForeground, shownBackground)
    }

    /// The WCAG verdicts for `foreground` painted over `background` (see ``contrastRatio(foreground:background:backdrop:)``).
    package static func verdict(foreground: SRGBColor, background: SRGBColor, backdrop: SRGBColor = .white) -> ContrastVerdict {
        ContrastVerdict(ratio: contrastRatio(foreground: foreground, background: background, backdrop: backdrop))
    }

    /// The opaque colours a reader sees for a possibly translucent foreground and background.
    package static func shownColors(
        foreground: SRGBColor,
        background: SRGBColor,
        backdrop: SRGBColor = .white
    ) -> (foreground: SRGBColor, background: SRGBColor) {
        let opaqueBackdrop = backdrop.withAlpha(1)
        let shownBackground = background.isOpaque ? background : background.composited(over: opaqueBackdrop)
        let shownForeground = foreground.isOpaque ? foreground : foreground.composited(over: shownBackground)
        return (shownForeground, shownBackground)
    }
}
