import Foundation

/// Locale-independent number text for color components.
enum ColorComponentText {
    /// At most six decimals, without trailing zeros: `1`, `0.22`, `0.219608`.
    static func decimal(_ value: Double) -> String {
        trimmed(String(format: "%.6f", value), keepingDecimals: 0)
    }

    /// At least three decimals as Xcode writes them, more (up to six) when the value needs them: `1.000`, `0.2196`.
    static func xcode(_ value: Double) -> String {
        trimmed(String(format: "%.6f", value), keepingDecimals: 3)
    }

    /// `0x3C`: an 8-bit component as Xcode writes it in hexadecimal mode.
    static func xcodeHex(_ value: Int) -> String {
        let hex = String(min(max(value, 0), 255), radix: 16, uppercase: true)
        return "0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    private static func trimmed(_ text: String, keepingDecimals minimum: Int) -> String {
        guard let dot = text.firstIndex(of: ".") else { return text }
        var integer = String(text[..<dot])
        var fraction = String(text[text.index(after: dot)...])
        while fraction.count > minimum, fraction.last == "0" { fraction.removeLast() }
        if integer == "-0", fraction.allSatisfy({ $0 == "0" }) { integer = "0" }
        return fraction.isEmpty ? integer : integer + "." + fraction
    }
}
