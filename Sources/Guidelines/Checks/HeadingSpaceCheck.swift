import Diagnostics

/// Finds `#Heading` lines that were meant as headings but lack the space CommonMark requires.
package struct HeadingSpaceCheck: SourceCheck {
    package init() {}

    package func check(_ source: SourceText, input: PageSource) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var fence: Substring?
        let lineStarts = source.lineStarts
        let inert: [Bool]? = source.text.utf8.withContiguousStorageIfAvailable { bytes in
            lineStarts.indices.map { index in
                let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
                return Self.isInert(bytes, from: lineStarts[index], to: end)
            }
        }
        for number in 1...max(1, source.lineCount) {
            if let inert, number <= inert.count, inert[number - 1] { continue }
            examine(source.line(number), number: number, path: source.path, fence: &fence, into: &diagnostics)
        }
        return diagnostics
    }

    /// Whether the line `bytes[start..<end]` can neither open or close a fence nor start with `#`: after its
    /// leading spaces comes nothing, an ASCII byte other than `#`, `` ` `` and `~`, or a CJK ideograph. Such a
    /// space stands alone and a character starting with that scalar equals none of those three, so `examine`
    /// would do nothing with the line.
    static func isInert(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var position = start
        while position < end, bytes[position] == 0x20 { position += 1 }
        guard position < end else { return true }
        let byte = bytes[position]
        // A lead byte E4 to E9 starts a scalar from U+4000 to U+9FFF: CJK ideographs and hexagram symbols, which
        // do not join a space before them and decompose into nothing else.
        if byte >= 0xE4 && byte <= 0xE9 { return true }
        return byte < 0x80 && byte != UInt8(ascii: "#") && byte != UInt8(ascii: "`") && byte != UInt8(ascii: "~")
    }

    /// True when `text` starts with 3, 4, 6 or 8 hex digits followed by the end, a space, `|`, `,` or `;`.
    static func startsWithHexColor(_ text: Substring) -> Bool {
        let digits = text.prefix { $0.isHexDigit }
        guard [3, 4, 6, 8].contains(digits.count) else { return false }
        guard let after = text.dropFirst(digits.count).first else { return true }
        return after == " " || after == "|" || after == "," || after == ";" || after == "\t"
    }

    /// Reads one line, tracking code fences (no heading is looked for inside them).
    func examine(_ line: Substring, number: Int, path: String, fence: inout Substring?, into diagnostics: inout [Diagnostic]) {
        let trimmed = line.drop(while: { $0 == " " })
        if let marker = fence {
            if trimmed.hasPrefix(marker) { fence = nil }
            return
        }
        if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
            fence = trimmed.prefix(3)
            return
        }
        let hashes = trimmed.prefix(while: { $0 == "#" })
        guard (1...6).contains(hashes.count), let next = trimmed.dropFirst(hashes.count).first,
            next.isLetter || next.isNumber
        else { return }
        // `#FF3B30 | #FF453A |`: a hex color at the start of a line (a table row continued, a flattened listing), or
        // any `#` word ending a table cell (`#GG0000 |`).
        if hashes.count == 1, Self.startsWithHexColor(trimmed.dropFirst()) || trimmed.contains("|") { return }
        // Counting characters walks the line; only the rare candidate needs it.
        guard line.count - trimmed.count < 4 else { return }
        let text = String(trimmed.dropFirst(hashes.count)).trimmingCharacters(in: ["#", " "])
        diagnostics.append(
            .warning(
                "markdown.heading-missing-space",
                "'\(String(trimmed.prefix(40)))' is not a heading: a space must follow the '\(hashes)'",
                at: SourceLocation(path: path, line: number, column: line.count - trimmed.count + 1),
                notes: ["write '\(hashes) \(text)' to make it a heading, or escape the '#' as '\\#'"]))
    }
}
