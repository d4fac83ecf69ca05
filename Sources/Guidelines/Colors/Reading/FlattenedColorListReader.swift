import Diagnostics
import MarkdownSyntax

/// Recovers color tables whose cells were flattened into one value per line, under header lines that say
/// which contrast and appearance they hold (as in scraped pages):
///
/// ```
/// Default        ← contrast label (optional)
/// Light          ← one mode label per value column
/// Dark
/// Name
/// API
/// R 0 G 122 B 255
/// R 10 G 132 B 255
/// Blue
/// systemBlue
/// ```
package struct FlattenedColorListReader: Sendable {
    package var context: ColorTableContext

    struct Block {
        var increased: Bool
        var modes: [Bool]
        var firstLine: Int
        var rows: [(name: String, api: String?, line: Int, values: [Appearance: ColorValue])] = []
    }

    package init(context: ColorTableContext) {
        self.context = context
    }

    /// Tables found in one paragraph, with a warning per table that the source is not a table.
    package func read(_ paragraph: MarkdownNode, heading: ColorTableReader.Heading?, firstIndex: Int) -> ([ColorTable], [Diagnostic]) {
        let first = max(1, paragraph.range.startLine)
        let last = max(first, paragraph.range.endLine)
        let lines = (first...last).map { (number: $0, text: Self.trimmingSpacesAndTabs(context.source.line($0))) }
        let parser = context.parser.readingAlphaFirst(context.alphaFirstHex)
        // Every block has a light or dark label among its header lines, which are short; most paragraphs are
        // prose without one, and need no closer reading.
        guard lines.contains(where: { $0.text.utf8.count <= Self.longestHeader && ColorColumnRole.modeLabel($0.text) != nil }) else {
            return ([], [])
        }
        var blocks: [Block] = []
        var i = 0
        while i < lines.count {
            if let (block, next) = readBlock(lines, from: i, parser: parser), !block.rows.isEmpty {
                blocks.append(block)
                i = next
            } else {
                i += 1
            }
        }
        guard !blocks.isEmpty else { return ([], []) }
        // Consecutive blocks form one table until a contrast level repeats.
        var groups: [[Block]] = []
        for block in blocks {
            if let lastGroup = groups.last, !lastGroup.contains(where: { $0.increased == block.increased }) {
                groups[groups.count - 1].append(block)
            } else {
                groups.append([block])
            }
        }
        var tables: [ColorTable] = []
        var diagnostics: [Diagnostic] = []
        for (offset, group) in groups.enumerated() {
            var specs: [ColorSpec] = []
            var appearances: [Appearance] = []
            for block in group {
                for mode in block.modes {
                    let appearance = Appearance(dark: mode, increasedContrast: block.increased)
                    if !appearances.contains(appearance) { appearances.append(appearance) }
                }
                for row in block.rows {
                    let (name, localized) = ColorName.split(row.name)
                    let key = row.api ?? name
                    if let index = specs.firstIndex(where: { ($0.apis["API"] ?? $0.name) == key }) {
                        specs[index].values.merge(row.values) { old, _ in old }
                    } else {
                        var spec = ColorSpec(
                            name: name, localizedName: localized, values: row.values, line: row.line,
                            column: 1)
                        if let api = row.api { spec.apis["API"] = api }
                        specs.append(spec)
                    }
                }
            }
            let index = firstIndex + offset
            let line = group[0].firstLine
            let anchorPart = heading?.anchor ?? "listing-\(index)"
            tables.append(
                ColorTable(
                    id: context.pageId + "/" + anchorPart + (groups.count > 1 ? "-\(offset + 1)" : ""), pageId: context.pageId,
                    title: heading?.title ?? "Colors", anchor: heading?.anchor, kind: .specification,
                    platforms: context.platforms(forHeading: heading?.title), notes: [], appearances: appearances.sorted(),
                    colors: specs, semanticColors: [], recoveredFromLines: true, line: line, column: 1,
                    blockPosition: SourcePosition(paragraph)))
            diagnostics.append(
                .warning(
                    "colors.flattened-table",
                    "a color table of \(specs.count) color\(specs.count == 1 ? "" : "s") was recovered from lines that are not a Markdown table",
                    at: SourceLocation(path: context.source.path, line: line, column: 1),
                    notes: ["write it as a table ('Name | API | Light | Dark') so it renders and checks as one"]))
        }
        return (tables, diagnostics)
    }

    /// `line` without leading and trailing spaces and tabs, scalar by scalar as Foundation's `trimmingCharacters(in:)` trims.
    static func trimmingSpacesAndTabs(_ line: Substring) -> String {
        let scalars = line.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start] == " " || scalars[start] == "\t" { scalars.formIndex(after: &start) }
        while start < end {
            let before = scalars.index(before: end)
            guard scalars[before] == " " || scalars[before] == "\t" else { break }
            end = before
        }
        return String(Substring(scalars[start..<end]))
    }

    /// Header lines are a few words ("Default (Light)", "SwiftUI API"); longer lines are prose, not worth reading as one.
    static let longestHeader = 80

    /// A header block at `start` and the records under it; nil when no header starts there.
    func readBlock(_ lines: [(number: Int, text: String)], from start: Int, parser: ColorNotationParser) -> (Block, Int)? {
        var i = start
        var increased: Bool?
        var modes: [Bool] = []
        var hasName = false, hasAPI = false
        while i < lines.count {
            let text = lines[i].text
            if text.utf8.count > Self.longestHeader {
                break
            } else if increased == nil, modes.isEmpty, let contrast = ColorColumnRole.contrastLabel(text) {
                increased = contrast
            } else if let mode = ColorColumnRole.modeLabel(text) {
                modes.append(mode)
            } else {
                let role = ColorColumnRole(header: text)
                if role.namesColors {
                    hasName = true
                } else if case .api = role {
                    hasAPI = true
                } else {
                    break
                }
            }
            i += 1
        }
        guard !modes.isEmpty, hasName || hasAPI else { return nil }
        var block = Block(increased: increased ?? false, modes: modes, firstLine: lines[start].number)
        while i + modes.count + (hasName ? 1 : 0) + (hasAPI ? 1 : 0) <= lines.count {
            var values: [Appearance: ColorValue] = [:]
            var j = i
            for mode in modes {
                guard case .value(var value, _) = parser.parse(lines[j].text) else { return (block, i) }
                value.line = lines[j].number
                value.column = 1 + (context.source.line(lines[j].number).prefix { $0 == " " || $0 == "\t" }.count)
                values[Appearance(dark: mode, increasedContrast: block.increased)] = value
                j += 1
            }
            var name = ""
            if hasName {
                guard case .none = parser.parse(lines[j].text), !lines[j].text.isEmpty else { return (block, i) }
                name = lines[j].text
                j += 1
            }
            var api: String?
            if hasAPI {
                guard !FoundationSearch.contains(lines[j].text, " "), !lines[j].text.isEmpty else { return (block, i) }
                api = lines[j].text
                j += 1
            }
            block.rows.append((name: name.isEmpty ? (api ?? "") : name, api: api, line: lines[i].number, values: values))
            i = j
        }
        return (block, i)
    }
}
