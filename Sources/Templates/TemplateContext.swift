/// Where an escaped variable tag (`{{name}}`) or a partial tag stands in the HTML of its template, as
/// `HTMLContextLexer` found it at parse time: what decides how the renderer escapes the value, or whether it
/// writes it at all. Raw tags (`{{{name}}}`, `{{&name}}`) are the template's own trusted HTML and do not use it.
enum TemplateContext: Sendable, Hashable {
    /// Element text, a comment, the text of `<title>` or `<textarea>`, or a quoted attribute value: HTML
    /// escaping (`HTMLEscaper`) keeps the value from ending any of them.
    case html
    /// Inside a single- or double-quoted string in a `<script>` element: `JavaScriptEscaper` keeps the value
    /// from ending the string or the script.
    case scriptString
    /// Right after a `<` (`<{{name}}>`): HTML escaping, and a first letter (or `/`, `!`, `?`) written as a
    /// character reference, so that the value shows as text instead of opening a tag.
    case tagOpen
    /// A place no escaping makes safe: the value is left out and the renderer warns at the tag.
    case refused(Refusal)

    /// The places where a value is left out, each with why and what to do instead.
    enum Refusal: Sendable, Hashable {
        case tagName, attributeName, unquotedValue, eventHandler, styleAttribute, srcdoc, animation
        case script, templateLiteral, style

        /// Where the value was, for the warning.
        var place: String {
            switch self {
            case .tagName: "in a tag's name"
            case .attributeName: "where an attribute's name goes"
            case .unquotedValue: "in an attribute value without quotes"
            case .eventHandler: "in an event handler attribute (on…)"
            case .styleAttribute: "in a style attribute"
            case .srcdoc: "in a srcdoc attribute"
            case .animation: "in an SVG animation element"
            case .script: "in a <script> element outside a quoted string"
            case .templateLiteral: "in a template literal (`…`)"
            case .style: "in a <style> element"
            }
        }

        /// Why no escaping helps there, and what to write instead, for the warning.
        var advice: String {
            switch self {
            case .tagName: "a value cannot name an element"
            case .attributeName:
                "it could add an event handler; write the attribute in the template with the value in quotes, "
                    + "or choose between attributes with a section"
            case .unquotedValue: "a space in the value would start another attribute; put the value in quotes"
            case .eventHandler: "its value runs as script; pass the value in a data- attribute the script reads"
            case .styleAttribute, .style: "pass the value in a class or a data- attribute"
            case .srcdoc: "its value is a whole HTML page; link the page with src instead"
            case .animation: "its attributes can change a link's target; write the value in the template"
            case .script: "put the value in a \"…\" or '…' string, or in a data- attribute the script reads"
            case .templateLiteral: "${…} in the value would run; put the value in a \"…\" or '…' string"
            }
        }
    }

    /// Whether values in a partial included here are written with the escaping the partial's own text calls
    /// for; otherwise the partial's escaped values are left out (its text is read as HTML starting afresh).
    var allowsPartialValues: Bool { self == .html }
}
