import ColorScience
import MarkdownSyntax

/// Text forms of a color value used on swatches and their copy buttons.
package enum SwatchFormatting {
    package static func rgbFunction(_ value: ColorValue) -> String {
        value.alpha < 1
            ? "rgba(\(value.red), \(value.green), \(value.blue), \(trimmed(value.alpha, digits: 3)))"
            : "rgb(\(value.red), \(value.green), \(value.blue))"
    }

    /// `Color(red: 1.000, green: 0.220, blue: 0.235)`, or the Display P3 initializer for P3 values.
    package static func swiftUI(_ value: ColorValue) -> String {
        let opacity = value.alpha < 1 ? ", opacity: \(trimmed(value.alpha, digits: 3))" : ""
        if let p3 = value.displayP3, p3.count == 3 {
            return "Color(.displayP3, red: \(fixed(p3[0])), green: \(fixed(p3[1])), blue: \(fixed(p3[2]))\(opacity))"
        }
        return
            "Color(red: \(fixed(Double(value.red) / 255)), green: \(fixed(Double(value.green) / 255)), blue: \(fixed(Double(value.blue) / 255))\(opacity))"
    }

    /// `--system-colors-red`: the custom property name for a color of a table.
    package static func customProperty(table: ColorTable, spec: ColorSpec) -> String {
        "--" + HeadingSlugger.slug(table.title) + "-" + HeadingSlugger.slug(spec.name)
    }

    /// Element id of a color's swatch: `color-system-colors-red`.
    package static func swatchID(table: ColorTable, spec: ColorSpec) -> String {
        "color-" + (table.anchor ?? HeadingSlugger.slug(table.id)) + "-" + HeadingSlugger.slug(spec.name)
    }

    /// The verdict a person reads: icon, ratio with two decimals (truncated) and words; the pass/fail comes from the unrounded ratio.
    package static func verdict(ratio: Double) -> (icon: String, text: String, passes: Bool) {
        let verdict = ContrastVerdict(ratio: ratio)
        let shown = ratio.ratioText
        if verdict.passesAAAText { return ("✓", "AAA \(shown) pass", true) }
        if verdict.passesAAText { return ("✓", "AA \(shown) pass", true) }
        if verdict.passesNonText { return ("✕", "\(shown) fails AA text, passes large text and non-text", false) }
        return ("✕", "\(shown) fails AA text, large text and non-text", false)
    }

    /// The verdict as markup: icon (hidden from screen readers), words, and `hiddenSuffix` for screen readers only.
    package static func verdictHTML(ratio: Double, hiddenSuffix: String? = nil) -> String {
        let verdict = verdict(ratio: ratio)
        let suffix = hiddenSuffix.map { " <span class=\"visually-hidden\">\($0)</span>" } ?? ""
        return
            "<span class=\"verdict \(verdict.passes ? "verdict-pass" : "verdict-fail")\"><span aria-hidden=\"true\" class=\"verdict-icon\">\(verdict.icon)</span> "
            + "\(verdict.text)\(suffix)</span>"
    }

    static func fixed(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let whole = thousandths / 1000
        let fraction = String(thousandths % 1000)
        return "\(whole)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    static func trimmed(_ value: Double, digits: Int) -> String {
        var text = fixed(value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
