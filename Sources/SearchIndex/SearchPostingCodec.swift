/// Writes lists of non-negative integers as short strings: base-64 digits, 5 bits each, low bits first;
/// a digit of 32 or more says that another digit follows. `0`–`9`, `A`–`Z`, `a`–`z`, `-`, `_` need no escaping in JS.
package enum SearchPostingCodec {
    static let alphabet: [Character] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")
    static let values: [Character: Int] = Dictionary(uniqueKeysWithValues: alphabet.enumerated().map { ($1, $0) })

    package static func encode(_ numbers: [Int]) -> String {
        var out = ""
        for number in numbers {
            precondition(number >= 0, "postings are non-negative")
            var n = number
            repeat {
                let low = n & 31
                n >>= 5
                out.append(alphabet[n > 0 ? low | 32 : low])
            } while n > 0
        }
        return out
    }

    static let alphabetBytes: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_".utf8)

    /// The most digits one number takes (five bits each).
    static let maximumDigits = (Int.bitWidth + 4) / 5

    /// Writes one number's digits, as `encode(_: [Int])` writes them, into `buffer` from `start` (room for `maximumDigits`
    /// is the caller's); returns where they end.
    static func write(_ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        precondition(number >= 0, "postings are non-negative")
        var n = number
        var end = start
        repeat {
            let low = n & 31
            n >>= 5
            let digit = n > 0 ? low | 32 : low
            // `alphabetBytes[digit]`, worked out: 0-9, A-Z, a-z, `-`, `_`.
            buffer[end] = UInt8(
                truncatingIfNeeded: digit < 10 ? 48 + digit : digit < 36 ? 55 + digit : digit < 62 ? 61 + digit : digit == 62 ? 45 : 95)
            end += 1
        } while n > 0
        return end
    }

    /// Appends one number's digits, as `encode(_: [Int])` writes them, to UTF-8 bytes (through `write`).
    static func append(_ number: Int, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumDigits) { buffer in
            let end = write(number, into: buffer, at: 0)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<end]))
        }
    }

    package static func decode(_ text: String) -> [Int]? {
        var numbers: [Int] = []
        var value = 0
        var shift = 0
        for c in text {
            guard let d = values[c] else { return nil }
            value |= (d & 31) << shift
            if d & 32 != 0 {
                shift += 5
            } else {
                numbers.append(value)
                value = 0
                shift = 0
            }
        }
        return shift == 0 ? numbers : nil
    }

    /// Postings of one term, sorted by page: per page `page delta, count, code…`.
    package static func encode(_ postings: [SearchPosting]) -> String {
        var numbers: [Int] = []
        var previous = 0
        var index = 0
        let sorted = postings.sorted { ($0.page, $0.code) < ($1.page, $1.code) }
        while index < sorted.count {
            let page = sorted[index].page
            var end = index
            while end < sorted.count, sorted[end].page == page { end += 1 }
            numbers.append(page - previous)
            numbers.append(end - index)
            numbers.append(contentsOf: sorted[index..<end].map(\.code))
            previous = page
            index = end
        }
        return encode(numbers)
    }

    package static func decodePostings(_ text: String) -> [SearchPosting]? {
        guard let numbers = decode(text) else { return nil }
        var postings: [SearchPosting] = []
        var i = 0
        var page = 0
        while i < numbers.count {
            guard i + 1 < numbers.count else { return nil }
            page += numbers[i]
            let count = numbers[i + 1]
            guard i + 2 + count <= numbers.count else { return nil }
            for code in numbers[(i + 2)..<(i + 2 + count)] {
                guard let posting = SearchPosting(page: page, code: code) else { return nil }
                postings.append(posting)
            }
            i += 2 + count
        }
        return postings
    }
}
