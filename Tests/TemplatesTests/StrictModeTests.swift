import Testing

@testable import Templates

@Suite("Strict mode")
struct StrictModeTests {
    @Test func misspelledVariableIsReportedWithItsLocation() throws {
        let result = try render("<h1>{{title}}</h1>\n  <p>{{titel}}</p>", ["title": "T"], strict: true)
        #expect(result.output == "<h1>T</h1>\n  <p></p>")
        #expect(
            result.warnings == [
                TemplateWarning(
                    templateName: "main", line: 2, column: 6, name: "titel",
                    message: "'titel' does not resolve to any value")
            ])
    }

    @Test(arguments: ["{{x}}", "{{{x}}}", "{{&x}}", "{{ x }}"])
    func everyVariableFormIsChecked(_ template: String) throws {
        let result = try render(template, strict: true)
        #expect(result.warnings.map(\.name) == ["x"])
    }

    @Test func withoutStrictNothingIsReported() throws {
        let result = try render("{{x}}{{>nope}}", strict: false)
        #expect(result.warnings.isEmpty)
    }

    @Test(arguments: ["{{#x}}a{{/x}}", "{{^x}}a{{/x}}", "{{#x.y}}a{{/x.y}}"])
    func sectionsOnMissingNamesAreSilent(_ template: String) throws {
        #expect(try render(template, strict: true).warnings.isEmpty)
    }

    @Test func nullCountsAsPresent() throws {
        #expect(try render("{{x}}", ["x": nil], strict: true).warnings.isEmpty)
    }

    @Test func namesFoundInOuterContextsArePresent() throws {
        let result = try render(
            "{{#items}}{{name}} by {{author}}{{/items}}",
            ["author": "A", "items": [["name": "n"]]], strict: true)
        #expect(result.output == "n by A")
        #expect(result.warnings.isEmpty)
    }

    @Test func dottedNamesReportOnlyAMissingFirstPart() throws {
        let data: TemplateValue = ["page": ["title": "T"]]
        #expect(try render("{{page.titel}}", data, strict: true).warnings.isEmpty)
        let missingFirst = try render("{{pgae.title}}", data, strict: true)
        #expect(missingFirst.warnings.map(\.name) == ["pgae.title"])
    }

    @Test func implicitIteratorIsNeverReported() throws {
        #expect(try render("{{.}}", nil, strict: true).warnings.isEmpty)
    }

    @Test func warningsInsideLoopsAreReportedOnce() throws {
        let result = try render("{{#l}}{{nmae}}{{/l}}", ["l": [["name": "a"], ["name": "b"]]], strict: true)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.line == 1)
        #expect(result.warnings.first?.column == 7)
    }

    @Test func warningsPointIntoThePartialThatHasTheTag() throws {
        let result = try render("{{>footer}}", partials: ["footer": "\n\n  {{yeer}}"], strict: true)
        #expect(
            result.warnings == [
                TemplateWarning(
                    templateName: "footer", line: 3, column: 3, name: "yeer", message: "'yeer' does not resolve to any value")
            ])
    }

    @Test func missingPartialIsAWarningInStrictMode() throws {
        let result = try render("a\n {{>sidebar}}", strict: true)
        #expect(result.output == "a\n")
        #expect(
            result.warnings == [
                TemplateWarning(
                    templateName: "main", line: 2, column: 2, name: "sidebar",
                    message: "partial 'sidebar' is not in the template library")
            ])
    }

    @Test func interpolatingAListOrObjectIsReported() throws {
        let result = try render("{{tags}}{{page}}", ["tags": ["a"], "page": ["t": 1]], strict: true)
        #expect(result.output.isEmpty)
        #expect(result.warnings.map(\.name) == ["tags", "page"])
        #expect(result.warnings.first?.message.contains("is a list") == true)
    }

    @Test func missingTopLevelTemplateIsAWarning() {
        let result = TemplateLibrary(templates: [:]).render("page", with: [:])
        #expect(result.output.isEmpty)
        #expect(result.warnings.map(\.name) == ["page"])
        #expect(result.warnings.first?.line == 0)
    }

    @Test func warningDescriptionLooksLikeACompilerDiagnostic() {
        let warning = TemplateWarning(templateName: "p.html", line: 4, column: 2, name: "x", message: "m")
        #expect(warning.description == "p.html:4:2: warning: m")
    }
}
