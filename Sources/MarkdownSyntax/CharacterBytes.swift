/// Answers about `Character`s read from UTF-8 bytes, for byte-level stand-ins of `Character` loops that must
/// give the same results.
///
/// Spaces, tabs and line feeds are the separators these loops look for. No other character is canonically
/// equivalent to any of them, and a tab (a control) and a line feed (unless it ends a CR LF) are always whole
/// characters. A space is one too, except where a grapheme cluster rule joins it to a neighbour: GB9b to a
/// prepended concatenation mark before it, GB9 and GB9a to an extending scalar, a joiner or a spacing mark after
/// it. Those rules look at the two scalars only, so a space next to ASCII stands alone and a space next to
/// anything else is decided by asking the standard library about that pair.
package enum CharacterBytes {
    /// Whether the space at `index` of `bytes` (valid UTF-8) is a character of its own.
    @inline(__always)
    package static func spaceStandsAlone(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        if (index == 0 || bytes[index - 1] < 0x80) && (index + 1 == bytes.count || bytes[index + 1] < 0x80) { return true }
        return spaceStandsAloneNearNonASCII(bytes, at: index, from: 0, to: bytes.count)
    }

    /// `spaceStandsAlone` for a space inside `bytes[start..<end]`, a part of the text cut at character
    /// boundaries (a substring), whose characters are counted from its own ends.
    package static func spaceStandsAloneNearNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, from start: Int, to end: Int)
        -> Bool
    {
        if index > start, bytes[index - 1] >= 0x80 {
            var first = index - 1
            while first > start, bytes[first] & 0xC0 == 0x80 { first -= 1 }
            if String(decoding: UnsafeBufferPointer(rebasing: bytes[first...index]), as: UTF8.self).count != 2 { return false }
        }
        if index + 1 < end, bytes[index + 1] >= 0x80 {
            var last = index + 2
            while last < end, bytes[last] & 0xC0 == 0x80 { last += 1 }
            if String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<last]), as: UTF8.self).count != 2 { return false }
        }
        return true
    }

    /// The byte range left of `bytes` after `trimmingCharacters(in: [" "])` (or `[" ", "\t"]` with `tabs`).
    package static func trimmedRange(_ bytes: UnsafeBufferPointer<UInt8>, tabs: Bool) -> Range<Int> {
        var start = 0
        var end = bytes.count
        while start < end {
            let byte = bytes[start]
            if byte == 0x09, tabs {
                start += 1
            } else if byte == 0x20,
                start + 1 == end || bytes[start + 1] < 0x80 || spaceStandsAloneNearNonASCII(bytes, at: start, from: start, to: end)
            {
                start += 1
            } else {
                break
            }
        }
        while start < end {
            let byte = bytes[end - 1]
            if byte == 0x09, tabs {
                end -= 1
            } else if byte == 0x20,
                end - 1 == start || bytes[end - 2] < 0x80 || spaceStandsAloneNearNonASCII(bytes, at: end - 1, from: start, to: end)
            {
                end -= 1
            } else {
                break
            }
        }
        return start..<end
    }

    /// `text.trimmingCharacters(in: [" "])`, or `[" ", "\t"]` with `tabs`, without building the set.
    package static func trimming(_ text: String, tabs: Bool = false) -> String {
        let trimmed = text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            let range = trimmedRange(bytes, tabs: tabs)
            if range.count == bytes.count { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        switch trimmed {
        case .some(.some(let result)): return result
        case .some(.none): return text
        case .none: return text.trimmingCharacters(in: tabs ? [" ", "\t"] : [" "])
        }
    }
}
