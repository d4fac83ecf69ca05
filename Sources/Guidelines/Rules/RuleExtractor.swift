import MarkdownSyntax

/// Finds a page's rules: every item of a list under a rules heading (Rules, Pitfalls, Do, Don't…), and every
/// HIG-style paragraph or list item that starts with a bold lead sentence.
package struct RuleExtractor: Sendable {
    package static let defaultHeadings: Set<String> = [
        "rules", "pitfalls", "do", "dos", "do's", "don't", "don'ts", "dont", "do not", "规则", "注意事项",
    ]

    package var pageId: String
    /// Lower-cased heading texts whose lists are rules.
    package var ruleHeadings: Set<String>

    package init(pageId: String, ruleHeadings: Set<String> = RuleExtractor.defaultHeadings) {
        self.pageId = pageId
        self.ruleHeadings = ruleHeadings
    }

    package func extract(from root: MarkdownNode, headings: HeadingIndex) -> [Rule] {
        let headingAt = Dictionary(
            headings.headings.map { (SourcePosition(line: $0.line, column: $0.column), $0) },
            uniquingKeysWith: { first, _ in first })
        var rules: [Rule] = []
        var slugger = HeadingSlugger()
        var section: RenderedHeading?
        var underRuleHeading = false

        func add(_ node: MarkdownNode, lead: String, body: String) {
            let lead = PageContentExtractor.collapse(lead).trimmingCharacters(in: [" "])
            guard !lead.isEmpty else { return }
            let slug = slugger.uniqueSlug(String(lead.prefix(80)))
            let kind = RuleKindClassifier.kind(lead: lead, heading: section?.title)
            let body = PageContentExtractor.collapse(body).trimmingCharacters(in: [" "])
            rules.append(
                Rule(
                    id: pageId + "/" + slug, anchor: "rule-" + slug, lead: lead, body: body, kind: kind,
                    section: section?.title, sectionAnchor: section?.id, textHash: Self.hash(lead + "\u{1F}" + body),
                    line: node.range.startLine, column: node.range.startColumn))
        }

        for block in root.children {
            switch block.kind {
            case .heading(let level):
                if let heading = headingAt[SourcePosition(block)], level >= 2, level <= 3 { section = heading }
                let title = FoundationSearch.replacing("’", with: "'", in: HeadingText.title(of: block).lowercased())
                underRuleHeading = ruleHeadings.contains(title)
            case .paragraph:
                if let (lead, body) = Self.boldLead(block) { add(block, lead: lead, body: body) }
            case .list:
                for item in block.children {
                    guard let first = item.children.first, case .paragraph = first.kind else { continue }
                    if let (lead, body) = Self.boldLead(first) {
                        add(item, lead: lead + "", body: body + Self.restText(of: item))
                    } else if underRuleHeading {
                        let (lead, body) = Self.firstSentence(first.plainText)
                        add(item, lead: lead, body: body + Self.restText(of: item))
                    }
                }
            default:
                continue
            }
        }
        return rules
    }

    /// `**Lead.** Body` → (lead, body); nil for labels such as `**Note:**`, for bold terms that are not sentences
    /// (`**Foundations** — the basics`), and for bold text with nothing after it.
    static func boldLead(_ paragraph: MarkdownNode) -> (String, String)? {
        guard let first = paragraph.children.first, case .strong = first.kind else { return nil }
        let lead = PageContentExtractor.collapse(first.plainText)
        // A HIG-style rule lead is a whole sentence: it ends with its own full stop.
        guard let last = lead.last, ".!?。！？".contains(last) else { return nil }
        var rest = MarkdownNode(.paragraph, range: paragraph.range, children: Array(paragraph.children.dropFirst()))
        rest.kind = .paragraph
        let body = PageContentExtractor.collapse(rest.plainText).trimmingCharacters(in: [" "])
        guard !body.isEmpty else { return nil }
        return (lead, body)
    }

    /// Text of an item's blocks after its first paragraph (nested lists, further paragraphs).
    static func restText(of item: MarkdownNode) -> String {
        let rest = item.children.dropFirst().map { PageContentExtractor.collapse($0.plainText) }.filter { !$0.isEmpty }
        return rest.isEmpty ? "" : " " + rest.joined(separator: " ")
    }

    /// Splits plain text after its first sentence (`.`, `!`, `?` or `。` followed by a space or the end).
    static func firstSentence(_ text: String) -> (String, String) {
        let collapsed = PageContentExtractor.collapse(text)
        var index = collapsed.startIndex
        while index < collapsed.endIndex {
            let character = collapsed[index]
            let next = collapsed.index(after: index)
            if "。！？".contains(character) || (".!?".contains(character) && (next == collapsed.endIndex || collapsed[next] == " ")) {
                return (String(collapsed[...index]), String(collapsed[next...]).trimmingCharacters(in: [" "]))
            }
            index = next
        }
        return (collapsed, "")
    }

    /// FNV-1a 64-bit, as 16 hex digits: stable across runs and platforms.
    package static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
