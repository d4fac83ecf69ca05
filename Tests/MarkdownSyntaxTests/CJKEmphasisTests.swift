import Diagnostics
import Testing

@testable import MarkdownSyntax

/// Emphasis beside CJK characters and punctuation, which CommonMark's flanking rules leave as asterisks; and the
/// cases, English and CJK, that must come out exactly as cmark-gfm renders them.
@Suite struct CJKEmphasisTests {
    func html(_ markdown: String) -> String {
        let source = SourceText(path: "t.md", text: markdown)
        return HTMLRenderer().render(MarkdownParser().parse(markdown, source: source), source: source).html
    }

    @Test(arguments: [
        // Chinese: the closing ** is after 。 and before a letter.
        ("**使用系统颜色。**请通过名称取用。", "<p><strong>使用系统颜色。</strong>请通过名称取用。</p>\n"),
        // Japanese: both delimiters sit between a letter and a bracket.
        ("これは**「重要なこと」**です。", "<p>これは<strong>「重要なこと」</strong>です。</p>\n"),
        // Korean: after a closing parenthesis, before a particle.
        ("**마크다운(Markdown)**을 씁니다.", "<p><strong>마크다운(Markdown)</strong>을 씁니다.</p>\n"),
        ("*强调。*后文", "<p><em>强调。</em>后文</p>\n"),
        ("注意：**不要**用颜色区分，**例如「红」。**其他", "<p>注意：<strong>不要</strong>用颜色区分，<strong>例如「红」。</strong>其他</p>\n"),
        ("前文**「引用」**后文。", "<p>前文<strong>「引用」</strong>后文。</p>\n"),
        ("以及*「斜体」*。", "<p>以及<em>「斜体」</em>。</p>\n"),
    ])
    func cjkDelimitersPair(markdown: String, expected: String) {
        #expect(html(markdown) == expected)
    }

    @Test(arguments: [
        // cmark-gfm's own results, unchanged: no CJK on any side of the pair, or already paired.
        ("a**\"b\"**c", "<p>a**&quot;b&quot;**c</p>\n"),
        ("2 * 3 * 4 = 24", "<p>2 * 3 * 4 = 24</p>\n"),
        ("**bold** and *em*, **also.**Then", "<p><strong>bold</strong> and <em>em</em>, **also.**Then</p>\n"),
        ("中文**加粗**中文", "<p>中文<strong>加粗</strong>中文</p>\n"),
        // Spaces just inside the delimiters never open or close.
        ("** 中文 **", "<p>** 中文 **</p>\n"),
        ("中文 * 不是强调 * 中文", "<p>中文 * 不是强调 * 中文</p>\n"),
        // A triple run is left as cmark leaves it.
        ("***三个。***后", "<p>***三个。***后</p>\n"),
        // An escaped asterisk says "not emphasis": the run is left as cmark-gfm read it.
        ("标有\\*的字段必填，\\*号表示必填。", "<p>标有*的字段必填，*号表示必填。</p>\n"),
        ("标有&#42;的字段必填，&#42;号表示必填。", "<p>标有*的字段必填，*号表示必填。</p>\n"),
        // A keycap emoji is not a delimiter: this pass does not pair it (cmark-gfm left both asterisks as text).
        ("*️⃣键。*后", "<p>*️⃣键。*后</p>\n"),
        // Code between the delimiters: the pair spans more than one text run and is left alone.
        ("**用 `Color.red`。**后", "<p>**用 <code>Color.red</code>。**后</p>\n"),
    ])
    func otherCasesAreAsCmarkGFMRendersThem(markdown: String, expected: String) {
        #expect(html(markdown) == expected)
    }
}
