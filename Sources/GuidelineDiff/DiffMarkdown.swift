/// The report as a pull-request comment: a summary, the breaking changes first, then colors, rules and pages. Long
/// lists fold into `<details>`; every text from the content is escaped, so a lead cannot break the comment's markup.
enum DiffMarkdown {
    /// Lists longer than this fold.
    static let foldAbove = 20

    static func render(_ diff: GuidelineDiff) -> String {
        var out = ["### Guidelines: \(escape(diff.base)) → \(escape(diff.head))", ""]
        guard !diff.isEmpty else { return (out + ["No changes to pages, colors or rules."]).joined(separator: "\n") }
        let breaking = diff.breaking.isEmpty ? "nothing breaking" : "**\(DiffText.count(diff.breaking.count, "breaking change"))**"
        out.append("\(DiffText.changed(diff)); \(breaking).")
        if !diff.breaking.isEmpty {
            out += section(
                "⚠️ Breaking changes",
                diff.breaking.map { change in
                    "- `\(change.code.rawValue)` \(escape(change.message))\(change.location.map { " (`\(code($0.file)):\($0.line)`\($0.inBase ? " in \(escape(diff.base))" : ""))" } ?? "")"
                })
        }
        if !diff.colors.isEmpty {
            let header = [
                "| Change | Color | Table | Appearance | Before | After | ΔE00 | Contrast |", "|---|---|---|---|---|---|---|---|",
            ]
            out += section("Colors", header + diff.colors.flatMap(colorRows), rows: diff.colors.count)
        }
        if !diff.rules.isEmpty { out += section("Rules", diff.rules.map(rule)) }
        if !diff.changeLog.isEmpty {
            out += section(
                "Change log",
                diff.changeLog.map { entry in
                    "- *\(escape(entry.pageTitle))* (`\(code(entry.location.file)):\(entry.location.line)`): colors or rules changed "
                        + "without a new row in its change log. Add:\n\n  ```\n  \(entry.proposedRow.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\n", with: " "))\n  ```"
                })
        }
        if !diff.pages.isEmpty { out += section("Pages", diff.pages.map(page)) }
        return out.joined(separator: "\n")
    }

    static func section(_ title: String, _ lines: [String], rows: Int? = nil) -> [String] {
        let count = rows ?? lines.count
        guard count > foldAbove else { return ["", "#### \(title)", ""] + lines }
        return ["", "<details><summary><strong>\(title)</strong> (\(count))</summary>", ""] + lines + ["", "</details>"]
    }

    static func colorRows(_ change: ColorChange) -> [String] {
        var name = "**\(escape(change.name))**"
        if let oldName = change.oldName { name += " (was \(escape(oldName)))" }
        let apis = Set(change.apis.values).sorted().map { "`\(code($0))`" }
        if !apis.isEmpty { name += "<br>" + apis.joined(separator: ", ") }
        if let deprecation = change.deprecation { name += "<br>" + escape(deprecation.text) }
        if !change.apisRemoved.isEmpty { name += "<br>removed: " + change.apisRemoved.map { "~~`\(code($0))`~~" }.joined(separator: ", ") }
        let table = "\(escape(change.table)) (\(escape(change.page)))"
        let values = change.values.isEmpty ? [nil] : change.values.map { Optional($0) }
        return values.enumerated().map { index, value in
            let first = index == 0
            let before: String = value?.old.map { "`\(code($0))`" } ?? ""
            let after: String = value?.new.map { "`\(code($0))`" } ?? ""
            let deltaE: String = value?.deltaE.map { String($0) } ?? ""
            let flips: String = value.map(contrast) ?? ""
            let cells: [String] = [
                first ? change.change.rawValue : "", first ? name : "", first ? table : "", value?.appearance ?? "", before, after,
                deltaE, flips,
            ]
            return "| " + cells.joined(separator: " | ") + " |"
        }
    }

    static func contrast(_ value: ColorChange.ValueChange) -> String {
        value.flips.map { flip in
            let now = flip.now ? "pass" : "**fail**"
            let mark = flip.measure == "wcag" && flip.was && !flip.now ? "⚠️ " : ""
            return mark + escape(DiffText.flip(flip)).replacingOccurrences(of: "→ fail", with: "→ \(now)")
        }.joined(separator: "<br>")
    }

    static func rule(_ change: RuleChange) -> String {
        let page = "*\(escape(change.pageTitle))*"
        switch change.change {
        case .added: return "- **Added** on \(page) (\(change.kind)): \(escape(change.lead))"
        case .removed: return "- **Removed** from \(page) (\(change.kind)): ~~\(escape(change.lead))~~"
        case .reworded:
            var text = "- **Reworded** on \(page): "
            if let oldLead = change.oldLead {
                text += "~~\(escape(oldLead))~~ → \(escape(change.lead))"
            } else {
                text += escape(change.lead)
            }
            var notes: [String] = []
            if let oldKind = change.oldKind {
                notes.append("\(oldKind) → \(change.kind)\(change.kindChange.map { ", \($0.rawValue)" } ?? "")")
            }
            if change.bodyChanged { notes.append("explanation changed") }
            if let deprecation = change.deprecation { notes.append(escape(deprecation.text)) }
            return text + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
        }
    }

    static func page(_ change: PageChange) -> String {
        "- " + escape(String(DiffText.page(change).dropFirst("page ".count)))
    }

    /// Backslash-escapes what Markdown or a table reads as markup; line breaks become spaces.
    static func escape(_ text: String) -> String {
        let characters = Array(text)
        var out = ""
        for (index, character) in characters.enumerated() {
            // GitHub turns `@name` into a mention (a notification) and `#12` into a link to an issue, even when
            // escaped: a word joiner after the sign keeps the text as written without either. `#0000AA`, a color,
            // is left alone (digits then letters are no issue number).
            if index > 0, characters[index - 1] == "@", character.isLetter || character.isNumber {
                out += "\u{2060}"
            } else if index > 0, characters[index - 1] == "#", character.isNumber {
                let run = characters[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if run.allSatisfy(\.isNumber) { out += "\u{2060}" }
            }
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~": out += "\\" + String(character)
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }

    /// Text inside a code span (a file name, an API, a value): backticks, table pipes and line breaks cannot end
    /// it early, so nothing in the text becomes a link, HTML or a mention.
    static func code(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "`": out += "'"
            case "|": out += "\\|"
            case "\n", "\r": out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
