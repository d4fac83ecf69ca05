import Diagnostics
import Foundation

/// Repairs a page's text before anything reads it: lone CR line endings become LF, NUL characters become
/// U+FFFD, and runs of mojibake (UTF-8 that was decoded as Windows-1251 or Windows-1252) are decoded back
/// when exactly one reading makes sense. Each repair is reported with its first position.
package enum SourceNormalizer {
    package static func normalize(_ text: String, path: String) -> (text: String, diagnostics: [Diagnostic]) {
        var text = text
        var diagnostics: [Diagnostic] = []
        let utf8 = text.utf8
        if let cr = Self.firstLoneCR(utf8) {
            let location = SourceText(path: path, text: text).location(atUTF8Offset: cr)
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            diagnostics.append(
                .warning(
                    "text.line-endings", "the file ends lines with a lone carriage return (CR); they were read as line feeds",
                    at: location, notes: ["re-save the file with LF (or CRLF) line endings"]))
        }
        if let offset = Self.firstNUL(text.utf8) {
            let count = text.utf8.count { $0 == 0 }
            let location = SourceText(path: path, text: text).location(atUTF8Offset: offset)
            text = text.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
            diagnostics.append(
                .warning(
                    "text.nul-byte", "the file contains \(count) NUL byte\(count == 1 ? "" : "s"); replaced with '\u{FFFD}'", at: location,
                    notes: ["a NUL byte usually means the file is UTF-16 or binary; re-save it as UTF-8"]))
        }
        let (repaired, first, count) = MojibakeRepair.repair(text)
        if let first {
            let location = SourceText(path: path, text: text).location(atUTF8Offset: first.offset)
            diagnostics.append(
                .warning(
                    "text.mojibake-repaired",
                    "text was wrongly decoded: '\(first.broken)' is how '\(first.intended)' reads when UTF-8 is opened as \(first.codePage); repaired (\(count) place\(count == 1 ? "" : "s"))",
                    at: location, notes: ["fix the source file too, so the repair is not needed (for example with iconv)"]))
            text = repaired
        }
        return (text, diagnostics)
    }

    /// Offset of the first CR not followed by LF.
    static func firstLoneCR(_ utf8: String.UTF8View) -> Int? {
        withBytes(utf8) { bytes in
            var start = 0
            while let cr = firstOffset(of: 0x0D, in: bytes, from: start) {
                if cr + 1 == bytes.count || bytes[cr + 1] != 0x0A { return cr }
                start = cr + 2
            }
            return nil
        }
    }

    /// Offset of the first NUL byte.
    static func firstNUL(_ utf8: String.UTF8View) -> Int? {
        withBytes(utf8) { firstOffset(of: 0, in: $0, from: 0) }
    }

    /// Offset of the first `byte` at or after `start`, found with `memchr`.
    private static func firstOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count,
            let found = memchr(base + start, Int32(byte), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Scans the bytes in place (a page's text is contiguous), not through the view's iterator.
    private static func withBytes<R>(_ utf8: String.UTF8View, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(utf8).withUnsafeBufferPointer(body)
    }
}
