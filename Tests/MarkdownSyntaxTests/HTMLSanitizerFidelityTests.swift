import Testing

@testable import MarkdownSyntax

/// What the sanitizer keeps comes out as the author wrote it (issue 47, defect 8: found running the GFM spec's
/// examples with `unsafe_html: true`). Expected values are cmark-gfm's output with its tag filter, where the
/// sanitizer keeps the markup.
@Suite struct HTMLSanitizerFidelityTests {
    @Test(arguments: [
        // Named references the decoder does not know stay as written, in text and in URLs.
        ("<abbr title=\"Caf&eacute; &mdash;\">C</abbr>", "<abbr title=\"Caf&eacute; &mdash;\">C</abbr>"),
        ("<a href=\"&ouml;&ouml;.html\">x</a>", "<a href=\"&ouml;&ouml;.html\">x</a>"),
        ("<a href=\"a/&ouml;:b\">x</a>", "<a href=\"a/&ouml;:b\">x</a>"),
        // A reference it knows is decoded and written again; an escaped `&` stays escaped.
        ("<abbr title=\"&amp;ouml; &lt;b&gt; &#233;\">x</abbr>", "<abbr title=\"&amp;ouml; &lt;b&gt; é\">x</abbr>"),
        // A name without `;` followed by `=` or a letter is not a reference in an attribute, as browsers read it.
        ("<a href=\"?a=1&lt=2\">x</a>", "<a href=\"?a=1&amp;lt=2\">x</a>"),
        // Leading zeros do not cut a numeric reference short.
        ("<abbr title=\"&#x0000000041;\">x</abbr>", "<abbr title=\"A\">x</abbr>"),
        // Something that is not a reference is escaped.
        ("<abbr title=\"a & b &c d\">x</abbr>", "<abbr title=\"a &amp; b &amp;c d\">x</abbr>"),
    ])
    func referencesAreKept(input: String, expected: String) {
        let result = HTMLSanitizer.sanitize(input)
        #expect(result.html == expected)
        #expect(result.removed.isEmpty)
    }

    /// A reference the decoder cannot read, where it could be part of a URL's scheme, removes the URL.
    @Test(arguments: [
        "<a href=\"java&xyz;script:alert(1)\">go</a>",
        "<a href=\"&xyz;:alert(1)\">go</a>",
        "<a href=\"javascript&xyz;:alert(1)\">go</a>",
    ])
    func unknownReferenceInASchemeRemovesTheURL(input: String) {
        let result = HTMLSanitizer.sanitize(input)
        #expect(result.html == "<a>go</a>")
        #expect(result.removed == ["URL with an unknown reference in its scheme"])
    }

    /// Tags whose content the sanitizer drops are shown as text, as GFM's tag filter shows them, when their end
    /// tag is not in the fragment: they no longer take the rest of the block with them.
    @Test(arguments: [
        (
            "<blockquote>\n  <xmp> is disallowed.  <XMP> is also disallowed.\n</blockquote>\n",
            "<blockquote>\n  &lt;xmp> is disallowed.  &lt;XMP> is also disallowed.\n</blockquote>\n"
        ),
        ("<div><title>T\n</div>", "<div>&lt;title>T\n</div>"),
        ("<div>\n<style class=\"a\">p{}\n</div>", "<div>\n&lt;style class=\"a\">p{}\n</div>"),
        ("<div><textarea title=\"<b>\">t</div>", "<div>&lt;textarea title=\"&lt;b>\">t</div>"),
        ("</xmp>", "&lt;/xmp>"),
        // Closed within the fragment: removed with their content, as before.
        ("<style>p{}</style>text", "text"),
        ("<xmp>x</xmp>text", "text"),
        // An unclosed script still takes the rest of the fragment: it is code, never text to show.
        ("<div><script>alert(1)\n</div>", "<div>"),
    ])
    func unclosedFilteredTagsAreShownAsText(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected)
    }

    /// Processing instructions end at `?>`, CDATA sections at `]]>`, declarations at `>`; one never closed is text.
    @Test(arguments: [
        ("<?php echo '>'; ?>ok", "ok"),
        ("<![CDATA[ a > b ]]>ok", "ok"),
        ("<!DOCTYPE html>ok", "ok"),
        ("<? a > b", "&lt;? a > b"),
        ("<![CDATA[ a > <img src=x onerror=alert(1)>", "&lt;![CDATA[ a > <img src=\"x\">"),
        ("<!DOCTYPE html", "&lt;!DOCTYPE html"),
    ])
    func processingInstructionsAndCDATAEndWhereCommonMarkEndsThem(input: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(input).html == expected)
    }

    /// URL attributes are percent-encoded as cmark-gfm encodes a Markdown link's destination.
    @Test func hrefsArePercentEncodedAsCmarkGFMDoes() {
        #expect(
            HTMLSanitizer.sanitize("<a href=\"x[1]|{y}^ z/é\">x</a>").html == "<a href=\"x%5B1%5D%7C%7By%7D%5E%20z/%C3%A9\">x</a>")
        #expect(HTMLSanitizer.sanitize("<img src=\"a b.png\">").html == "<img src=\"a%20b.png\">")
    }
}
