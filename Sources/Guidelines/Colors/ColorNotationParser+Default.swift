import ColorScience

extension ColorNotationParser {
    /// The parser the pipeline uses: Display P3 values are converted to sRGB (clamped to its gamut) by ColorScience.
    package static let standard = ColorNotationParser(convertDisplayP3: { p3 in
        let srgb = DisplayP3Color(red: p3[0], green: p3[1], blue: p3[2]).convertedToSRGB().clamped
        let bytes = [srgb.red, srgb.green, srgb.blue].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        return (bytes[0], bytes[1], bytes[2])
    })
}
