/// Cleans raw HTML (from `unsafe_html: true` pages) against an allowlist of tags and attributes, so that
/// no script, event handler, dangerous URL or page-wide element (`<base>`, `<meta>`, `<form>`) gets through.
///
/// Works on one fragment at a time (cmark hands inline HTML over tag by tag), so it keeps no state between
/// calls: every tag is judged alone, text is kept, and a tag left open at the end of a fragment is shown as text.
/// What it keeps it writes as the author did, as far as it can: references it cannot decode stay as written, and
/// a tag it removes with its content, but whose end tag is not in the fragment, is shown as text, as GFM's tag
/// filter shows it. Attributes are judged in `HTMLSanitizer+Attributes.swift`.
package enum HTMLSanitizer {
    package struct Result: Sendable, Hashable {
        package var html: String
        /// What was removed, in order: `<script>`, `onerror attribute`, `javascript: URL`, `comment`…
        package var removed: [String]
    }

    static let allowedTags: Set<String> = [
        "p", "div", "span", "a", "img", "em", "strong", "b", "i", "u", "s", "sub", "sup", "code", "pre", "kbd", "samp",
        "var", "br", "hr", "wbr", "ul", "ol", "li", "dl", "dt", "dd", "table", "thead", "tbody", "tfoot", "tr", "th", "td",
        "caption", "colgroup", "col", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "figure", "figcaption", "details",
        "summary", "abbr", "mark", "small", "del", "ins", "q", "cite", "time", "dfn",
    ]
    /// Tags whose content is not text to show: dropped with everything up to their end tag. When the fragment has
    /// no end tag, the tag is shown as text instead (`&lt;xmp>`), and so is an end tag met alone; but `<script>`
    /// takes the rest of the fragment with it, and its end tag is dropped: script is never text to show.
    static let droppedWithContent: Set<String> = [
        "script", "style", "template", "textarea", "title", "xmp", "noembed", "noframes", "noscript", "plaintext", "iframe",
        "object", "select",
    ]
    static let voidTags: Set<String> = ["br", "hr", "wbr", "img", "col"]
    static let allowedAttributes: Set<String> = [
        "alt", "title", "class", "id", "lang", "dir", "width", "height", "colspan", "rowspan", "scope", "open", "start",
        "reversed", "datetime", "role", "headers", "abbr",
    ]
    static let urlAttributes: [String: String] = ["href": "a", "src": "img"]

    package static func sanitize(_ html: String) -> Result {
        var steps = 0
        return sanitize(html, steps: &steps)
    }

    /// `sanitize(_:)`, adding to `steps` how many steps the tag scanner took (tests bound the work with it).
    static func sanitize(_ html: String, steps: inout Int) -> Result {
        let bytes = Array(html.utf8)
        var scanner = HTMLTagScanner(bytes)
        defer { steps += scanner.steps }
        var out: [UInt8] = []
        var removed: [String] = []
        while let byte = scanner.peek() {
            guard byte == UInt8(ascii: "<") else {
                out.append(byte)
                scanner.advance()
                continue
            }
            let start = scanner.position
            switch scanner.readMarkup() {
            case .text:
                out += Array("&lt;".utf8)
            case .comment(let closed):
                removed.append(closed ? "comment" : "unclosed comment")
            case .declaration:
                removed.append("<!…> or <?…?>")
            case .endTag(let name):
                if allowedTags.contains(name), !voidTags.contains(name) {
                    out += Array("</\(name)>".utf8)
                } else if droppedWithContent.contains(name), name != "script" {
                    removed.append("</\(name)>")
                    appendAsText(bytes[start..<scanner.position], to: &out)
                }
            case .startTag(let name, let attributes):
                if droppedWithContent.contains(name) {
                    removed.append("<\(name)>")
                    if scanner.skipPast(endTag: name) { continue }
                    if name == "script" {
                        scanner.skipToEnd()
                    } else {
                        appendAsText(bytes[start..<scanner.position], to: &out)
                    }
                } else if allowedTags.contains(name) {
                    out += Array(render(name, attributes, removed: &removed).utf8)
                } else {
                    removed.append("<\(name)>")
                }
            }
        }
        return Result(html: String(decoding: out, as: UTF8.self), removed: removed)
    }

    /// A tag's own text, shown as text: its `<` escaped (the rest of it then reads as text, however it goes on).
    private static func appendAsText(_ tag: ArraySlice<UInt8>, to out: inout [UInt8]) {
        for byte in tag {
            if byte == UInt8(ascii: "<") { out += Array("&lt;".utf8) } else { out.append(byte) }
        }
    }
}
