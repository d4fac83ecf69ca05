extension SRGBColor {
    /// This colour painted over `background` with the source-over operator, in gamma-encoded sRGB.
    ///
    /// Blending the encoded values (not linear light) is what browsers do when they paint a
    /// translucent colour, and what the WCAG and APCA reference tools measure, so contrast is
    /// computed on the colour a reader actually sees. The result is opaque when `background` is.
    package func composited(over background: SRGBColor) -> SRGBColor {
        let sourceAlpha = min(max(alpha, 0), 1)
        let backdropAlpha = min(max(background.alpha, 0), 1)
        let outAlpha = sourceAlpha + backdropAlpha * (1 - sourceAlpha)
        guard outAlpha > 0 else {
            return SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
        }
        let backdropWeight = backdropAlpha * (1 - sourceAlpha)
        let blended = (components * sourceAlpha + background.components * backdropWeight) / outAlpha
        return SRGBColor(red: blended.x, green: blended.y, blue: blended.z, alpha: outAlpha)
    }
}
