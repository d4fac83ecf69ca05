extension SRGBColor {
    /// The components quantized to 8 bits (clamped to 0…1 first), alpha last.
    package var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        func quantize(_ value: Double) -> UInt8 {
            UInt8((min(max(value, 0), 1) * 255).rounded())
        }
        return (quantize(red), quantize(green), quantize(blue), quantize(alpha))
    }

    /// The colour as `#RRGGBB` when its 8-bit alpha is 255, otherwise as `#RRGGBBAA`; upper-case digits.
    package var hex: String {
        let bytes = rgba8
        var text = "#" + Self.hexByte(bytes.red) + Self.hexByte(bytes.green) + Self.hexByte(bytes.blue)
        if bytes.alpha != 255 {
            text += Self.hexByte(bytes.alpha)
        }
        return text
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
