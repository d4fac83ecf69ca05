import Diagnostics

/// The mutable state of one render pass; lives only inside `HTMLRenderer.render`.
struct RenderState {
    let options: HTMLRenderer.Options
    let source: SourceText
    var out = ""
    var headings: [RenderedHeading] = []
    var links: [RenderedLink] = []
    var diagnostics: [Diagnostic] = []
    var omittedTitle: String?
    var slugger = HeadingSlugger()
    var lastHeadingTitle: String?
    var tableCount = 0
    var rawHTMLCount = 0
    var rawHTMLLocation: SourceLocation?
    var remoteImageCount = 0
    var remoteImageLocation: SourceLocation?
    /// How many links the renderer is inside; HTML forbids a link inside a link, so nested ones lose their `<a>`.
    var linkDepth = 0

    var sanitizedCount = 0
    var sanitizedLocation: SourceLocation?
    var sanitizedItems: [String] = []

    let plannedHeadings: [RenderedHeading]
    let hooks: RenderHooks

    init(options: HTMLRenderer.Options, source: SourceText, plannedHeadings: [RenderedHeading], hooks: RenderHooks) {
        self.options = options
        self.source = source
        self.plannedHeadings = plannedHeadings
        self.hooks = hooks
    }

    /// The `id` and `class` attributes a hook asks for on this block, as HTML.
    func anchorAttributes(_ node: MarkdownNode) -> String {
        guard let anchor = hooks.anchors[SourcePosition(node)] else { return "" }
        return " id=\"\(HTMLEscaping.attribute(anchor.id))\" class=\"\(HTMLEscaping.attribute(anchor.className))\""
    }

    func location(_ node: MarkdownNode) -> SourceLocation {
        source.location(line: max(1, node.range.startLine), byteColumn: max(1, node.range.startColumn))
    }

    mutating func renderChildren(_ node: MarkdownNode, tight: Bool = false) {
        let children = node.children
        // Measured at the first break between two unspaced letters: most paragraphs have none.
        var wrappedProse: Bool?
        for (index, child) in children.enumerated() {
            if child.kind.isBlock {
                renderBlock(child, tight: tight)
            } else if case .softBreak = child.kind, index > 0, index + 1 < children.count,
                let last = UnspacedScript.edge(of: children[index - 1], last: true),
                let first = UnspacedScript.edge(of: children[index + 1], last: false),
                UnspacedScript.joins(last, first)
            {
                if wrappedProse == nil { wrappedProse = UnspacedScript.isWrappedProse(children) }
                // A line break inside Chinese or Japanese text, which a browser would show as a space, is left out.
                if wrappedProse != true { renderInline(child) }
            } else {
                renderInline(child)
            }
        }
    }

    mutating func renderBlock(_ node: MarkdownNode, tight: Bool) {
        let position = SourcePosition(node)
        if let replacement = hooks.replacements[position] {
            out += replacement.markup
            return
        }
        defer { if let after = hooks.after[position] { out += after.markup } }
        switch node.kind {
        case .document:
            renderChildren(node)
        case .paragraph:
            if tight {
                renderChildren(node)
            } else {
                out += "<p\(anchorAttributes(node))>"; renderChildren(node); out += "</p>\n"
            }
        case .heading(let level):
            renderHeading(node, level: level)
        case .blockQuote:
            out += "<blockquote>\n"; renderChildren(node); out += "</blockquote>\n"
        case .list(let ordered, let start, let isTight):
            let tag = ordered ? "ol" : "ul"
            let hasTasks = node.children.contains {
                if case .item(.some) = $0.kind { return true }; return false
            }
            out += "<\(tag)"
            if ordered, start != 1 { out += " start=\"\(start)\"" }
            if hasTasks { out += " class=\"task-list\"" }
            out += ">\n"
            for item in node.children { renderItem(item, tight: isTight) }
            out += "</\(tag)>\n"
        case .item:
            renderItem(node, tight: tight)
        case .codeBlock(let info, let literal):
            let language = info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" }).first.map(String.init) ?? ""
            // Focusable so a code block that scrolls sideways can be scrolled from the keyboard.
            out += "<pre tabindex=\"0\"><code"
            if !language.isEmpty { out += " class=\"language-\(HTMLEscaping.attribute(language))\"" }
            out += ">\(HTMLEscaping.text(literal))</code></pre>\n"
        case .htmlBlock(let html):
            if options.allowRawHTML {
                out += sanitize(html, node)
            } else {
                noteRawHTML(node)
                out += "<pre class=\"raw-html\"><code>\(HTMLEscaping.text(html))</code></pre>\n"
            }
        case .thematicBreak:
            out += "<hr>\n"
        case .table(let alignments):
            renderTable(node, alignments: alignments)
        case .tableRow, .tableCell:
            renderChildren(node)
        default:
            renderInline(node)
        }
    }

    mutating func renderItem(_ node: MarkdownNode, tight: Bool) {
        if case .item(let checked?) = node.kind {
            out +=
                "<li class=\"task\"><input type=\"checkbox\" disabled\(checked ? " checked" : "") aria-label=\"\(checked ? "done" : "to do")\"> "
        } else {
            out += "<li\(anchorAttributes(node))>"
        }
        renderChildren(node, tight: tight)
        out += "</li>\n"
    }

    mutating func renderHeading(_ node: MarkdownNode, level: Int) {
        // Ids come from the heading index so extractors and the renderer agree on them; so do the title and source
        // link when the planned heading is this one.
        let planned = headings.count < plannedHeadings.count ? plannedHeadings[headings.count] : nil
        let title: String
        let sourceURL: String?
        if let planned, planned.line == node.range.startLine, planned.column == node.range.startColumn {
            (title, sourceURL) = (planned.title, planned.sourceURL)
        } else {
            (title, sourceURL) = (HeadingText.title(of: node), HeadingText.sourceURL(of: node))
        }
        let id = planned?.id ?? slugger.uniqueSlug(title)
        let loc = location(node)
        headings.append(RenderedHeading(level: level, id: id, title: title, sourceURL: sourceURL, line: loc.line, column: loc.column))
        lastHeadingTitle = title
        out += "<h\(level) id=\"\(HTMLEscaping.attribute(id))\">"
        renderChildren(node)
        out +=
            " <a class=\"heading-anchor\" href=\"#\(HTMLEscaping.href(id))\" aria-label=\"Link to section: \(HTMLEscaping.attribute(title))\">#</a></h\(level)>\n"
    }

    mutating func renderTable(_ node: MarkdownNode, alignments: [TableAlignment]) {
        tableCount += 1
        let label = lastHeadingTitle.map { "Table: \($0)" } ?? "Table \(tableCount)"
        out += "<div class=\"table-scroll\" role=\"region\" aria-label=\"\(HTMLEscaping.attribute(label))\" tabindex=\"0\">\n<table>\n"
        var inBody = false
        for row in node.children {
            guard case .tableRow(let isHeader) = row.kind else { continue }
            if isHeader {
                out += "<thead>\n"
            } else if !inBody {
                out += "<tbody>\n"; inBody = true
            }
            out += "<tr>\n"
            for (index, cell) in row.children.enumerated() {
                let tag = isHeader ? "th" : "td"
                out += "<\(tag)"
                if isHeader { out += " scope=\"col\"" }
                if index < alignments.count, alignments[index] != .none {
                    out += " style=\"text-align: \(alignments[index].rawValue)\""
                }
                out += ">"
                renderChildren(cell)
                out += "</\(tag)>\n"
            }
            out += "</tr>\n"
            if isHeader { out += "</thead>\n" }
        }
        if inBody { out += "</tbody>\n" }
        out += "</table>\n</div>\n"
    }

    mutating func noteRawHTML(_ node: MarkdownNode) {
        rawHTMLCount += 1
        if rawHTMLLocation == nil { rawHTMLLocation = location(node) }
    }

    /// Raw HTML through the allowlist, noting what was removed for the page's `markdown.html-sanitized` warning.
    mutating func sanitize(_ html: String, _ node: MarkdownNode) -> String {
        let result = HTMLSanitizer.sanitize(html)
        if !result.removed.isEmpty {
            sanitizedCount += result.removed.count
            if sanitizedLocation == nil { sanitizedLocation = location(node) }
            for item in result.removed where !sanitizedItems.contains(item) { sanitizedItems.append(item) }
        }
        return result.html
    }
}

extension String {
    func replacingCaseInsensitive(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var out = ""
        var rest = Substring(self)
        while let range = rest.range(of: target, options: .caseInsensitive) {
            out += rest[..<range.lowerBound]
            out += replacement
            rest = rest[range.upperBound...]
        }
        out += rest
        return out
    }
}
