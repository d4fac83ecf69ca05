import Testing

@testable import Templates

@Suite("Interpolation")
struct InterpolationTests {
    static let cases: [RenderCase] = [
        RenderCase("plain text passes through", "Nothing {to} see }} here", expected: "Nothing {to} see }} here"),
        RenderCase("a name is replaced", "Dear {{who}},", ["who": "Ada"], expected: "Dear Ada,"),
        RenderCase("values are not parsed again", "{{code}}", ["code": "{{who}}", "who": "x"], expected: "{{who}}"),
        RenderCase(
            "double braces escape", "<p>{{html}}</p>", ["html": "<b>&\"'"],
            expected: "<p>&lt;b&gt;&amp;&quot;&#39;</p>"),
        RenderCase("triple braces do not escape", "{{{html}}}", ["html": "<b>&\"</b>"], expected: "<b>&\"</b>"),
        RenderCase("ampersand does not escape", "{{&html}}", ["html": "<i>"], expected: "<i>"),
        RenderCase("whole numbers lose .0", "{{n}}|{{{n}}}|{{&n}}", ["n": 42], expected: "42|42|42"),
        RenderCase("negative whole numbers", "{{n}}", ["n": -7.0], expected: "-7"),
        RenderCase("decimals keep their digits", "{{x}}", ["x": 2.75], expected: "2.75"),
        RenderCase("decimals print shortest form", "{{x}}", ["x": 0.1], expected: "0.1"),
        RenderCase("booleans print as words", "{{yes}} {{no}}", ["yes": true, "no": false], expected: "true false"),
        RenderCase("null prints nothing", "[{{gone}}][{{{gone}}}][{{&gone}}]", ["gone": nil], expected: "[][][]"),
        RenderCase("missing names print nothing", "[{{nope}}][{{{nope}}}][{{&nope}}]", expected: "[][][]"),
        RenderCase(
            "dotted names walk objects", "{{site.author.name}}", ["site": ["author": ["name": "Lin"]]],
            expected: "Lin"),
        RenderCase("dotted names in triple braces", "{{{a.b}}}", ["a": ["b": "<x>"]], expected: "<x>"),
        RenderCase("dotted names with ampersand", "{{&a.b}}", ["a": ["b": "<x>"]], expected: "<x>"),
        RenderCase("a broken chain prints nothing", "[{{a.b.c}}]", ["a": [:]], expected: "[]"),
        RenderCase(
            "later parts never fall back to the stack", "[{{a.b.name}}]",
            ["a": ["b": [:]], "name": "outer"], expected: "[]"),
        RenderCase(
            "the first part searches the whole stack", "{{#inner}}{{outer.x}}{{/inner}}",
            ["inner": ["y": 1], "outer": ["x": "found"]], expected: "found"),
        RenderCase(
            "the nearest first part wins even if it lacks the rest", "{{#a}}[{{b.c}}]{{/a}}",
            ["a": ["b": [:]], "b": ["c": "wrong"]], expected: "[]"),
        RenderCase("a key containing a dot is never matched whole", "[{{x.y}}]", ["x.y": "no"], expected: "[]"),
        RenderCase(
            "a dotted key does not hide the nested path", "{{x.y}}", ["x.y": "no", "x": ["y": "yes"]],
            expected: "yes"),
        RenderCase(
            "a leading dot looks only at the top", "{{#a}}[{{.n}}]{{/a}}", ["a": [:], "n": "outer"],
            expected: "[]"),
        RenderCase("dot prints a string root", "Hi {{.}}!", "you", expected: "Hi you!"),
        RenderCase("dot escapes", "{{.}}", "a<b", expected: "a&lt;b"),
        RenderCase("dot in triple braces", "{{{.}}}", "a<b", expected: "a<b"),
        RenderCase("dot with ampersand", "{{&.}}", "a<b", expected: "a<b"),
        RenderCase("dot prints a number root", "{{.}}", 12, expected: "12"),
        RenderCase("spaces around tags are kept", "( {{v}} )", ["v": "x"], expected: "( x )"),
        RenderCase("an interpolation alone on a line keeps its line", "   {{v}}\n", ["v": "x"], expected: "   x\n"),
        RenderCase("padding inside tags is ignored", "{{  v }}{{{ v  }}}{{& v }}", ["v": "x"], expected: "xxx"),
        RenderCase(
            "lists and objects print nothing", "[{{l}}][{{o}}]", ["l": [1, 2], "o": ["k": 1]],
            expected: "[][]"),
        RenderCase("multibyte text survives", "é{{v}}ü", ["v": "日本"], expected: "é日本ü"),
    ]

    @Test(arguments: cases)
    func renders(_ testCase: RenderCase) throws {
        try check(testCase)
    }
}
