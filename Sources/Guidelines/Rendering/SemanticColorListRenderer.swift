import MarkdownSyntax

/// Draws a semantic color table as a readable list of name, purpose and API.
package enum SemanticColorListRenderer {
    package static func render(_ table: ColorTable) -> String {
        var html = "<dl class=\"semantic-colors\" aria-label=\"\(HTMLEscaping.attribute(table.title))\">\n"
        for color in table.semanticColors {
            html += "<div class=\"semantic-color\"><dt>\(HTMLEscaping.text(color.name))"
            for (framework, api) in color.apis.sorted(by: { $0.key < $1.key }) {
                html += " <code title=\"\(HTMLEscaping.attribute(framework))\">\(HTMLEscaping.text(api))</code>"
            }
            html += "</dt><dd>\(HTMLEscaping.text(color.purpose))</dd></div>\n"
        }
        return html + "</dl>\n"
    }
}
