import FrontMatter
import MarkdownSyntax

/// A page's clean Markdown copy (`foundations/color.md` beside `foundations/color.html`), for assistants and other
/// tools: front matter written in one regular form (`frontMatter(of:)`, from the page's values as the site holds them,
/// so that a language the site stage gives the page is the one it says), the page's text as cmark-gfm writes it back
/// (`body`, made once in the page stage and cached with the page), every color table
/// as a regular table with each value in hex and the API names (`MarkdownColorTable`), and every rule led by its
/// kind in bold (`**Must:**`). What the HTML page escapes or drops, the copy does too (`CommonMarkTree`).
package enum PageMarkdownCopy {
    /// The copy's text, after its front matter, of a page whose tree is `tree`, with the models extracted from it.
    package static func body(
        tree: CommonMarkTree, title: String, colorTables: [ColorTable], rules: [Rule], allowRawHTML: Bool, linksToCopies: Bool = true
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
        return tree.render(edits)
    }

    /// The whole copy of `page`: its front matter, then its body (`Page.markdown`, as `Site.markdown(of:)` reads it).
    package static func copy(of page: Page, body: String) -> String { frontMatter(of: page) + body }

    /// YAML in one form whatever the page wrote: known keys in a fixed order, strings double-quoted.
    package static func frontMatter(of page: Page) -> String {
        let metadata = page.metadata
        let sourcePath = page.source.relativePath
        var lines = ["---", "title: " + quoted(page.title)]
        if let description = metadata.description { lines.append("description: " + quoted(description)) }
        lines.append("id: " + quoted(page.id))
        lines.append("language: " + quoted(page.language.description))
        if let platforms = metadata.platforms, !platforms.isEmpty { lines.append("platforms: " + list(platforms)) }
        if let aliases = metadata.aliases, !aliases.isEmpty { lines.append("aliases: " + list(aliases)) }
        if let availability = metadata.availability { lines.append("availability: " + quoted(availability)) }
        if let reviewed = metadata.reviewed { lines.append("reviewed: " + quoted(isoDate(reviewed))) }
        if metadata.draft == true { lines.append("draft: true") }
        lines.append("source: " + quoted(sourcePath))
        lines.append("html: " + quoted(page.source.outputPath))
        return lines.joined(separator: "\n") + "\n---\n\n"
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
