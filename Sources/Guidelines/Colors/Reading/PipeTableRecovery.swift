import Diagnostics
import MarkdownSyntax

/// Rebuilds a pipe table from its source lines when converters broke it: rows continued on the next line
/// (`| Red | systemRed |` then `R-255,G-59,B-48 | …`), rows after blank lines (each a paragraph of its own), or a
/// table hard-wrapped at 80 columns (the header too, so no Markdown table was seen).
///
/// The column count comes from the delimiter row (`|---|---|`). A line continues the row before it when the row is
/// not closed (no trailing `|`), when the line does not open a row (no leading `|`) in a table whose rows start with
/// one, or when the two together hold exactly the table's columns. Returns nil when nothing needed mending, so a
/// well-formed table is read from cmark's tree as it is.
package struct PipeTableRecovery: Sendable {
    package var source: SourceText

    package init(source: SourceText) {
        self.source = source
    }

    struct Segments {
        var cells: [ColorGrid.Cell]
        var leadingPipe: Bool
        var trailingPipe: Bool
    }

    /// The table starting at `blocks[start]` rebuilt from its lines and those of the pipe-row paragraphs after it.
    package func recover(_ blocks: [MarkdownNode], from start: Int) -> ColorGrid? {
        let first = blocks[start]
        let lines = lineNumbers(first)
        switch first.kind {
        case .table where isIntact(lines, next: start + 1 < blocks.count ? blocks[start + 1] : nil): return nil
        case .table: break
        // Most paragraphs are prose without a pipe; only those with one can hide a table.
        case .paragraph where lines.contains(where: { source.line($0).utf8.contains(UInt8(ascii: "|")) }): break
        default: return nil
        }
        guard let delimiterAt = lines.firstIndex(where: { Self.isDelimiter(text($0)) }), delimiterAt > 0 else { return nil }
        // The header: the pipe lines right above the delimiter.
        var headerStart = delimiterAt
        while headerStart > 0, Self.hasPipe(text(lines[headerStart - 1])) { headerStart -= 1 }
        guard headerStart < delimiterAt else { return nil }
        var delimiterEnd = delimiterAt + 1
        while delimiterEnd < lines.count, Self.isDelimiter(text(lines[delimiterEnd])) { delimiterEnd += 1 }
        let delimiter = join(lines[delimiterAt..<delimiterEnd].map { segments($0) })
        let columns = delimiter.cells.count
        let header = join(lines[headerStart..<delimiterAt].map { segments($0) })
        guard columns >= 2, header.cells.count == columns else { return nil }
        let leading = delimiter.leadingPipe, trailing = delimiter.trailingPipe

        // Body lines: the rest of the first block, then paragraphs of pipe rows after blank lines.
        var body: [(line: Int, later: Bool, opensBlock: Bool)] = lines[delimiterEnd...].map { ($0, false, false) }
        var consumed = 1
        while start + consumed < blocks.count {
            let previous = blocks[start + consumed - 1]
            let next = blocks[start + consumed]
            guard case .paragraph = next.kind else { break }
            let nextLines = lineNumbers(next)
            // Rows: pipe lines, the first opening like the table's rows, a lone `|` closing the row before, or holding
            // exactly its columns (`Ruby| rgb(224 65 120)`).
            let opens =
                nextLines.first.map { number in
                    let line = text(number)
                    return !leading || line.hasPrefix("|") || segments(number).cells.count == columns
                } ?? false
            let isRows =
                opens
                && nextLines.allSatisfy { number in
                    let line = text(number)
                    return Self.hasPipe(line) && !Self.isDelimiter(line)
                }
            guard isRows else { break }
            let afterBlank = next.range.startLine > previous.range.endLine + 1
            body += nextLines.map { ($0, afterBlank, $0 == nextLines[0]) }
            consumed += 1
        }

        var rows: [[ColorGrid.Cell]] = []
        var joined = 0, separated = 0
        var buffer: Segments?
        var bufferLines = 0, bufferLater = false
        func flush() {
            guard let row = buffer else { return }
            rows.append(Array(row.cells.prefix(columns)))
            if bufferLines > 1 { joined += 1 }
            if bufferLater { separated += 1 }
            buffer = nil
        }
        for (number, later, opensBlock) in body {
            let line = segments(number)
            if line.cells.isEmpty {
                // A lone `|` closes the row it ends.
                if line.trailingPipe, buffer != nil {
                    buffer?.trailingPipe = true
                    bufferLines += 1
                }
                continue
            }
            if let current = buffer {
                // A row that already has its columns continues only into a line that cannot start one.
                let full = current.cells.count >= columns
                let open = trailing && !current.trailingPipe && (!full || !line.leadingPipe)
                let continues = leading && !line.leadingPipe && !(full && line.cells.count >= columns)
                let completes = !full && current.cells.count + line.cells.count == columns
                if !(opensBlock && full), open || continues || completes {
                    buffer = join([current, line])
                    bufferLines += 1
                    continue
                }
                flush()
            }
            buffer = line
            bufferLines = 1
            bufferLater = later
        }
        flush()

        var repairs: [ColorGrid.Repair] = []
        if delimiterAt - headerStart > 1 || first.kind == .paragraph { repairs.append(.wrappedHeader) }
        if joined > 0 { repairs.append(.joinedRows(joined)) }
        if separated > 0 { repairs.append(.separatedRows(separated)) }
        guard !repairs.isEmpty, !rows.isEmpty else { return nil }
        return ColorGrid(
            header: header.cells, rows: rows, blockPosition: SourcePosition(first), repairs: repairs, blockCount: consumed)
    }

    /// True when a Markdown table needs no mending: every line has as many pipes as the first, and no paragraph
    /// of pipe rows follows it. Counted on bytes, so most tables are passed over without building any cell.
    func isIntact(_ lines: [Int], next: MarkdownNode?) -> Bool {
        func pipes(_ number: Int) -> Int { source.line(number).utf8.reduce(0) { $1 == UInt8(ascii: "|") ? $0 + 1 : $0 } }
        guard let first = lines.first else { return true }
        let count = pipes(first)
        guard lines.dropFirst().allSatisfy({ pipes($0) == count }) else { return false }
        guard let next, case .paragraph = next.kind else { return true }
        return !source.line(max(1, next.range.startLine)).utf8.contains(UInt8(ascii: "|"))
    }

    func lineNumbers(_ block: MarkdownNode) -> [Int] {
        let first = max(1, block.range.startLine)
        return Array(first...max(first, block.range.endLine))
    }

    func text(_ number: Int) -> String {
        String(source.line(number)).trimmingCharacters(in: [" ", "\t"])
    }

    /// Lines joined into one row: a line that neither closes nor opens at a pipe continues the cell it broke.
    func join(_ parts: [Segments]) -> Segments {
        guard var result = parts.first else { return Segments(cells: [], leadingPipe: false, trailingPipe: false) }
        for part in parts.dropFirst() {
            var cells = part.cells
            if !result.trailingPipe, !part.leadingPipe, var last = result.cells.last, let head = cells.first {
                last.text = [last.text, head.text].filter { !$0.isEmpty }.joined(separator: " ")
                last.endLine = head.endLine
                result.cells[result.cells.count - 1] = last
                cells.removeFirst()
            }
            result.cells += cells
            result.trailingPipe = part.trailingPipe
        }
        return result
    }

    /// The cells of one source line, split at pipes that are neither escaped nor inside a code span.
    func segments(_ number: Int) -> Segments {
        let raw = Array(source.line(number).utf8)
        var cells: [ColorGrid.Cell] = []
        var start = 0
        var inCode = false
        var index = 0
        func add(_ from: Int, _ to: Int) {
            var lower = from, upper = to
            while lower < upper, raw[lower] == UInt8(ascii: " ") || raw[lower] == UInt8(ascii: "\t") { lower += 1 }
            while upper > lower, raw[upper - 1] == UInt8(ascii: " ") || raw[upper - 1] == UInt8(ascii: "\t") { upper -= 1 }
            let text = Self.cleaned(String(decoding: raw[lower..<upper], as: UTF8.self))
            cells.append(ColorGrid.Cell(text: text, line: number, column: lower + 1, endLine: number))
        }
        while index < raw.count {
            let byte = raw[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "`") { inCode.toggle() }
            if byte == UInt8(ascii: "|"), !inCode {
                add(start, index)
                start = index + 1
            }
            index += 1
        }
        add(start, raw.count)
        let trimmed = text(number)
        let leadingPipe = trimmed.hasPrefix("|"), trailingPipe = trimmed.hasSuffix("|") && !trimmed.hasSuffix("\\|")
        if leadingPipe, !cells.isEmpty { cells.removeFirst() }
        if trailingPipe, !cells.isEmpty { cells.removeLast() }
        if trimmed.isEmpty { cells = [] }
        return Segments(cells: cells, leadingPipe: leadingPipe, trailingPipe: trailingPipe)
    }

    /// Cell text as a reader sees it: escapes undone, code and emphasis marks and link targets dropped.
    static func cleaned(_ text: String) -> String {
        var result = text
        var has = (backslash: false, mark: false, angle: false, bracket: false)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"): has.backslash = true
            case UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"): has.mark = true
            case UInt8(ascii: "<"): has.angle = true
            case UInt8(ascii: "["): has.bracket = true
            default: continue
            }
        }
        if has.backslash { result = result.replacing("\\|", with: "|") }
        if has.mark { result = result.replacing("`", with: "").replacing("**", with: "").replacing("__", with: "") }
        if has.angle { result = result.replacing(Self.lineBreak, with: " ") }
        if has.bracket { result = result.replacing(Self.link) { String($0.output.1) } }
        return PageContentExtractor.collapse(result)
    }

    /// `<br>`, `<br/>`: compiled once, as each use of a regex literal parses it again.
    nonisolated(unsafe) static let lineBreak = #/<br\s*/?>/#.ignoresCase()
    /// `[text](url)` and `![alt](src)`: the text.
    nonisolated(unsafe) static let link = #/!?\[([^\]]*)\]\([^)]*\)/#

    static func hasPipe(_ line: String) -> Bool {
        line.utf8.contains(UInt8(ascii: "|"))
    }

    /// `|---|:--:|`, `--- | ---`: dashes, colons, pipes and spaces only, with at least one dash and one pipe.
    static func isDelimiter(_ line: String) -> Bool {
        var dash = false, pipe = false
        for byte in line.utf8 {
            switch byte {
            case UInt8(ascii: "-"): dash = true
            case UInt8(ascii: "|"): pipe = true
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): continue
            default: return false
            }
        }
        return dash && pipe
    }
}
