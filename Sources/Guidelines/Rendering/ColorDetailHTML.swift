import ColorScience
import MarkdownSyntax

/// The detail of one color as rows under its row of a specification table, in the table's own columns: its value in
/// the other notations, its contrast on each declared background, white and black text on it as a fill (WCAG 2
/// ratio and APCA Lc, each with an icon and words, beside a sample drawn in the pair), and the names code uses for
/// it.
struct ColorDetailHTML: Sendable {
    var settings: ColorCheckSettings
    /// The words of the page's language.
    var strings: ThemeStrings = .table(for: .english)

    func rows(_ spec: ColorSpec, in table: ColorTable) -> HTML {
        let columns = table.appearances
        var html: HTML = "<tr class=\"spec-detail\"><th scope=\"row\">\(strings["detailValues"])</th>"
        for appearance in columns {
            guard let value = spec.values[appearance] else {
                html += "<td>—</td>"
                continue
            }
            html += "<td><code>\(SwatchFormatting.rgbFunction(value))</code>"
            if let p3 = SwatchFormatting.displayP3Function(value) { html += " <code>\(p3)</code>" }
            html += "</td>"
        }
        html += "</tr>\n"
        let contrasts = columns.map { appearance in
            spec.values[appearance].map { SwatchContrast(value: $0.srgb, appearance: appearance, settings: settings) }
        }
        for background in backgrounds(of: columns) {
            html +=
                "<tr class=\"spec-detail\"><th scope=\"row\">\(strings["detailOn"]) \(SwatchHTMLRenderer.backgroundChip(background))</th>"
            for contrast in contrasts {
                guard let measure = contrast?.onBackgrounds.first(where: { $0.background == background }) else {
                    html += "<td>—</td>"
                    continue
                }
                html += cell(measure)
            }
            html += "</tr>\n"
        }
        for (index, label) in [strings["whiteTextOnIt"], strings["blackTextOnIt"]].enumerated() {
            html += "<tr class=\"spec-detail\"><th scope=\"row\">\(label)</th>"
            for contrast in contrasts {
                guard let measure = contrast?.labelsOnFill[index] else {
                    html += "<td>—</td>"
                    continue
                }
                html += cell(measure)
            }
            html += "</tr>\n"
        }
        var names: [HTML] = SwatchFormatting.apiNames(spec).map { "<code>\($0.code)</code>" }
        names.append("<code>var(\(SwatchFormatting.customProperty(table: table, spec: spec)))</code>")
        return html
            + "<tr class=\"spec-detail\"><th scope=\"row\">\(strings["inCode"])</th><td colspan=\"\(columns.count)\">\(names.joined(separator: " "))</td></tr>\n"
    }

    /// The declared backgrounds of the table's appearances, each once, in the order the settings list them.
    func backgrounds(of columns: [Appearance]) -> [SRGBColor] {
        var seen: [SRGBColor] = []
        for appearance in columns {
            for background in settings.backgrounds(for: appearance) where !seen.contains(background) {
                seen.append(background)
            }
        }
        return seen
    }

    /// The WCAG verdict and the APCA Lc, both with an icon and words; the stylesheet draws a sample of the pair from
    /// the cell's `--sb` (background) and `--sf` (text) beside them.
    func cell(_ measure: SwatchContrast.Measure) -> HTML {
        let wcag = SwatchFormatting.shortVerdict(ratio: measure.ratio, strings: strings)
        let apca = SwatchContrast.lightnessWords(measure.lightness, strings: strings)
        return "<td class=\"measure\" style=\"--sb:\(measure.background.hex);--sf:\(measure.foreground.hex)\">"
            + "\(Self.icon(wcag.icon)) \(wcag.text)<br>\(Self.icon(apca.icon)) APCA \(SwatchContrast.lightnessText(measure.lightness)) \(apca.text)</td>"
    }

    /// An icon hidden from screen readers (the words beside it say the same), classed `p` (pass), `w` (large text and
    /// non-text only) or `f` (fail) for its color.
    static func icon(_ icon: String) -> HTML {
        let kind: HTML = icon == "✓" ? "p" : icon == "◐" ? "w" : "f"
        return "<i class=\"\(kind)\" aria-hidden=\"true\">\(icon)</i>"
    }
}
