/// A color table of a page as the Markdown copy writes it, the same way whatever the source looked like:
/// `| Name | API | Light | Dark |` with every value in hex (`#FF383C`, `#FF383CCC` with alpha; Display P3
/// components beside), API names as `Framework: name`, and `—` where the table gives no value.
package enum MarkdownColorTable {
    package static func markdown(_ table: ColorTable) -> String {
        switch table.kind {
        case .semantic:
            let rows = table.semanticColors.map { [cell($0.name), cell($0.purpose), apis($0.apis)] }
            return render(header: ["Name", "Purpose", "API"], rows: rows)
        case .specification, .pairs:
            let rows = table.colors.map { color in
                let name = color.localizedName.map { "\(color.name) (\($0))" } ?? color.name
                return [cell(name), apis(color.apis)]
                    + table.appearances.map { appearance in
                        color.values[appearance].map(value) ?? "—"
                    }
            }
            return render(header: ["Name", "API"] + table.appearances.map { cell($0.label) }, rows: rows)
        }
    }

    /// `#FF383C`, or `#FA2A2D` followed by `color(display-p3 0.98 0.165 0.176)` for a value given in Display P3.
    static func value(_ value: ColorValue) -> String {
        guard let p3 = SwatchFormatting.displayP3Function(value) else { return value.hex }
        return value.hex + " `" + p3 + "`"
    }

    static func apis(_ apis: [String: String]) -> String {
        apis.sorted { $0.key < $1.key }.map { ($0.key == "API" ? "" : cell($0.key) + ": ") + "`" + code($0.value) + "`" }
            .joined(separator: ", ")
    }

    static func render(header: [String], rows: [[String]]) -> String {
        var lines = ["| " + header.joined(separator: " | ") + " |", "|" + String(repeating: " --- |", count: header.count)]
        for row in rows { lines.append("| " + row.map { $0.isEmpty ? " " : $0 }.joined(separator: " | ") + " |") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text for a cell (or a link text): on one line, with Markdown's inline punctuation and the cell separator escaped.
    package static func cell(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\n", "\r", "\r\n", "\t": out.append(" ")
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "!", "#": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// Text inside a code span: on one line, no backtick (an API name never has one), `|` escaped for the table.
    static func code(_ text: String) -> String {
        String(text.map { $0 == "`" || $0.isNewline ? " " : $0 }).replacingOccurrences(of: "|", with: "\\|")
    }
}
