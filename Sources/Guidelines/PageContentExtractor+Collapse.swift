import MarkdownSyntax

extension PageContentExtractor {
    /// `text` with runs of spaces, tabs and line feeds made single spaces and trimmed from the ends: the
    /// words of `text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })` joined by spaces.
    static func collapse(_ text: String) -> String {
        if let collapsed = text.utf8.withContiguousStorageIfAvailable({ collapseBytes($0, original: text) }) {
            return collapsed
        }
        return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    /// `collapse` byte by byte. The separators are characters, so a separator byte counts only where it is a
    /// whole character (see `CharacterBytes`); everything else is copied as it is.
    static func collapseBytes(_ bytes: UnsafeBufferPointer<UInt8>, original: String) -> String {
        let count = bytes.count
        /// Whether the byte at `index`, a tab, line feed or space, is a separator character.
        @inline(__always) func isSeparator(_ index: Int, _ byte: UInt8) -> Bool {
            switch byte {
            case 0x09: return true
            case 0x0A: return index == 0 || bytes[index - 1] != 0x0D
            case 0x20:
                if (index == 0 || bytes[index - 1] < 0x80) && (index + 1 == count || bytes[index + 1] < 0x80) { return true }
                return CharacterBytes.spaceStandsAlone(bytes, at: index)
            default: return false
            }
        }
        // Most text is collapsed already (single spaces between words, none at the ends) and is returned as it is.
        var (index, previousWasSeparator) = collapsedPrefix(bytes)
        var needsWork = false
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte > 0x20 {
                previousWasSeparator = false
                continue
            }
            guard isSeparator(index - 1, byte) else {
                previousWasSeparator = false
                continue
            }
            if previousWasSeparator || byte != 0x20 {
                needsWork = true
                break
            }
            previousWasSeparator = true
        }
        if !needsWork && !previousWasSeparator { return original }
        if count == 0 { return original }
        var out: [UInt8] = []
        out.reserveCapacity(count)
        var pendingSpace = false
        index = 0
        while index < count {
            let byte = bytes[index]
            if byte <= 0x20 && isSeparator(index, byte) {
                pendingSpace = true
            } else {
                if pendingSpace, !out.isEmpty { out.append(0x20) }
                pendingSpace = false
                out.append(byte)
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// How far `bytes` reads, eight bytes at a time, as text that `collapse` leaves alone: no byte below 0x20, no
    /// space at the start, after a space or next to a byte of 0x80 and above. Returns where a byte-by-byte scan
    /// picks up and whether the byte before that was a separator (a space there is looked at again, now with the
    /// byte after it).
    static func collapsedPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (index: Int, previousWasSeparator: Bool) {
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var index = 0
        var lastWasSpace = false
        var lastWasHigh = false
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte below 0x20 (exact as a yes-or-no test).
            if (word &- 0x20 &* ones) & ~word & highs != 0 { break }
            // The high bit of each byte that is a space (exact per byte), and of each byte of 0x80 and above.
            let x = word ^ (0x20 &* ones)
            let spaces = ~(((x & lows) &+ lows) | x | lows)
            let high = word & highs
            // Little-endian: shifting left by 8 moves each byte's flag onto the byte after it.
            if spaces & (spaces << 8) != 0 || spaces & ((high << 8) | (high >> 8)) != 0 { break }
            if spaces & 0x80 != 0 && (index == 0 || lastWasSpace || lastWasHigh) { break }
            if lastWasSpace && high & 0x80 != 0 { break }
            lastWasSpace = spaces >> 63 != 0
            lastWasHigh = high >> 63 != 0
            index += 8
        }
        // Start over at the word that broke off, or at the last space read, which has not been judged yet.
        if lastWasSpace { return (index - 1, false) }
        return (index, index == 0)
    }
}
