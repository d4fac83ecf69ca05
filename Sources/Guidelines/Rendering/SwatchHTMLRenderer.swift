import ColorScience
import MarkdownSyntax

/// Draws a specification table as one compact table: a row per color, a column per appearance, each cell a swatch
/// with its value, a copy menu and the contrast verdict on the worst of the declared backgrounds. Each color is a
/// `tbody` of its row and the rows of its detail (`ColorDetailHTML`), which the page's script folds away until
/// asked for.
package struct SwatchHTMLRenderer: Sendable {
    package var settings: ColorCheckSettings
    /// The words of the page's language.
    package var strings: ThemeStrings

    package init(settings: ColorCheckSettings, strings: ThemeStrings = .table(for: .english)) {
        self.settings = settings
        self.strings = strings
    }

    static let deficiencies = ColorVisionDeficiency.allCases

    package func render(_ table: ColorTable) -> HTML {
        var html: HTML = "<div class=\"swatch-table\" data-table=\"\(attribute: table.id)\">\n"
        if let deprecated = table.deprecated { html += Self.deprecatedNote(deprecated, strings: strings) }
        html += toolbar(table)
        html +=
            "<div class=\"spec-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(attribute: strings.format("colorsLabel", ["title": table.title]))\">\n"
        html += "<table class=\"spec-table\">\n<thead><tr><th scope=\"col\">\(strings["colorColumn"])</th>"
        for appearance in table.appearances { html += columnHeader(appearance) }
        html += "</tr></thead>\n"
        var simulations = Simulations()
        for spec in table.colors { html += row(spec, in: table, simulations: &simulations) }
        return html + "</table>\n</div>\n</div>\n"
    }

    /// The color-vision control with its findings right beside it, and the count of colors.
    func toolbar(_ table: ColorTable) -> HTML {
        var html: HTML = "<div class=\"swatch-toolbar\">"
        html +=
            "<label>\(strings["colorVision"]) <select class=\"cvd-select\" aria-label=\"\(attribute: strings["colorVisionLabel"])\">"
        html += "<option value=\"none\">\(strings["typical"])</option>"
        for deficiency in Self.deficiencies {
            html += "<option value=\"\(deficiency.rawValue)\">\(strings[deficiency.rawValue])</option>"
        }
        html += "</select></label>"
        let count = table.colors.count == 1 ? strings["colorCountOne"] : strings.format("colorCount", ["count": String(table.colors.count)])
        let platforms = table.platforms.isEmpty ? "" : " · " + table.platforms.joined(separator: ", ")
        html += "<span class=\"swatch-count\">\(count + platforms)</span>"
        html += CVDConfusionReport(settings: settings).html(for: table, strings: strings)
        return html + "</div>\n"
    }

    /// `Dark` over the backgrounds its values are measured on, each as a visible chip with its hex (kept together
    /// when a narrow column wraps the list).
    func columnHeader(_ appearance: Appearance) -> HTML {
        var html: HTML = "<th scope=\"col\">\(strings.label(of: appearance))<span class=\"col-bg\">\(strings["on"])"
        for background in settings.backgrounds(for: appearance) {
            html += " <span class=\"col-bg-item\">\(Self.backgroundChip(background))</span>"
        }
        return html + "</span></th>"
    }

    /// The symbol beside the word "Deprecated" (a circle struck through): decoration, the word carries the meaning.
    static let deprecatedIcon: HTML =
        "<svg class=\"deprecated-icon\" width=\"14\" height=\"14\" viewBox=\"0 0 16 16\" aria-hidden=\"true\" focusable=\"false\"><circle cx=\"8\" cy=\"8\" r=\"6.25\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.5\"/><path d=\"M3.6 12.4 12.4 3.6\" stroke=\"currentColor\" stroke-width=\"1.5\"/></svg>"

    /// `⊘ Deprecated: use Indigo` beside a color's name.
    static func deprecatedBadge(_ reason: String, strings: ThemeStrings) -> HTML {
        "<span class=\"deprecated-badge\">\(deprecatedIcon) \(strings["deprecated"])\(reason.isEmpty ? "" : ": " + reason)</span>"
    }

    /// The note above a deprecated table.
    static func deprecatedNote(_ reason: String, strings: ThemeStrings) -> HTML {
        "<p class=\"deprecated-notice\" role=\"note\">\(deprecatedIcon) <strong>\(strings["deprecated"])</strong>\(reason.isEmpty ? "" : ": " + reason)</p>\n"
    }

    /// A small square of a background and its hex: `■ #1C1C1E`.
    static func backgroundChip(_ background: SRGBColor) -> HTML {
        "<span class=\"bg-chip\" style=\"--b:\(background.hex)\" aria-hidden=\"true\"></span>\(background.hex)"
    }

    func row(_ spec: ColorSpec, in table: ColorTable, simulations: inout Simulations) -> HTML {
        let id = SwatchFormatting.swatchID(table: table, spec: spec)
        var live = ""
        for appearance in Appearance.allCases {
            guard let value = Self.resolved(spec, appearance, columns: table.appearances) else { continue }
            live += "--live-\(Self.key(appearance)):\(Self.css(value));"
        }
        var names = SwatchFormatting.apiNames(spec).map { "\($0.framework)\t\($0.code)" }
        names.append("CSS\tvar(\(SwatchFormatting.customProperty(table: table, spec: spec)))")
        var html: HTML = "<tbody class=\"spec-color\" id=\"\(attribute: id)\">\n"
        let deprecatedClass: HTML = spec.deprecated == nil ? "" : " is-deprecated"
        html +=
            "<tr class=\"spec-row\(deprecatedClass)\" style=\"\(attribute: live)\" data-copy=\"\(attribute: names.joined(separator: "\n"))\">"
        html +=
            "<th scope=\"row\"><span class=\"live-chip\" aria-hidden=\"true\"></span><span class=\"spec-name\">\(spec.name)</span>"
        if let localized = spec.localizedName {
            html += " <span class=\"swatch-localized\" lang=\"\(Self.language(of: localized))\">\(localized)</span>"
        }
        if let deprecated = spec.deprecated { html += Self.deprecatedBadge(deprecated, strings: strings) }
        for (framework, api) in spec.apis.sorted(by: { $0.key < $1.key }) {
            html +=
                "<span class=\"swatch-api\"><span class=\"visually-hidden\">\(framework == "API" ? "" : framework + " ")API: </span><code>\(api)</code></span>"
        }
        html += "</th>"
        for appearance in table.appearances {
            html += cell(spec, appearance: appearance, simulations: &simulations)
        }
        html += "</tr>\n"
        return html + ColorDetailHTML(settings: settings, strings: strings).rows(spec, in: table) + "</tbody>\n"
    }

    /// A swatch that opens the cell's copy menu, the value's hex beside it, and the verdict on the worst background.
    func cell(_ spec: ColorSpec, appearance: Appearance, simulations: inout Simulations) -> HTML {
        guard let value = spec.values[appearance] else {
            return
                "<td class=\"spec-missing\">\(strings["notGiven"])<span class=\"visually-hidden\"> for \(strings.label(of: appearance))</span></td>"
        }
        // The value and its simulations are custom properties of the cell, which its swatch inherits.
        var style = "--v:\(Self.css(value))"
        for (deficiency, hex) in zip(Self.deficiencies, simulations.hexes(value.srgb)) {
            style += ";--\(deficiency.rawValue.prefix(1)):\(hex)"
        }
        var copies = ["Hex\t\(value.hex)", "rgb()\t\(SwatchFormatting.rgbFunction(value))"]
        if let p3 = SwatchFormatting.displayP3Function(value) { copies.append("Display P3\t\(p3)") }
        var html: HTML = "<td style=\"\(attribute: style)\">"
        html +=
            "<button type=\"button\" class=\"cell-copy\" aria-haspopup=\"menu\" aria-expanded=\"false\" data-copy=\"\(attribute: copies.joined(separator: "\n"))\">"
        html +=
            "<span class=\"cell-chip\" aria-hidden=\"true\"></span><span class=\"visually-hidden\">\(strings.format("copyColor", ["name": spec.name, "appearance": strings.label(of: appearance)]))</span></button><code class=\"cell-hex\">\(value.hex)</code>"
        let contrast = SwatchContrast(value: value.srgb, appearance: appearance, settings: settings)
        let worst = contrast.worst
        let verdict = SwatchFormatting.shortVerdict(ratio: worst.ratio, strings: strings)
        html +=
            "<span class=\"verdict \(SwatchFormatting.verdictClass(verdict.icon))\"><span class=\"verdict-icon\" aria-hidden=\"true\">\(verdict.icon)</span> \(verdict.text)"
        if contrast.onBackgrounds.count > 1 {
            html += "<span class=\"cell-bg\"> \(strings["on"]) \(Self.backgroundChip(worst.background))</span></span>"
        } else {
            html += "<span class=\"visually-hidden\"> \(strings["on"]) \(worst.background.hex)</span></span>"
        }
        return html + "</td>"
    }

    /// The value for an appearance, falling back the way the system does (increased → standard, dark → light), then
    /// to the first of the table's columns that has one (`Aqua` for light): by column order, never by the
    /// dictionary's, which differs from run to run.
    static func resolved(_ spec: ColorSpec, _ appearance: Appearance, columns: [Appearance]) -> ColorValue? {
        spec.values[appearance] ?? spec.values[appearance.standardCounterpart] ?? spec.values[.light]
            ?? columns.lazy.compactMap { spec.values[$0] }.first
    }

    /// The hex values of colors as each deficiency sees them, in `deficiencies` order, kept while one table is
    /// drawn: a color repeated across its cells or rows is simulated once.
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
