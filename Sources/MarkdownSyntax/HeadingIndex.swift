/// The headings of a document with their ids, computed before rendering so extractors can point at
/// sections; the renderer gives headings exactly these ids.
package struct HeadingIndex: Sendable, Hashable {
    package var headings: [RenderedHeading]
    /// The leading H1 the renderer leaves out (the template prints it), if any.
    package var omittedTitle: String?
    /// Start position of the omitted H1, so the renderer can recognize it.
    package var omittedPosition: SourcePosition?

    package init(_ document: MarkdownDocument, omitLeadingTitle: Bool) {
        var slugger = HeadingSlugger()
        var headings: [RenderedHeading] = []
        var omitted: SourcePosition?
        if omitLeadingTitle, let first = document.blocks.first(where: { $0.isHeading }), case .heading(1) = first.kind {
            omittedTitle = HeadingText.title(of: first)
            omitted = SourcePosition(first)
        }
        omittedPosition = omitted
        document.root.forEachDescendant(enteringChildren: \.holdsBlocks) { node in
            guard case .heading(let level) = node.kind, SourcePosition(node) != omitted else { return }
            let title = HeadingText.title(of: node)
            headings.append(
                RenderedHeading(
                    level: level, id: slugger.uniqueSlug(title), title: title, sourceURL: HeadingText.sourceURL(of: node),
                    line: node.range.startLine, column: node.range.startColumn))
        }
        self.headings = headings
    }
}

/// The start of a node in the source (1-based line and byte column), used as a key for render hooks.
package struct SourcePosition: Sendable, Hashable, Codable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package init(_ node: MarkdownNode) {
        self.init(line: node.range.startLine, column: node.range.startColumn)
    }
}

/// Ways the page model changes how particular blocks render: a color table drawn as swatches, a rule given an anchor.
package struct RenderHooks: Sendable, Hashable {
    /// An `id` and class added to a paragraph or list item.
    package struct Anchor: Sendable, Hashable {
        package var id: String
        package var className: String
        package init(id: String, className: String) {
            self.id = id
            self.className = className
        }
    }

    /// HTML that replaces the block starting at a position (a specification table → swatches).
    package var replacements: [SourcePosition: HTML] = [:]
    /// Anchors for the paragraphs or list items starting at a position (a rule's anchor).
    package var anchors: [SourcePosition: Anchor] = [:]
    /// HTML added after the block starting at a position (swatches of a listing recovered from a paragraph).
    package var after: [SourcePosition: HTML] = [:]

    package init() {}
}
