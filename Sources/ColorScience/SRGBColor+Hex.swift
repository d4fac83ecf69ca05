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
        let components = bytes.alpha != 255 ? [bytes.red, bytes.green, bytes.blue, bytes.alpha] : [bytes.red, bytes.green, bytes.blue]
        // At most nine ASCII bytes: a small string, written in place.
        return String(unsafeUninitializedCapacity: 1 + 2 * components.count) { buffer in
            buffer[0] = UInt8(ascii: "#")
            for (index, byte) in components.enumerated() {
                buffer[1 + 2 * index] = Self.hexDigit(byte >> 4)
                buffer[2 + 2 * index] = Self.hexDigit(byte & 0x0F)
            }
            return 1 + 2 * components.count
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
