/// Replaces some pages' entries in one term's encoded postings (`SearchPostingCodec`) without decoding
/// the rest: entries of other pages are copied as they are, only the page delta after a replaced entry is
/// written again. This is what lets a page edit in `watch` update a term that occurs on every page.
package enum SearchPostingPatch {
    /// The codes one page has for one term, sorted; empty when the page no longer has the term.
    package typealias PageCodes = (page: Int, codes: [Int])

    /// Digit value of each ASCII character of the codec's alphabet, -1 for the others.
    static let digitValues: [Int8] = {
        var table = [Int8](repeating: -1, count: 128)
        for (value, character) in SearchPostingCodec.alphabet.enumerated() {
            table[Int(character.asciiValue!)] = Int8(value)
        }
        return table
    }()

    /// One page's entry: `delta, count, codes…`.
    static func appendEntry(delta: Int, codes: [Int], to out: inout [UInt8]) {
        SearchPostingCodec.append(delta, to: &out)
        SearchPostingCodec.append(codes.count, to: &out)
        for code in codes { SearchPostingCodec.append(code, to: &out) }
    }

    /// The encoded postings of a term found only on the given pages.
    package static func encode(_ pages: [PageCodes]) -> [UInt8] {
        patch([], with: pages) ?? []
    }

    /// `encoded` with the entries of `changes`' pages replaced (removed when their codes are empty, added
    /// when missing); `changes` sorted by page, each page once. Nil when `encoded` is not valid postings.
    package static func patch(_ encoded: [UInt8], with changes: [PageCodes]) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(encoded.count + changes.reduce(0) { $0 + 3 + $1.codes.count * 2 })
        var position = 0
        var readPage = 0
        var written = 0
        var change = 0
        func readNumber() -> Int? {
            var value = 0
            var shift = 0
            while position < encoded.count {
                let byte = encoded[position]
                position += 1
                guard byte < 128 else { return nil }
                let digit = Int(digitValues[Int(byte)])
                guard digit >= 0 else { return nil }
                value |= (digit & 31) << shift
                if digit & 32 == 0 { return value }
                shift += 5
            }
            return nil
        }
        func insert(_ pageCodes: PageCodes) {
            guard !pageCodes.codes.isEmpty else { return }
            appendEntry(delta: pageCodes.page - written, codes: pageCodes.codes, to: &out)
            written = pageCodes.page
        }
        while position < encoded.count {
            guard let delta = readNumber() else { return nil }
            let page = readPage + delta
            readPage = page
            let countStart = position
            guard let count = readNumber() else { return nil }
            for _ in 0..<count {
                guard readNumber() != nil else { return nil }
            }
            while change < changes.count, changes[change].page < page {
                insert(changes[change])
                change += 1
            }
            if change < changes.count, changes[change].page == page {
                insert(changes[change])
                change += 1
            } else {
                SearchPostingCodec.append(page - written, to: &out)
                out.append(contentsOf: encoded[countStart..<position])
                written = page
            }
        }
        while change < changes.count {
            insert(changes[change])
            change += 1
        }
        return out
    }
}
