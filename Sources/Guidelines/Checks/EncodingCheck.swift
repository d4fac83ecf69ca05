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
        // Every pattern starts with 'в', 'â' or 'Ã'; most pages have none, and Foundation's search is slow.
        guard Self.mayHoldMojibake(source.text) else { return diagnostics }
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

    /// Whether the UTF-8 of `text` has 'в' (D0 B2), 'â' (C3 A2) or 'Ã' (C3 83) anywhere.
    static func mayHoldMojibake(_ text: String) -> Bool {
        func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var previous: UInt8 = 0
            var index = 0
            // ASCII words are skipped eight bytes at a time (the pairs sought are both non-ASCII).
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count {
                    if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                        previous = 0
                        index += 8
                        continue
                    }
                    for byte in bytes[index..<(index + 8)] {
                        if (previous == 0xC3 && (byte == 0xA2 || byte == 0x83)) || (previous == 0xD0 && byte == 0xB2) { return true }
                        previous = byte
                    }
                    index += 8
                }
            }
            for byte in bytes[index...] {
                if (previous == 0xC3 && (byte == 0xA2 || byte == 0x83)) || (previous == 0xD0 && byte == 0xB2) { return true }
                previous = byte
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(scan) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(scan)
    }
}
