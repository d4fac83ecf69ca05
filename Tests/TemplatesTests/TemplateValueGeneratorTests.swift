import Synchronization
import Testing

@testable import Templates

struct TemplateValueGeneratorTests {
    static let library = TemplateLibrary(templates: [
        "list": try! Template(parsing: "{{#items}}({{name}}){{/items}}{{^items}}none{{/items}}", name: "list"),
        "show": try! Template(parsing: "[{{items}}]", name: "show"),
    ])

    @Test func aSectionRendersEachItemAsItIsMade() {
        let made = Mutex<[Int]>([])
        let generator = TemplateValueGenerator(count: 3) { index in
            made.withLock { $0.append(index) }
            return .object(["name": .string("item \(index)")])
        }
        #expect(made.withLock { $0 }.isEmpty, "nothing is made before rendering")
        let value = TemplateValue.object(["items": .generated(generator)])
        #expect(Self.library.render("list", with: value).output == "(item 0)(item 1)(item 2)")
        #expect(made.withLock { $0 } == [0, 1, 2])
        // The same output as the list held in memory.
        let held = TemplateValue.object(["items": .list(generator.items)])
        #expect(Self.library.render("list", with: held).output == "(item 0)(item 1)(item 2)")
    }

    @Test func anEmptyGeneratedListIsFalse() {
        let value = TemplateValue.object(["items": .generated(TemplateValueGenerator(count: 0) { _ in .null })])
        #expect(Self.library.render("list", with: value).output == "none")
    }

    @Test func interpolatingAGeneratedListWarnsLikeAList() {
        let value = TemplateValue.object(["items": .generated(TemplateValueGenerator(count: 2) { _ in .string("x") })])
        let result = Self.library.render("show", with: value, strict: true)
        #expect(result.output == "[]")
        #expect(result.warnings.contains { $0.message.contains("is a list") })
    }

    @Test func generatorsAreEqualOnlyToThemselves() {
        let a = TemplateValueGenerator(count: 1) { _ in .null }
        let b = TemplateValueGenerator(count: 1) { _ in .null }
        #expect(TemplateValue.generated(a) == .generated(a))
        #expect(TemplateValue.generated(a) != .generated(b))
    }

    /// Long generated lists render on every core; output and warnings must be those of the same list held in
    /// memory and rendered item by item: in order, with partials, nested sections and strict-mode warnings that
    /// first appear deep in the list.
    static let long = TemplateLibrary(templates: [
        "page": try! Template(
            parsing: "<ul>\n{{#items}}\n  {{> item}}\n{{/items}}\n</ul>{{#items}}{{/items}}", name: "page"),
        "item": try! Template(
            parsing: "<li id=\"{{id}}\">{{title}}{{#tags}} <b>{{.}}</b>{{/tags}}{{#late}}{{missing}}{{/late}}{{site}}</li>\n",
            name: "item"),
    ])

    static func item(_ index: Int) -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "id": .number(Double(index)), "title": .string("Rule <\(index)> & more"),
            "tags": .list((0..<(index % 4)).map { .string("t\($0)") }),
        ]
        if index == 777 || index == 2_900 { fields["late"] = .bool(true) }
        return .object(fields)
    }

    @Test(arguments: [63, 64, 65, 1_000, 3_001])
    func longGeneratedListsMatchTheListRenderedItemByItem(count: Int) {
        let generated = TemplateValue.object([
            "site": .string("S"), "items": .generated(TemplateValueGenerator(count: count, item: Self.item)),
        ])
        let held = TemplateValue.object(["site": .string("S"), "items": .list((0..<count).map(Self.item))])
        let parallel = Self.long.render("page", with: generated, strict: true)
        let serial = Self.long.render("page", with: held, strict: true)
        #expect(parallel.output == serial.output)
        #expect(parallel.warnings == serial.warnings)
        #expect(parallel.output.contains("<li id=\"\(count - 1)\">"))
        #expect(count <= 777 || parallel.warnings.count == 1, "the unresolved name is reported once, where it first appears")
    }

    /// A list that passes the output limit stops at the same place, with the same warning, as item by item.
    @Test func theOutputLimitStopsALongGeneratedListWhereItStopsAList() {
        let count = 5_000
        let generated = TemplateValue.object(["items": .generated(TemplateValueGenerator(count: count, item: Self.item))])
        let held = TemplateValue.object(["items": .list((0..<count).map(Self.item))])
        let parallel = Self.long.render("page", with: generated, strict: true, outputLimit: 100_000)
        let serial = Self.long.render("page", with: held, strict: true, outputLimit: 100_000)
        #expect(parallel.output == serial.output)
        #expect(parallel.warnings == serial.warnings)
        #expect(parallel.warnings.contains { $0.message.contains("stopped rendering") })
    }

    /// Partials expanded past the expansion limit are refused at the same item as item by item.
    @Test func thePartialExpansionLimitStopsAtTheSameItem() {
        let library = TemplateLibrary(templates: [
            "page": try! Template(parsing: "{{#items}}{{> a}}{{/items}}", name: "page"),
            "a": try! Template(parsing: "{{> b}}{{> b}}{{> b}}{{> b}}{{> b}}{{> b}}{{> b}}{{> b}}{{> b}}", name: "a"),
            "b": try! Template(parsing: "{{id}},", name: "b"),
        ])
        let count = 12_000
        let generated = TemplateValue.object(["items": .generated(TemplateValueGenerator(count: count, item: Self.item))])
        let held = TemplateValue.object(["items": .list((0..<count).map(Self.item))])
        let parallel = library.render("page", with: generated, strict: true)
        let serial = library.render("page", with: held, strict: true)
        #expect(parallel.output == serial.output)
        #expect(parallel.warnings == serial.warnings)
        #expect(serial.warnings.contains { $0.message.contains("partials were expanded") })
    }
}
