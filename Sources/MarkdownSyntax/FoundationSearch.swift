import Foundation

/// Foundation's `contains` and `replacingOccurrences(of:with:)`, with the same answers, found by comparing bytes
/// wherever that cannot change them.
///
/// Foundation searches non-literally, through CFString and UTF-16: `e` + U+0301 matches `é`, and a match
/// followed by a combining mark does not count. That is slow on hot paths and matters only outside ASCII: the
/// only non-ASCII characters canonically equivalent to ASCII text are U+037E, U+1FEF and U+212A, so in ASCII
/// text a byte comparison agrees exactly. Other text still goes to Foundation, except for a few targets (below)
/// that no other character decomposes into, which cannot match where their bytes do not appear. Text or targets
/// with a NUL always go to Foundation, which treats NUL oddly (`"ab".range(of: "b\0")` is found).
package enum FoundationSearch {
    /// Targets no character other than themselves decomposes into (checked over all of Unicode in the tests):
    /// text without their bytes cannot hold them.
    static let standaloneTargets: Set<String> = [" ", "'", "\u{2019}"]

    /// What Foundation would answer for `text.contains(target)`.
    package static func contains(_ text: String, _ target: String) -> Bool {
        switch quickAnswer(text, target) {
        case .absent: false
        case .bytes: firstOffset(of: Array(target.utf8), in: text, from: 0) != nil
        case .unknown: text.range(of: target) != nil
        }
    }

    /// What Foundation would return for `text.replacingOccurrences(of: target, with: replacement)`.
    package static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        switch quickAnswer(text, target) {
        case .absent: text
        case .bytes: replacingBytes(Array(target.utf8), with: replacement, in: text)
        case .unknown: text.replacingOccurrences(of: target, with: replacement)
        }
    }

    /// Whether every byte of `text` is ASCII.
    package static func isASCII(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(isASCII) { return answer }
        return text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether every byte is ASCII, eight at a time.
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var bits: UInt64 = 0
        var index = 0
        while index + 8 <= raw.count {
            bits |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < raw.count {
            bits |= UInt64(raw[index])
            index += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }

    enum QuickAnswer {
        /// Foundation would find no match.
        case absent
        /// Foundation's matches are exactly the byte matches.
        case bytes
        /// Only Foundation knows.
        case unknown
    }

    static func quickAnswer(_ text: String, _ target: String) -> QuickAnswer {
        if target.isEmpty || hasNUL(target) { return .unknown }
        if isASCIIWithoutNUL(text) {
            if isASCII(target) { return .bytes }
            let canMatchASCII = target.unicodeScalars.allSatisfy {
                $0.isASCII || $0.value == 0x037E || $0.value == 0x1FEF || $0.value == 0x212A
            }
            return canMatchASCII ? .unknown : .absent
        }
        if standaloneTargets.contains(target), !hasNUL(text), firstOffset(of: Array(target.utf8), in: text, from: 0) == nil {
            return .absent
        }
        return .unknown
    }

    static func isASCIIWithoutNUL(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 > 0 && $0 < 0x80 } }) { return answer }
        return text.utf8.allSatisfy { $0 > 0 && $0 < 0x80 }
    }

    static func hasNUL(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ $0.contains(0) }) { return answer }
        return text.utf8.contains(0)
    }

    /// UTF-8 offset of the first occurrence of `target` in `text` at or after `start`.
    static func firstOffset(of target: [UInt8], in text: String, from start: Int) -> Int? {
        if let found = text.utf8.withContiguousStorageIfAvailable({ firstOffset(of: target, in: $0, from: start) }) { return found }
        return Array(text.utf8).withUnsafeBufferPointer { firstOffset(of: target, in: $0, from: start) }
    }

    static func firstOffset(of target: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = target.first, bytes.count >= target.count else { return nil }
        var i = start
        let last = bytes.count - target.count
        while i <= last {
            if bytes[i] == first {
                var j = 1
                while j < target.count, bytes[i + j] == target[j] { j += 1 }
                if j == target.count { return i }
            }
            i += 1
        }
        return nil
    }

    static func replacingBytes(_ target: [UInt8], with replacement: String, in text: String) -> String {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            guard var match = firstOffset(of: target, in: buffer, from: 0) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(buffer.count + replacement.utf8.count)
            var copied = 0
            while true {
                out.append(contentsOf: buffer[copied..<match])
                out.append(contentsOf: replacement.utf8)
                copied = match + target.count
                guard let next = firstOffset(of: target, in: buffer, from: copied) else { break }
                match = next
            }
            out.append(contentsOf: buffer[copied...])
            return String(decoding: out, as: UTF8.self)
        }
    }
}
