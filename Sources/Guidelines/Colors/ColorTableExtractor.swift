import Diagnostics
import MarkdownSyntax

/// Finds every color table on a page: Markdown tables (specification, semantic, transposed) and
/// listings flattened into lines, with the heading above each and the notes right after it.
package struct ColorTableExtractor: Sendable {
    package var context: ColorTableContext

    package init(context: ColorTableContext) {
        self.context = context
    }

    package func extract(from root: MarkdownNode, headings: [RenderedHeading]) -> ([ColorTable], [Diagnostic]) {
        let headingByLine = Dictionary(headings.map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
        var tables: [ColorTable] = []
        var diagnostics: [Diagnostic] = []
        var heading: ColorTableReader.Heading?
        var headingDeprecated: String?
        var collectingNotesFor: Int?
        let tableReader = ColorTableReader(context: context)
        let listReader = FlattenedColorListReader(context: context)
        let blocks = root.children
        let recovery = PipeTableRecovery(source: context.source)
        var index = 0
        while index < blocks.count {
            let block = blocks[index]
            defer { index += 1 }
            // A table broken by a converter is read from its lines, when that gives a color table.
            if let grid = recovery.recover(blocks, from: index) {
                let (table, found) = tableReader.read(grid, heading: heading, index: tables.count + 1)
                if var table {
                    diagnostics += found
                    table.id = uniqueId(table.id, among: tables)
                    tables.append(table)
                    collectingNotesFor = tables.count - 1
                    index += grid.blockCount - 1
                    continue
                }
            }
            switch block.kind {
            case .heading:
                let indexed = headingByLine[block.range.startLine]
                // The index's title of this heading, when it has it (not the omitted leading one).
                let title = indexed.flatMap { $0.column == block.range.startColumn ? $0.title : nil } ?? HeadingText.title(of: block)
                // A heading marked `(deprecated…)` names its table as it would unmarked: marking it keeps the
                // table's id, and so its CSS and token names.
                headingDeprecated = Deprecation.heading(title)
                let unmarked = Deprecation.unmarkedHeading(title)
                heading = ColorTableReader.Heading(
                    title: unmarked, anchor: indexed?.id, name: headingDeprecated == nil ? nil : HeadingSlugger.slug(unmarked))
                collectingNotesFor = nil
            case .table:
                collectingNotesFor = nil
                guard let grid = ColorGrid(table: block) else { continue }
                let (table, found) = tableReader.read(grid, heading: heading, index: tables.count + 1)
                diagnostics += found
                if var table {
                    table.id = uniqueId(table.id, among: tables)
                    table.deprecated = headingDeprecated
                    tables.append(table)
                    collectingNotesFor = tables.count - 1
                }
            case .paragraph:
                let (recovered, found) = listReader.read(block, heading: heading, firstIndex: tables.count + 1)
                if !recovered.isEmpty {
                    diagnostics += found
                    for var table in recovered {
                        table.id = uniqueId(table.id, among: tables)
                        table.deprecated = headingDeprecated
                        tables.append(table)
                    }
                    collectingNotesFor = nil
                } else if let index = collectingNotesFor, tables[index].notes.count < 2 {
                    let text = PageContentExtractor.collapse(block.plainText)
                    if !text.isEmpty, text.count <= 400 { tables[index].notes.append(text) }
                }
            default:
                collectingNotesFor = nil
            }
        }
        return (tables, diagnostics)
    }

    func uniqueId(_ id: String, among tables: [ColorTable]) -> String {
        guard tables.contains(where: { $0.id == id }) else { return id }
        var n = 2
        while tables.contains(where: { $0.id == "\(id)-\(n)" }) { n += 1 }
        return "\(id)-\(n)"
    }
}
