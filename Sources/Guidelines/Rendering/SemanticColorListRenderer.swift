import MarkdownSyntax

/// Draws a semantic color table as a readable list of name, purpose and API.
package enum SemanticColorListRenderer {
    package static func render(_ table: ColorTable) -> HTML {
        var html: HTML = "<dl class=\"semantic-colors\" aria-label=\"\(attribute: table.title)\">\n"
        for color in table.semanticColors {
            html += "<div class=\"semantic-color\"><dt>\(color.name)"
            for (framework, api) in color.apis.sorted(by: { $0.key < $1.key }) {
                html += " <code title=\"\(attribute: framework)\">\(api)</code>"
            }
            html += "</dt><dd>\(color.purpose)</dd></div>\n"
        }
        return html + "</dl>\n"
    }
}
