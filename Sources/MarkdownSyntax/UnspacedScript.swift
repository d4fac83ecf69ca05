/// Scripts written without spaces between words (Chinese and Japanese): a line break inside their text is not a
/// word boundary, so the renderer drops it where a browser would show it as a space ("好看。 为了"). Korean is
/// written with spaces and keeps its breaks, as does a break with any other character on either side, and so do the
/// breaks of text that is not wrapped prose: short lines, such as a table a converter flattened to one value per
/// line, stay apart.
enum UnspacedScript {
    /// Whether a soft line break between `before` and `after` joins them with nothing.
    static func joins(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
        isUnspaced(before) && isUnspaced(after)
    }

    /// Lines shorter than this (in characters) are values or a list, not prose wrapped at a margin.
    static let shortestWrappedLine = 10

    /// Whether inline `children` are prose wrapped at a margin: more than one line, and every line but the last
    /// at least `shortestWrappedLine` characters long.
    static func isWrappedProse(_ children: [MarkdownNode]) -> Bool {
        var lengths = [0]
        for child in children {
            if case .softBreak = child.kind { lengths.append(0) } else { lengths[lengths.count - 1] += length(of: child) }
        }
        return lengths.count > 1 && lengths.dropLast().allSatisfy { $0 >= shortestWrappedLine }
    }

    static func length(of node: MarkdownNode) -> Int {
        switch node.kind {
        case .text(let text), .code(let text): text.unicodeScalars.count
        case .emphasis, .strong, .strikethrough, .link: node.children.reduce(0) { $0 + length(of: $1) }
        default: 0
        }
    }

    /// The first or last character an inline node shows: its text, or that of its first or last child (`**颜色**`).
    static func edge(of node: MarkdownNode, last: Bool) -> Unicode.Scalar? {
        var current = node
        while true {
            switch current.kind {
            case .text(let text), .code(let text):
                return last ? text.unicodeScalars.last : text.unicodeScalars.first
            case .emphasis, .strong, .strikethrough, .link:
                guard let next = last ? current.children.last : current.children.first else { return nil }
                current = next
            default:
                return nil
            }
        }
    }

    static func isUnspaced(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x303F,  // CJK symbols and punctuation: 。、「」
            0x3040...0x30FF,  // Hiragana and Katakana
            0x31F0...0x31FF,  // Katakana phonetic extensions
            0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
            0x4E00...0x9FFF,  // CJK Unified Ideographs
            0xF900...0xFAFF,  // CJK Compatibility Ideographs
            0xFF01...0xFF60,  // Fullwidth punctuation and letters: ，！（）
            0x20000...0x3134F:  // Ideograph extensions B–H
            true
        default:
            false
        }
    }
}
