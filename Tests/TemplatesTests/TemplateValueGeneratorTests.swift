import Synchronization
import Testing

@testable import Templates

struct TemplateValueGeneratorTests {
    static let library = TemplateLibrary(templates: [
        "list": try! Template(parsing: "{{#items}}<{{name}}>{{/items}}{{^items}}none{{/items}}", name: "list"),
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
        #expect(Self.library.render("list", with: value).output == "<item 0><item 1><item 2>")
        #expect(made.withLock { $0 } == [0, 1, 2])
        // The same output as the list held in memory.
        let held = TemplateValue.object(["items": .list(generator.items)])
        #expect(Self.library.render("list", with: held).output == "<item 0><item 1><item 2>")
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
}
