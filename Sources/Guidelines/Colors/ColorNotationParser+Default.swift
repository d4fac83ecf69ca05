extension ColorNotationParser {
    /// The parser the pipeline uses. Display P3 conversion is wired to ColorScience once that target lands.
    package static let standard = ColorNotationParser(convertDisplayP3: { p3 in
        // Provisional: clamp the P3 components straight to 8-bit until the ColorScience conversion is wired in.
        let bytes = p3.map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        return (bytes[0], bytes[1], bytes[2])
    })
}
