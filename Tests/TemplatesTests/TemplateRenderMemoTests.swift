import TestSupport
import Testing

@testable import Templates

/// A memo may only change how fast pages render: every render with it must give the output and warnings of
/// the same render without it, whatever the templates look up and however many pages share the items.
struct TemplateRenderMemoTests {
    static func shared(_ fields: [String: TemplateValue]) -> TemplateValue { .shared(SharedTemplateObject(fields)) }

    @Test func anItemThatUsesOnlyItselfIsRenderedOnceAndCopiedAfter() throws {
        let library = TemplateLibrary(templates: [
            "nav": try Template(parsing: "{{#groups}}<a href=\"{{root}}{{url}}\">{{title}}</a>{{/groups}}", name: "nav"),
            "list": try Template(parsing: "{{#groups}}<li>{{title}} ({{count}})</li>{{/groups}}", name: "list"),
        ])
        let groups: [TemplateValue] = (0..<3).map {
            Self.shared(["title": "G\($0) <&>", "url": "g\($0).html", "count": .number(Double($0))])
        }
        let memo = TemplateRenderMemo()
        for page in 0..<4 {
            let value = TemplateValue.object(["root": .string(page % 2 == 0 ? "" : "../"), "groups": .list(groups)])
            let plain = library.render("list", with: value, strict: true)
            let memoized = library.render("list", with: value, strict: true, memo: memo)
            #expect(memoized.output == plain.output)
            #expect(memoized.output == "<li>G0 &lt;&amp;&gt; (0)</li><li>G1 &lt;&amp;&gt; (1)</li><li>G2 &lt;&amp;&gt; (2)</li>")
            // `root` comes from the page, so the navigation items are never kept, and each page gets its own root.
            let nav = library.render("nav", with: value, strict: true, memo: memo)
            #expect(nav.output == library.render("nav", with: value, strict: true).output)
            #expect(nav.output.hasPrefix(page % 2 == 0 ? "<a href=\"g0.html\">" : "<a href=\"../g0.html\">"))
        }
        #expect(memo.count == 3, "one entry per item of the list template; none for the navigation, which reads the page's root")
    }

    @Test func aNameMissingFromTheItemIsReportedOnEveryRender() throws {
        let library = TemplateLibrary(templates: ["t": try Template(parsing: "{{#items}}{{name}}{{absent}}{{/items}}", name: "t")])
        let memo = TemplateRenderMemo()
        let value = TemplateValue.object(["items": .list([Self.shared(["name": "a"])])])
        for _ in 0..<2 {
            let result = library.render("t", with: value, strict: true, memo: memo)
            #expect(result.output == "a")
            #expect(result.warnings.count == 1)
        }
        #expect(memo.count == 0)
    }

    @Test func copiesStopAtTheOutputLimitWhereRenderingDoes() throws {
        let library = TemplateLibrary(templates: ["t": try Template(parsing: "{{#items}}{{text}}{{/items}}", name: "t")])
        let item = Self.shared(["text": .string(String(repeating: "x", count: 100))])
        let value = TemplateValue.object(["items": .list(Array(repeating: item, count: 50))])
        let memo = TemplateRenderMemo()
        for limit in [0, 99, 100, 101, 250, 4_999, 5_000, 10_000] {
            let plain = library.render("t", with: value, strict: true, outputLimit: limit)
            let memoized = library.render("t", with: value, strict: true, outputLimit: limit, memo: memo)
            #expect(memoized.output == plain.output, "limit \(limit)")
            #expect(memoized.warnings == plain.warnings, "limit \(limit)")
        }
    }

    @Test func theMemoHoldsNoMoreThanItsByteLimit() throws {
        let library = TemplateLibrary(templates: ["t": try Template(parsing: "{{#items}}{{text}}{{/items}}", name: "t")])
        let items = (0..<10).map { Self.shared(["text": .string(String(repeating: "y", count: 40 + $0))]) }
        let memo = TemplateRenderMemo(byteLimit: 100)
        let value = TemplateValue.object(["items": .list(items)])
        #expect(library.render("t", with: value, memo: memo).output == library.render("t", with: value).output)
        #expect(memo.count == 2, "40 + 41 bytes fit in 100, a third entry would not")
    }

    // MARK: Generated templates and contexts

    /// Template pieces: names the shared items have, names only the page has, names nobody has, nested and
    /// inverted sections, the implicit iterator, dotted and anchored names, standalone partials (indented)
    /// and inline ones.
    static let pieces = [
        "{{title}}", "{{{title}}}", "{{url}}", "{{count}}", "{{page}}", "{{missing}}", "{{.}}", "{{.title}}",
        "{{info.kind}}", "{{info.page}}", "{{#tags}}[{{.}}]{{/tags}}", "{{#tags}}{{page}}{{/tags}}", "{{^tags}}none{{/tags}}",
        "{{#flag}}F{{/flag}}", "{{^flag}}f{{/flag}}", "{{#info}}{{kind}}{{title}}{{/info}}", "{{#deep}}{{title}}{{/deep}}",
        "\n  {{>part}}\n", "{{>part}}", "{{>other}}", " text ", "<b>", "\n",
    ]

    /// A template of random pieces; `partials: false` leaves out partial tags (for the partials themselves, so
    /// that they do not recurse).
    static func template(using random: inout SplitMix64, partials: Bool = true) -> String {
        let choices = partials ? pieces : pieces.filter { !$0.contains(">part") && !$0.contains(">other") }
        return (0..<Int.random(in: 1...6, using: &random)).map { _ in choices.randomElement(using: &random)! }.joined()
    }

    static func item(_ index: Int, using random: inout SplitMix64) -> TemplateValue {
        var fields: [String: TemplateValue] = ["title": .string("T\(index) <\(index)>")]
        if Bool.random(using: &random) { fields["url"] = .string("u\(index).html") }
        if Bool.random(using: &random) { fields["count"] = .number(Double(index)) }
        if Bool.random(using: &random) { fields["tags"] = .list((0..<index % 3).map { .string("t\($0)") }) }
        if Bool.random(using: &random) { fields["flag"] = .bool(index % 2 == 0) }
        if Bool.random(using: &random) { fields["info"] = .object(["kind": "k\(index)"]) }
        if Bool.random(using: &random) { fields["deep"] = .list([.object(["title": "inner"])]) }
        return Bool.random(using: &random) ? .shared(SharedTemplateObject(fields)) : .object(fields)
    }

    @Test func generatedTemplatesRenderTheSameWithAndWithoutTheMemo() throws {
        var kept = 0
        for seed in UInt64(1)...300 {
            var random = SplitMix64(state: seed)
            let library = TemplateLibrary(templates: [
                "main": try Template(
                    parsing: "{{#items}}" + Self.template(using: &random) + "{{/items}}|{{#more}}{{>part}}{{/more}}", name: "main"),
                "part": try Template(
                    parsing: "{{#items}}" + Self.template(using: &random, partials: false) + "{{/items}}"
                        + Self.template(using: &random, partials: false) + "{{>other}}",
                    name: "part"),
                "other": try Template(parsing: Self.template(using: &random, partials: false), name: "other"),
            ])
            let items = (0..<5).map { Self.item($0, using: &random) }
            let memo = TemplateRenderMemo()
            for page in 0..<4 {
                var context: [String: TemplateValue] = [
                    "items": .list((0..<Int.random(in: 0...8, using: &random)).map { _ in items.randomElement(using: &random)! }),
                    "more": .list([.object(["items": .list(Array(items.prefix(2)))])]),
                ]
                if page % 2 == 1 { context["page"] = .string("page \(page)") }
                if page == 3 { context["info"] = .object(["page": "outer"]) }
                let value = TemplateValue.object(context)
                let plain = library.render("main", with: value, strict: true)
                let memoized = library.render("main", with: value, strict: true, memo: memo)
                #expect(memoized.output == plain.output, "seed \(seed), page \(page)")
                #expect(memoized.warnings == plain.warnings, "seed \(seed), page \(page)")
            }
            kept += memo.count
        }
        #expect(kept > 100, "the generated cases reach the memo")
    }
}
