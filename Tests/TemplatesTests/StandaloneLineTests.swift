import Testing

@testable import Templates

/// The rule that a line holding only a section, inverted, closing, comment, partial or delimiter tag
/// (plus spaces and tabs) disappears from the output, line break included.
@Suite("Standalone lines")
struct StandaloneLineTests {
    static let cases: [RenderCase] = [
        RenderCase(
            "section lines vanish", "top\n{{#t}}\nmiddle\n{{/t}}\nbottom\n", ["t": true],
            expected: "top\nmiddle\nbottom\n"),
        RenderCase(
            "indented section lines vanish", "top\n    {{#t}}\nmiddle\n\t{{/t}}\nbottom\n", ["t": true],
            expected: "top\nmiddle\nbottom\n"),
        RenderCase(
            "inverted section lines vanish", "top\n  {{^f}}\nmiddle\n  {{/f}}\nbottom\n", ["f": false],
            expected: "top\nmiddle\nbottom\n"),
        RenderCase("CRLF section lines vanish", "a\r\n{{#t}}\r\n{{/t}}\r\nb", ["t": true], expected: "a\r\nb"),
        RenderCase("a section tag on the first line", "   {{#t}}\nin{{/t}}\nout", ["t": true], expected: "in\nout"),
        RenderCase("a closing tag on the last line", "{{#t}}\nin\n   {{/t}}", ["t": true], expected: "in\n"),
        RenderCase(
            "a list renders one line per item", "<ul>\n  {{#l}}\n  <li>{{.}}</li>\n  {{/l}}\n</ul>\n",
            ["l": ["a", "b"]], expected: "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n"),
        RenderCase("two tags on a line are not standalone", "{{#t}}{{/t}}\nx", ["t": true], expected: "\nx"),
        RenderCase("text beside a tag keeps the line", " a {{#t}}\n{{/t}}", ["t": true], expected: " a \n"),
        RenderCase(
            "inline sections keep their indentation", "  {{#t}}yes{{/t}}\n  {{^t}}no{{/t}}\n", ["t": true],
            expected: "  yes\n  \n"),
        RenderCase(
            "whitespace inside a section is kept", " <{{#t}} {{! c }}\n {{/t}}> \n", ["t": true],
            expected: " < \n > \n"),
        RenderCase(
            "whitespace around a section is kept", " | {{#t}}\t-\t{{/t}} | \n", ["t": true],
            expected: " | \t-\t | \n"),
        RenderCase(
            "a variable alone on a line is not standalone", "{{#t}}\n  {{v}}\n{{/t}}\n", ["t": true, "v": ""],
            expected: "  \n"),
        RenderCase("a lone CR is not a line break", "a\r{{#t}}\rb{{/t}}", ["t": true], expected: "a\r\rb"),
    ]

    @Test(arguments: cases)
    func renders(_ testCase: RenderCase) throws {
        try check(testCase)
    }
}
