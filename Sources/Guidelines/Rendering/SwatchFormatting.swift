import ColorScience
import MarkdownSyntax

/// Text forms of a color value used on swatches and their copy buttons.
package enum SwatchFormatting {
    package static func rgbFunction(_ value: ColorValue) -> String {
        value.alpha < 1
            ? "rgba(\(value.red), \(value.green), \(value.blue), \(trimmed(value.alpha, digits: 3)))"
            : "rgb(\(value.red), \(value.green), \(value.blue))"
    }

    /// `color(display-p3 1 0.22 0.24)` for a value given in Display P3, else nil.
    package static func displayP3Function(_ value: ColorValue) -> String? {
        guard let p3 = value.displayP3 else { return nil }
        let opacity = value.alpha < 1 ? " / \(trimmed(value.alpha, digits: 3))" : ""
        return "color(display-p3 \(p3.map { trimmed($0, digits: 3) }.joined(separator: " "))\(opacity))"
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
    package static func verdict(ratio: Double, strings: ThemeStrings = .table(for: .english)) -> (icon: String, text: String, passes: Bool)
    {
        let verdict = ContrastVerdict(ratio: ratio)
        let shown = ratio.ratioText
        if verdict.passesAAAText { return ("✓", "AAA \(shown) \(strings["pass"])", true) }
        if verdict.passesAAText { return ("✓", "AA \(shown) \(strings["pass"])", true) }
        if verdict.passesNonText { return ("◐", "\(shown) \(strings["failsAATextPassesLarge"])", false) }
        return ("✕", "\(shown) \(strings["failsAllText"])", false)
    }

    /// The verdict in a few words for a table cell: `AA 5.26:1`, `3.52:1 large text` (passes only large text and
    /// non-text), `2.16:1 fails`.
    package static func shortVerdict(ratio: Double, strings: ThemeStrings = .table(for: .english)) -> (
        icon: String, text: String, passes: Bool
    ) {
        let verdict = ContrastVerdict(ratio: ratio)
        let shown = ratio.ratioText
        // No-break spaces keep a level with its ratio and "large text" whole; a narrow cell breaks only between them.
        if verdict.passesAAAText { return ("✓", "AAA\u{00A0}\(shown)", true) }
        if verdict.passesAAText { return ("✓", "AA\u{00A0}\(shown)", true) }
        if verdict.passesNonText {
            return ("◐", "\(shown) \(strings["largeText"].replacingOccurrences(of: " ", with: "\u{00A0}"))", false)
        }
        return ("✕", "\(shown) \(strings["fails"])", false)
    }

    /// The class of a verdict by its icon: `verdict-pass` (✓), `verdict-partial` (◐, large text and non-text
    /// only) or `verdict-fail` (✕).
    package static func verdictClass(_ icon: String) -> String {
        icon == "✓" ? "verdict-pass" : icon == "◐" ? "verdict-partial" : "verdict-fail"
    }

    /// The name code uses for a color, by framework: SwiftUI `red` → `Color.red`, UIKit `systemRed` →
    /// `UIColor.systemRed`, AppKit `systemRed` → `NSColor.systemRed`; a name already qualified (`Color(uiColor:
    /// .systemGray2)`, `R.color.red`) or of another framework stays as written.
    package static func qualifiedAPI(_ name: String, framework: String) -> String {
        let bare = String(name.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !bare.isEmpty, !bare.contains("("), bare.first.map({ $0.isLetter || $0 == "." }) == true else { return bare }
        let prefix: String
        switch framework.lowercased() {
        case "swiftui": prefix = "Color"
        case "uikit": prefix = "UIColor"
        case "appkit": prefix = "NSColor"
        default: return bare
        }
        if bare.hasPrefix(".") { return prefix + bare }
        return bare.contains(".") ? bare : prefix + "." + bare
    }

    /// A color's API names in the order a menu offers them: SwiftUI, UIKit, AppKit, then other frameworks by name.
    package static func apiNames(_ spec: ColorSpec) -> [(framework: String, code: String)] {
        let order = ["SwiftUI": 0, "UIKit": 1, "AppKit": 2]
        return spec.apis.sorted { (order[$0.key] ?? 3, $0.key) < (order[$1.key] ?? 3, $1.key) }
            .map { ($0.key, qualifiedAPI($0.value, framework: $0.key)) }
    }

    /// The verdict as markup: icon (hidden from screen readers), words, and `hiddenSuffix` for screen readers only.
    package static func verdictHTML(ratio: Double, hiddenSuffix: String? = nil, strings: ThemeStrings = .table(for: .english)) -> HTML {
        let verdict = verdict(ratio: ratio, strings: strings)
        let suffix: HTML = hiddenSuffix.map { " <span class=\"visually-hidden\">\($0)</span>" } ?? ""
        return
            "<span class=\"verdict \(verdictClass(verdict.icon))\"><span aria-hidden=\"true\" class=\"verdict-icon\">\(verdict.icon)</span> "
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
