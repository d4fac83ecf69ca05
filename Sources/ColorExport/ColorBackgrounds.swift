import ColorScience

/// The backgrounds colors are measured against: white for light appearances, black for dark, configurable
/// (a second dark background such as `#1C1C1E` can be added).
package struct ColorBackgrounds: Sendable, Hashable {
    package var light: [SRGBColor]
    package var dark: [SRGBColor]

    package init(light: [SRGBColor] = [.white], dark: [SRGBColor] = [.black]) {
        self.light = light.isEmpty ? [.white] : light
        self.dark = dark.isEmpty ? [.black] : dark
    }

    package static let standard = ColorBackgrounds()
}
