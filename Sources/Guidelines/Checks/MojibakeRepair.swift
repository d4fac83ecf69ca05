import Foundation
import MarkdownSyntax

/// Decodes mojibake back: a run of non-ASCII characters that, written out in Windows-1251 or
/// Windows-1252, forms valid multi-byte UTF-8. Real Cyrillic or Latin text does not: its letters are
/// lead bytes without continuation bytes. A run is repaired only when exactly one code page gives a
/// valid decoding (or both give the same).
package enum MojibakeRepair {
    package struct Repair: Sendable, Hashable {
        package var offset: Int
        package var broken: String
        package var intended: String
        package var codePage: String
    }

    /// The repaired text, the first repair and the number of runs repaired.
    package static func repair(_ text: String) -> (String, Repair?, Int) {
        guard !FoundationSearch.isASCII(text) else { return (text, nil, 0) }
        // Runs of non-ASCII scalars are runs of bytes of 0x80 and above; the text is rebuilt only when one
        // needs repair, which is rare.
        let bytes = Array(text.utf8)
        var repairs: [(start: Int, end: Int, intended: String)] = []
        var first: Repair?
        var i = 0
        while i < bytes.count {
            guard bytes[i] >= 0x80 else {
                i += 1
                continue
            }
            let start = i
            // Neither code page has a character from U+3000 on (lead bytes E3 and above), so a run holding one
            // (CJK text) has no reading to repair; `decode` would say so only after converting it.
            var beyondCodePages = false
            while i < bytes.count, bytes[i] >= 0x80 {
                if bytes[i] >= 0xE3 { beyondCodePages = true }
                i += 1
            }
            if beyondCodePages { continue }
            let run = String(decoding: bytes[start..<i], as: UTF8.self)
            guard run.unicodeScalars.count >= 2, let (intended, page) = decode(run) else { continue }
            if first == nil { first = Repair(offset: start, broken: run, intended: intended, codePage: page) }
            repairs.append((start, i, intended))
        }
        guard !repairs.isEmpty else { return (text, nil, 0) }
        var output = ""
        output.reserveCapacity(bytes.count)
        var copied = 0
        for repair in repairs {
            output += String(decoding: bytes[copied..<repair.start], as: UTF8.self)
            output += repair.intended
            copied = repair.end
        }
        output += String(decoding: bytes[copied...], as: UTF8.self)
        return (output, first, repairs.count)
    }

    /// The unambiguous UTF-8 reading of `run` and the code page it was misread in.
    static func decode(_ run: String) -> (String, String)? {
        let cp1251 = windows1251Bytes(run).flatMap { strictUTF8(Data($0)) }
        let cp1252 = windows1252Bytes(run).flatMap { strictUTF8(Data($0)) }
        switch (cp1251, cp1252) {
        case (let a?, nil): return (a, "Windows-1251")
        case (nil, let b?): return (b, "Windows-1252")
        case (let a?, let b?) where a == b: return (a, "Windows-1252")
        default: return nil
        }
    }

    /// Valid UTF-8 containing at least one multi-byte character, or nil.
    static func strictUTF8(_ data: Data) -> String? {
        guard let string = String(validatingCString: Array(data).map { CChar(bitPattern: $0) } + [0]),
            string.unicodeScalars.contains(where: { $0.value >= 0x80 }), !string.contains("\u{FFFD}")
        else { return nil }
        return string
    }

    /// Windows-1251 bytes of `run` by glibc's iconv, or nil when a character has no byte in that code page.
    /// (Foundation's `data(using: .windowsCP1251)` hung on some runs, such as U+201D U+200D, and trapped on others.)
    /// Browsers decode the one unassigned byte, 0x98, as U+0098, which iconv does not encode: it is put back here.
    static func windows1251Bytes(_ run: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for (index, piece) in run.unicodeScalars.split(separator: "\u{98}", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { bytes.append(0x98) }
            guard let converted = iconvWindows1251(String(String.UnicodeScalarView(piece))) else { return nil }
            bytes += converted
        }
        return bytes
    }

    private static func iconvWindows1251(_ text: String) -> [UInt8]? {
        guard !text.isEmpty else { return [] }
        let converter = iconv_open("CP1251", "UTF-8")
        guard converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = Array(text.utf8)
        // Every character is one byte in a single-byte code page: never more bytes out than in.
        var output = [UInt8](repeating: 0, count: input.count)
        var inputLeft = input.count
        var outputLeft = output.count
        let result = input.withUnsafeMutableBytes { inputBytes in
            output.withUnsafeMutableBytes { outputBytes in
                var inputPointer = inputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outputPointer = outputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
                return iconv(converter, &inputPointer, &inputLeft, &outputPointer, &outputLeft)
            }
        }
        guard result != -1, inputLeft == 0 else { return nil }
        return Array(output[0..<(output.count - outputLeft)])
    }

    /// Windows-1252 bytes of `run`; C1 controls U+0080–U+009F stand for the five bytes 1252 leaves undefined.
    static func windows1252Bytes(_ run: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for scalar in run.unicodeScalars {
            let value = scalar.value
            if (0x80...0xFF).contains(value) {
                bytes.append(UInt8(value))
            } else if let byte = windows1252Specials[value] {
                bytes.append(byte)
            } else {
                return nil
            }
        }
        return bytes
    }

    static let windows1252Specials: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02C6: 0x88,
        0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91, 0x2019: 0x92, 0x201C: 0x93,
        0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98, 0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B,
        0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]
}
