import Testing

@testable import Templates

@Suite("Partials")
struct PartialTests {
    static let cases: [RenderCase] = [
        RenderCase("a partial is inserted", "[{{>p}}]", partials: ["p": "inside"], expected: "[inside]"),
        RenderCase("a missing partial is empty", "[{{>p}}]", expected: "[]"),
        RenderCase(
            "a partial sees the current context", "{{#user}}{{>card}}{{/user}}", ["user": ["name": "Ann"]],
            partials: ["card": "({{name}})"], expected: "(Ann)"),
        RenderCase(
            "partials recurse over trees", "{{>tree}}",
            ["label": "root", "kids": [["label": "a", "kids": []], ["label": "b", "kids": [["label": "c", "kids": []]]]]],
            partials: ["tree": "{{label}}({{#kids}}{{>tree}}{{/kids}})"], expected: "root(a()b(c()))"),
        RenderCase(
            "partials include partials", "{{>outer}}", ["a": 1, "b": 2],
            partials: ["outer": "({{a}}{{>inner}})", "inner": "[{{b}}]"], expected: "(1[2])"),
        RenderCase("spaces around an inline partial stay", "a {{>p}} b", partials: ["p": "\t-\t"], expected: "a \t-\t b"),
        RenderCase(
            "an inline partial is not indented", "  {{v}} {{>p}}\n", ["v": "="], partials: ["p": "x\ny"],
            expected: "  = x\ny\n"),
        RenderCase("a standalone partial ending in CRLF", "a\r\n{{>p}}\r\nb", partials: ["p": "-"], expected: "a\r\n-b"),
        RenderCase(
            "a standalone partial on the first line", " {{>p}}\nz", partials: ["p": "x\ny"],
            expected: " x\n yz"),
        RenderCase(
            "a standalone partial on the last line", "z\n {{>p}}", partials: ["p": "x\ny"],
            expected: "z\n x\n y"),
        RenderCase(
            "each partial line is indented, not the data", "<\n  {{>p}}\n>\n", ["v": "1\n2"],
            partials: ["p": "a\n{{{v}}}\nb\n"], expected: "<\n  a\n  1\n2\n  b\n>\n"),
        RenderCase(
            "indentation before each line including inline data", "  {{>p}}\n", ["v": "1\n2"],
            partials: ["p": "[\n{{v}}x{{v}}y\n]\n"], expected: "  [\n  1\n2x1\n2y\n  ]\n"),
        RenderCase(
            "nested standalone partials add their indentation", "{{>a}}", partials: ["a": "a\n  {{>b}}\n", "b": "b1\nb2\n"],
            expected: "a\n  b1\n  b2\n"),
        RenderCase(
            "indentation inside a standalone partial's sections", "  {{>p}}\n", ["l": [1, 2]],
            partials: ["p": "<ul>\n{{#l}}\n  <li>{{.}}</li>\n{{/l}}\n</ul>\n"],
            expected: "  <ul>\n    <li>1</li>\n    <li>2</li>\n  </ul>\n"),
        RenderCase(
            "blank partial lines are indented", " {{>p}}\n", partials: ["p": "a\n\nb\n"],
            expected: " a\n \n b\n"),
        RenderCase("padding in partial tags", "[{{>  p }}]", partials: ["p": "x"], expected: "[x]"),
    ]

    @Test(arguments: cases)
    func renders(_ testCase: RenderCase) throws {
        try check(testCase)
    }

    @Test func endlessRecursionStopsWithAWarning() throws {
        let result = try render("{{>loop}}", partials: ["loop": "x{{>loop}}"])
        #expect(result.output == String(repeating: "x", count: TemplateRenderer.maximumPartialDepth))
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.templateName == "loop")
        #expect(result.warnings.first?.name == "loop")
        #expect(result.warnings.first?.message.contains("nested more than 100 deep") == true)
    }

    @Test func branchingRecursionStillFinishes() throws {
        let result = try render("{{>twice}}", partials: ["twice": "{{>twice}}{{>twice}}"])
        #expect(result.output.isEmpty)
        #expect(result.warnings.contains { $0.message.contains("partials were expanded") })
    }

    /// Found by the template fuzzer (`Fuzz/`, timeout after 10 s): a template that includes itself three times per
    /// level, twice as standalone lines whose indentation grows with depth, expanded a million partials into
    /// hundreds of megabytes.
    @Test func selfIncludingIndentedPartialsStayBounded() throws {
        let page = "{{> item}}\n  {{>page}}{{\n#itemz}}{{>page}}{{\n#itee}}\n  {{>page}}{{\n#itemz}}{{> item }}ms}}"
        let templates = [
            "page": try Template(parsing: page, name: "page"),
            "item": try Template(parsing: "<b>{{title}}</b>{{#items}}{{name}}{{/items}}", name: "item"),
        ]
        let value: TemplateValue = ["title": "Colors", "items": [["name": "red"], ["name": "blue"]]]
        let result = TemplateLibrary(templates: templates).render("page", with: value)
        #expect(result.output.utf8.count <= TemplateRenderer.maximumOutputBytes + (1 << 20))
        #expect(result.warnings.contains { $0.message.contains("partials were expanded") || $0.message.contains("MB") })
    }

    /// Found by the template fuzzer (timeout): in strict mode every expansion of a runaway template warned about a
    /// missing partial with a long non-ASCII name, and de-duplicating those warnings by their text took seconds.
    @Test func repeatedWarningsInARunawayTemplateAreCheapAndGivenOnce() throws {
        let missing = "it" + String(repeating: "\u{FFFD}", count: 150) + "em"
        let page = "{{> \(missing)}}\n  {{>page}}{{\n#it\u{0}\u{0}s}}[{> item }}{{ems}}\n  {{>page}}"
        let library = TemplateLibrary(templates: ["page": try Template(parsing: page, name: "page")])
        let result = library.render("page", with: ["items": [1, 2]], strict: true)
        let missingWarnings = result.warnings.filter { $0.message.contains("is not in the template library") }
        #expect(missingWarnings.count == 1)
        #expect(missingWarnings.first?.name == missing)
        #expect(result.warnings.contains { $0.message.contains("partials were expanded") })
    }

    @Test func outputPastTheCapStopsWithAWarning() throws {
        let megabyte = String(repeating: "x", count: 1 << 20)
        let result = try render(
            "{{#items}}{{>big}}{{/items}}", ["items": .list(Array(repeating: TemplateValue.bool(true), count: 100))],
            partials: ["big": megabyte])
        #expect(result.output.utf8.count > TemplateRenderer.maximumOutputBytes)
        #expect(result.output.utf8.count <= TemplateRenderer.maximumOutputBytes + (1 << 20))
        #expect(result.warnings.contains { $0.message.contains("output passed 64 MB") })
    }

    @Test func deepRecursionInsideATaskDoesNotOverflow() async throws {
        let lib = try library("{{>loop}}", partials: ["loop": "{{#a}}{{#b}}{{>loop}}{{/b}}{{/a}}"])
        let output = await Task.detached {
            lib.render("main", with: ["a": true, "b": ["c": 1]]).output
        }.value
        #expect(output.isEmpty)
    }
}
