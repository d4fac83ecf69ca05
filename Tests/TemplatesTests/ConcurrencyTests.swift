import Testing

@testable import Templates

@Suite("Concurrent rendering")
struct ConcurrencyTests {
    @Test func oneLibraryRendersTheSameFromManyTasks() async throws {
        let lib = try library(
            "<h1>{{title}}</h1>\n<ul>\n  {{#items}}\n  {{>item}}\n  {{/items}}\n</ul>\n{{>footer}}",
            partials: ["item": "<li>{{name}} ({{n}})</li>\n", "footer": "<footer>{{title}}</footer>"])
        let pages: [TemplateValue] = (0..<20).map { page in
            ["title": "Page \(page) <&>", "items": .list((0..<page).map { ["name": "item \($0)", "n": .number(Double($0))] })]
        }
        let expected = pages.map { lib.render("main", with: $0, strict: true).output }

        let outputs = await withTaskGroup(of: (Int, String, Int).self) { group in
            for round in 0..<200 {
                group.addTask {
                    let index = round % pages.count
                    let result = lib.render("main", with: pages[index], strict: true)
                    return (index, result.output, result.warnings.count)
                }
            }
            var collected: [(Int, String, Int)] = []
            for await output in group { collected.append(output) }
            return collected
        }
        #expect(outputs.count == 200)
        for (index, output, warningCount) in outputs {
            #expect(output == expected[index])
            #expect(warningCount == 0)
        }
        #expect(
            expected[2]
                == "<h1>Page 2 &lt;&amp;&gt;</h1>\n<ul>\n  <li>item 0 (0)</li>\n  <li>item 1 (1)</li>\n</ul>\n<footer>Page 2 &lt;&amp;&gt;</footer>"
        )
    }

    @Test func templatesCanBeParsedConcurrently() async throws {
        let sources = (0..<50).map { "{{#l}}{{.}}-\($0){{/l}}" }
        let rendered = try await withThrowingTaskGroup(of: String.self) { group in
            for source in sources {
                group.addTask {
                    let template = try Template(parsing: source, name: "t")
                    return TemplateLibrary(templates: ["t": template]).render("t", with: ["l": [1]]).output
                }
            }
            var all: Set<String> = []
            for try await output in group { all.insert(output) }
            return all
        }
        #expect(rendered.count == 50)
    }
}
