/// One element of a parsed template tree.
///
/// `startsLine` marks the first element of a source line: when the template is rendered as a
/// standalone partial, the partial's indentation is written before it.
enum TemplateNode: Sendable {
    /// Literal text, copied as is; `hasInnerLineBreak` says whether a line starts inside it; `url` says where
    /// URL attribute values start or end in it, when any do (`HTMLContextLexer`).
    case text(String, startsLine: Bool, hasInnerLineBreak: Bool, url: HTMLContextLexer.TextContext?)
    /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw); `context` says how an escaped value is escaped
    /// where it stands, or that it is left out (always `.html` for a raw one, which is written as it is).
    case variable(TemplateName, escaped: Bool, context: TemplateContext, location: TagLocation, startsLine: Bool)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(TemplateName, inverted: Bool, children: [TemplateNode], location: TagLocation, startsLine: Bool)
    /// `{{>name}}`; `indentation` is the whitespace before a standalone partial tag, `nil` for an inline one;
    /// `context` is where the tag stands, which decides whether the partial's escaped values are written.
    case partial(String, indentation: String?, context: TemplateContext, location: TagLocation, startsLine: Bool)
}

/// Where a tag starts in its template, kept for warnings raised at render time.
struct TagLocation: Sendable, Hashable {
    var line: Int
    var column: Int
}

/// A name written in a tag, split on dots once at parse time so rendering never re-parses it.
struct TemplateName: Sendable, Hashable {
    /// The name as written, `a.b.c` or `.`.
    var text: String
    /// The dot-separated parts; empty for the implicit iterator `.`.
    var segments: [String]
    /// A leading dot (`.name`) resolves the first part against the top of the context stack only.
    var isAnchoredToTop: Bool

    init(_ text: String) {
        self.text = text
        if text == "." {
            segments = []
            isAnchoredToTop = true
        } else if text.hasPrefix(".") {
            segments = text.dropFirst().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            isAnchoredToTop = true
        } else {
            segments = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            isAnchoredToTop = false
        }
    }

    /// Whether this is `{{.}}`, the value on top of the context stack.
    var isImplicitIterator: Bool { segments.isEmpty }
}
