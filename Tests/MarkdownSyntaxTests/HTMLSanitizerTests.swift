import Testing

@testable import MarkdownSyntax

@Suite struct HTMLSanitizerTests {
    /// Classic payloads: what must come out, and that no script vector survives.
    @Test(arguments: [
        ("<img src=x onerror=alert(1)>", "<img src=\"x\">"),
        ("<IMG SRC=x OnError=alert(1)>", "<img src=\"x\">"),
        ("<svg onload=alert(1)>hi</svg>", "hi"),
        ("<a href=\"javascript:alert(1)\">go</a>", "<a>go</a>"),
        ("<a href=\"jav&#x09;ascript:alert(1)\">go</a>", "<a>go</a>"),
        ("<a href=\"jav&#x61;script:alert(1)\">go</a>", "<a>go</a>"),
        ("<a href=\"java&Tab;script&colon;alert(1)\">go</a>", "<a>go</a>"),
        ("<a href='JaVaScRiPt:alert(1)'>go</a>", "<a>go</a>"),
        ("<a href=\"data:text/html;base64,PHNjcmlwdD4=\">go</a>", "<a>go</a>"),
        ("<img src=\"data:image/png;base64,AAAA\">", "<img>"),
        ("<a href=\"vbscript:msgbox\">go</a>", "<a>go</a>"),
        ("<a href=\"ftp://example.com/\">go</a>", "<a>go</a>"),
        ("<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example\">", ""),
        ("<base href=\"https://evil.example/\">", ""),
        ("<form action=\"https://evil.example\"><input name=q><button>Go</button></form>", "Go"),
        ("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>after", "after"),
        ("<style>@import 'https://evil.example/x.css';</style>text", "text"),
        ("<math><mtext><script>alert(1)</script></mtext></math>", ""),
        ("<SCRIPT>alert(1)</SCRIPT>ok", "ok"),
        ("<script>alert(1)", ""),
        ("<!-- <script>alert(1)</script> -->ok", "ok"),
        ("<!-- unclosed <img src=x onerror=alert(1)>", ""),
        ("<object data=x></object><embed src=x>", ""),
        ("<link rel=stylesheet href=x><p style=\"background:url(x)\">p</p>", "<p>p</p>"),
        ("<img src=x onerror=alert(1)", "&lt;img src=x onerror=alert(1)"),
        ("<div/onmouseover=alert(1)>x</div>", "<div>x</div>"),
        (
            "<a href=\"https://example.com/?a=1&amp;b=2\" title='x\"y'>ok</a>",
            "<a href=\"https://example.com/?a=1&amp;b=2\" title=\"x&quot;y\">ok</a>"
        ),
        (
            "<details open><summary>More</summary><p class=\"note\" aria-label=\"n\">t</p></details>",
            "<details open><summary>More</summary><p class=\"note\" aria-label=\"n\">t</p></details>"
        ),
        (
            "<a href=\"../colors.md#x\">c</a> <a href=\"mailto:a@b.c\">m</a>",
            "<a href=\"../colors.md#x\">c</a> <a href=\"mailto:a@b.c\">m</a>"
        ),
        ("<?php echo 1; ?>x", "x"),
        ("a < b and 3<4", "a &lt; b and 3&lt;4"),
    ])
    func payloads(input: String, expected: String) {
        let result = HTMLSanitizer.sanitize(input)
        #expect(result.html == expected)
        // Markup shown as text (`&lt;img …`) is harmless; everything else is searched for live vectors.
        guard !expected.hasPrefix("&lt;") else { return }
        let lower = result.html.lowercased()
        for vector in ["<script", "onerror", "onload", "javascript:", "<iframe", "<meta", "<base", "<form", "<svg", "<style"] {
            #expect(!lower.contains(vector), "\(vector) survived in \(result.html)")
        }
    }

    @Test func reportsWhatWasRemoved() {
        let result = HTMLSanitizer.sanitize("<img src=x onerror=alert(1)><script>x</script><a href=\"javascript:y\">a</a>")
        #expect(result.removed == ["onerror attribute", "<script>", "javascript: URL"])
        #expect(HTMLSanitizer.sanitize("<p class=\"x\">fine</p>").removed.isEmpty)
    }
}

/// The sanitizer's work grows with its input, whatever markup is left open (issue 24: `<div>` then `<a ` over
/// and over took 0.9 s at 12 KB, because every `<` of an unclosed tag read the rest of the fragment again).
/// Bounded by the tag scanner's steps, not by the clock.
@Suite struct HTMLSanitizerWorkTests {
    /// Steps for `prefix` then `repeated` `count` times.
    static func steps(_ prefix: String, _ repeated: String, count: Int) -> Int {
        var steps = 0
        _ = HTMLSanitizer.sanitize(prefix + String(repeating: repeated, count: count), steps: &steps)
        return steps
    }

    @Test(arguments: [
        ("<div>", "<a "),
        ("", "<a"),
        ("", "<a x=\""),
        ("", "<a x='y\" "),
        ("<p>", "<a x=y "),
        ("", "</a "),
        ("", "<a x = "),
        ("<a x=\"", "<b y='"),
        // Tags whose end tag, `?>`, `]]>` or `>` is looked for further on (issue 47: each one searched again).
        ("", "<xmp>"),
        ("", "</b><style x=\"y\">"),
        ("", "<? "),
        ("", "<![CDATA[ "),
        ("", "<!x "),
    ])
    func unclosedTagsTakeLinearWork(prefix: String, repeated: String) {
        let small = Self.steps(prefix, repeated, count: 1_000)
        let large = Self.steps(prefix, repeated, count: 10_000)
        // Ten times the input: about ten times the steps (quadratic work would be a hundred times).
        #expect(large <= small * 12, "\(small) steps for 1,000 repeats, \(large) for 10,000")
        #expect(large <= 10_000 * (prefix.utf8.count + repeated.utf8.count) * 10)
    }
}
