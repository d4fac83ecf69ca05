import FrontMatter
import MarkdownSyntax

/// A page's clean Markdown copy (`foundations/color.md` beside `foundations/color.html`), for assistants and other
/// tools: front matter written in one regular form, the page's text as cmark-gfm writes it back, every color table
/// as a regular table with each value in hex and the API names (`MarkdownColorTable`), and every rule led by its
/// kind in bold (`**Must:**`). What the HTML page escapes or drops, the copy does too (`CommonMarkTree`).
package enum PageMarkdownCopy {
    /// The copy of a page whose tree is `tree`, with the models extracted from it.
    package static func make(
        tree: CommonMarkTree, title: String, metadata: PageMetadata, id: String, language: LanguageTag, sourcePath: String,
        colorTables: [ColorTable], rules: [Rule], allowRawHTML: Bool, linksToCopies: Bool = true
    ) -> String {
        var edits = CommonMarkEdits()
        edits.linksToCopies = linksToCopies
        edits.title = title
        edits.allowRawHTML = allowRawHTML
        for table in colorTables {
            let markdown = MarkdownColorTable.markdown(table)
            if table.recoveredFromLines {
                // The source's lines stay as written (nothing is lost); the table read from them follows.
                edits.after[table.blockPosition, default: ""] += markdown
            } else {
                edits.replacements[table.blockPosition] = markdown
            }
        }
        for rule in rules { edits.labels[SourcePosition(line: rule.line, column: rule.column)] = rule.kind.label + ":" }
        let front = frontMatter(title: title, metadata: metadata, id: id, language: language, sourcePath: sourcePath)
        return front + tree.render(edits)
    }

    /// YAML in one form whatever the page wrote: known keys in a fixed order, strings double-quoted.
    static func frontMatter(title: String, metadata: PageMetadata, id: String, language: LanguageTag, sourcePath: String) -> String {
        var lines = ["---", "title: " + quoted(title)]
        if let description = metadata.description { lines.append("description: " + quoted(description)) }
        lines.append("id: " + quoted(id))
        lines.append("language: " + quoted(language.description))
        if let platforms = metadata.platforms, !platforms.isEmpty { lines.append("platforms: " + list(platforms)) }
        if let aliases = metadata.aliases, !aliases.isEmpty { lines.append("aliases: " + list(aliases)) }
        if let availability = metadata.availability { lines.append("availability: " + quoted(availability)) }
        if let reviewed = metadata.reviewed { lines.append("reviewed: " + quoted(isoDate(reviewed))) }
        if metadata.draft == true { lines.append("draft: true") }
        lines.append("source: " + quoted(sourcePath))
        lines.append("html: " + quoted(PageSource.outputPath(forContentPath: sourcePath)))
        return lines.joined(separator: "\n") + "\n---\n\n"
    }

    /// `copy` with the `language:` its front matter gives replaced by `language`: the site stage can set a page's
    /// language after the copy was made (a page in a language's folder, `Translations`).
    package static func withLanguage(_ copy: String, _ language: LanguageTag) -> String {
        let line = "language: " + quoted(language.description) + "\n"
        guard copy.hasPrefix("---\n"), let start = copy.range(of: "\nlanguage: "), let end = copy[start.upperBound...].firstIndex(of: "\n"),
            let close = copy.range(of: "\n---\n"), start.lowerBound < close.lowerBound
        else { return copy }
        let current = copy[copy.index(after: start.lowerBound)...end]
        return current == line ? copy : copy.replacingCharacters(in: copy.index(after: start.lowerBound)...end, with: line)
    }

    /// `2026-10-04`, or `2026-10` for a month.
    static func isoDate(_ date: ReviewDate) -> String {
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "\(date.year)-\(two(date.month))" + (date.day.map { "-" + two($0) } ?? "")
    }

    static func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }

    /// A YAML double-quoted scalar: `\`, `"`, and every character YAML does not allow as it is or reads as a line
    /// break (C0 and C1 controls, DEL, U+2028, U+2029, U+FEFF) escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF].contains(scalar.value) {
                    let digits = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
