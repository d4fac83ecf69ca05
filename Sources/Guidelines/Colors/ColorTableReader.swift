import Diagnostics
import MarkdownSyntax

/// Reads one Markdown table as a color table, when it is one: a specification (values per appearance),
/// a semantic list (purpose and API), or a transposed specification (names across the header row).
package struct ColorTableReader: Sendable {
    package var context: ColorTableContext

    package struct Heading: Sendable {
        package var title: String
        package var anchor: String?
    }

    package init(context: ColorTableContext) {
        self.context = context
    }

    package func read(_ table: MarkdownNode, heading: Heading?, index: Int) -> (ColorTable?, [Diagnostic]) {
        guard let header = table.children.first else { return (nil, []) }
        let body = Array(table.children.dropFirst())
        let headerTexts = header.children.map { PageContentExtractor.collapse($0.plainText) }
        let roles = headerTexts.map(ColorColumnRole.init(header:))
        var base = ColorTable(
            id: context.pageId + "/" + (heading?.anchor ?? "table-\(index)"), pageId: context.pageId,
            title: heading?.title ?? "Colors", anchor: heading?.anchor, kind: .specification,
            platforms: context.platforms(forHeading: heading?.title), notes: [], appearances: [], colors: [], semanticColors: [],
            recoveredFromLines: false, line: context.location(table).line, column: context.location(table).column)

        if roles.contains(where: { $0.appearance != nil }) {
            return readSpecification(into: base, header: header, headerTexts: headerTexts, roles: roles, body: body)
        }
        if roles.contains(.purpose), roles.contains(where: { if case .api = $0 { true } else { $0 == .name } }) {
            base.kind = .semantic
            return (readSemantic(into: base, roles: roles, body: body), [])
        }
        if let transposed = readTransposed(into: base, header: header, headerTexts: headerTexts, body: body) {
            return transposed
        }
        return (nil, [])
    }

    func readSpecification(
        into base: ColorTable, header: MarkdownNode, headerTexts: [String], roles: [ColorColumnRole], body: [MarkdownNode]
    )
        -> (ColorTable?, [Diagnostic])
    {
        var table = base
        var diagnostics: [Diagnostic] = []
        let nameColumn =
            roles.firstIndex(of: .name) ?? roles.firstIndex(where: {
                if case .unknown = $0 { return true }
                return false
            }) ?? 0
        table.appearances = roles.compactMap(\.appearance)
        for (column, role) in roles.enumerated() where column != nameColumn {
            guard case .unknown(let text) = role else { continue }
            let holdsColors = body.contains { row in
                column < row.children.count && isValue(context.parser.parse(row.children[column].plainText))
            }
            if holdsColors {
                diagnostics.append(
                    .warning(
                        "colors.unknown-column", "cannot tell which appearance the column '\(text)' holds; its values are not read",
                        at: context.location(header.children[column]),
                        notes: ["name the column like 'Default (light)', 'Dark' or 'Increased contrast (dark)'"]))
            }
        }
        var firstRowForName: [String: Int] = [:]
        for row in body {
            let cells = row.children
            guard nameColumn < cells.count else { continue }
            let nameText = PageContentExtractor.collapse(cells[nameColumn].plainText)
            guard !nameText.isEmpty else { continue }
            let (name, localized) = ColorName.split(nameText)
            let nameLocation = context.location(cells[nameColumn])
            var spec = ColorSpec(name: name, localizedName: localized, line: nameLocation.line, column: nameLocation.column)
            if let first = firstRowForName[name.lowercased()] {
                diagnostics.append(
                    .warning(
                        "colors.duplicate-name", "'\(name)' appears twice in the table '\(table.title)'", at: nameLocation,
                        notes: ["first listed on line \(first)"]))
            } else {
                firstRowForName[name.lowercased()] = nameLocation.line
            }
            for (column, role) in roles.enumerated() where column != nameColumn {
                let cell = column < cells.count ? cells[column] : nil
                let text = cell.map { PageContentExtractor.collapse($0.plainText) } ?? ""
                switch role {
                case .api(let framework):
                    if !text.isEmpty { spec.apis[framework] = text }
                case .appearance(let appearance):
                    guard let cell, !ColorNotationParser.isBlank(text) else {
                        diagnostics.append(
                            .warning(
                                "colors.missing-variant",
                                "'\(name)' has no \(appearance.label.lowercased()) value though the table has that column",
                                at: cell.map(context.location) ?? nameLocation, notes: ["column '\(headerTexts[column])'"]))
                        continue
                    }
                    switch context.parser.parse(text) {
                    case .value(var value, _):
                        let location = context.location(of: value.original, in: cell)
                        value.line = location.line
                        value.column = location.column
                        spec.values[appearance] = value
                    case .invalid(let message, let found, _, let outOfRange):
                        diagnostics.append(
                            .error(
                                outOfRange ? "colors.out-of-range" : "colors.invalid-value",
                                "\(message) (\(name), \(headerTexts[column]))", at: context.location(of: found, in: cell)))
                    case .none:
                        diagnostics.append(
                            .error(
                                "colors.invalid-value", "cannot read a color from '\(text.prefix(40))' (\(name), \(headerTexts[column]))",
                                at: context.location(cell),
                                notes: ["write it like R-255,G-56,B-60, #FF383C, rgb(255, 56, 60) or color(display-p3 1 0.22 0.24)"]))
                    }
                default:
                    continue
                }
            }
            table.colors.append(spec)
        }
        return (table, diagnostics)
    }

    func readSemantic(into base: ColorTable, roles: [ColorColumnRole], body: [MarkdownNode]) -> ColorTable {
        var table = base
        let nameColumn = roles.firstIndex(of: .name) ?? 0
        for row in body {
            let cells = row.children
            guard nameColumn < cells.count else { continue }
            let name = PageContentExtractor.collapse(cells[nameColumn].plainText)
            guard !name.isEmpty else { continue }
            var purpose = ""
            var apis: [String: String] = [:]
            for (column, role) in roles.enumerated() where column < cells.count && column != nameColumn {
                let text = PageContentExtractor.collapse(cells[column].plainText)
                switch role {
                case .purpose: purpose = text
                case .api(let framework): if !text.isEmpty { apis[framework] = text }
                default: continue
                }
            }
            let location = context.location(cells[nameColumn])
            table.semanticColors.append(
                SemanticColor(name: name, purpose: purpose, apis: apis, line: location.line, column: location.column))
        }
        return table
    }

    /// Names across the header row and one row of values per appearance (or a single row of swatches).
    func readTransposed(into base: ColorTable, header: MarkdownNode, headerTexts: [String], body: [MarkdownNode]) -> (
        ColorTable?, [Diagnostic]
    )? {
        guard !body.isEmpty else { return nil }
        let rowLabels = body.map { row in row.children.first.flatMap { ColorColumnRole(header: $0.plainText).appearance } }
        let labeled = rowLabels.allSatisfy { $0 != nil }
        let firstValueColumn = labeled ? 1 : 0
        guard headerTexts.count > firstValueColumn else { return nil }
        // Every non-blank value cell must hold a color, or this is not a color table.
        for row in body {
            for cell in row.children.dropFirst(firstValueColumn) where !ColorNotationParser.isBlank(cell.plainText) {
                guard isValue(context.parser.parse(cell.plainText)) else { return nil }
            }
        }
        var table = base
        table.appearances = labeled ? rowLabels.compactMap { $0 } : [.light]
        for column in firstValueColumn..<headerTexts.count {
            let (name, localized) = ColorName.split(headerTexts[column])
            guard !name.isEmpty else { continue }
            let location = context.location(header.children[column])
            var spec = ColorSpec(name: name, localizedName: localized, line: location.line, column: location.column)
            for (rowIndex, row) in body.enumerated() where column < row.children.count {
                let cell = row.children[column]
                guard case .value(var value, _) = context.parser.parse(cell.plainText) else { continue }
                let at = context.location(of: value.original, in: cell)
                value.line = at.line
                value.column = at.column
                spec.values[labeled ? rowLabels[rowIndex]! : .light] = value
            }
            table.colors.append(spec)
        }
        return (table, [])
    }

    func isValue(_ outcome: ColorNotationParser.Outcome) -> Bool {
        if case .value = outcome { return true }
        return false
    }
}
