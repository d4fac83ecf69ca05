/// Plain text of rendered body HTML, cut at headings that carry an id (H2–H6), for search sections and snippets.
enum SearchHTMLText {
    /// Section 0 is the text before the first heading, titled `firstTitle`; each heading with an id starts a section.
    static func sections(of html: String, firstTitle: String) -> [SearchDocument.Section] {
        var sections = [SearchDocument.Section(anchor: nil, title: firstTitle, text: "")]
        var text = ""
        var headingText: String?
        var headingId: String?
        var skipDepth = 0  // inside <a class="heading-anchor">, whose "#" is not content
        let scalars = Array(html.unicodeScalars)
        var i = 0
        func appendText(_ s: String) {
            if skipDepth > 0 { return }
            if headingText != nil { headingText! += s } else { text += s }
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == "<" {
                var j = i + 1
                while j < scalars.count, scalars[j] != ">" { j += 1 }
                let tag = String(String.UnicodeScalarView(scalars[(i + 1)..<min(j, scalars.count)]))
                i = j + 1
                let lower = tag.lowercased()
                let name = String(lower.prefix { $0.isLetter || $0.isNumber || $0 == "/" })
                if ["h2", "h3", "h4", "h5", "h6"].contains(name), let id = attribute("id", in: tag) {
                    sections[sections.count - 1].text = collapse(text)
                    text = ""
                    headingText = ""
                    headingId = id
                } else if ["/h2", "/h3", "/h4", "/h5", "/h6"].contains(name), let title = headingText {
                    sections.append(.init(anchor: headingId, title: collapse(title), text: ""))
                    headingText = nil
                    headingId = nil
                } else if name == "a", attribute("class", in: tag)?.split(separator: " ").contains("heading-anchor") == true {
                    skipDepth += 1
                } else if name == "/a", skipDepth > 0 {
                    skipDepth -= 1
                } else if ["p", "/p", "li", "/li", "br", "td", "th", "/td", "/th", "tr", "/tr", "div", "/div", "pre", "/pre"]
                    .contains(name) || name.hasPrefix("h") || name.hasPrefix("/h")
                {
                    appendText(" ")
                }
                continue
            }
            if c == "&" {
                var j = i + 1
                while j < scalars.count, j - i < 12, scalars[j] != ";" { j += 1 }
                if j < scalars.count, scalars[j] == ";" {
                    let entity = String(String.UnicodeScalarView(scalars[(i + 1)..<j]))
                    if let decoded = decode(entity) {
                        appendText(decoded)
                        i = j + 1
                        continue
                    }
                }
            }
            appendText(String(c))
            i += 1
        }
        sections[sections.count - 1].text = collapse(text)
        return sections
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let range = tag.range(of: " \(name)=\"") else { return nil }
        let rest = tag[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return sectionsDecoded(String(rest[..<end]))
    }

    static func sectionsDecoded(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "&")) else { return s }
        return s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static func decode(_ entity: String) -> String? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case "nbsp": return " "
        default:
            if entity.hasPrefix("#x") || entity.hasPrefix("#X"), let v = UInt32(entity.dropFirst(2), radix: 16),
                let s = Unicode.Scalar(v)
            {
                return String(s)
            }
            if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()), let s = Unicode.Scalar(v) { return String(s) }
            return nil
        }
    }

    static func collapse(_ s: String) -> String {
        s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }
}
