extension MarkdownNode {
    /// The node's text with all markup removed, breaks turned into spaces.
    package var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        forEachDescendant(enteringChildren: { _ in true }) { node in
            appendOwnText(of: node, to: &out)
            // Separate table cells and blocks with spaces so words do not run together.
            if !node.children.isEmpty, case .tableCell = node.kind, !out.isEmpty, out.last != " " { out += " " }
        }
    }

    private func appendOwnText(of node: MarkdownNode, to out: inout String) {
        switch node.kind {
        case .text(let s), .code(let s): out += s
        case .softBreak, .lineBreak: out += " "
        case .codeBlock(_, let literal): out += literal
        default: break
        }
    }

    /// Visits this node and every descendant in document order, without recursion (trees can be deep).
    package func forEachDescendant(_ body: (MarkdownNode, _ depth: Int) -> Void) {
        var stack: [(MarkdownNode, Int)] = [(self, 0)]
        while let (node, depth) = stack.popLast() {
            body(node, depth)
            for child in node.children.reversed() {
                stack.append((child, depth + 1))
            }
        }
    }

    /// Visits this node and, in document order, every descendant reached through nodes `entersChildren`
    /// accepts, without recursion and without copying the nodes onto a stack.
    package func forEachDescendant(enteringChildren entersChildren: (MarkdownNode) -> Bool, _ body: (MarkdownNode) -> Void) {
        body(self)
        guard entersChildren(self), !children.isEmpty else { return }
        var stack: [(children: [MarkdownNode], next: Int)] = [(children, 0)]
        while let (siblings, next) = stack.last {
            guard next < siblings.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next = next + 1
            let node = siblings[next]
            body(node)
            if entersChildren(node), !node.children.isEmpty { stack.append((node.children, 0)) }
        }
    }

    /// Whether the node can hold block nodes (headings, list items): the document, quotes, lists, items and
    /// unmodelled nodes such as footnotes. Paragraphs, headings and tables hold inlines only.
    package var holdsBlocks: Bool {
        switch kind {
        case .document, .blockQuote, .list, .item, .other: true
        default: false
        }
    }

    /// The only child when a node wraps exactly one inline (a heading that is just a link, say).
    package var soleChild: MarkdownNode? {
        children.count == 1 ? children[0] : nil
    }
}
