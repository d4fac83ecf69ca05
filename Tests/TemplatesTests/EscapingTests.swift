import Testing

@testable import Templates

@Suite("HTML escaping")
struct EscapingTests {
    @Test(arguments: [
        ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"),
        ("plain", "plain"), ("", ""), ("a&b<c>d\"e'f", "a&amp;b&lt;c&gt;d&quot;e&#39;f"),
        ("&amp;", "&amp;amp;"), ("<<>>", "&lt;&lt;&gt;&gt;"), ("naïve → ok", "naïve → ok"),
        ("emoji 👩‍💻 & more", "emoji 👩‍💻 &amp; more"),
    ])
    func escapes(_ input: String, _ expected: String) {
        #expect(HTMLEscaper.escape(input) == expected)
        var bytes = Array("[".utf8)
        HTMLEscaper.append(input, toUTF8: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "[" + expected, "the UTF-8 version escapes the same")
    }

    @Test func appendKeepsWhatIsAlreadyThere() {
        var output = "<b>"
        HTMLEscaper.append("x<y", to: &output)
        #expect(output == "<b>x&lt;y")
    }

    @Test func attributeValuesAreSafeInEitherQuote() throws {
        let result = try render("<a title=\"{{t}}\" data-x='{{t}}'>", ["t": "\"'><script>"])
        #expect(result.output == "<a title=\"&quot;&#39;&gt;&lt;script&gt;\" data-x='&quot;&#39;&gt;&lt;script&gt;'>")
    }

    @Test func numbersAndBooleansNeedNoEscaping() throws {
        #expect(try render("{{n}} {{b}}", ["n": 1.5, "b": true]).output == "1.5 true")
    }
}
