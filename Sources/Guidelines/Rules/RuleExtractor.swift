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
        // The kind a section's heading gives its rules, worked out once per section.
        var knownSectionKind: (title: String?, kind: Rule.Kind)?
        func sectionKind(_ title: String?) -> Rule.Kind {
            if let known = knownSectionKind, known.title == title { return known.kind }
            let kind = RuleKindClassifier.headingKind(title)
            knownSectionKind = (title, kind)
            return kind
        }

        func add(_ node: MarkdownNode, lead: String, body: String) {
            var lead = CharacterBytes.trimming(PageContentExtractor.collapse(lead))
            // `Deprecated: Use pure black.`: the rule is the rest, so its id stays when it is marked.
            let deprecated = Deprecation.ruleLead(lead)
            if let deprecated { lead = deprecated }
            guard !lead.isEmpty else { return }
            let slug = slugger.uniqueSlug(Self.slugSource(lead))
            let kind = RuleKindClassifier.kind(lead: lead, headingKind: sectionKind(section?.title))
            let body = CharacterBytes.trimming(PageContentExtractor.collapse(body))
            rules.append(
                Rule(
                    id: pageId + "/" + slug, anchor: "rule-" + slug, lead: lead, body: body, kind: kind,
                    section: section?.title, sectionAnchor: section?.id, textHash: Self.hash(lead, body),
                    line: node.range.startLine, column: node.range.startColumn, deprecated: deprecated == nil ? nil : body))
        }

        for block in root.children {
            switch block.kind {
            case .heading(let level):
                if let heading = headingAt[SourcePosition(block)], level >= 2, level <= 3 { section = heading }
                // The index holds every heading's title but the omitted leading one.
                let heading = headingAt[SourcePosition(block)]?.title ?? HeadingText.title(of: block)
                let title = FoundationSearch.replacing("’", with: "'", in: heading.lowercased())
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
        let body = CharacterBytes.trimming(PageContentExtractor.collapse(rest.plainText))
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
                return (String(collapsed[...index]), CharacterBytes.trimming(String(collapsed[next...])))
            }
            index = next
        }
        return (collapsed, "")
    }

    /// The text a rule's slug is made from: the first 80 characters of its lead.
    static func slugSource(_ lead: String) -> String {
        // In ASCII without CR LF (the one character of two bytes) and with no combining mark after the 80th
        // byte, characters are bytes.
        if lead.utf8.count <= 80 { return lead }
        let head = lead.utf8.prefix(81)
        if head.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) { return String(decoding: head.prefix(80), as: UTF8.self) }
        return String(lead.prefix(80))
    }

    /// FNV-1a 64-bit, as 16 hex digits: stable across runs and platforms.
    package static func hash(_ text: String) -> String {
        hex(fnv(text, seed: fnvOffset))
    }

    /// `hash(lead + "\u{1F}" + body)` without joining the strings.
    static func hash(_ lead: String, _ body: String) -> String {
        let value = (fnv(lead, seed: fnvOffset) ^ 0x1F) &* fnvPrime
        return hex(fnv(body, seed: value))
    }

    private static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let fnvPrime: UInt64 = 0x0000_0100_0000_01B3

    private static func fnv(_ text: String, seed: UInt64) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var value = seed
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* fnvPrime
            }
            return value
        }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 { buffer[index] = digits[Int((value >> UInt64(60 - 4 * index)) & 0xF)] }
            return 16
        }
    }
}
