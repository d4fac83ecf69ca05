/// Cleans raw HTML (from `unsafe_html: true` pages) against an allowlist of tags and attributes, so that
/// no script, event handler, dangerous URL or page-wide element (`<base>`, `<meta>`, `<form>`) gets through.
///
/// Works on one fragment at a time (cmark hands inline HTML over tag by tag), so it keeps no state between
/// calls: every tag is judged alone, text is kept, and a tag left open at the end of a fragment is shown as text.
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
    /// Tags whose content is not text to show: dropped with everything up to their end tag.
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
        var scanner = HTMLTagScanner(Array(html.utf8))
        defer { steps += scanner.steps }
        var out: [UInt8] = []
        var removed: [String] = []
        while let byte = scanner.peek() {
            guard byte == UInt8(ascii: "<") else {
                out.append(byte)
                scanner.advance()
                continue
            }
            switch scanner.readMarkup() {
            case .text:
                out += Array("&lt;".utf8)
            case .comment(let closed):
                removed.append(closed ? "comment" : "unclosed comment")
            case .declaration:
                removed.append("<!…> or <?…?>")
            case .endTag(let name):
                if allowedTags.contains(name), !voidTags.contains(name) { out += Array("</\(name)>".utf8) }
            case .startTag(let name, let attributes):
                if droppedWithContent.contains(name) {
                    removed.append("<\(name)>")
                    scanner.skipPast(endTag: name)
                } else if allowedTags.contains(name) {
                    out += Array(render(name, attributes, removed: &removed).utf8)
                } else {
                    removed.append("<\(name)>")
                }
            }
        }
        return Result(html: String(decoding: out, as: UTF8.self), removed: removed)
    }

    private static func render(_ name: String, _ attributes: [(name: String, value: String?)], removed: inout [String]) -> String {
        var result = "<" + name
        var seen: Set<String> = []
        for (attribute, rawValue) in attributes where seen.insert(attribute).inserted {
            let value = rawValue.map(HTMLEntityDecoder.decode)
            if let element = urlAttributes[attribute] {
                guard element == name, let value else {
                    removed.append("\(attribute) attribute")
                    continue
                }
                if let scheme = unsafeScheme(value) {
                    removed.append("\(scheme): URL")
                    continue
                }
            } else if !allowedAttributes.contains(attribute), !attribute.hasPrefix("aria-") {
                removed.append("\(attribute) attribute")
                continue
            }
            result += " " + attribute
            if let value { result += "=\"" + HTMLEscaping.attribute(value) + "\"" }
        }
        return result + ">"
    }

    /// The scheme of a URL that is not http, https, mailto or relative; nil when the URL may stay.
    static func unsafeScheme(_ url: String) -> String? {
        switch LinkDestination(url) {
        case .fragment, .relative: return nil
        case .unsafe(let scheme): return scheme
        case .external:
            let squeezed = String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
            let lower = squeezed.lowercased()
            if lower.hasPrefix("//") { return nil }
            for allowed in ["http:", "https:", "mailto:"] where lower.hasPrefix(allowed) { return nil }
            return lower.split(separator: ":").first.map(String.init) ?? "unknown"
        }
    }
}
