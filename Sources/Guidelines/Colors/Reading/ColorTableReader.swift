import Diagnostics
import MarkdownSyntax

/// Reads one table as a color table when its cells say it is one: a specification (values per appearance, or under
/// a header the reader does not know, kept by that name), foreground/background pairs, a semantic list (purpose and
/// API), or a transposed specification (names across the header row).
///
/// A column is a column of colors by what its cells hold (`ColorCellReading.Tally`), never by its header alone: a
/// `Default size` column of `17 pt` is text, and a table without color columns gets no color diagnostics.
package struct ColorTableReader: Sendable {
    package var context: ColorTableContext

    package struct Heading: Sendable {
        package var title: String
        package var anchor: String?
        /// What names the table in its id when it is not the anchor: a heading marked `(deprecated…)` gives the slug
        /// of its unmarked title, so that marking it keeps the id.
        package var name: String?

        package init(title: String, anchor: String?, name: String? = nil) {
            self.title = title
            self.anchor = anchor
            self.name = name
        }
    }

    package init(context: ColorTableContext) {
        self.context = context
    }

    /// How the columns of a grid were read.
    struct Plan {
        var roles: [ColorColumnRole]
        var readings: [[ColorCellReading]]
        /// Column → the appearance its values are for.
        var values: [(column: Int, appearance: Appearance)]
        var nameColumn: Int?
        var isPairs: Bool
        var parser: ColorNotationParser
        /// Every row starts with an appearance (`Light`, `Dark`), or every column holds values.
        var isTransposedShape: Bool
        /// Every row starts with an appearance.
        var labeledRows: Bool
    }

    package func read(_ grid: ColorGrid, heading: Heading?, index: Int) -> (ColorTable?, [Diagnostic]) {
        guard grid.columnCount > 0 else { return (nil, []) }
        var base = ColorTable(
            id: context.pageId + "/" + (heading?.name ?? heading?.anchor ?? "table-\(index)"), pageId: context.pageId,
            title: heading?.title ?? "Colors", anchor: heading?.anchor, kind: .specification,
            platforms: context.platforms(forHeading: heading?.title), notes: [], appearances: [], colors: [], semanticColors: [],
            recoveredFromLines: !grid.repairs.isEmpty, line: grid.blockPosition.line,
            column: max(1, grid.blockPosition.column), blockPosition: grid.blockPosition)
        let plan = plan(grid)
        // Names across the header: rows labeled by appearance, or no column left for names.
        if plan.isTransposedShape, let table = readTransposed(into: base, grid: grid, plan: plan) {
            return (table, [])
        }
        if !plan.values.isEmpty {
            return readSpecification(into: base, grid: grid, plan: plan)
        }
        if plan.roles.contains(.purpose), plan.roles.contains(where: { if case .api = $0 { true } else { $0 == .name } }) {
            base.kind = .semantic
            return (readSemantic(into: base, grid: grid, roles: plan.roles), [])
        }
        if let table = readTransposed(into: base, grid: grid, plan: plan) {
            return (table, [])
        }
        return (nil, [])
    }

    func plan(_ grid: ColorGrid) -> Plan {
        let roles = grid.header.map { ColorColumnRole(header: $0.text) }
        let alphaFirst =
            context.alphaFirstHex || ColorTableContext.saysAlphaFirst(grid.header.map(\.text).joined(separator: " "))
            || roles.contains { $0 == .api(framework: "Compose") || $0 == .api(framework: "Android") }
        // An API column makes weak values (bare triplets, color keywords) enough; a heading about color does not, as
        // pages about color hold tables of versions and sizes too.
        let tableSaysColor = roles.contains { if case .api = $0 { true } else { false } }
        let parser = context.parser.readingAlphaFirst(alphaFirst)
        let readings = roles.indices.map { column in
            grid.rows.indices.map { ColorCellReading(grid.text($0, column), parser: parser) }
        }
        let tallies = readings.map(ColorCellReading.Tally.init)
        // A `Color` column of names also says the table is about colors.
        let namedByColor = roles.indices.contains { column in
            if case .color = roles[column] { !tallies[column].holdsColors(headerSaysColor: false) } else { false }
        }
        let saysColor = tableSaysColor || namedByColor
        // Strong values in one column make weak ones enough in a sibling under an appearance header.
        let strongSibling = roles.indices.contains { column in
            switch roles[column] {
            case .name, .api, .purpose, .status: false
            default: tallies[column].strong > 0 && tallies[column].holdsColors(headerSaysColor: false)
            }
        }
        var values: [(column: Int, appearance: Appearance)] = []
        for (column, role) in roles.enumerated() {
            let appearance: Appearance
            let headerSaysColor: Bool
            switch role {
            case .name, .api, .purpose, .status: continue
            case .appearance(let known):
                appearance = known
                headerSaysColor = saysColor || strongSibling || ColorColumnRole.namesAppearance(grid.header[column].text)
            case .pair(let role):
                appearance = role
                headerSaysColor = true
            case .color:
                // `Color` heads the column of names as often as the column of values: weak values alone do not decide.
                appearance = .light
                headerSaysColor = false
            case .unknown(let text):
                appearance = text.isEmpty ? .custom("Column \(column + 1)") : .custom(text)
                headerSaysColor = saysColor
            }
            if tallies[column].holdsColors(headerSaysColor: headerSaysColor) {
                values.append((column, appearance))
            }
        }
        // A pair needs both halves; one alone is a column under its own name.
        let pairRoles = Set(values.map(\.appearance).filter(\.isPairRole))
        let isPairs = pairRoles.count == 2
        if !isPairs {
            values = values.map { entry in
                entry.appearance.isPairRole ? (entry.column, .custom(grid.header[entry.column].text)) : entry
            }
        }
        let valueColumns = Set(values.map(\.column))
        let free = roles.indices.filter { !valueColumns.contains($0) }
        let nameColumn =
            free.first { roles[$0].namesColors } ?? free.first { if case .unknown = roles[$0] { true } else { false } }
            ?? free.first { roles[$0] == .purpose }
            // `| Status | Light | Dark |` with Success, Warning…: a Status column is the names when nothing else is.
            ?? free.first { roles[$0] == .status(deprecatedColumn: false) }
        let labeledRows = !grid.rows.isEmpty && grid.rows.allSatisfy { ColorTableReader.appearanceLabel($0.first, parser: parser) != nil }
        return Plan(
            roles: roles, readings: readings, values: values, nameColumn: nameColumn, isPairs: isPairs, parser: parser,
            isTransposedShape: labeledRows
                || (!values.isEmpty && !isPairs && free.allSatisfy { tallies[$0].text + tallies[$0].keywords == 0 }),
            labeledRows: labeledRows)
    }

    /// The appearance a row's first cell names (`Light`, `Dark`), when it is a word and not a value (`rgb(…)`).
    static func appearanceLabel(_ cell: ColorGrid.Cell?, parser: ColorNotationParser) -> Appearance? {
        guard let cell, case .text = ColorCellReading(cell.text, parser: parser) else { return nil }
        return ColorColumnRole(header: cell.text).appearance
    }

    func readSpecification(into base: ColorTable, grid: ColorGrid, plan: Plan) -> (ColorTable?, [Diagnostic]) {
        var table = base
        var diagnostics: [Diagnostic] = []
        if plan.isPairs { table.kind = .pairs }
        for (_, appearance) in plan.values where !table.appearances.contains(appearance) { table.appearances.append(appearance) }
        var firstRowForName: [String: Int] = [:]
        for (rowIndex, row) in grid.rows.enumerated() {
            let apis = apis(in: row, roles: plan.roles)
            var nameText = plan.nameColumn.map { grid.text(rowIndex, $0) } ?? ""
            if nameText.isEmpty { nameText = plan.isPairs ? "Pair \(rowIndex + 1)" : (apis.values.sorted().first ?? "") }
            guard !nameText.isEmpty else { continue }
            let nameCell = plan.nameColumn.flatMap { $0 < row.count ? row[$0] : nil } ?? row.first ?? grid.header[0]
            let (name, localized) = ColorName.split(nameText)
            let nameLocation = context.location(nameCell)
            var spec = ColorSpec(
                name: name, localizedName: localized, apis: apis, line: nameLocation.line, column: nameLocation.column)
            for (column, role) in plan.roles.enumerated() {
                guard case .status(let deprecatedColumn) = role, column != plan.nameColumn, spec.deprecated == nil else { continue }
                let text = grid.text(rowIndex, column)
                spec.deprecated = deprecatedColumn ? Deprecation.flag(text) : Deprecation.status(text)
            }
            if let first = firstRowForName[name.lowercased()] {
                diagnostics.append(
                    .warning(
                        "colors.duplicate-name", "'\(name)' appears twice in the table '\(table.title)'", at: nameLocation,
                        notes: ["first listed on line \(first)"]))
            } else {
                firstRowForName[name.lowercased()] = nameLocation.line
            }
            for (column, appearance) in plan.values where spec.values[appearance] == nil {
                let header = grid.header[column].text
                let cell = column < row.count ? row[column] : nil
                switch plan.readings[column][rowIndex] {
                case .strong(var value), .weak(var value):
                    let at = cell.map { context.location(of: value.original, in: $0) } ?? nameLocation
                    value.line = at.line
                    value.column = at.column
                    spec.values[appearance] = value
                case .blank:
                    diagnostics.append(
                        .warning(
                            "colors.missing-variant",
                            "'\(name)' has no \(appearance.label.lowercased()) value though the table has that column",
                            at: cell.map(context.location) ?? nameLocation, notes: ["column '\(header)'"]))
                case .unreadable(let message, let found, let outOfRange):
                    diagnostics.append(
                        .warning(
                            outOfRange ? "colors.out-of-range" : "colors.invalid-value",
                            "\(message) (\(name), \(header)); the value is left out",
                            at: cell.map { context.location(of: found, in: $0) } ?? nameLocation,
                            notes: [outOfRange ? "channels run from 0 to 255, Display P3 components from 0 to 1" : Self.notationHint]))
                case .text:
                    let text = grid.text(rowIndex, column)
                    diagnostics.append(
                        .warning(
                            "colors.invalid-value",
                            "cannot read a color from '\(text.prefix(40))' (\(name), \(header)); the value is left out",
                            at: cell.map(context.location) ?? nameLocation, notes: [Self.notationHint]))
                }
            }
            table.colors.append(spec)
        }
        return (table, diagnostics + repairWarnings(grid, table: table))
    }

    static let notationHint =
        "write it like R-255,G-56,B-60, #FF383C, rgb(255, 56, 60), color(display-p3 1 0.22 0.24) or a CSS color name such as white"

    func apis(in row: [ColorGrid.Cell], roles: [ColorColumnRole]) -> [String: String] {
        var apis: [String: String] = [:]
        for (column, role) in roles.enumerated() where column < row.count {
            if case .api(let framework) = role, !row[column].text.isEmpty { apis[framework] = row[column].text }
        }
        return apis
    }

    /// A warning per repair that was needed to read the table, so the source can be fixed.
    func repairWarnings(_ grid: ColorGrid, table: ColorTable) -> [Diagnostic] {
        let at = SourceLocation(path: context.source.path, line: grid.blockPosition.line, column: 1)
        let colors = "\(table.colors.count) color\(table.colors.count == 1 ? "" : "s")"
        // A hard-wrapped table's rows are wrapped too: one warning says both.
        let wrapped = grid.repairs.contains(.wrappedHeader)
        return grid.repairs.filter { !(wrapped && { if case .joinedRows = $0 { true } else { false } }($0)) }.map { repair in
            switch repair {
            case .wrappedHeader:
                .warning(
                    "colors.wrapped-table",
                    "the color table '\(table.title)' is hard-wrapped, so it is not a Markdown table; \(colors) read by joining the wrapped lines",
                    at: at, notes: ["put each row of the table on one line so it renders as a table"])
            case .joinedRows(let count):
                .warning(
                    "colors.joined-rows",
                    "\(count) row\(count == 1 ? "" : "s") of the color table '\(table.title)' continue\(count == 1 ? "s" : "") on the next line; read as one row each",
                    at: at, notes: ["join each row onto one line, from its first '|' to its last"])
            case .separatedRows(let count):
                .warning(
                    "colors.separated-rows",
                    "\(count) row\(count == 1 ? "" : "s") of the color table '\(table.title)' follow\(count == 1 ? "s" : "") a blank line; read as rows of the table",
                    at: at, notes: ["remove the blank lines between the rows so they render as one table"])
            }
        }
    }
}
