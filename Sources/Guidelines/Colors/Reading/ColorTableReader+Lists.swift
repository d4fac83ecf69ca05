import Diagnostics
import MarkdownSyntax

extension ColorTableReader {
    /// A semantic list: each row a color named for its purpose, with its APIs and no values.
    func readSemantic(into base: ColorTable, grid: ColorGrid, roles: [ColorColumnRole]) -> ColorTable {
        var table = base
        let nameColumn = roles.firstIndex(of: .name) ?? 0
        for (rowIndex, row) in grid.rows.enumerated() where nameColumn < row.count {
            let name = grid.text(rowIndex, nameColumn)
            guard !name.isEmpty else { continue }
            var purpose = ""
            for (column, role) in roles.enumerated() where column < row.count && column != nameColumn {
                if role == .purpose { purpose = row[column].text }
            }
            let location = context.location(row[nameColumn])
            table.semanticColors.append(
                SemanticColor(
                    name: name, purpose: purpose, apis: apis(in: row, roles: roles), line: location.line, column: location.column))
        }
        return table
    }

    /// Names across the header row and one row of values per appearance (or a single row of swatches). Every filled
    /// value cell must hold a color, and at least half of them strongly unless each row is labeled by its appearance,
    /// or this is not a color table.
    func readTransposed(into base: ColorTable, grid: ColorGrid, plan: Plan) -> ColorTable? {
        guard !grid.rows.isEmpty else { return nil }
        let labeled = plan.labeledRows
        let rowLabels = labeled ? grid.rows.map { ColorTableReader.appearanceLabel($0.first, parser: plan.parser) } : []
        let firstValueColumn = labeled ? 1 : 0
        guard grid.columnCount > firstValueColumn else { return nil }
        // The plan read every cell already, column by column; here they are taken row by row.
        let readings: [[ColorCellReading]] = grid.rows.indices.map { rowIndex in
            (0..<grid.columnCount).map { column in column < firstValueColumn ? .blank : plan.readings[column][rowIndex] }
        }
        let tally = ColorCellReading.Tally(readings.flatMap { $0 })
        guard tally.text == 0, tally.unreadable == 0, tally.strong + tally.weak > 0, labeled || tally.strong * 2 >= tally.filled
        else { return nil }
        var table = base
        table.appearances = labeled ? rowLabels.compactMap { $0 } : [.light]
        for column in firstValueColumn..<grid.columnCount {
            let (name, localized) = ColorName.split(grid.header[column].text)
            guard !name.isEmpty else { continue }
            let location = context.location(grid.header[column])
            var spec = ColorSpec(name: name, localizedName: localized, line: location.line, column: location.column)
            for (rowIndex, row) in grid.rows.enumerated() where column < row.count {
                guard var value = readings[rowIndex][column].value else { continue }
                let at = context.location(of: value.original, in: row[column])
                value.line = at.line
                value.column = at.column
                spec.values[labeled ? rowLabels[rowIndex]! : .light] = value
            }
            table.colors.append(spec)
        }
        return table
    }
}
