/// The bytes of a request head as they arrive, and where the head ends: at the first empty line, whether
/// lines end in CRLF or in a bare LF (RFC 9112 §2.2 lets a recipient accept a bare LF).
struct RequestHeadBuffer {
    private(set) var bytes: [UInt8] = []
    /// Where the search for the empty line resumes, so a head sent a byte at a time is scanned once.
    private var scanned = 0

    var count: Int { bytes.count }

    mutating func append(_ chunk: ArraySlice<UInt8>) {
        bytes.append(contentsOf: chunk)
    }

    /// The head's length up to the LF that ends its last line, once the empty line after it has arrived.
    mutating func end() -> Int? {
        let lineFeed: UInt8 = 10
        let carriageReturn: UInt8 = 13
        while scanned + 1 < bytes.count {
            if bytes[scanned] == lineFeed {
                if bytes[scanned + 1] == lineFeed { return scanned }
                if bytes[scanned + 1] == carriageReturn {
                    // `\n\r` then the next byte decides; it has not arrived yet.
                    guard scanned + 2 < bytes.count else { return nil }
                    if bytes[scanned + 2] == lineFeed { return scanned }
                }
            }
            scanned += 1
        }
        return nil
    }
}
