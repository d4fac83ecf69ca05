import Diagnostics

/// Finds bytes that were not UTF-8 and text that was decoded with the wrong code page (mojibake).
package struct EncodingCheck: SourceCheck {
    /// What `’`, `“`, `é`… look like after UTF-8 was read as Windows-1251 or Windows-1252, and what they were.
    static let mojibake: [(String, String)] = [
        ("вЂ™", "’"), ("вЂњ", "“"), ("вЂќ", "”"), ("вЂ”", "—"), ("вЂ“", "–"), ("вЂ¦", "…"),
        ("â€™", "’"), ("â€œ", "“"), ("â€\u{9D}", "”"), ("â€”", "—"), ("â€“", "–"), ("â€¦", "…"),
        ("Ã©", "é"), ("Ã¨", "è"), ("Ã¼", "ü"), ("Ã¶", "ö"), ("Ã¤", "ä"),
    ]

    package init() {}

    package func check(_ source: SourceText, input: PageSource) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if input.hadInvalidUTF8, let offset = source.text.utf8.firstRange(of: [0xEF, 0xBF, 0xBD])?.lowerBound {
            let position = source.text.utf8.distance(from: source.text.utf8.startIndex, to: offset)
            diagnostics.append(
                .warning(
                    "text.invalid-utf8", "the file is not valid UTF-8; bad bytes were replaced with '\u{FFFD}'",
                    at: source.location(atUTF8Offset: position),
                    notes: ["re-save the file as UTF-8"]))
        }
        var first: (Int, String, String)?
        var count = 0
        for (broken, intended) in Self.mojibake {
            var searchStart = source.text.startIndex
            while let range = source.text.range(of: broken, range: searchStart..<source.text.endIndex) {
                count += 1
                let offset = source.text.utf8.distance(from: source.text.utf8.startIndex, to: range.lowerBound)
                if first == nil || offset < first!.0 { first = (offset, broken, intended) }
                searchStart = range.upperBound
            }
        }
        if let (offset, broken, intended) = first {
            diagnostics.append(
                .warning(
                    "text.mojibake",
                    "text looks wrongly decoded: '\(broken)' is how '\(intended)' reads when UTF-8 is opened in another code page (\(count) place\(count == 1 ? "" : "s"))",
                    at: source.location(atUTF8Offset: offset),
                    notes: ["convert the source back to UTF-8 before adding it (for example with iconv), or fix the characters by hand"]))
        }
        return diagnostics
    }
}
