/// The fenced code blocks of a page as the preflight reads it line by line (an opening run of three or more
/// backticks or tildes after at most three spaces, closed by a run of the same character at least as long with
/// nothing after it), so that code is never escaped. Fences inside block quotes or lists are not followed.
struct FencedCode: Sendable {
    /// Byte ranges of code lines (the fence lines excluded), in order and not overlapping.
    private(set) var ranges: [Range<Int>] = []
    private var open: (byte: UInt8, count: Int, contentStart: Int)?

    /// Reads one line; true when the line is outside code (neither a fence line nor inside a fence).
    mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, lineStart: Int, lineEnd: Int) -> Bool {
        var index = lineStart
        while index < lineEnd, index - lineStart < 3, bytes[index] == 0x20 { index += 1 }
        let byte = index < lineEnd ? bytes[index] : 0
        var run = 0
        if byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") {
            while index + run < lineEnd, bytes[index + run] == byte { run += 1 }
        }
        if let fence = open {
            var rest = index + run
            while rest < lineEnd, bytes[rest] == 0x20 || bytes[rest] == 0x09 { rest += 1 }
            if byte == fence.byte, run >= fence.count, rest == lineEnd {
                ranges.append(fence.contentStart..<lineStart)
                open = nil
            }
            return false
        }
        guard run >= 3 else { return true }
        // A backtick fence's info string holds no backtick: ```` ```x``` ```` is a code span, not a fence.
        if byte == UInt8(ascii: "`"), (index + run..<lineEnd).contains(where: { bytes[$0] == UInt8(ascii: "`") }) { return true }
        open = (byte, run, min(lineEnd + 1, bytes.count))
        return false
    }

    /// Closes a fence the page leaves open at its end.
    mutating func finish(at end: Int) {
        if let fence = open, fence.contentStart < end { ranges.append(fence.contentStart..<end) }
        open = nil
    }

    func contains(_ offset: Int) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound <= offset { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(offset)
    }
}
