import Testing

@testable import Templates

/// The templates' last line against script in links (issue 24): whatever a variable holds, a URL attribute
/// value it helps make may not start with `javascript:`, `vbscript:`, `data:` (but images) or any scheme but
/// http(s), mailto: and tel:; such a value is replaced by `#`, with a warning.
@Suite struct URLAttributeTests {
    func render(_ source: String, _ values: [String: TemplateValue], partials: [String: String] = [:]) throws -> TemplateRenderResult {
        var templates = ["t": try Template(parsing: source, name: "t")]
        for (name, text) in partials { templates[name] = try Template(parsing: text, name: name) }
        return TemplateLibrary(templates: templates).render("t", with: .object(values))
    }

    static let dangerous = [
        "javascript:alert(document.domain)", "JaVaScRiPt:alert(1)", " \t javascript:alert(1)", "java\tscript:alert(1)",
        "java\nscript:alert(1)", "\u{1}javascript:alert(1)", "vbscript:msgbox(1)", "data:text/html,<script>alert(1)</script>",
        "DATA:text/html;base64,PHNjcmlwdD4=", "file:///etc/passwd", "ms-msdt:/id", "livescript:x",
    ]

    @Test(arguments: dangerous)
    func aDangerousURLFromAVariableIsReplaced(url: String) throws {
        for source in [
            // An escaped value without quotes is left out (`TemplateContextTests`); a raw one is checked.
            "<a href=\"{{url}}\">x</a>", "<a href='{{url}}'>x</a>", "<a href={{{url}}}>x</a>", "<a class=\"c\" HREF = \"{{url}}\">x</a>",
            "<img src=\"{{root}}{{url}}\">", "<form action=\"{{url}}\"></form>", "<a href=\"{{{url}}}\">x</a>",
        ] {
            let result = try render(source, ["url": .string(url), "root": .string("")])
            #expect(!result.output.lowercased().contains("script:"), "\(source) with \(url.debugDescription): \(result.output)")
            #expect(result.output.contains("\"#\"") || result.output.contains("'#'") || result.output.contains("=#>"), "\(result.output)")
            #expect(result.warnings.contains { $0.kind == .unsafeURL }, "\(source)")
        }
    }

    @Test func schemesHiddenByCharacterReferencesOrSplitAcrossVariablesAreCaught() throws {
        let raw = try render("<a href=\"{{{url}}}\">x</a>", ["url": .string("javascript&#58;alert(1)")])
        #expect(raw.output == "<a href=\"#\">x</a>")
        let named = try render("<a href=\"{{{url}}}\">x</a>", ["url": .string("javascript&colon;alert(1)")])
        #expect(named.output == "<a href=\"#\">x</a>")
        let hex = try render("<a href=\"{{{url}}}\">x</a>", ["url": .string("&#x6A;avascript:alert(1)")])
        #expect(hex.output == "<a href=\"#\">x</a>")
        let split = try render("<a href=\"{{a}}{{b}}\">x</a>", ["a": .string("java"), "b": .string("script:alert(1)")])
        #expect(split.output == "<a href=\"#\">x</a>")
        let literal = try render("<a href=\"{{a}}script:alert(1)\">x</a>", ["a": .string("java")])
        #expect(literal.output == "<a href=\"#\">x</a>")
        let sectioned = try render(
            "<a href=\"{{#items}}{{.}}{{/items}}\">x</a>", ["items": .list([.string("javas"), .string("cript:alert(1)")])])
        #expect(sectioned.output == "<a href=\"#\">x</a>")
        let partial = try render("<a href=\"{{>p}}\">x</a>", [:], partials: ["p": "{{u}}"])
        #expect(partial.output == "<a href=\"\">x</a>")
        let fromPartial = try TemplateLibrary(templates: [
            "t": try Template(parsing: "<a href=\"{{>p}}\">x</a>", name: "t"), "p": try Template(parsing: "{{u}}", name: "p"),
        ]).render("t", with: .object(["u": .string("javascript:alert(1)")]))
        #expect(fromPartial.output == "<a href=\"#\">x</a>")
    }

    @Test(arguments: [
        "https://example.com/a?b=1#c", "http://x", "mailto:a@example.com", "tel:+4412345", "guides/color.html",
        "../index.html#group", "#section", "/about.html", "javascript%3Aalert(1);x.html", "./javascript:x.html",
        "data:image/png;base64,AAAA", "?q=1", "",
    ])
    func allowedURLsAreWrittenAsTheyAre(url: String) throws {
        let result = try render("<a href=\"{{url}}\">x</a><img src=\"{{root}}{{url}}\">", ["url": .string(url), "root": .string("../")])
        let escaped = HTMLEscaper.escape(url)
        #expect(result.output == "<a href=\"\(escaped)\">x</a><img src=\"../\(escaped)\">")
        #expect(result.warnings.isEmpty)
    }

    @Test func textOutsideURLAttributesIsNotTouched() throws {
        let values: [String: TemplateValue] = ["v": .string("javascript:alert(1)")]
        let source =
            "<p title=\"{{v}}\" data-root=\"{{v}}\">{{v}}</p><!-- href=\"{{v}}\" --><script>var a = '<a href=\"' + '{{v}}';</script>"
            + "<link rel=\"icon\" href=\"data:,\"><a href=\"#{{v}}\">x</a>"
        let result = try render(source, values)
        #expect(result.output == source.replacingOccurrences(of: "{{v}}", with: "javascript:alert(1)"))
        #expect(result.warnings.isEmpty)
    }

    @Test func aStandalonePartialsIndentationIsCountedInTheValue() throws {
        let library = TemplateLibrary(templates: [
            "t": try Template(parsing: "<div>\n  {{>p}}\n</div>", name: "t"),
            "p": try Template(parsing: "<a\nhref=\"\n{{url}}\">x</a>\n<a href=\"{{ok}}\">y</a>\n", name: "p"),
        ])
        let result = library.render("t", with: .object(["url": .string("javascript:alert(1)"), "ok": .string("a.html")]))
        #expect(result.output == "<div>\n  <a\n  href=\"#\">x</a>\n  <a href=\"a.html\">y</a>\n</div>")
    }

    @Test func sharedAndGeneratedItemsAreCheckedToo() throws {
        let template = try Template(parsing: "{{#items}}<a href=\"{{url}}\">{{title}}</a>{{/items}}", name: "t")
        let library = TemplateLibrary(templates: ["t": template])
        let memo = TemplateRenderMemo()
        let shared = TemplateValue.shared(SharedTemplateObject(["url": .string("javascript:alert(1)"), "title": .string("x")]))
        for _ in 0..<2 {
            let result = library.render("t", with: .object(["items": .list([shared, shared])]), memo: memo)
            #expect(result.output == "<a href=\"#\">x</a><a href=\"#\">x</a>")
        }
        let generated = TemplateValueGenerator(count: 200) { number in
            .object(["url": .string(number % 2 == 0 ? "javascript:alert(\(number))" : "p\(number).html"), "title": .string("t")])
        }
        let result = library.render("t", with: .object(["items": .generated(generated)]))
        #expect(!result.output.contains("javascript:"))
        #expect(result.output.contains("<a href=\"p199.html\">t</a>"))
        #expect(result.output.components(separatedBy: "href=\"#\"").count == 101)
    }
}
