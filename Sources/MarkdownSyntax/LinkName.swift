import Diagnostics
import Foundation

/// What a Markdown link gives a screen reader to call it: its own text, else the alt text of its images, else
/// (for a link with neither) the last part of its URL.
struct LinkName: Equatable {
    /// The link's own text (text and code spans, outside images), whitespace trimmed.
    var ownText: String
    /// The alt text of the images inside the link, whitespace trimmed.
    var imageAlt: String
    /// True when the link holds inline HTML, whose text or attributes may name it; it is then never renamed.
    var hasInlineHTML: Bool

    init(of link: MarkdownNode) {
        var own = ""
        var alt = ""
        var html = false
        link.forEachDescendant(enteringChildren: { node in
            if case .image = node.kind { return false }
            return true
        }) { node in
            switch node.kind {
            case .text(let s), .code(let s): own += s
            case .softBreak, .lineBreak: own += " "
            case .htmlInline: html = true
            case .image: alt += (alt.isEmpty ? "" : " ") + node.plainText
            default: break
            }
        }
        ownText = own.trimmingCharacters(in: .whitespacesAndNewlines)
        imageAlt = alt.trimmingCharacters(in: .whitespacesAndNewlines)
        hasInlineHTML = html
    }

    /// True when nothing inside the link names it, so the renderer has to (and warns).
    var isMissing: Bool { ownText.isEmpty && imageAlt.isEmpty && !hasInlineHTML }

    /// The last part of a URL, as a name for a link that has nothing else: the last path component
    /// (`…/wwdc2025/219` → `219`, `../foundations/color.md` → `color`, `https://example.com/` → `example.com`),
    /// else the fragment (`#intro` → `intro`), else the URL itself, else `link`; percent escapes decoded.
    static func urlTail(_ raw: String) -> String {
        let url = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        var rest = Substring(url)
        var fragment = Substring("")
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        if let query = rest.firstIndex(of: "?") { rest = rest[..<query] }
        if let colon = rest.firstIndex(of: ":"), rest[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            rest = rest[rest.index(after: colon)...]
        }
        while rest.hasPrefix("/") { rest = rest.dropFirst() }
        while rest.hasSuffix("/") { rest = rest.dropLast() }
        var tail = rest.split(separator: "/").last.map(String.init) ?? ""
        for suffix in [".md", ".markdown"] where tail.lowercased().hasSuffix(suffix) && tail.count > suffix.count {
            tail.removeLast(suffix.count)
        }
        if tail.isEmpty { tail = String(fragment) }
        if tail.isEmpty { tail = url }
        tail = tail.removingPercentEncoding ?? tail
        return tail.isEmpty ? "link" : tail
    }

    /// The `links.no-text` warning for a link that had to be named `fallback`, with the fix spelled out.
    static func noTextWarning(raw: String, fallback: String, imageSources: [String], at location: SourceLocation) -> Diagnostic {
        var notes = ["give the link text that says where it leads: [Title of the page](\(raw))"]
        if let image = imageSources.first { notes.append("or describe its image in alt text: [![Title of the page](\(image))](\(raw))") }
        return .warning(
            "links.no-text", "link to '\(raw)' has no text; it is named '\(fallback)' after the last part of its URL", at: location,
            notes: notes)
    }

    /// The sources of the images inside a link, in order.
    static func imageSources(in link: MarkdownNode) -> [String] {
        var sources: [String] = []
        link.forEachDescendant(enteringChildren: { _ in true }) { node in
            if case .image(let source, _) = node.kind { sources.append(source) }
        }
        return sources
    }
}
