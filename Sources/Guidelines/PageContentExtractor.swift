import MarkdownSyntax

/// Pulls the page-level facts out of a parsed body: summary, table of contents, synonyms, related links, change log.
package enum PageContentExtractor {
    package struct Extracted: Sendable, Hashable {
        package var summary: String?
        package var sections: [PageSection]
        package var alsoCalled: [String]
        package var related: [RelatedLink]
        package var changeLog: [ChangeLogEntry]
        package var tasks: [TaskItem]
    }

    private static let alsoCalledPrefixes = ["also called:", "also known as:", "又称：", "又称:"]
    private static let relatedTitles: Set<String> = ["related", "see also", "相关", "相关内容", "相关页面"]
    private static let changeLogTitles: Set<String> = ["change log", "changelog", "history", "更新记录", "修订记录"]

    package static func extract(from root: MarkdownNode, body: RenderedBody) -> Extracted {
        var summary: String?
        var alsoCalled: [String] = []
        var related: [RelatedLink] = []
        var changeLog: [ChangeLogEntry] = []
        var currentHeading: String?
        // The rendered headings have the titles (headings start on lines of their own); the leading one the
        // template prints is not among them.
        let renderedTitles = Dictionary(body.headings.map { ($0.line, $0.title) }, uniquingKeysWith: { first, _ in first })
        for block in root.children {
            switch block.kind {
            case .heading:
                currentHeading = (renderedTitles[block.range.startLine] ?? HeadingText.title(of: block)).lowercased()
            case .paragraph:
                let text = collapse(block.plainText)
                if let synonyms = synonyms(in: text) {
                    alsoCalled = synonyms
                } else if summary == nil, currentHeading == nil || body.omittedTitle?.lowercased() == currentHeading, !text.isEmpty,
                    !isOnlyImages(block)
                {
                    summary = text
                }
                if let heading = currentHeading, relatedTitles.contains(heading) {
                    related += links(in: block)
                }
            case .list:
                if let heading = currentHeading, relatedTitles.contains(heading) {
                    related += links(in: block)
                }
            case .table:
                if let entries = changeLogEntries(block) {
                    changeLog += entries
                } else if let heading = currentHeading, changeLogTitles.contains(heading) {
                    changeLog += changeLogEntries(block, requireHeader: false) ?? []
                }
            default:
                break
            }
        }
        return Extracted(
            summary: summary, sections: sections(from: body.headings), alsoCalled: alsoCalled,
            related: related, changeLog: changeLog, tasks: tasks(in: root, headings: body.headings))
    }

    /// Every task-list item in document order, with the H2 or H3 it sits under.
    static func tasks(in root: MarkdownNode, headings: [RenderedHeading]) -> [TaskItem] {
        let headingByLine = Dictionary(
            headings.filter { $0.level == 2 || $0.level == 3 }.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        var current: RenderedHeading?
        var found: [TaskItem] = []
        // Headings and items sit in nodes that hold blocks.
        root.forEachDescendant(enteringChildren: \.holdsBlocks) { node in
            switch node.kind {
            case .heading(let level) where level <= 3:
                current = headingByLine[node.range.startLine]
            case .item(let checked?):
                let text = collapse(
                    node.children.filter { if case .list = $0.kind { false } else { true } }.map(\.plainText).joined(separator: " "))
                guard !text.isEmpty else { return }
                found.append(TaskItem(text: text, checked: checked, sectionId: current?.id, sectionTitle: current?.title))
            default:
                break
            }
        }
        return found
    }

    /// Where the paragraph the page's synonyms come from starts (the last top-level `Also called:` paragraph, as
    /// `extract` reads it), so the body can leave it out: the theme shows the synonyms once, beside the title.
    package static func synonymParagraph(in root: MarkdownNode) -> SourcePosition? {
        var found: SourcePosition?
        for block in root.children {
            guard case .paragraph = block.kind, synonyms(in: collapse(block.plainText)) != nil else { continue }
            found = SourcePosition(block)
        }
        return found
    }

    static func synonyms(in text: String) -> [String]? {
        guard mayStartWithSynonymPrefix(text) else { return nil }
        let lower = text.lowercased()
        guard let prefix = alsoCalledPrefixes.first(where: { lower.hasPrefix($0) }) else { return nil }
        var rest = text.dropFirst(prefix.count).trimmingCharacters(in: [" "])
        if rest.hasSuffix(".") { rest.removeLast() }
        return rest.split(whereSeparator: { $0 == "," || $0 == "，" || $0 == "、" })
            .map { String($0).trimmingCharacters(in: [" "]) }
            .filter { !$0.isEmpty }
    }

    /// False when no lower-casing of `text` can start with one of `alsoCalledPrefixes`: its first character starts
    /// with an ASCII scalar other than `a` or `A`, or with a CJK unified ideograph other than 又 (which have no
    /// decompositions, so no other character equals them).
    static func mayStartWithSynonymPrefix(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        if first.isASCII { return first == "a" || first == "A" }
        if (0x4E00...0x9FFF).contains(first.value) { return first == "又" }
        return true
    }

    static func isOnlyImages(_ paragraph: MarkdownNode) -> Bool {
        paragraph.children.allSatisfy {
            switch $0.kind {
            case .image, .softBreak, .lineBreak: true
            case .text(let s): s.allSatisfy(\.isWhitespace)
            default: false
            }
        }
    }

    static func links(in node: MarkdownNode) -> [RelatedLink] {
        var found: [RelatedLink] = []
        node.forEachDescendant { child, _ in
            if case .link(let destination, _) = child.kind, let href = LinkDestination(destination).outputHref {
                found.append(RelatedLink(title: collapse(child.plainText), href: href))
            }
        }
        return found
    }

    static func changeLogEntries(_ table: MarkdownNode, requireHeader: Bool = true) -> [ChangeLogEntry]? {
        guard let header = table.children.first else { return nil }
        let titles = header.children.map { collapse($0.plainText).lowercased() }
        let looksLikeLog =
            titles.count >= 2 && ["date", "日期"].contains(titles[0]) && ["changes", "change", "更改", "变更"].contains(titles[1])
        guard looksLikeLog || !requireHeader, titles.count >= 2 else { return nil }
        return table.children.dropFirst().compactMap { row in
            let cells = row.children.map { collapse($0.plainText) }
            guard cells.count >= 2, !cells[0].isEmpty || !cells[1].isEmpty else { return nil }
            return ChangeLogEntry(date: cells[0], changes: cells[1], line: row.range.startLine)
        }
    }

    static func sections(from headings: [RenderedHeading]) -> [PageSection] {
        var result: [PageSection] = []
        for heading in headings where heading.level == 2 || heading.level == 3 {
            let section = PageSection(id: heading.id, title: heading.title, level: heading.level, children: [])
            if heading.level == 3, !result.isEmpty {
                result[result.count - 1].children.append(section)
            } else {
                result.append(section)
            }
        }
        return result
    }
}
