import Testing

@testable import Guidelines

/// Output paths as hrefs (issue 24): nothing a file name holds can make a link a script, a query or a fragment.
@Suite struct URLPathTests {
    @Test(arguments: [
        ("foundations/color.html", "foundations/color.html"),
        ("javascript:alert(document.domain);x.html", "javascript%3Aalert(document.domain);x.html"),
        ("javascript:alert(1);y/inner.html", "javascript%3Aalert(1);y/inner.html"),
        ("odd/100% #1?.html", "odd/100%25%20%231%3F.html"),
        ("a\tb\nc\u{7F}.html", "a%09b%0Ac%7F.html"),
        ("q\"<>\\^`{|}[].html", "q%22%3C%3E%5C%5E%60%7B%7C%7D%5B%5D.html"),
        ("keep-._~!$&'()*+,;=@.html", "keep-._~!$&'()*+,;=@.html"),
        ("données/色.html", "données/色.html"),
    ])
    func pathsAreEncodedAsURLPaths(path: String, expected: String) {
        #expect(URLPath.encode(path) == expected)
        #expect(expected.removingPercentEncodingForTest == path)
        // No first segment can be read as a scheme.
        #expect(!(URLPath.encode(path).split(separator: "/").first ?? "").contains(":"))
    }

    @Test func nonASCIIIsEncodedOnRequest() {
        #expect(URLPath.encode("données/色.html", nonASCII: .percentEncoded) == "donn%C3%A9es/%E8%89%B2.html")
        #expect(URLPath.encode("a:b", nonASCII: .percentEncoded) == "a%3Ab")
    }
}

extension String {
    /// Percent-decoding without Foundation, as a server would read the path.
    fileprivate var removingPercentEncodingForTest: String {
        var bytes: [UInt8] = []
        var utf8 = Array(self.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
