import ColorScience
import MarkdownSyntax

/// Draws a specification table as swatches: per color a live chip that follows the viewer's appearance and one chip
/// per appearance on its own background, with values, a text sample, the contrast verdict and copy buttons.
package struct SwatchHTMLRenderer: Sendable {
    package var settings: ColorCheckSettings

    package init(settings: ColorCheckSettings) {
        self.settings = settings
    }

    static let deficiencies = ColorVisionDeficiency.allCases

    package func render(_ table: ColorTable) -> String {
        let label = HTMLEscaping.attribute(table.title)
        var html = "<div class=\"swatch-table\" data-table=\"\(HTMLEscaping.attribute(table.id))\">\n"
        html += toolbar(table)
        html += "<ul class=\"swatches\" aria-label=\"Colors: \(label)\">\n"
        for spec in table.colors { html += swatch(spec, in: table) }
        html += "</ul>\n"
        html += CVDConfusionReport(settings: settings).html(for: table)
        return html + "</div>\n"
    }

    func toolbar(_ table: ColorTable) -> String {
        var html = "<div class=\"swatch-toolbar\">"
        html += "<label>Color vision <select class=\"cvd-select\" aria-label=\"Preview colors as seen with a color vision deficiency\">"
        html += "<option value=\"none\">Typical</option>"
        for deficiency in Self.deficiencies {
            html += "<option value=\"\(deficiency.rawValue)\">\(Self.name(deficiency))</option>"
        }
        html += "</select></label>"
        html +=
            "<span class=\"swatch-count\">\(table.colors.count) color\(table.colors.count == 1 ? "" : "s")\(table.platforms.isEmpty ? "" : " · " + table.platforms.joined(separator: ", "))</span>"
        return html + "</div>\n"
    }

    static func name(_ deficiency: ColorVisionDeficiency) -> String {
        switch deficiency {
        case .protanopia: "Protanopia"
        case .deuteranopia: "Deuteranopia"
        case .tritanopia: "Tritanopia"
        case .achromatopsia: "Achromatopsia"
        }
    }

    func swatch(_ spec: ColorSpec, in table: ColorTable) -> String {
        let id = SwatchFormatting.swatchID(table: table, spec: spec)
        var html = "<li class=\"swatch\" id=\"\(HTMLEscaping.attribute(id))\">\n<div class=\"swatch-head\">"
        html += "<h4 class=\"swatch-name\">\(HTMLEscaping.text(spec.name))"
        if let localized = spec.localizedName {
            html += " <span class=\"swatch-localized\" lang=\"\(Self.language(of: localized))\">\(HTMLEscaping.text(localized))</span>"
        }
        html += "</h4>"
        for (framework, api) in spec.apis.sorted(by: { $0.key < $1.key }) {
            html +=
                "<span class=\"swatch-api\"><span class=\"visually-hidden\">\(HTMLEscaping.text(framework)) API: </span><code>\(HTMLEscaping.text(api))</code></span>"
        }
        html += "</div>\n"
        var simulations = Simulations()
        html += liveChip(spec, columns: table.appearances, simulations: &simulations)
        html += "<ul class=\"swatch-chips\" aria-label=\"\(HTMLEscaping.attribute(spec.name)) by appearance\">\n"
        for appearance in table.appearances {
            html += chip(spec, appearance: appearance, table: table, simulations: &simulations)
        }
        return html + "</ul>\n</li>\n"
    }

    /// The value for an appearance, falling back the way the system does (increased → standard, dark → light), then
    /// to the first of the table's columns that has one (`Aqua` for light): by column order, never by the
    /// dictionary's, which differs from run to run.
    static func resolved(_ spec: ColorSpec, _ appearance: Appearance, columns: [Appearance]) -> ColorValue? {
        spec.values[appearance] ?? spec.values[appearance.standardCounterpart] ?? spec.values[.light]
            ?? columns.lazy.compactMap { spec.values[$0] }.first
    }

    /// The hex values of colors as each deficiency sees them, in `deficiencies` order, kept while one swatch is
    /// drawn: its live chip and its chips show the same values.
    struct Simulations {
        /// Keyed by the components' bit patterns, so only identical colors share an answer.
        private var known: [[UInt64]: [String]] = [:]

        mutating func hexes(_ color: SRGBColor) -> [String] {
            let key = [color.red.bitPattern, color.green.bitPattern, color.blue.bitPattern, color.alpha.bitPattern]
            if let hexes = known[key] { return hexes }
            let hexes = SwatchHTMLRenderer.deficiencies.map { $0.simulate(color).clamped().hex }
            known[key] = hexes
            return hexes
        }
    }

    func liveChip(_ spec: ColorSpec, columns: [Appearance], simulations: inout Simulations) -> String {
        var style = ""
        var values = ""
        for appearance in Appearance.allCases {
            guard let value = Self.resolved(spec, appearance, columns: columns) else { continue }
            let key = Self.key(appearance)
            style += "--live-\(key):\(Self.css(value));"
            for (deficiency, hex) in zip(Self.deficiencies, simulations.hexes(value.srgb)) {
                style += "--live-\(key)-\(deficiency.rawValue):\(hex);"
            }
            values += "<span class=\"live-value\" data-appearance=\"\(appearance.rawValue)\">\(value.hex)</span>"
        }
        return "<div class=\"live\"><span class=\"live-chip\" style=\"\(HTMLEscaping.attribute(style))\" aria-hidden=\"true\"></span>"
            + "<span class=\"live-label\">Live <span class=\"visually-hidden\">value for your current appearance:</span> \(values)</span></div>\n"
    }

    func chip(_ spec: ColorSpec, appearance: Appearance, table: ColorTable, simulations: inout Simulations) -> String {
        let background = settings.primaryBackground(for: appearance)
        // The value and its simulations are custom properties of the chip, which its color square and its
        // text sample inherit: written once, not once for each.
        var style = "--swatch-bg:\(background.hex);--swatch-fg:\(appearance.isDark ? "#FFFFFF" : "#1D1D1F")"
        let value = spec.values[appearance]
        if let value {
            style += ";--value:\(Self.css(value))"
            for (deficiency, hex) in zip(Self.deficiencies, simulations.hexes(value.srgb)) {
                style += ";--sim-\(deficiency.rawValue):\(hex)"
            }
        }
        var html = "<li class=\"swatch-chip swatch-chip-\(appearance.rawValue)\" style=\"\(HTMLEscaping.attribute(style))\">"
        html += "<span class=\"chip-appearance\">\(HTMLEscaping.text(appearance.label))</span>"
        guard let value else {
            return html + "<span class=\"chip-missing\">No value given</span></li>\n"
        }
        html += "<span class=\"chip-color\" aria-hidden=\"true\"></span><span class=\"chip-sample\" aria-hidden=\"true\"></span>"
        html +=
            "<span class=\"chip-values\"><code class=\"chip-hex\">\(value.hex)</code> <code class=\"chip-rgb\">\(SwatchFormatting.rgbFunction(value))</code>"
        if let p3 = value.displayP3 {
            html +=
                " <code class=\"chip-p3\">color(display-p3 \(p3.map { SwatchFormatting.trimmed($0, digits: 3) }.joined(separator: " ")))</code>"
        }
        html += "</span>"
        let ratio = WCAGContrast.contrastRatio(foreground: value.srgb, background: background)
        html += SwatchFormatting.verdictHTML(ratio: ratio, hiddenSuffix: "on \(background.hex)")
        html += copyButtons(value, spec: spec, table: table, appearance: appearance)
        return html + "</li>\n"
    }

    func copyButtons(_ value: ColorValue, spec: ColorSpec, table: ColorTable, appearance: Appearance) -> String {
        let property = SwatchFormatting.customProperty(table: table, spec: spec)
        let items: [(String, String)] = [
            ("Hex", value.hex),
            ("rgb()", SwatchFormatting.rgbFunction(value)),
            ("CSS", "\(property): \(value.hex);"),
            ("SwiftUI", SwatchFormatting.swiftUI(value)),
        ]
        var html = "<span class=\"copy-buttons\">"
        for (label, text) in items {
            html +=
                "<button type=\"button\" class=\"copy\" data-copy=\"\(HTMLEscaping.attribute(text))\" "
                + "aria-label=\"Copy \(HTMLEscaping.attribute(label)) of \(HTMLEscaping.attribute(spec.name)), \(HTMLEscaping.attribute(appearance.label))\">\(HTMLEscaping.text(label))</button>"
        }
        return html + "</span>"
    }

    static func key(_ appearance: Appearance) -> String {
        switch appearance {
        case .light: "light"
        case .dark: "dark"
        case .lightIncreasedContrast: "light-ic"
        case .darkIncreasedContrast: "dark-ic"
        default: appearance.rawValue
        }
    }

    /// The language a localized name is written in, by its script: Hangul is Korean, kana Japanese, other CJK Chinese.
    static func language(of text: String) -> String {
        let scalars = text.unicodeScalars
        if scalars.contains(where: { (0xAC00...0xD7A3).contains($0.value) || (0x1100...0x11FF).contains($0.value) }) { return "ko" }
        if scalars.contains(where: { (0x3040...0x30FF).contains($0.value) }) { return "ja" }
        return "zh"
    }

    /// CSS color for a value: hex, or rgba() when translucent.
    static func css(_ value: ColorValue) -> String {
        value.alpha < 1 ? SwatchFormatting.rgbFunction(value) : value.hex
    }
}
