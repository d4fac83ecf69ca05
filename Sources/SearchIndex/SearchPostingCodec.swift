/// Writes lists of non-negative integers as short strings: base-64 digits, 5 bits each, low bits first;
/// a digit of 32 or more says that another digit follows. `0`–`9`, `A`–`Z`, `a`–`z`, `-`, `_` need no escaping in JS.
package enum SearchPostingCodec {
    static let alphabet: [Character] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")

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
}
