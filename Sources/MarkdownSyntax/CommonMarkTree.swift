import CCmarkGFM
import Foundation

/// A page's parsed cmark-gfm tree, kept after `MarkdownParser.parseKeepingTree(_:source:)` so that the page's
/// Markdown copy can be written by cmark-gfm's own CommonMark renderer from the tree as the page was read, with
/// the copy's edits applied (`CommonMarkEdits`).
///
/// Whatever the edits, the copy is safe to hand on: a link or image to a scheme that never reaches the output
/// (`javascript:`) loses its destination, links to other pages point at their copies (`color.md`), and raw HTML
/// is shown as code (or kept sanitized when the site allows raw HTML). Not `Sendable`: it owns C memory that one
/// page's processing uses and frees.
package final class CommonMarkTree {
    private let document: OpaquePointer

    init(document: OpaquePointer) {
        self.document = document
    }

    deinit { cmark_node_free(document) }

    /// The page as CommonMark with `edits` applied. Renders once: the edits change the tree.
    package func render(_ edits: CommonMarkEdits) -> String {
        MarkdownParser.libraryLock.withLock { _ in
            apply(edits)
            guard let rendered = cmark_render_commonmark(document, CMARK_OPT_DEFAULT, 0) else { return "" }
            defer { free(rendered) }
            return String(cString: rendered)
        }
    }

    private struct Found {
        var replaced: [(OpaquePointer, String)] = []
        var followed: [(OpaquePointer, String)] = []
        var labelled: [(OpaquePointer, String)] = []
        var links: [OpaquePointer] = []
        var html: [OpaquePointer] = []
        /// Text with a `|` inside strikethrough inside a table cell (`Self.escapePipes`).
        var struckPipes: [OpaquePointer] = []
    }

    private func apply(_ edits: CommonMarkEdits) {
        // Find everything first: changing the tree while its iterator walks it is not allowed.
        var found = Found()
        var labelled = Set<SourcePosition>()
        var replaced = Set<SourcePosition>()
        guard let iterator = cmark_iter_new(document) else { return }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            switch type {
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE: found.links.append(node)
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE: found.html.append(node)
            case CMARK_NODE_TEXT where Self.isStruckPipeInCell(node): found.struckPipes.append(node)
            default: break
            }
            let position = SourcePosition(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
            // A list, its first item and that item's paragraph can start at one position: a label goes to the item or
            // paragraph, a replacement to the block that is not a container (a table, or a paragraph read as one).
            switch type {
            case CMARK_NODE_ITEM, CMARK_NODE_PARAGRAPH:
                if let label = edits.labels[position], labelled.insert(position).inserted { found.labelled.append((node, label)) }
            default:
                break
            }
            switch type {
            case CMARK_NODE_DOCUMENT, CMARK_NODE_LIST, CMARK_NODE_ITEM, CMARK_NODE_BLOCK_QUOTE:
                continue
            default:
                guard edits.replacements[position] != nil || edits.after[position] != nil, replaced.insert(position).inserted else {
                    continue
                }
                if let text = edits.replacements[position] { found.replaced.append((node, text)) }
                if let text = edits.after[position] { found.followed.append((node, text)) }
            }
        }
        cmark_iter_free(iterator)

        for (node, label) in found.labelled { prependLabel(label, to: node) }
        for node in found.links { rewriteDestination(of: node, toCopies: edits.linksToCopies) }
        for node in found.html { replaceHTML(node, allowed: edits.allowRawHTML) }
        for node in found.struckPipes { escapePipes(in: node) }
        for (node, text) in found.followed { cmark_node_insert_after(node, Self.literalBlock(text)) }
        for (node, text) in found.replaced {
            if !text.isEmpty { cmark_node_insert_before(node, Self.literalBlock(text)) }
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        if let title = edits.title {
            let first = cmark_node_first_child(document)
            let startsWithTitle =
                first.map { cmark_node_get_type($0) == CMARK_NODE_HEADING && cmark_node_get_heading_level($0) == 1 } ?? false
            if !startsWithTitle, let heading = cmark_node_new(CMARK_NODE_HEADING) {
                cmark_node_set_heading_level(heading, 1)
                cmark_node_append_child(heading, Self.text(title))
                cmark_node_prepend_child(document, heading)
            }
        }
    }

    /// Whether `node` is text holding a `|` inside strikethrough inside a table cell. cmark-gfm 0.29's writer escapes
    /// text for the nearest enclosing extension node, and strikethrough has no escaping of its own, so such a `|`
    /// would come out bare and end the cell (`| ~~a\|b~~ |` would gain a column).
    private static func isStruckPipeInCell(_ node: OpaquePointer) -> Bool {
        guard let literal = cmark_node_get_literal(node), strchr(literal, Int32(UInt8(ascii: "|"))) != nil else { return false }
        var struck = false
        var parent = cmark_node_parent(node)
        while let current = parent {
            let name = cmark_node_get_type_string(current).map { String(cString: $0) } ?? ""
            if name == "strikethrough" { struck = true }
            if name == "table_cell" { return struck }
            parent = cmark_node_parent(current)
        }
        return false
    }

    /// Splits the text at each `|`, writing each as `\|` (an inline HTML node's literal is written as it is).
    private func escapePipes(in node: OpaquePointer) {
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        for (index, piece) in literal.split(separator: "|", omittingEmptySubsequences: false).enumerated() {
            if index > 0, let pipe = cmark_node_new(CMARK_NODE_HTML_INLINE) {
                cmark_node_set_literal(pipe, "\\|")
                cmark_node_insert_before(node, pipe)
            }
            if !piece.isEmpty { cmark_node_insert_before(node, Self.text(String(piece))) }
        }
        cmark_node_unlink(node)
        cmark_node_free(node)
    }

    /// Markdown written as it is: an HTML block's literal is the one thing cmark's renderer copies unchanged.
    private static func literalBlock(_ markdown: String) -> OpaquePointer? {
        guard let node = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { return nil }
        cmark_node_set_literal(node, markdown.hasSuffix("\n") ? markdown : markdown + "\n")
        return node
    }

    private static func text(_ literal: String) -> OpaquePointer? {
        guard let node = cmark_node_new(CMARK_NODE_TEXT) else { return nil }
        cmark_node_set_literal(node, literal)
        return node
    }

    /// `**Must:** ` at the start of the paragraph, or of an item's first paragraph.
    private func prependLabel(_ label: String, to node: OpaquePointer) {
        var paragraph = node
        if cmark_node_get_type(node) == CMARK_NODE_ITEM {
            guard let first = cmark_node_first_child(node), cmark_node_get_type(first) == CMARK_NODE_PARAGRAPH else { return }
            paragraph = first
        }
        guard cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH, let strong = cmark_node_new(CMARK_NODE_STRONG) else { return }
        cmark_node_append_child(strong, Self.text(label))
        cmark_node_prepend_child(paragraph, Self.text(" "))
        cmark_node_prepend_child(paragraph, strong)
    }

    /// Unsafe destinations are dropped; links to other pages point at their Markdown copies or their HTML.
    private func rewriteDestination(of node: OpaquePointer, toCopies: Bool) {
        let raw = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
        let destination = LinkDestination(raw)
        switch destination {
        case .unsafe:
            cmark_node_set_url(node, "")
        case .relative(let path, let fragment) where destination.isPageLink:
            let target = String(path[..<path.lastIndex(of: ".")!]) + (toCopies ? ".md" : ".html") + (fragment.map { "#" + $0 } ?? "")
            cmark_node_set_url(node, target)
        default:
            break
        }
    }

    /// Whether `sanitized`, written back, is still read as one HTML block like `original`.
    static func keepsBlockShape(original: String, sanitized: String) -> Bool {
        func firstLine(_ text: String) -> Substring { text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "" }
        let body = sanitized.hasSuffix("\n") ? String(sanitized.dropLast()) : sanitized
        let hasBlankLine = body.split(separator: "\n", omittingEmptySubsequences: false).contains {
            $0.allSatisfy { $0 == " " || $0 == "\t" }
        }
        return firstLine(original) == firstLine(sanitized) && !hasBlankLine
    }

    /// Raw HTML as the page shows it: sanitized when allowed, else as code (a block) or text (inline).
    private func replaceHTML(_ node: OpaquePointer, allowed: Bool) {
        var literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        let isBlock = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
        if allowed {
            let sanitized = HTMLSanitizer.sanitize(literal).html
            // Kept only while it reads back as the same one HTML block: the first line as it was and no blank line
            // within (removing a tag can leave one, and what follows a blank line would be read as Markdown).
            guard isBlock, !Self.keepsBlockShape(original: literal, sanitized: sanitized) else {
                cmark_node_set_literal(node, sanitized)
                return
            }
            literal = sanitized
        }
        let replacement: OpaquePointer?
        if isBlock {
            replacement = cmark_node_new(CMARK_NODE_CODE_BLOCK)
            if let replacement {
                cmark_node_set_fence_info(replacement, "html")
                cmark_node_set_literal(replacement, literal)
            }
        } else {
            replacement = Self.text(literal)
        }
        guard let replacement else { return }
        cmark_node_insert_before(node, replacement)
        cmark_node_unlink(node)
        cmark_node_free(node)
    }
}
