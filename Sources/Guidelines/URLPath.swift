/// A page's output path as a URL path: what every link Precept makes to a page is built from.
///
/// A file name may be anything a file system allows, `javascript:alert(1);x.md` or `a#b.md` included, and
/// written into an `href` as it is, such a name is a script (issue 24), a fragment or a query. So every byte a
/// URL path may not hold as it is gets percent-encoded: `:` (so that no first segment can be read as a
/// scheme), `?`, `#`, `%`, spaces and control characters, and ``"<>\^`{|}[]``. `/` separates segments.
/// Letters, digits, `-._~!$&'()*+,;=@` stay, and so does non-ASCII text (browsers send it UTF-8
/// percent-encoded themselves), unless `nonASCII` asks for it to be encoded (the sitemap does).
package enum URLPath {
    /// What becomes of bytes of 0x80 and above.
    package enum NonASCII: Sendable {
        case kept, percentEncoded
    }

    /// `path` (relative, `/`-separated) as a URL path.
    package static func encode(_ path: String, nonASCII: NonASCII = .kept) -> String {
        var scanned = path
        guard scanned.withUTF8({ $0.contains { needsEncoding($0, nonASCII) } }) else { return path }
        var encoded: [UInt8] = []
        encoded.reserveCapacity(path.utf8.count + 16)
        for byte in path.utf8 {
            if needsEncoding(byte, nonASCII) {
                encoded += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]]
            } else {
                encoded.append(byte)
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// For each ASCII byte, whether it stays as it is: letters, digits, RFC 3986's unreserved and sub-delimiter
    /// characters, `@`, and the segment separator; `:` is left out on purpose. A table, since every link to a
    /// page goes through here (the navigation of every page of a large site).
    private static let keptASCII: [Bool] = (0..<128).map { code in
        let byte = UInt8(code)
        let isAlphanumeric = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
        return isAlphanumeric || "-._~!$&'()*+,;=@/".utf8.contains(byte)
    }

    private static func needsEncoding(_ byte: UInt8, _ nonASCII: NonASCII) -> Bool {
        byte >= 0x80 ? nonASCII == .percentEncoded : !keptASCII[Int(byte)]
    }
}
