extension MarkdownNode {
    /// The node's text with all markup removed, breaks turned into spaces.
    package var plainText: String {
        var out = ""
        appendPlainText(to: &out)
        return out
    }

    private func appendPlainText(to out: inout String) {
        var stack: [MarkdownNode] = [self]
        while let node = stack.popLast() {
            switch node.kind {
            case .text(let s), .code(let s): out += s
            case .softBreak, .lineBreak: out += " "
            case .codeBlock(_, let literal): out += literal
            default: break
            }
            if !node.children.isEmpty {
                // Separate table cells and blocks with spaces so words do not run together.
                if case .tableCell = node.kind, !out.isEmpty, out.last != " " { out += " " }
                stack.append(contentsOf: node.children.reversed())
            }
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

    /// The only child when a node wraps exactly one inline (a heading that is just a link, say).
    package var soleChild: MarkdownNode? {
        children.count == 1 ? children[0] : nil
    }
}
