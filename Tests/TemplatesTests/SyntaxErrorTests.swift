import Testing

@testable import Templates

@Suite("Syntax errors")
struct SyntaxErrorTests {
    struct ErrorCase: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var source: String
        var line: Int
        var column: Int
        var lineText: String
        var messageFragment: String
    }

    static let cases: [ErrorCase] = [
        ErrorCase(
            testDescription: "unclosed section points at its opening tag",
            source: "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n</ul>\n", line: 2, column: 3,
            lineText: "  {{#items}}", messageFragment: "section 'items' is opened here but never closed"),
        ErrorCase(
            testDescription: "mismatched close names both sections",
            source: "{{#a}}\n x {{/b}}\n", line: 2, column: 4, lineText: " x {{/b}}",
            messageFragment: "closing tag 'b' does not match the open section 'a' (opened at line 1, column 1)"),
        ErrorCase(
            testDescription: "a close without an open", source: "text {{/a}}", line: 1, column: 6,
            lineText: "text {{/a}}", messageFragment: "closing tag 'a' has no open section"),
        ErrorCase(
            testDescription: "unclosed variable tag", source: "one\ntwo {{name\nthree", line: 2, column: 5,
            lineText: "two {{name", messageFragment: "tag is never closed: expected '}}'"),
        ErrorCase(
            testDescription: "unclosed triple mustache", source: "{{{raw}}", line: 1, column: 1,
            lineText: "{{{raw}}", messageFragment: "expected '}}}'"),
        ErrorCase(
            testDescription: "unclosed comment", source: "a {{! forever", line: 1, column: 3,
            lineText: "a {{! forever", messageFragment: "never closed"),
        ErrorCase(
            testDescription: "unclosed tag after custom delimiters", source: "{{=<% %>=}}\n<% v", line: 2,
            column: 1, lineText: "<% v", messageFragment: "expected '%>'"),
        ErrorCase(
            testDescription: "a delimiter tag with one delimiter", source: "x\r\n {{=<%=}}\r\n", line: 2,
            column: 2, lineText: " {{=<%=}}", messageFragment: "set-delimiter tag needs two delimiters"),
        ErrorCase(
            testDescription: "a delimiter tag with three delimiters", source: "{{=< > !=}}", line: 1, column: 1,
            lineText: "{{=< > !=}}", messageFragment: "set-delimiter"),
        ErrorCase(
            testDescription: "a delimiter containing an equals sign", source: "{{=<= =>=}}", line: 1,
            column: 1, lineText: "{{=<= =>=}}", messageFragment: "without '='"),
        ErrorCase(
            testDescription: "an empty tag", source: "a {{ }} b", line: 1, column: 3, lineText: "a {{ }} b",
            messageFragment: "empty tag"),
        ErrorCase(
            testDescription: "a name with a space", source: "{{#a b}}{{/a b}}", line: 1, column: 1,
            lineText: "{{#a b}}{{/a b}}", messageFragment: "contains whitespace"),
        ErrorCase(
            testDescription: "columns count characters, not bytes", source: "héllo wörld {{#x}}", line: 1,
            column: 13, lineText: "héllo wörld {{#x}}", messageFragment: "never closed"),
    ]

    @Test(arguments: cases)
    func reportsLocation(_ testCase: ErrorCase) {
        #expect {
            _ = try Template(parsing: testCase.source, name: "page.html")
        } throws: { error in
            guard let error = error as? TemplateSyntaxError else { return false }
            return error.templateName == "page.html" && error.line == testCase.line
                && error.column == testCase.column && error.lineText == testCase.lineText
                && error.message.contains(testCase.messageFragment)
        }
    }

    @Test func typedThrowsCarryAllFields() {
        do {
            _ = try Template(parsing: "a\n\tb {{#open}}", name: "t")
            Issue.record("expected a syntax error")
        } catch {
            #expect(
                error
                    == TemplateSyntaxError(
                        templateName: "t", line: 2, column: 4, lineText: "\tb {{#open}}",
                        message: "section 'open' is opened here but never closed"))
        }
    }

    @Test func descriptionShowsLineAndCaret() {
        let error = TemplateSyntaxError(templateName: "t.html", line: 3, column: 5, lineText: "\tab {{x", message: "m")
        #expect(error.description == "t.html:3:5: error: m\n\tab {{x\n\t   ^")
    }

    @Test func deeplyNestedSectionsAreAnErrorNotACrash() {
        let depth = TemplateParser.maximumSectionDepth + 1
        let source = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        #expect(throws: TemplateSyntaxError.self) { try Template(parsing: source, name: "deep") }
    }

    @Test func allowedNestingParses() throws {
        let depth = TemplateParser.maximumSectionDepth
        let source = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        let result = try render(source, ["a": true])
        #expect(result.output == "x")
    }
}
