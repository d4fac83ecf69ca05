/// A color as written in a guideline: 8-bit sRGB plus alpha, and how it was written.
package struct ColorValue: Sendable, Hashable, Codable {
    /// The notation a value was written in.
    package enum Notation: String, Sendable, Hashable, Codable {
        /// `R-255,G-56,B-60` or `R 0 G 122 B 255`
        case rgbLabeled = "rgb-labeled"
        /// `rgb(255, 56, 60)` / `rgba(…)`
        case cssRGB = "css-rgb"
        /// `#F00`, `#FF383C`, `#FF383CCC`
        case hex
        /// `255,56,60`
        case triplet
        /// `color(display-p3 1 0.22 0.24)`
        case displayP3 = "display-p3"
        /// `#FF6750A4` read alpha first (Android, Compose, `0xFF6750A4`)
        case argbHex = "argb-hex"
        /// A CSS named color: `white`, `rebeccapurple`
        case named
    }

    package enum ColorSpace: String, Sendable, Hashable, Codable {
        case sRGB = "srgb"
        case displayP3 = "display-p3"
    }

    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    /// 0…1.
    package var alpha: Double
    package var colorSpace: ColorSpace
    /// The original Display P3 components (0…1) when the value was given in P3; `red/green/blue` hold its sRGB conversion.
    package var displayP3: [Double]?
    package var notation: Notation
    /// The text exactly as written (`R-255,G-56,B-60`).
    package var original: String
    package var line: Int
    package var column: Int

    package init(
        red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1, colorSpace: ColorSpace = .sRGB, displayP3: [Double]? = nil,
        notation: Notation, original: String, line: Int = 0, column: Int = 0
    ) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.colorSpace = colorSpace
        self.displayP3 = displayP3
        self.notation = notation
        self.original = original
        self.line = line
        self.column = column
    }

    /// `#FF383C`, or `#FF383CCC` when not opaque.
    package var hex: String {
        let components = alpha < 1 ? [red, green, blue, UInt8((alpha * 255).rounded())] : [red, green, blue]
        // At most nine ASCII bytes, written in place.
        return String(unsafeUninitializedCapacity: 1 + 2 * components.count) { buffer in
            func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10 }
            buffer[0] = UInt8(ascii: "#")
            for (index, byte) in components.enumerated() {
                buffer[1 + 2 * index] = digit(byte >> 4)
                buffer[2 + 2 * index] = digit(byte & 0x0F)
            }
            return 1 + 2 * components.count
        }
    }

    /// `rgb(255 56 60)` or `rgb(255 56 60 / 0.8)`.
    package var cssRGB: String {
        alpha < 1 ? "rgb(\(red) \(green) \(blue) / \(alpha))" : "rgb(\(red) \(green) \(blue))"
    }

    /// True when two values denote the same color, however they were written.
    package func sameColor(as other: ColorValue) -> Bool {
        red == other.red && green == other.green && blue == other.blue && abs(alpha - other.alpha) < 0.5 / 255
            && displayP3 == other.displayP3
    }
}
