import CCmarkGFM
import Diagnostics
import Foundation
import Synchronization

/// Parses Markdown with cmark-gfm (table, strikethrough, autolink, tagfilter, tasklist) into a value tree.
///
/// This file and `CommonMarkTree` (which writes a page's Markdown copy) are the only ones that call into
/// libcmark-gfm. The conversion walks cmark's iterator
/// with an explicit stack, so a deeply nested page cannot overflow the thread's stack; subtrees
/// nested deeper than `maximumDepth` are flattened into their text and reported.
package struct MarkdownParser: Sendable {
    package var maximumDepth: Int

    package init(maximumDepth: Int = 100) {
        self.maximumDepth = maximumDepth
    }

    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// Held while cmark-gfm parses. The library keeps state that every parser of the process shares: its extensions
    /// add their special inline characters (`~`, `|`, `:`, `w`…) to one global table before each parse's inlines
    /// and remove them after, and it registers its extensions on first use without a lock. Two pages parsed at once
    /// in one process (the in-process mode, the tests) could lose each other's strikethrough, autolinks or tables,
    /// or trip an assertion (`ConcurrentParsingTests`). Worker processes parse one page at a time each; converting
    /// the finished tree reads only that document, so it runs outside the lock.
    static let libraryLock = Mutex(())
    /// Test hook, true in debug builds only: the parser "cannot be created" for a page containing the text of
    /// `PRECEPT_TEST_PARSER_FAIL_ON`, as when memory runs out, so that the diagnostic can be tested.
    private static func failsOnPurpose(_ text: String) -> Bool {
        #if DEBUG
            guard let marker = failMarker, !marker.isEmpty else { return false }
            return text.contains(marker)
        #else
            return false
        #endif
    }
    #if DEBUG
        private static let failMarker = ProcessInfo.processInfo.environment["PRECEPT_TEST_PARSER_FAIL_ON"]
    #endif
    /// cmark-gfm fails this way only when it cannot allocate memory.
    private static let parserNote = "an environment problem (out of memory); free some memory and run the build again"

    /// Parses `text`; `source` supplies the path and line table for diagnostics.
    package func parse(_ text: String, source: SourceText) -> MarkdownDocument {
        parse(text, source: source, keepingTree: false).document
    }

    /// `parse(_:source:)`, and cmark-gfm's tree of the text for writing the page's Markdown copy (nil when the
    /// parser failed).
    package func parseKeepingTree(_ text: String, source: SourceText) -> (document: MarkdownDocument, tree: CommonMarkTree?) {
        parse(text, source: source, keepingTree: true)
    }

    private func parse(_ text: String, source: SourceText, keepingTree: Bool) -> (document: MarkdownDocument, tree: CommonMarkTree?) {
        // No CMARK_OPT_VALIDATE_UTF8: a Swift string is valid UTF-8, which that option copies unchanged, and cmark
        // replaces NUL bytes as it reads lines whether or not the option is set.
        let parsed: OpaquePointer?? = Self.libraryLock.withLock { _ in
            cmark_gfm_core_extensions_ensure_registered()
            guard !Self.failsOnPurpose(text), let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return .none }
            defer { cmark_parser_free(parser) }
            for name in Self.extensionNames {
                if let ext = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, ext)
                }
            }
            var text = text
            text.withUTF8 { buffer in
                buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                    cmark_parser_feed(parser, pointer, buffer.count)
                }
            }
            return .some(cmark_parser_finish(parser))
        }
        guard case .some(let finished) = parsed else { return (Self.failure("could not create the Markdown parser", source), nil) }
        guard let document = finished else { return (Self.failure("the Markdown parser returned no document", source), nil) }
        // The tree frees the document when it goes; without one, it is freed here.
        let tree = keepingTree ? CommonMarkTree(document: document) : nil
        defer { if tree == nil { cmark_node_free(document) } }
        var converted = convert(document, source: source)
        CJKEmphasis.apply(&converted.root, source: source)
        return (converted, tree)
    }

    /// An empty document with a `markdown.parser` error at the page's start.
    private static func failure(_ message: String, _ source: SourceText) -> MarkdownDocument {
        MarkdownDocument(
            root: MarkdownNode(.document, range: SourceRange(startLine: 1, startColumn: 1, endLine: 1, endColumn: 1)),
            diagnostics: [.error("markdown.parser", message, at: source.location(line: 1, byteColumn: 1), notes: [parserNote])])
    }

    private func convert(_ document: OpaquePointer, source: SourceText) -> MarkdownDocument {
        var diagnostics: [Diagnostic] = []
        var stack: [MarkdownNode] = []
        var finished: MarkdownNode?
        guard let iterator = cmark_iter_new(document) else {
            return MarkdownDocument(root: MarkdownNode(.document, range: range(of: document)), diagnostics: diagnostics)
        }
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            if event == CMARK_EVENT_ENTER {
                let value = MarkdownNode(kind(of: node), range: range(of: node))
                if Self.isLeaf(node) {
                    stack[stack.count - 1].children.append(value)
                } else if stack.count >= maximumDepth {
                    let r = value.range
                    diagnostics.append(
                        .warning(
                            "markdown.too-deep",
                            "content nested more than \(maximumDepth) levels deep was flattened into plain text",
                            at: source.location(line: max(1, r.startLine), byteColumn: max(1, r.startColumn))))
                    stack[stack.count - 1].children.append(
                        MarkdownNode(.paragraph, range: r, children: [MarkdownNode(.text(Self.literalText(of: node)), range: r)]))
                    cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT)
                } else {
                    stack.append(value)
                }
            } else if event == CMARK_EVENT_EXIT {
                guard let done = stack.popLast() else { continue }
                if stack.isEmpty {
                    finished = done
                } else {
                    stack[stack.count - 1].children.append(done)
                }
            }
        }
        let root = finished ?? MarkdownNode(.document, range: range(of: document))
        return MarkdownDocument(root: root, diagnostics: diagnostics)
    }

    private static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
            CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            true
        default:
            false
        }
    }

    /// All literal text under `node`, collected with a fresh iterator (no recursion).
    private static func literalText(of node: OpaquePointer) -> String {
        guard let iterator = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iterator) }
        var out = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let current = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(current) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                out += string(cmark_node_get_literal(current))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_PARAGRAPH:
                if !out.isEmpty, out.last != " " { out += " " }
            default:
                break
            }
        }
        return out
    }

    private func range(of node: OpaquePointer) -> SourceRange {
        SourceRange(
            startLine: Int(cmark_node_get_start_line(node)), startColumn: Int(cmark_node_get_start_column(node)),
            endLine: Int(cmark_node_get_end_line(node)), endColumn: Int(cmark_node_get_end_column(node)))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private func kind(of node: OpaquePointer) -> MarkdownKind {
        let s = Self.string
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            if s(cmark_node_get_type_string(node)) == "tasklist" {
                return .item(checked: cmark_gfm_extensions_get_tasklist_item_checked(node))
            }
            return .item(checked: nil)
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(info: s(cmark_node_get_fence_info(node)), literal: s(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(s(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(s(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(s(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(s(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link(destination: s(cmark_node_get_url(node)), title: s(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE: return .image(source: s(cmark_node_get_url(node)), title: s(cmark_node_get_title(node)))
        default:
            return extensionKind(of: node)
        }
    }

    private func extensionKind(of node: OpaquePointer) -> MarkdownKind {
        let name = Self.string(cmark_node_get_type_string(node))
        switch name {
        case "table":
            let count = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [TableAlignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for i in 0..<count {
                    switch UInt8(raw[i]) {
                    case UInt8(ascii: "l"): alignments.append(.left)
                    case UInt8(ascii: "c"): alignments.append(.center)
                    case UInt8(ascii: "r"): alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            return .table(alignments: alignments)
        case "table_header": return .tableRow(isHeader: true)
        case "table_row": return .tableRow(isHeader: false)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        default: return .other(name)
        }
    }
}
