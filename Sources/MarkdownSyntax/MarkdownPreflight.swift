import Diagnostics

/// Scans Markdown before cmark-gfm sees it, for inputs that cmark 0.29 handles in quadratic time or memory
/// and that a worker's budgets would otherwise have to stop.
///
/// A table delimiter row (`|---|---|`) with thousands of columns makes cmark pad every later one-cell
/// row to that width: time and memory grow with columns × rows. Such rows are blanked (same length, so
/// positions stay true) and the table is shown as text.
package struct MarkdownPreflight: Sendable {
    package var maximumTableColumns: Int
    /// Block quotes deeper than this are text from the marker past it on (the parser flattens deeper content anyway).
    package var maximumQuoteDepth: Int
    /// Images in one paragraph past this many are text.
    package var maximumImagesPerParagraph: Int
    /// More unclosed `<?` (or `<![CDATA[`) than this on a page are text.
    package var maximumUnclosedOpeners: Int

    package init(
        maximumTableColumns: Int = 128, maximumQuoteDepth: Int = 100, maximumImagesPerParagraph: Int = 1_000,
        maximumUnclosedOpeners: Int = 1_000
    ) {
        self.maximumTableColumns = maximumTableColumns
        self.maximumQuoteDepth = maximumQuoteDepth
        self.maximumImagesPerParagraph = maximumImagesPerParagraph
        self.maximumUnclosedOpeners = maximumUnclosedOpeners
    }

    package struct Result: Sendable {
        package var text: String
        package var diagnostics: [Diagnostic]
    }

    package func check(_ text: String, source: SourceText) -> Result {
        var text = text
        var diagnostics: [Diagnostic] = []
        var blankedLines: [Range<Int>] = []
        var first: (line: Int, columns: Int)?
        var escapes = Escapes()
        var firstDeepQuote: Int?
        var fences = FencedCode()
        text.withUTF8 { bytes in
            var lineStart = 0
            var lineNumber = 1
            while lineStart < bytes.count {
                var lineEnd = Self.skipToLineBreak(bytes, from: lineStart)
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                let lead = bytes[lineStart]
                // Code is never escaped: a fence's lines are left as they are.
                if fences.read(bytes, lineStart: lineStart, lineEnd: lineEnd), lead == UInt8(ascii: ">") || lead == 0x20,
                    let marker = Self.excessQuoteMarker(bytes, lineStart: lineStart, maximumQuoteDepth: maximumQuoteDepth)
                {
                    escapes.offsets.append(marker)
                    if firstDeepQuote == nil { firstDeepQuote = lineNumber }
                }
                // Only a line made of delimiter-row bytes is read as one.
                if Self.isDelimiterByte(bytes[lineStart]),
                    let columns = Self.delimiterRowColumns(bytes[lineStart..<lineEnd]), columns > maximumTableColumns
                {
                    blankedLines.append(lineStart..<lineEnd)
                    if first == nil { first = (lineNumber, columns) }
                }
                if lineEnd < bytes.count, bytes[lineEnd] == 0x0D, lineEnd + 1 < bytes.count, bytes[lineEnd + 1] == 0x0A { lineEnd += 1 }
                lineStart = lineEnd + 1
                lineNumber += 1
            }
            fences.finish(at: bytes.count)
        }
        if let firstDeepQuote {
            diagnostics.append(
                .warning(
                    "markdown.too-deep",
                    "block quotes nested more than \(maximumQuoteDepth) levels deep; the rest of the line is shown as text",
                    at: SourceLocation(path: source.path, line: firstDeepQuote, column: 1),
                    notes: ["reduce the nesting of the quotes"]))
        }
        let images = text.withUTF8 {
            Self.excessImages($0, maximumImages: maximumImagesPerParagraph, path: source.path, code: fences)
        }
        let openers = text.withUTF8 { Self.unclosedOpeners($0, maximum: maximumUnclosedOpeners, source: source, code: fences) }
        escapes.offsets = (escapes.offsets + images.offsets + openers.offsets).sorted()
        diagnostics += images.diagnostics + openers.diagnostics
        guard let first else {
            if escapes.offsets.isEmpty { return Result(text: text, diagnostics: diagnostics) }
            let escaped = Self.inserting(backslashesAt: escapes.offsets, into: Array(text.utf8))
            return Result(text: String(decoding: escaped, as: UTF8.self), diagnostics: diagnostics)
        }
        var bytes = Array(text.utf8)
        for line in blankedLines {
            for index in line { bytes[index] = 0x20 }
        }
        bytes = Self.inserting(backslashesAt: escapes.offsets, into: bytes)
        let blanked = blankedLines.count
        diagnostics.append(
            .warning(
                "markdown.too-many-columns",
                "a table with \(first.columns) columns is more than the \(maximumTableColumns) allowed; it is shown as text"
                    + (blanked > 1 ? " (\(blanked) tables on this page)" : ""),
                at: SourceLocation(path: source.path, line: first.line, column: 1),
                notes: ["split the table, or raise 'limits: table_columns:' in precept.yml"]))
        return Result(text: String(decoding: bytes, as: UTF8.self), diagnostics: diagnostics)
    }

    /// The start of the first eight-byte word from `start` on that may hold a line feed or carriage return (the
    /// zero-byte test used is exact as a yes-or-no answer), or the start of the last partial word.
    static func skipToLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101
        var index = start
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let lineFeeds = word ^ (0x0A &* ones)
            let returns = word ^ (0x0D &* ones)
            let zero = ((lineFeeds &- ones) & ~lineFeeds) | ((returns &- ones) & ~returns)
            if zero & (0x80 &* ones) != 0 { break }
            index += 8
        }
        return index
    }

    /// `|`, `-`, `:`, space or tab: the bytes of a delimiter row.
    static func isDelimiterByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "|") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == 0x20 || byte == 0x09
    }

    /// The number of cells of a GFM delimiter row (`| --- | :-: |`), or nil when the line is not one.
    static func delimiterRowColumns(_ line: some Collection<UInt8>) -> Int? {
        var pipes = 0
        var dashes = false
        var firstNonSpace: UInt8?
        var lastNonSpace: UInt8?
        for byte in line {
            switch byte {
            case UInt8(ascii: "|"): pipes += 1
            case UInt8(ascii: "-"): dashes = true
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"): break
            default: return nil
            }
            if byte != 0x20, byte != 0x09 {
                if firstNonSpace == nil { firstNonSpace = byte }
                lastNonSpace = byte
            }
        }
        guard dashes, pipes > 0 else { return nil }
        var cells = pipes + 1
        if firstNonSpace == UInt8(ascii: "|") { cells -= 1 }
        if lastNonSpace == UInt8(ascii: "|"), pipes > 1 || firstNonSpace != UInt8(ascii: "|") { cells -= 1 }
        return max(cells, 1)
    }
}
