import Foundation
import OutputStore

/// The bytes `JSONEncoder` writes (pretty-printed, sorted keys) for a document whose one big array is
/// made of per-page parts: the text around the array, and each element encoded alone and indented to
/// its depth. Assembling the parts gives the same bytes as encoding the whole document, so the API files
/// can be encoded page by page (on every core) and a page edit in `watch` can replace one page's part of
/// a file without encoding the others again.
///
/// `JSONEncoder`'s pretty format: an element at depth d is indented by 2·d spaces on every line but empty
/// ones; a non-empty array is `[`, newline, the elements joined by `,` and a newline, newline, indent `]`;
/// an empty one is `[`, two newlines, indent `]`. Strings never hold a raw newline.
package struct JSONArrayLayout: Sendable {
    /// Everything up to and including the array's `[`.
    let head: [UInt8]
    /// Everything from the array's `]`.
    let tail: [UInt8]
    /// The indentation of the `]` line.
    let closingIndent: [UInt8]

    static let newline = UInt8(ascii: "\n")
    static let separator: [UInt8] = Array(",\n".utf8)

    /// The layout of `emptyDocument` (the document with the array empty) around the array under `key`.
    package init?(emptyDocument: Data, key: String) {
        let bytes = [UInt8](emptyDocument)
        let marker = Array("\"\(key)\" : [\n\n".utf8)
        guard let start = Self.firstRange(of: marker, in: bytes) else { return nil }
        var end = start + marker.count
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "]") else { return nil }
        head = Array(bytes[..<(start + marker.count - 2)])
        closingIndent = Array(bytes[(start + marker.count)..<end])
        tail = Array(bytes[end...])
    }

    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        outer: for start in 0...(haystack.count - needle.count) {
            for offset in needle.indices where haystack[start + offset] != needle[offset] { continue outer }
            return start
        }
        return nil
    }

    /// One page's part: its elements, each as `JSONEncoder` writes it alone, indented and joined.
    package func part(_ elements: [Data]) -> [UInt8] {
        let indent = closingIndent + Array("  ".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(elements.reduce(0) { $0 + $1.count * 11 / 10 })
        for (number, element) in elements.enumerated() {
            if number > 0 { out += Self.separator }
            // Line by line, each copied whole: iterating `Data` a byte at a time was most of this function.
            element.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
                var start = 0
                while start < bytes.count {
                    var end = start
                    while end < bytes.count, bytes[end] != Self.newline { end += 1 }
                    if end > start {
                        out += indent
                        out.append(contentsOf: bytes[start..<end])
                    }
                    if end < bytes.count { out.append(Self.newline) }
                    start = end + 1
                }
            }
        }
        return out
    }

    /// The whole document from every page's part, in the order of the array. With `expectedParts`, the buffer
    /// is sized once from the first parts (plus a margin) instead of doubling as it fills: a doubling of a
    /// 130 MB file briefly holds both copies.
    package func assemble<Parts: Sequence>(_ parts: Parts, expectedParts: Int? = nil) -> Data
    where Parts.Element: Collection<UInt8> {
        var out = Data(head)
        var first = true
        var seen = 0
        for part in parts {
            seen += 1
            if seen == 64, let expectedParts, expectedParts > seen {
                out.reserveCapacity(out.count + out.count / seen * (expectedParts - seen) * 23 / 20 + 4_096)
            }
            guard !part.isEmpty else { continue }
            out.append(contentsOf: first ? [Self.newline] : Self.separator)
            out.append(contentsOf: part)
            first = false
        }
        out.append(Self.newline)
        if first { out.append(Self.newline) }
        out.append(contentsOf: closingIndent)
        out.append(contentsOf: tail)
        return out
    }

    /// Where each part of a document assembled from parts of `lengths` bytes starts.
    func offsets(_ lengths: [Int]) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(lengths.count)
        var position = head.count
        var first = true
        for length in lengths {
            if length > 0 {
                position += first ? 1 : Self.separator.count
                first = false
            }
            offsets.append(position)
            position += length
        }
        return offsets
    }

    /// `document` (assembled from parts of `lengths` bytes) with some parts replaced; nil when the
    /// document does not have that shape.
    package func splice(_ document: Data, lengths: [Int], replacing changes: [Int: [UInt8]]) -> Data? {
        guard let pieces = splicePieces(document, lengths: lengths, replacing: changes) else { return nil }
        var out = Data(capacity: pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { out.append(piece) }
        return out
    }

    /// `splice` as the pieces to write one after another: the runs of unchanged parts are slices of
    /// `document` (sharing its storage, not copied), so a file of over 100 MB is not held twice.
    package func splicePieces(
        _ document: Data, lengths: [Int], replacing changes: [Int: [UInt8]]
    ) -> [Data]? {
        guard let (pieces, _) = splicePlan(size: document.count, lengths: lengths, replacing: changes) else { return nil }
        let base = document.startIndex
        return pieces.map { piece in
            switch piece {
            case .old(let range): document[(base + range.lowerBound)..<(base + range.upperBound)]
            case .new(let bytes): Data(bytes)
            }
        }
    }

    /// `splicePieces` of the document in `file`, read where it lies: the unchanged runs are ranges of the file,
    /// written from it a block at a time, so not even one copy of a file of over 100 MB is held.
    package func splicePieces(
        _ file: ReadOnlyFile, lengths: [Int], replacing changes: [Int: [UInt8]]
    ) -> [OutputFile.Chunk]? {
        guard let (pieces, _) = splicePlan(size: file.size, lengths: lengths, replacing: changes) else { return nil }
        return pieces.map { piece in
            switch piece {
            case .old(let range): .file(file, range)
            case .new(let bytes): .bytes(bytes)
            }
        }
    }

    /// A piece of a spliced document: a run of the old document, or new bytes.
    enum SplicePiece {
        case old(Range<Int>)
        case new([UInt8])
    }

    /// The pieces of a document of `size` bytes, assembled from parts of `lengths` bytes, with some parts
    /// replaced, and where each part starts; nil when the size or a replaced part's length does not fit.
    func splicePlan(
        size: Int, lengths: [Int], replacing changes: [Int: [UInt8]]
    ) -> (pieces: [SplicePiece], offsets: [Int])? {
        let offsets = offsets(lengths)
        let partsEnd = (offsets.last ?? head.count) + (lengths.last ?? 0)
        let closing = (lengths.contains { $0 > 0 } ? 1 : 2) + closingIndent.count + tail.count
        guard size == partsEnd + closing,
            changes.keys.allSatisfy({ $0 >= 0 && $0 < lengths.count })
        else { return nil }
        var pieces: [SplicePiece] = []
        var pending = head
        // A run of unchanged parts, taken from the document as one piece: their separators are in it too.
        var run: Range<Int>?
        func flushRun() {
            guard let current = run else { return }
            if !pending.isEmpty {
                pieces.append(.new(pending))
                pending = []
            }
            pieces.append(.old(current))
            run = nil
        }
        var first = true
        for index in lengths.indices {
            if let change = changes[index] {
                flushRun()
                guard !change.isEmpty else { continue }
                pending += first ? [Self.newline] : Self.separator
                pending += change
                first = false
                continue
            }
            guard lengths[index] > 0 else { continue }
            let end = offsets[index] + lengths[index]
            if let current = run {
                run = current.lowerBound..<end
            } else {
                pending += first ? [Self.newline] : Self.separator
                run = offsets[index]..<end
            }
            first = false
        }
        flushRun()
        pending.append(Self.newline)
        if first { pending.append(Self.newline) }
        pending += closingIndent
        pending += tail
        pieces.append(.new(pending))
        return (pieces, offsets)
    }

    /// The length of each element of the array in `document`, indentation included, as `part` lays
    /// them out; nil when `document` is not this layout around an array.
    package func elementLengths(in document: Data) -> [Int]? {
        document.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let closing = [Self.newline] + closingIndent + tail
            guard bytes.count >= head.count + closing.count + 1, bytes.starts(with: head),
                bytes.suffix(closing.count).elementsEqual(closing), bytes[head.count] == Self.newline
            else { return nil }
            var scanner = ElementScanner(start: head.count + 1)
            scanner.scan(UnsafeBufferPointer(rebasing: bytes[(head.count + 1)..<(bytes.count - closing.count)]))
            return scanner.finish()
        }
    }

    /// `elementLengths(in:)` of the document in `file`, read a block at a time.
    package func elementLengths(in file: ReadOnlyFile) -> [Int]? {
        let closing = [Self.newline] + closingIndent + tail
        guard file.size >= head.count + closing.count + 1, file.read(0..<(head.count + 1)) == head + [Self.newline],
            file.read((file.size - closing.count)..<file.size) == closing
        else { return nil }
        var scanner = ElementScanner(start: head.count + 1)
        let read = file.forEachBlock(in: (head.count + 1)..<(file.size - closing.count)) { block in
            scanner.scan(block.bindMemory(to: UInt8.self))
            return !scanner.failed
        }
        return read ? scanner.finish() : nil
    }

    /// Finds where each element of the array ends in the bytes between the array's opening line and its closing
    /// line, given in order, in blocks of any size: elements are separated by a `,` and a newline outside
    /// strings, objects and arrays.
    struct ElementScanner {
        /// Where the current element starts, counted from the start of the document.
        private var start: Int
        private var position: Int
        private var lengths: [Int] = []
        private var depth = 0
        private var inString = false
        private var escaped = false
        /// A separating `,` was just read: the next byte must be its newline.
        private var afterComma = false
        private(set) var failed = false

        init(start: Int) {
            self.start = start
            position = start
        }

        mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes {
                defer { position += 1 }
                if afterComma {
                    guard byte == JSONArrayLayout.newline else {
                        failed = true
                        return
                    }
                    afterComma = false
                    start = position + 1
                } else if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else {
                    switch byte {
                    case UInt8(ascii: "\""): inString = true
                    case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                    case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
                    case UInt8(ascii: ",") where depth == 0:
                        lengths.append(position - start)
                        afterComma = true
                    default: break
                    }
                }
            }
        }

        /// The elements' lengths once every byte was scanned; nil when they do not make an array's elements.
        func finish() -> [Int]? {
            if position == start, lengths.isEmpty, !failed { return [] }
            guard !failed, !afterComma, depth == 0, !inString, start < position else { return nil }
            return lengths + [position - start]
        }
    }
}
