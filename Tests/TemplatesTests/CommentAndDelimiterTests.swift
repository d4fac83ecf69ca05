import Testing

@testable import Templates

@Suite("Comments and set delimiters")
struct CommentAndDelimiterTests {
    static let commentCases: [RenderCase] = [
        RenderCase("an inline comment disappears", "ab{{! note }}cd", expected: "abcd"),
        RenderCase("a comment may span lines", "ab{{! one\ntwo\n}}cd\n", expected: "abcd\n"),
        RenderCase("a comment line is removed", "one\n{{! note }}\ntwo\n", expected: "one\ntwo\n"),
        RenderCase("an indented comment line is removed", "one\n\t  {{! note }}\ntwo\n", expected: "one\ntwo\n"),
        RenderCase("a comment line ending in CRLF", "a\r\n{{! note }}\r\nb", expected: "a\r\nb"),
        RenderCase("a comment on the first line", " {{! note }}\nrest", expected: "rest"),
        RenderCase("a comment on the last line", "rest\n {{! note }}", expected: "rest\n"),
        RenderCase("a multi-line comment block is removed", "a\n  {{!\n  x\n  }}\nb\n", expected: "a\nb\n"),
        RenderCase("a comment after text keeps the line", "  ab {{! c }}\n", expected: "  ab \n"),
        RenderCase("spaces around a comment stay", "a {{! c }} b", expected: "a  b"),
        RenderCase("a comment never reads data", "<{{! name }}>", ["! name": "x", "name": "y"], expected: "<>"),
    ]

    @Test(arguments: commentCases)
    func comments(_ testCase: RenderCase) throws {
        try check(testCase)
    }

    static let delimiterCases: [RenderCase] = [
        RenderCase("new delimiters take effect", "{{=<< >>=}}<<v>> {{v}}", ["v": "x"], expected: "x {{v}}"),
        RenderCase("regex characters as delimiters", "{{=( )=}}(v)", ["v": "x"], expected: "x"),
        RenderCase("single character delimiters", "{{=| |=}}|v|", ["v": "x"], expected: "x"),
        RenderCase(
            "delimiters persist into and out of sections",
            "{{=[ ]=}}[#s]([v])[/s][^t]{[v]}[/t]", ["s": true, "t": false, "v": "x"], expected: "(x){x}"),
        RenderCase("triple braces with custom delimiters", "{{=<% %>=}}<%{v}%>", ["v": "<"], expected: "<"),
        RenderCase("switching back to braces", "{{=<% %>=}}<%v%><%={{ }}=%>{{v}}", ["v": "x"], expected: "xx"),
        RenderCase(
            "partials parse with the default delimiters", "{{=| |=}}[|>p|]", ["v": "x"],
            partials: ["p": "{{v}}|v|"], expected: "[x|v|]"),
        RenderCase(
            "a partial's delimiters stay inside it", "{{>p}}{{v}}|v|", ["v": "x"],
            partials: ["p": "{{=| |=}}|v|"], expected: "xx|v|"),
        RenderCase("spaces around an inline delimiter tag stay", "a {{=| |=}} b", expected: "a  b"),
        RenderCase("a delimiter tag after text keeps the line", " a {{=| |=}}\n", expected: " a \n"),
        RenderCase("a delimiter line is removed", "a\n{{=| |=}}\nb\n", expected: "a\nb\n"),
        RenderCase("an indented delimiter line is removed", "a\n   {{=| |=}}\nb\n", expected: "a\nb\n"),
        RenderCase("a delimiter line ending in CRLF", "a\r\n{{=| |=}}\r\nb", expected: "a\r\nb"),
        RenderCase("a delimiter tag on the first line", "  {{=| |=}}\nb", expected: "b"),
        RenderCase("a delimiter tag on the last line", "a\n  {{=| |=}}", expected: "a\n"),
        RenderCase("padding in the delimiter tag", "{{=   <%    %>   =}}<% v %>", ["v": "x"], expected: "x"),
    ]

    @Test(arguments: delimiterCases)
    func delimiters(_ testCase: RenderCase) throws {
        try check(testCase)
    }
}
