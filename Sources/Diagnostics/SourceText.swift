/// The text of one source file with a line table, turning byte offsets into 1-based line and column.
public struct SourceText: Sendable, Hashable {
    /// Path shown in diagnostics.
    public let path: String
    public let text: String
    /// UTF-8 offset of the first byte of each line.
    public let lineStarts: [Int]
    private let utf8: [UInt8]
    /// Offsets of UTF-8 continuation bytes, sorted, so a column is found by binary search instead of by
    /// scanning its line (a 400 KB one-line page with 100,000 links would otherwise be quadratic).
    private let continuationOffsets: [Int]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        let bytes = Array(text.utf8)
        self.utf8 = bytes
        var starts = [0]
        var continuations: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            // Eight bytes at a time: a word without a line feed or a byte of 0x80 and above is skipped whole.
            let raw = UnsafeRawPointer(base)
            /// Records the byte at `offset`: a line starts after a line feed; continuation bytes are counted for columns.
            func note(_ offset: Int) {
                let byte = buffer[offset]
                if byte == UInt8(ascii: "\n") {
                    starts.append(offset + 1)
                } else if byte & 0xC0 == 0x80 {
                    continuations.append(offset)
                }
            }
            var index = 0
            while index + 8 <= buffer.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let newlines = word ^ 0x0A0A_0A0A_0A0A_0A0A
                let hasNewline = (newlines &- 0x0101_0101_0101_0101) & ~newlines & 0x8080_8080_8080_8080 != 0
                if hasNewline || word & 0x8080_8080_8080_8080 != 0 {
                    for offset in index..<(index + 8) { note(offset) }
                }
                index += 8
            }
            for offset in index..<buffer.count { note(offset) }
        }
        self.lineStarts = starts
        self.continuationOffsets = continuations
    }

    public var lineCount: Int { lineStarts.count }

    /// The location of a UTF-8 byte offset; the column counts Unicode scalars from the start of the line.
    public func location(atUTF8Offset offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, utf8.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        let column =
            1 + (clamped - start) - (Self.countBelow(clamped, in: continuationOffsets) - Self.countBelow(start, in: continuationOffsets))
        // Column counted one too many when the offset lands mid-scalar; fine for diagnostics.
        return SourceLocation(path: path, line: low + 1, column: column)
    }

    /// How many of the sorted `offsets` are less than `bound`.
    private static func countBelow(_ bound: Int, in offsets: [Int]) -> Int {
        var low = 0, high = offsets.count
        while low < high {
            let mid = (low + high) / 2
            if offsets[mid] < bound { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The location of a 1-based line and 1-based byte column (as cmark reports them).
    public func location(line: Int, byteColumn: Int) -> SourceLocation {
        guard line >= 1, line <= lineStarts.count else {
            return SourceLocation(path: path, line: max(1, line), column: max(1, byteColumn))
        }
        return location(atUTF8Offset: lineStarts[line - 1] + max(0, byteColumn - 1))
    }

    /// The text of a 1-based line without its newline.
    public func line(_ number: Int) -> Substring {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : utf8.count
        if end > start, utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        // Decoding from a buffer pointer takes the standard library's validating fast path; an `ArraySlice`
        // went through its generic one, scalar by scalar.
        let s = utf8.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<max(start, end)]), as: UTF8.self) }
        return Substring(s)
    }
}
