import ColorScience
import MarkdownSyntax

/// Draws a table of foreground/background pairs: per pair a sample of the foreground on the background, the two
/// values and the WCAG verdict of their contrast in words.
package enum ColorPairHTMLRenderer {
    package static func render(_ table: ColorTable, strings: ThemeStrings = .table(for: .english)) -> HTML {
        var html: HTML = "<div class=\"swatch-table color-pairs\" data-table=\"\(attribute: table.id)\">\n"
        if let deprecated = table.deprecated { html += SwatchHTMLRenderer.deprecatedNote(deprecated, strings: strings) }
        html += "<ul class=\"pair-list\" aria-label=\"Color pairs: \(attribute: table.title)\">\n"
        for spec in table.colors {
            let id = SwatchFormatting.swatchID(table: table, spec: spec)
            html += "<li class=\"pair\" id=\"\(attribute: id)\">"
            guard let foreground = spec.values[.foreground], let background = spec.values[.background] else {
                html += "<span class=\"pair-name\">\(spec.name)</span> "
                html +=
                    "<span class=\"chip-missing\">\(strings[spec.values[.foreground] == nil ? "noForeground" : "noBackground"])</span></li>\n"
                continue
            }
            let style = "--pair-bg:\(SwatchHTMLRenderer.css(background));--pair-fg:\(SwatchHTMLRenderer.css(foreground))"
            html +=
                "<span class=\"pair-sample\" style=\"\(attribute: style)\" data-sample=\"\(attribute: strings["sampleText"])\" aria-hidden=\"true\"></span>"
            html += "<span class=\"pair-text\"><span class=\"pair-name\">\(spec.name)</span> "
            if let deprecated = spec.deprecated { html += SwatchHTMLRenderer.deprecatedBadge(deprecated, strings: strings) + " " }
            let values = strings.html(
                "pairValues", ["foreground": "<code>\(foreground.hex)</code>", "background": "<code>\(background.hex)</code>"])
            html += "<span class=\"pair-values\">\(values)</span> "
            let ratio = WCAGContrast.contrastRatio(foreground: foreground.srgb, background: background.srgb)
            html += SwatchFormatting.verdictHTML(ratio: ratio, strings: strings)
            html += "</span></li>\n"
        }
        return html + "</ul>\n</div>\n"
    }
}
