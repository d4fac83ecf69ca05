/// Byte offsets of line starts in a UTF-8 source, to turn a tag's offset into a line and column.
struct SourceLineTable {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    func location(ofOffset offset: Int) -> TagLocation {
        let lineIndex = lineIndex(containing: offset)
        let lineStart = lineStarts[lineIndex]
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return TagLocation(line: lineIndex + 1, column: prefix.unicodeScalars.count + 1)
    }

    /// The text of the 1-based line, without its `\n` or `\r\n`.
    func text(ofLine line: Int) -> String {
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
