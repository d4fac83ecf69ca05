import Diagnostics

/// Two more shapes cmark-gfm 0.29 parses in quadratic time or worse, found before it sees them and written so that
/// it reads them as text (a backslash before the character that starts the shape), each with a warning:
/// - block quotes nested deeper than the parser keeps anyway (`>>>>…` thousands deep, then inline text: time grows
///   with depth × length); from the marker past the limit on, the line is text;
/// - a paragraph with thousands of images (`![[]()` repeated, CVE-2023-22486); past the limit, `![` is text;
/// - thousands of `<?` or `<![CDATA[` that nothing closes (cmark looks for the closer from each one); all of
///   those after the last closer are text.
extension MarkdownPreflight {
    /// Where backslashes go (byte offsets, ascending) and the warnings that say so.
    struct Escapes {
        var offsets: [Int] = []
        var diagnostics: [Diagnostic] = []
    }

    /// The offset of the block-quote marker that would open level `maximumQuoteDepth + 1` on the line starting at
    /// `start`, or nil. Markers may be separated by spaces and tabs, as cmark allows.
    static func excessQuoteMarker(_ bytes: UnsafeBufferPointer<UInt8>, lineStart start: Int, maximumQuoteDepth: Int) -> Int? {
        var index = start
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                depth += 1
                if depth > maximumQuoteDepth { return index }
            // Four spaces before the first marker make an indented code block, not a quote.
            case 0x20 where depth > 0 || index - start < 3, 0x09 where depth > 0: break
            default: return nil
            }
            index += 1
        }
        return nil
    }

    /// The `!` of every `![` past the first `maximumImages` of its line, with a warning at the first line cut.
    /// Counted by line, not by paragraph: a table or a list with an image per row or item is many inline
    /// subjects to cmark and never slow, while the pattern that is (`![[]()` thousands of times) is one long line.
    /// Nothing is scanned by line unless the page has more than that many in all.
    static func excessImages(_ bytes: UnsafeBufferPointer<UInt8>, maximumImages: Int, path: String, code: FencedCode) -> Escapes {
        var total = 0
        var index = 0
        while index + 1 < bytes.count {
            if isImageOpener(bytes, at: index), !code.contains(index) { total += 1 }
            index += 1
        }
        var escapes = Escapes()
        guard total > maximumImages else { return escapes }
        var onLine = 0
        var line = 1
        var firstCut: Int?
        index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                onLine = 0
                line += 1
            } else if isImageOpener(bytes, at: index), !code.contains(index) {
                onLine += 1
                if onLine > maximumImages {
                    escapes.offsets.append(index)
                    if firstCut == nil { firstCut = line }
                }
            }
            index += 1
        }
        if let firstCut {
            escapes.diagnostics.append(
                .warning(
                    "markdown.slow-pattern",
                    "a line has more than \(maximumImages) images; the rest (\(CountText.number(escapes.offsets.count))) are shown as text",
                    at: SourceLocation(path: path, line: firstCut, column: 1),
                    notes: ["split the line: cmark-gfm takes seconds to minutes on thousands of images in one paragraph"]))
        }
        return escapes
    }

    /// The `<` of every unclosed raw-HTML opener (`<?` with no `?>` after it, `<![CDATA[` with no `]]>`) when a
    /// page has more than `maximum` of one kind, with a warning per kind.
    static func unclosedOpeners(_ bytes: UnsafeBufferPointer<UInt8>, maximum: Int, source: SourceText, code: FencedCode) -> Escapes {
        var escapes = Escapes()
        // Most pages have far fewer '<' than that: one pass over the bytes settles it.
        var angles = 0
        for byte in bytes where byte == UInt8(ascii: "<") { angles += 1 }
        guard angles > maximum else { return escapes }
        for (opener, closer) in [(Array("<?".utf8), Array("?>".utf8)), (Array("<![CDATA[".utf8), Array("]]>".utf8))] {
            let lastCloser = lastOccurrence(of: closer, in: bytes, outside: code) ?? -1
            var found: [Int] = []
            var index = lastCloser + 1
            while index + opener.count <= bytes.count {
                if bytes[index] == opener[0], matches(opener, in: bytes, at: index), !code.contains(index), !isEscaped(bytes, at: index) {
                    found.append(index)
                }
                index += 1
            }
            guard found.count > maximum else { continue }
            escapes.offsets += found
            let where_ = source.location(atUTF8Offset: found[0])
            escapes.diagnostics.append(
                .warning(
                    "markdown.slow-pattern",
                    "\(CountText.number(found.count)) '\(String(decoding: opener, as: UTF8.self))' that nothing closes are shown as text",
                    at: SourceLocation(path: source.path, line: where_.line, column: where_.column),
                    notes: [
                        "cmark-gfm looks for the closing '\(String(decoding: closer, as: UTF8.self))' from each one, which takes seconds; escape them as '\\<'"
                    ]))
        }
        return escapes
    }

    static func matches(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + pattern.count <= bytes.count else { return false }
        for offset in 0..<pattern.count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    static func lastOccurrence(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, outside code: FencedCode) -> Int? {
        var index = bytes.count - pattern.count
        while index >= 0 {
            if matches(pattern, in: bytes, at: index), !code.contains(index) { return index }
            index -= 1
        }
        return nil
    }

    /// `![` at `index` that the author did not escape (`\![`), and not the `<![CDATA[` of a CDATA section.
    static func isImageOpener(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "!"), bytes[index + 1] == UInt8(ascii: "[") else { return false }
        if index > 0, bytes[index - 1] == UInt8(ascii: "<"), matches(Array("<![CDATA[".utf8), in: bytes, at: index - 1) { return false }
        return !isEscaped(bytes, at: index)
    }

    /// Whether the byte at `index` follows an odd run of backslashes, so that Markdown reads it as a literal.
    static func isEscaped(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var count = 0
        var back = index - 1
        while back >= 0, bytes[back] == UInt8(ascii: "\\") {
            count += 1
            back -= 1
        }
        return count % 2 == 1
    }

    /// `bytes` with a backslash inserted before each offset (ascending).
    static func inserting(backslashesAt offsets: [Int], into bytes: [UInt8]) -> [UInt8] {
        guard !offsets.isEmpty else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + offsets.count)
        var from = 0
        for offset in offsets {
            out += bytes[from..<offset]
            out.append(UInt8(ascii: "\\"))
            from = offset
        }
        out += bytes[from...]
        return out
    }
}
