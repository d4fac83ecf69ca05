import Diagnostics

/// Bold and italic runs that Chinese, Japanese and Korean authors write without spaces, which CommonMark's flanking
/// rules leave as literal asterisks: `**使用系统颜色。**请通过名称取用。`, `これは**「重要なこと」**です。`,
/// `**마크다운(Markdown)**을`. cmark-gfm keeps such delimiters as text; this pass, run on the parsed tree, pairs them
/// as the proposed CommonMark amendment (commonmark-spec issue 650, pull request 839; markdown-cjk-friendly) does:
/// a delimiter run beside a CJK character or CJK punctuation may open or close where the standard rules say no.
///
/// Where it deviates from the proposal: it pairs only `*` and `**` (not `_`), only within one run of text (a
/// pair with a code span, link or line break between the delimiters stays as it is; a run whose source escapes
/// an asterisk, `\*` or `&#42;`, is left alone, as escaping is how an author says "not emphasis"), only when a CJK character
/// or CJK punctuation touches one of the four sides of the pair, and only delimiters cmark-gfm left unpaired: in
/// `**「引用」**后文，以及*「斜体」*` cmark pairs the second `*` of the first closer with the next opener, and that
/// stays as cmark made it. Text without CJK is never changed, so English emphasis renders exactly as cmark-gfm
/// does.
enum CJKEmphasis {
    /// Rewrites, in place, every run of text nodes in `node` and below that holds such a pair.
    static func apply(_ node: inout MarkdownNode, source: SourceText) {
        if node.children.contains(where: { if case .text(let text) = $0.kind { text.utf8.contains(0x2A) } else { false } }) {
            node.children = paired(node.children, source: source)
        }
        for index in node.children.indices where !node.children[index].children.isEmpty {
            apply(&node.children[index], source: source)
        }
    }

    /// Whether the source of a run writes an asterisk as a literal (`\*`, `&#42;`, `&ast;`): an author who escapes
    /// one has said what it is, so the run is left as cmark-gfm read it.
    static func escapesAnAsterisk(_ range: SourceRange, in source: SourceText) -> Bool {
        guard range.startLine >= 1, range.endLine <= source.lineCount, range.startLine <= range.endLine else { return true }
        for number in range.startLine...range.endLine {
            let line = source.line(number)
            if line.contains("\\*") { return true }
            let lowered = line.lowercased()
            if lowered.contains("&#42;") || lowered.contains("&ast;") || lowered.contains("&#x2a;") || lowered.contains("&midast;") {
                return true
            }
        }
        return false
    }

    /// `children` with each run of adjacent text nodes re-read for pairs.
    static func paired(_ children: [MarkdownNode], source: SourceText) -> [MarkdownNode] {
        var out: [MarkdownNode] = []
        var run: [MarkdownNode] = []
        func flush() {
            guard !run.isEmpty else { return }
            let text = run.map { if case .text(let t) = $0.kind { t } else { "" } }.joined()
            let range = SourceRange(
                startLine: run[0].range.startLine, startColumn: run[0].range.startColumn,
                endLine: run[run.count - 1].range.endLine, endColumn: run[run.count - 1].range.endColumn)
            let rebuilt = text.contains("*") && !escapesAnAsterisk(range, in: source) ? pieces(of: text, range: range) : nil
            out += rebuilt ?? run
            run = []
        }
        for child in children {
            if case .text = child.kind { run.append(child) } else { flush(); out.append(child) }
        }
        flush()
        return out
    }

    /// The text as text, strong and emphasis nodes, or nil when it holds no pair to make.
    static func pieces(of text: String, range: SourceRange) -> [MarkdownNode]? {
        let scalars = Array(text.unicodeScalars)
        var nodes: [MarkdownNode] = []
        var plainStart = 0
        var index = 0
        var changed = false
        func textNode(_ from: Int, _ to: Int) -> MarkdownNode? {
            from < to ? MarkdownNode(.text(String(String.UnicodeScalarView(scalars[from..<to]))), range: range) : nil
        }
        while index < scalars.count {
            guard scalars[index] == "*", let width = runWidth(scalars, at: index), width <= 2,
                let close = closer(scalars, opener: index, width: width)
            else {
                index += 1
                continue
            }
            if let before = textNode(plainStart, index) { nodes.append(before) }
            let inner = MarkdownNode(.text(String(String.UnicodeScalarView(scalars[(index + width)..<close]))), range: range)
            nodes.append(MarkdownNode(width == 2 ? .strong : .emphasis, range: range, children: [inner]))
            index = close + width
            plainStart = index
            changed = true
        }
        guard changed else { return nil }
        if let rest = textNode(plainStart, scalars.count) { nodes.append(rest) }
        return nodes
    }

    /// The width of the run of `*` starting at `index`, or nil when `index` is inside a longer run or the run is
    /// the start of a keycap emoji (`*️⃣`).
    static func runWidth(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        if index > 0, scalars[index - 1] == "*" { return nil }
        var end = index
        while end < scalars.count, scalars[end] == "*" { end += 1 }
        if end < scalars.count, scalars[end].value == 0xFE0F || scalars[end].value == 0x20E3 { return nil }
        return end - index
    }

    /// The start of the run of exactly `width` asterisks that closes the one at `opener`, when the pair has text
    /// inside, no space just inside either delimiter, and a CJK character or punctuation on one of its four sides.
    static func closer(_ scalars: [Unicode.Scalar], opener: Int, width: Int) -> Int? {
        let innerStart = opener + width
        guard innerStart < scalars.count, !isSpace(scalars[innerStart]) else { return nil }
        var index = innerStart + 1
        while index < scalars.count {
            if scalars[index] == "*" {
                guard runWidth(scalars, at: index) == width else { return nil }
                guard !isSpace(scalars[index - 1]) else { return nil }
                let sides = [
                    opener > 0 ? scalars[opener - 1] : nil, scalars[innerStart], scalars[index - 1],
                    index + width < scalars.count ? scalars[index + width] : nil,
                ]
                return sides.contains { $0.map(isCJK) ?? false } ? index : nil
            }
            index += 1
        }
        return nil
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    /// Han, kana, Hangul, and the punctuation and full-width forms used with them.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x318F, 0x31A0...0x31FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            true
        default: false
        }
    }
}
