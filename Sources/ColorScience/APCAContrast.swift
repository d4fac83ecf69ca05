/// APCA lightness contrast (Lc) with the 0.0.98G-4g constants used by the W3 beta ("apca-w3").
///
/// Lc is polarity dependent: positive for dark text on a light background, negative for light
/// text on a dark background, so text and background must not be swapped. Values are returned
/// unrounded, roughly −108…106.
package enum APCAContrast {
    /// The 0.0.98G-4g constants, named as in the reference implementation.
    package enum Constants {
        /// The simple display exponent used instead of the piecewise sRGB curve.
        package static let mainTRC = 2.4
        /// The red luminance coefficient.
        package static let sRco = 0.2126729
        /// The green luminance coefficient.
        package static let sGco = 0.7151522
        /// The blue luminance coefficient.
        package static let sBco = 0.0721750
        /// The background exponent for dark text on light (normal polarity).
        package static let normBG = 0.56
        /// The text exponent for normal polarity.
        package static let normTXT = 0.57
        /// The text exponent for light text on dark (reverse polarity).
        package static let revTXT = 0.62
        /// The background exponent for reverse polarity.
        package static let revBG = 0.65
        /// Luminance below which the soft black clamp applies.
        package static let blkThrs = 0.022
        /// The exponent of the soft black clamp.
        package static let blkClmp = 1.414
        /// The scale for normal polarity.
        package static let scaleBoW = 1.14
        /// The scale for reverse polarity.
        package static let scaleWoB = 1.14
        /// The offset subtracted from normal-polarity contrast.
        package static let loBoWoffset = 0.027
        /// The offset added to reverse-polarity contrast.
        package static let loWoBoffset = 0.027
        /// Luminance differences below this give Lc 0.
        package static let deltaYmin = 0.0005
        /// Raw contrast below this magnitude is clipped to 0.
        package static let loClip = 0.1
    }

    /// The screen luminance APCA uses: each encoded component raised to 2.4, then weighted.
    ///
    /// This is deliberately not the WCAG or IEC luminance; APCA models a display's actual response.
    /// Alpha is ignored, so composite first.
    package static func screenLuminance(of color: SRGBColor) -> Double {
        func linearize(_ component: Double) -> Double {
            component <= 0 ? 0 : power(component, Constants.mainTRC)
        }
        return Constants.sRco * linearize(color.red) + Constants.sGco * linearize(color.green)
            + Constants.sBco * linearize(color.blue)
    }

    /// Lc for text of screen luminance `textY` on a background of `backgroundY` (both 0…1.1).
    ///
    /// Returns 0 for inputs outside 0…1.1 or NaN, as the reference does.
    package static func lightnessContrast(textLuminance textY: Double, backgroundLuminance backgroundY: Double) -> Double {
        guard !textY.isNaN, !backgroundY.isNaN, min(textY, backgroundY) >= 0, max(textY, backgroundY) <= 1.1 else {
            return 0
        }
        let text = softClampBlack(textY)
        let background = softClampBlack(backgroundY)
        guard abs(background - text) >= Constants.deltaYmin else {
            return 0
        }
        let output: Double
        if background > text {
            let raw = (power(background, Constants.normBG) - power(text, Constants.normTXT)) * Constants.scaleBoW
            output = raw < Constants.loClip ? 0 : raw - Constants.loBoWoffset
        } else {
            let raw = (power(background, Constants.revBG) - power(text, Constants.revTXT)) * Constants.scaleWoB
            output = raw > -Constants.loClip ? 0 : raw + Constants.loWoBoffset
        }
        return output * 100
    }

    /// Lc for `text` painted over `background`.
    ///
    /// A translucent text colour is composited over the background first, and a translucent
    /// background over `backdrop` (white unless told otherwise), as WCAG contrast does.
    package static func lightnessContrast(text: SRGBColor, background: SRGBColor, backdrop: SRGBColor = .white) -> Double {
        let shown = WCAGContrast.shownColors(foreground: text, background: background, backdrop: backdrop)
        return lightnessContrast(
            textLuminance: screenLuminance(of: shown.foreground),
            backgroundLuminance: screenLuminance(of: shown.background)
        )
    }

    // Near black, displays and eyes both flatten out; the soft clamp lifts very dark luminances so
    // that dark-on-dark pairs are not over-rated.
    private static func softClampBlack(_ luminance: Double) -> Double {
        luminance > Constants.blkThrs ? luminance : luminance + power(Constants.blkThrs - luminance, Constants.blkClmp)
    }
}
