/// Reads a color written in any of the notations guidelines use, wherever it sits in a cell's text.
///
/// `R-255,G-56,B-60` · `R 0 G 122 B 255` · `rgb(255, 56, 60)` / `rgba(…)` · `#F00`, `#FF383C`, `#FF383CCC` ·
/// `255,56,60` · `color(display-p3 1 0.22 0.24)`.
package struct ColorNotationParser: Sendable {
    /// What a cell held.
    package enum Outcome: Sendable, Hashable {
        /// A value, and the UTF-8 offset of its text inside the cell text.
        case value(ColorValue, offset: Int)
        /// Something that looks like a color but is not readable (out of range, malformed), with a message.
        case invalid(message: String, found: String, offset: Int, outOfRange: Bool)
        /// No color at all in the text.
        case none
    }

    /// Converts Display P3 components (0…1) to 8-bit sRGB; injected so the math lives in ColorScience.
    package var convertDisplayP3: @Sendable ([Double]) -> (UInt8, UInt8, UInt8)
    /// When true, eight hex digits after `#` are read alpha first (`#FF6750A4` is opaque #6750A4), as Android and
    /// Compose write them; otherwise as CSS does (#RRGGBBAA). `0xAARRGGBB` is always read alpha first.
    package var alphaFirstHex = false

    package init(convertDisplayP3: @escaping @Sendable ([Double]) -> (UInt8, UInt8, UInt8)) {
        self.convertDisplayP3 = convertDisplayP3
    }

    /// This parser reading eight-digit hex alpha first, or not.
    package func readingAlphaFirst(_ alphaFirst: Bool) -> ColorNotationParser {
        var copy = self
        copy.alphaFirstHex = alphaFirst
        return copy
    }

    nonisolated(unsafe) static let displayP3 =
        #/color\(\s*display-p3\s+([-+0-9.eE%]+)[\s,]+([-+0-9.eE%]+)[\s,]+([-+0-9.eE%]+)\s*(?:/\s*([-+0-9.eE%]+)\s*)?\)/#.ignoresCase()
    nonisolated(unsafe) static let cssRGB =
        #/rgba?\(\s*([-+0-9.]+%?)\s*[, ]\s*([-+0-9.]+%?)\s*[, ]\s*([-+0-9.]+%?)\s*(?:[,/]\s*([-+0-9.]+%?)\s*)?\)/#.ignoresCase()
    nonisolated(unsafe) static let labeled =
        #/\bR\s*[-:=]?\s*(\d+)\s*[,;/]?\s*G\s*[-:=]?\s*(\d+)\s*[,;/]?\s*B\s*[-:=]?\s*(\d+)\b/#
    nonisolated(unsafe) static let hex = #/#([0-9A-Fa-f]{8}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{3})\b/#
    /// `0xFF6750A4` (Kotlin, Java, Compose's `Color(0xFF6750A4)`): alpha first; six digits are opaque.
    nonisolated(unsafe) static let prefixedHex = #/\b0[xX]([0-9A-Fa-f]{8}|[0-9A-Fa-f]{6})\b/#
    nonisolated(unsafe) static let triplet = #/(?:^|[^\d.])((\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3}))(?![\d.])/#
    /// Text that was clearly meant as a color but did not parse (`R-255,G-56`, `#GG0000`, `rgb(1, 2)`).
    nonisolated(unsafe) static let colorish = #/\bR\s*[-:=]?\s*\d|#[0-9A-Za-z]{3,}|rgba?\(|color\(|\d{1,3}\s*,\s*\d{1,3}/#
        .ignoresCase()

    /// Cell text that means "no value here".
    package static func isBlank(_ text: String) -> Bool {
        let t = text.trimmingCharacters(in: [" ", "\t", "\n"])
        return t.isEmpty || ["-", "–", "—", "n/a", "N/A", "none", "None", "无"].contains(t)
    }

    package func parse(_ text: String) -> Outcome {
        var candidates: [(Int, Outcome)] = []
        func offset(_ index: String.Index) -> Int { text.utf8.distance(from: text.utf8.startIndex, to: index) }
        // Each pattern needs a character no other character is canonically equivalent to (nor a case variant of,
        // where case is ignored): `(` for the functions, `R` for labeled channels, `#` for hex, `,` for a triplet.
        // A pattern whose character is missing cannot match and is not run.
        let has = Self.bytesPresent(text)
        // Every pattern, the near misses' too, needs a digit, `#` or `(`: most text has none and is not searched.
        guard has.digitOrNonASCII || has.hash || has.parenthesis else { return .none }

        if has.parenthesis, let m = text.firstMatch(of: Self.displayP3) {
            // The captures read once: each `m.1` (a dynamic member lookup) rebuilds all of them.
            let captures = m.output
            let raw = [captures.1, captures.2, captures.3].map { String($0) }
            let o = offset(m.range.lowerBound)
            let found = String(text[m.range])
            let components = raw.map(Self.unitValue)
            let alpha = captures.4.map { Self.unitValue(String($0)) } ?? 1
            if components.contains(where: { $0 == nil }) || alpha == nil {
                candidates.append(
                    (
                        o,
                        .invalid(message: "cannot read the Display P3 components of '\(found)'", found: found, offset: o, outOfRange: false)
                    ))
            } else if let bad = components.compactMap({ $0 }).first(where: { !(0...1).contains($0) })
                ?? (alpha.map { (0...1).contains($0) ? nil : $0 } ?? nil)
            {
                candidates.append(
                    (
                        o,
                        .invalid(
                            message: "Display P3 component \(bad) in '\(found)' is outside 0…1", found: found, offset: o, outOfRange: true)
                    ))
            } else {
                let p3 = components.compactMap { $0 }
                let (r, g, b) = convertDisplayP3(p3)
                candidates.append(
                    (
                        o,
                        .value(
                            ColorValue(
                                red: r, green: g, blue: b, alpha: alpha ?? 1, colorSpace: .displayP3, displayP3: p3,
                                notation: .displayP3, original: found), offset: o)
                    ))
            }
        }
        if has.parenthesis, let m = text.firstMatch(of: Self.cssRGB) {
            // The captures read once: each `m.1` (a dynamic member lookup) rebuilds all of them.
            let captures = m.output
            let o = offset(m.range.lowerBound)
            let found = String(text[m.range])
            let channels = [captures.1, captures.2, captures.3].map { Self.channel(String($0)) }
            let alpha = captures.4.map { Self.unitValue(String($0)) } ?? 1
            candidates.append((o, Self.outcome(channels: channels, alpha: alpha, notation: .cssRGB, found: found, offset: o)))
        }
        if has.capitalR, let m = text.firstMatch(of: Self.labeled) {
            // The captures read once: each `m.1` (a dynamic member lookup) rebuilds all of them.
            let captures = m.output
            let o = offset(m.range.lowerBound)
            let found = String(text[m.range])
            candidates.append(
                (
                    o,
                    Self.outcome(
                        channels: [captures.1, captures.2, captures.3].map { Double(String($0)) }, alpha: 1,
                        notation: .rgbLabeled, found: found, offset: o)
                ))
        }
        if has.hash, let m = text.firstMatch(of: Self.hex) {
            // The captures read once: each `m.1` (a dynamic member lookup) rebuilds all of them.
            let captures = m.output
            let o = offset(m.range.lowerBound)
            let found = String(text[m.range])
            candidates.append((o, Self.hexOutcome(String(captures.1), alphaFirst: alphaFirstHex, found: found, offset: o)))
        }
        if has.zeroX, let m = text.firstMatch(of: Self.prefixedHex) {
            let captures = m.output
            let o = offset(m.range.lowerBound)
            let found = String(text[m.range])
            candidates.append((o, Self.hexOutcome(String(captures.1), alphaFirst: true, found: found, offset: o)))
        }
        if candidates.isEmpty, has.comma, let m = text.firstMatch(of: Self.triplet), Self.isAlone(m.output.1, in: text) {
            // The captures read once: each `m.1` (a dynamic member lookup) rebuilds all of them.
            let captures = m.output
            let o = offset(captures.1.startIndex)
            let found = String(captures.1)
            candidates.append(
                (
                    o,
                    Self.outcome(
                        channels: [captures.2, captures.3, captures.4].map { Double(String($0)) }, alpha: 1,
                        notation: .triplet, found: found, offset: o)
                ))
        }
        if let first = candidates.min(by: { $0.0 < $1.0 }) { return first.1 }
        if let m = text.firstMatch(of: Self.colorish) {
            let o = offset(m.range.lowerBound)
            let found = String(text[m.range.lowerBound...].prefix(40)).trimmingCharacters(in: [" "])
            return .invalid(message: "cannot read a color from '\(found)'", found: found, offset: o, outOfRange: false)
        }
        return .none
    }

    /// Which of the bytes the patterns need `text` holds.
    /// `digitOrNonASCII` counts any non-ASCII byte, as `\d` also matches digits of other scripts.
    static func bytesPresent(_ text: String) -> (
        parenthesis: Bool, capitalR: Bool, hash: Bool, comma: Bool, zeroX: Bool, digitOrNonASCII: Bool
    ) {
        var found = (parenthesis: false, capitalR: false, hash: false, comma: false, zeroX: false, digitOrNonASCII: false)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "x"), UInt8(ascii: "X"): if previous == UInt8(ascii: "0") { found.zeroX = true }
            case UInt8(ascii: "("): found.parenthesis = true
            case UInt8(ascii: "R"): found.capitalR = true
            case UInt8(ascii: "#"): found.hash = true
            case UInt8(ascii: ","): found.comma = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: found.digitOrNonASCII = true
            default: break
            }
        }
        return found
    }

    static func outcome(channels: [Double?], alpha: Double?, notation: ColorValue.Notation, found: String, offset: Int) -> Outcome {
        guard channels.allSatisfy({ $0 != nil }), let alpha else {
            return .invalid(message: "cannot read the components of '\(found)'", found: found, offset: offset, outOfRange: false)
        }
        let values = channels.compactMap { $0 }
        if let bad = values.first(where: { !(0...255).contains($0) }) {
            return .invalid(
                message: "component \(Self.format(bad)) in '\(found)' is outside 0…255", found: found, offset: offset, outOfRange: true)
        }
        if !(0...1).contains(alpha) {
            return .invalid(
                message: "alpha \(Self.format(alpha)) in '\(found)' is outside 0…1", found: found, offset: offset, outOfRange: true)
        }
        let bytes = values.map { UInt8($0.rounded()) }
        return .value(
            ColorValue(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha, notation: notation, original: found), offset: offset)
    }

    /// A triplet is a color only when nothing else in the text is a number or a list: `255, 56, 60` is one, the
    /// first three of `cubic-bezier: 0, 0, 1, 1` are not.
    static func isAlone(_ triplet: Substring, in text: String) -> Bool {
        let rest = text[..<triplet.startIndex] + text[triplet.endIndex...]
        return !rest.contains { $0.isNumber || $0 == "," }
    }

    static func hexOutcome(_ digits: String, alphaFirst: Bool = false, found: String, offset: Int) -> Outcome {
        var expanded = digits
        if digits.count <= 4 { expanded = digits.map { "\($0)\($0)" }.joined() }
        var bytes: [UInt8] = []
        var index = expanded.startIndex
        while index < expanded.endIndex {
            let next = expanded.index(index, offsetBy: 2)
            bytes.append(UInt8(expanded[index..<next], radix: 16)!)
            index = next
        }
        if alphaFirst, digits.count == 8 {
            return .value(
                ColorValue(
                    red: bytes[1], green: bytes[2], blue: bytes[3], alpha: Double(bytes[0]) / 255, notation: .argbHex, original: found),
                offset: offset)
        }
        let alpha = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        let notation: ColorValue.Notation = found.hasPrefix("0") ? .argbHex : .hex
        return .value(
            ColorValue(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: alpha, notation: notation, original: found), offset: offset)
    }

    /// `255` → 255, `100%` → 255.
    static func channel(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 * 255 / 100 } }
        return Double(text)
    }

    /// `0.5` → 0.5, `50%` → 0.5.
    static func unitValue(_ text: String) -> Double? {
        if text.hasSuffix("%") { return Double(text.dropLast()).map { $0 / 100 } }
        return Double(text)
    }

    /// `255.0` → `255`, `1.5` → `1.5`; values too large for `Int` (`rgb(1e30, …)` written out in digits) print as
    /// `Double` does rather than trapping in the conversion.
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
