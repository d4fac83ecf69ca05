import Diagnostics

extension RenderState {
    mutating func renderInline(_ node: MarkdownNode) {
        switch node.kind {
        case .text(let s):
            out += HTMLEscaping.text(s)
        case .softBreak:
            out += "\n"
        case .lineBreak:
            out += "<br>\n"
        case .code(let s):
            out += "<code>\(HTMLEscaping.text(s))</code>"
        case .htmlInline(let html):
            if options.allowRawHTML {
                out += sanitize(html, node)
            } else {
                noteRawHTML(node)
                out += HTMLEscaping.text(html)
            }
        case .emphasis:
            out += "<em>"; renderChildren(node); out += "</em>"
        case .strong:
            out += "<strong>"; renderChildren(node); out += "</strong>"
        case .strikethrough:
            out += "<del>"; renderChildren(node); out += "</del>"
        case .link(let destination, let title):
            renderLink(node, destination: destination, title: title)
        case .image(let sourceURL, let title):
            renderImage(node, source: sourceURL, title: title)
        default:
            renderChildren(node)
        }
    }

    mutating func renderLink(_ node: MarkdownNode, destination raw: String, title: String) {
        let destination = LinkDestination(raw)
        let loc = location(node)
        links.append(RenderedLink(destination: destination, raw: raw, isImage: false, line: loc.line, column: loc.column))
        guard let href = destination.outputHref, linkDepth == 0 else {
            if case .unsafe(let scheme) = destination {
                diagnostics.append(.warning("links.unsafe-scheme", "link with '\(scheme):' scheme removed; only its text is kept", at: loc))
            }
            renderChildren(node)
            return
        }
        let name = LinkName(of: node)
        var content = ""
        swap(&out, &content)
        linkDepth += 1
        renderChildren(node)
        linkDepth -= 1
        swap(&out, &content)
        var label: String?
        if name.isMissing {
            let fallback = LinkName.urlTail(raw)
            // A link that shows nothing gets the fallback as visible text, so it can be seen and named; one around
            // an image without alt text keeps the image and is named by `aria-label`.
            if content.contains("<img") { label = fallback } else { content += HTMLEscaping.text(fallback) }
            diagnostics.append(LinkName.noTextWarning(raw: raw, fallback: fallback, imageSources: LinkName.imageSources(in: node), at: loc))
        }
        out += "<a href=\"\(HTMLEscaping.href(href))\""
        if !title.isEmpty { out += " title=\"\(HTMLEscaping.attribute(title))\"" }
        if case .external = destination { out += " rel=\"noopener\"" }
        if let label { out += " aria-label=\"\(HTMLEscaping.attribute(label))\"" }
        out += ">"
        out += content
        out += "</a>"
    }

    mutating func renderImage(_ node: MarkdownNode, source raw: String, title: String) {
        let destination = LinkDestination(raw)
        let loc = location(node)
        links.append(RenderedLink(destination: destination, raw: raw, isImage: true, line: loc.line, column: loc.column))
        let alt = node.plainText
        guard let src = destination.outputHref else {
            if case .unsafe(let scheme) = destination {
                diagnostics.append(
                    .warning("links.unsafe-scheme", "image with '\(scheme):' source removed; its description is kept", at: loc))
            }
            out += HTMLEscaping.text(alt)
            return
        }
        if case .external(let url) = destination, !url.lowercased().hasPrefix("data:") {
            // Pages never make network requests, so a remote image becomes a link to it.
            remoteImageCount += 1
            if remoteImageLocation == nil { remoteImageLocation = loc }
            // Inside a link it becomes its alt text instead: a link inside a link would end the outer one and
            // leave it empty.
            if linkDepth > 0 {
                out += HTMLEscaping.text(alt)
                return
            }
            out +=
                "<a class=\"remote-image\" href=\"\(HTMLEscaping.href(src))\" rel=\"noopener\">Image: \(HTMLEscaping.text(alt.isEmpty ? src : alt))</a>"
            return
        }
        out += "<img src=\"\(HTMLEscaping.href(src))\" alt=\"\(HTMLEscaping.attribute(alt))\" loading=\"lazy\""
        if !title.isEmpty { out += " title=\"\(HTMLEscaping.attribute(title))\"" }
        out += ">"
    }
}
