import Testing

@testable import Templates

/// One row of a table-driven rendering test: a template, its data and partials, and the expected text.
struct RenderCase: Sendable, CustomTestStringConvertible {
    var summary: String
    var template: String
    var data: TemplateValue
    var partials: [String: String] = [:]
    var expected: String

    var testDescription: String { summary }

    init(
        _ summary: String, _ template: String, _ data: TemplateValue = [:], partials: [String: String] = [:],
        expected: String
    ) {
        self.summary = summary
        self.template = template
        self.data = data
        self.partials = partials
        self.expected = expected
    }
}

/// Parses `template` (as `main`) and its partials into a library and renders `main`.
func render(
    _ template: String, _ data: TemplateValue = [:], partials: [String: String] = [:], strict: Bool = false
) throws -> TemplateRenderResult {
    try library(template, partials: partials).render("main", with: data, strict: strict)
}

/// Parses `template` as `main` plus the partials, each under its own name.
func library(_ template: String, partials: [String: String] = [:]) throws -> TemplateLibrary {
    var templates = ["main": try Template(parsing: template, name: "main")]
    for (name, source) in partials {
        templates[name] = try Template(parsing: source, name: name)
    }
    return TemplateLibrary(templates: templates)
}

/// Renders a case and checks the output.
func check(_ testCase: RenderCase, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let result = try render(testCase.template, testCase.data, partials: testCase.partials)
    #expect(result.output == testCase.expected, sourceLocation: sourceLocation)
}
