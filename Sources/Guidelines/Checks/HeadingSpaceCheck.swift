import Diagnostics

/// Finds `#Heading` lines that were meant as headings but lack the space CommonMark requires.
package struct HeadingSpaceCheck: SourceCheck {
    package init() {}

    package func check(_ source: SourceText, input: PageSource) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var fence: Substring?
        for number in 1...max(1, source.lineCount) {
            let line = source.line(number)
            let trimmed = line.drop(while: { $0 == " " })
            if let marker = fence {
                if trimmed.hasPrefix(marker) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                continue
            }
            let hashes = trimmed.prefix(while: { $0 == "#" })
            guard (1...6).contains(hashes.count), let next = trimmed.dropFirst(hashes.count).first,
                next.isLetter || next.isNumber
            else { continue }
            // Counting characters walks the line; only the rare candidate needs it.
            guard line.count - trimmed.count < 4 else { continue }
            let text = String(trimmed.dropFirst(hashes.count)).trimmingCharacters(in: ["#", " "])
            diagnostics.append(
                .warning(
                    "markdown.heading-missing-space",
                    "'\(String(trimmed.prefix(40)))' is not a heading: a space must follow the '\(hashes)'",
                    at: SourceLocation(path: source.path, line: number, column: line.count - trimmed.count + 1),
                    notes: ["write '\(hashes) \(text)' to make it a heading, or escape the '#' as '\\#'"]))
        }
        return diagnostics
    }
}
