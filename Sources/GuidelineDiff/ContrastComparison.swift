import ColorExport
import ColorScience

/// How two values of one appearance compare: equality, ΔE2000, and the WCAG and APCA verdicts that flip.
enum ContrastComparison {
    /// APCA's Lc thresholds (the "bronze" levels: body text, content text, large text, non-text), as advice.
    static let apcaLevels: [(lc: Double, name: String)] = [
        (75, "Lc 75 body text"), (60, "Lc 60 content text"), (45, "Lc 45 large text"), (30, "Lc 30 non-text"),
    ]

    /// The order appearances are listed in: the four of a table, then any other (pair roles) by name.
    static func appearances(of colors: [ColorsDocument.Color]) -> [String] {
        let order = ["light", "dark", "light-increased-contrast", "dark-increased-contrast"]
        let all = Set(colors.flatMap(\.values.keys))
        return order.filter(all.contains) + all.subtracting(order).sorted()
    }

    static func same(_ first: ColorsDocument.Value, _ second: ColorsDocument.Value) -> Bool {
        first.hex == second.hex && first.alpha == second.alpha && first.displayP3 == second.displayP3
    }

    /// `#FF3B30`, with the alpha when not opaque and the Display P3 components when the value has them.
    static func text(_ value: ColorsDocument.Value) -> String {
        var text = value.hex
        if value.alpha < 1 { text += " at \(rounded(value.alpha * 100))%" }
        if let p3 = value.displayP3, p3.count == 3 {
            text += " (display-p3 \(p3.map { String(rounded($0, places: 4)) }.joined(separator: " ")))"
        }
        return text
    }

    static func srgb(_ value: ColorsDocument.Value) -> SRGBColor {
        if let p3 = value.displayP3, p3.count == 3 {
            return DisplayP3Color(red: p3[0], green: p3[1], blue: p3[2]).convertedToSRGB().unclamped
        }
        return SRGBColor(red8: UInt8(clamping: value.rgb[0]), green8: UInt8(clamping: value.rgb[1]), blue8: UInt8(clamping: value.rgb[2]))
    }

    static func deltaE(_ first: ColorsDocument.Value, _ second: ColorsDocument.Value) -> Double {
        rounded(CIEDE2000.difference(srgb(first), srgb(second)))
    }

    /// Each verdict that differs, against each background both sides measure the value on.
    static func flips(_ old: ColorsDocument.Value, _ new: ColorsDocument.Value) -> [ColorChange.ContrastFlip] {
        var flips: [ColorChange.ContrastFlip] = []
        for after in new.contrast {
            guard let before = old.contrast.first(where: { $0.background == after.background }) else { continue }
            let wcag: [(String, Bool, Bool)] = [
                ("AA text", before.aaText, after.aaText), ("AAA text", before.aaaText, after.aaaText),
                ("AA large text", before.aaLargeText, after.aaLargeText), ("non-text", before.nonText, after.nonText),
            ]
            for (level, was, now) in wcag where was != now {
                flips.append(
                    ColorChange.ContrastFlip(
                        measure: "wcag", level: level, background: after.background, was: was, now: now,
                        old: rounded(before.wcag), new: rounded(after.wcag)))
            }
            for (lc, level) in apcaLevels {
                let was = abs(before.apca) >= lc
                let now = abs(after.apca) >= lc
                guard was != now else { continue }
                flips.append(
                    ColorChange.ContrastFlip(
                        measure: "apca", level: level, background: after.background, was: was, now: now,
                        old: rounded(before.apca), new: rounded(after.apca)))
            }
        }
        return flips
    }

    static func rounded(_ value: Double, places: Int = 2) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// `4.52:1`.
    static func ratio(_ value: Double) -> String {
        String(rounded(value)) + ":1"
    }
}
