import Testing

@testable import Templates

struct OutputLimitTests {
    static let library = TemplateLibrary(templates: ["list": try! Template(parsing: "{{#items}}{{text}}\n{{/items}}", name: "list")])
    static let value = TemplateValue.object([
        "items": .list((0..<1_000).map { _ in .object(["text": .string(String(repeating: "x", count: 99))]) })
    ])

    @Test func theCallerSetsTheLimit() {
        let stopped = Self.library.render("list", with: Self.value, outputLimit: 10_000)
        #expect(stopped.output.utf8.count < 10_200)
        #expect(stopped.warnings.contains { $0.message.contains("stopped rendering") })

        let whole = Self.library.render("list", with: Self.value, outputLimit: 200_000)
        #expect(whole.output.utf8.count == 100_000)
        #expect(whole.warnings.isEmpty)
    }

    @Test func theDefaultLimitIs64MB() {
        #expect(TemplateLibrary.defaultOutputLimit == 64 << 20)
        #expect(Self.library.render("list", with: Self.value).warnings.isEmpty)
    }
}
