import Diagnostics
import Foundation
import Guidelines
import Testing

@testable import ShippedColors

/// Issue 47: long and circular chains of references made every reader quadratic or worse (a 1,000-long `var()`
/// chain took 34 s). Each reader now resolves an entry once per appearance, finds a cycle once, and counts its
/// steps against a budget; these tests bound the steps, not the time.
@Suite struct ReferenceWorkTests {
    static let length = 1_000

    /// `--c0: var(--c1)` … `--c999: <last>`.
    static func cssChain(last: String) -> String {
        (0..<length).map { index in index == length - 1 ? "--c\(index): \(last);" : "--c\(index): var(--c\(index + 1));" }
            .joined(separator: "\n")
    }

    @Test func aLongVarChainResolvesEveryPropertyInLinearSteps() {
        var budget = ShippedReadBudget()
        let css = ":root {\n\(Self.cssChain(last: "#102030"))\n}\n.dark { --c999: #405060; }"
        let (colors, diagnostics) = CSSColorReader().colors(css, file: "s.css", budget: &budget)
        #expect(diagnostics.isEmpty)
        #expect(colors.count == Self.length)
        // Every property takes the end of the chain, in any appearance and in the dark one the last property has.
        #expect(colors.allSatisfy { $0.values[nil]?.map(\.hex) == ["#102030"] })
        #expect(colors.allSatisfy { $0.values[.dark]?.map(\.hex) == ["#405060"] })
        // Two appearances, each property evaluated once in each, and the dark appearance passed up the chain once.
        #expect(budget.steps <= 8 * Self.length, "\(budget.steps) steps")
    }

    @Test func aLongVarCycleIsReportedOnceInLinearSteps() {
        var budget = ShippedReadBudget()
        let (colors, diagnostics) = CSSColorReader().colors(
            ":root {\n\(Self.cssChain(last: "var(--c0)"))\n--outside: var(--c500, #0000FF);\n}", file: "s.css", budget: &budget)
        #expect(diagnostics.map(\.id.rawValue) == ["verify.invalid-value"])
        #expect(diagnostics.first?.message.hasPrefix("'--c0' is in a circular var() reference: --c0 → --c1 → --c2") == true)
        #expect(diagnostics.first?.message.hasSuffix("(1,000 properties)") == true)
        // A property reading the cycle takes its fallback.
        #expect(colors.map(\.name) == ["--outside"])
        // Each property is evaluated once (a read, and leaving it), read once more as a declaration, and its reference
        // listed once: about 5 steps each. The quadratic reading took over 1,200 each.
        #expect(budget.steps <= 6 * Self.length, "\(budget.steps) steps")
    }

    static func androidChain(_ count: Int, last: String) -> Data {
        let elements = (0..<count).map { index in
            "<color name=\"a\(index)\">\(index == count - 1 ? last : "@color/a\(index + 1)")</color>"
        }
        return Data(("<resources>\n" + elements.joined(separator: "\n") + "\n</resources>").utf8)
    }

    @Test func aLongAndroidChainResolvesInLinearSteps() {
        let count = 16_000
        var budget = ShippedReadBudget()
        let night = Data("<resources><color name=\"a\(count - 1)\">#405060</color></resources>".utf8)
        let (colors, diagnostics) = AndroidColorReader().colors(
            [
                (Self.androidChain(count, last: "#102030"), "values/colors.xml", nil),
                (night, "values-night/colors.xml", .dark),
            ], budget: &budget)
        #expect(diagnostics.isEmpty)
        #expect(colors.count == count)
        #expect(colors.allSatisfy { $0.values[nil]?.map(\.hex) == ["#102030"] })
        #expect(colors.first?.values[.dark]?.map(\.hex) == ["#405060"])
        #expect(budget.steps <= 8 * count, "\(budget.steps) steps")
    }

    @Test func anAndroidCycleIsReportedOnceInLinearSteps() {
        var budget = ShippedReadBudget()
        let (colors, diagnostics) = AndroidColorReader().colors(
            [(Self.androidChain(Self.length, last: "@color/a0"), "values/colors.xml", nil)], budget: &budget)
        #expect(colors.isEmpty)
        #expect(diagnostics.map(\.id.rawValue) == ["verify.invalid-value"])
        #expect(diagnostics.first?.message.hasPrefix("'a0' is in a circular reference: @color/a0 → @color/a1 → @color/a2") == true)
        #expect(budget.steps <= 4 * Self.length, "\(budget.steps) steps")
    }

    static func tokens(last: String) throws -> [DesignToken] {
        let members = (0..<length).map { index in
            ##""t\##(index)": {"$value": "\##(index == length - 1 ? last : "{t\(index + 1)}")"}"##
        }
        let text = "{\"$type\": \"color\", " + members.joined(separator: ", ") + "}"
        let json = try PositionedJSONReader.read(Array(text.utf8)).get()
        return DesignTokenReader.tokens(json, file: "t.tokens.json")
    }

    @Test func aLongAliasChainResolvesInLinearSteps() throws {
        var budget = ShippedReadBudget()
        let (colors, diagnostics) = DesignTokenReader().colors(base: try Self.tokens(last: "#102030"), layers: [], budget: &budget)
        #expect(diagnostics.isEmpty)
        #expect(colors.count == Self.length)
        #expect(colors.allSatisfy { $0.values[nil]?.map(\.hex) == ["#102030"] })
        #expect(budget.steps <= 4 * Self.length, "\(budget.steps) steps")
    }

    @Test func anAliasCycleIsReportedOnceInLinearSteps() throws {
        var budget = ShippedReadBudget()
        let (colors, diagnostics) = DesignTokenReader().colors(base: try Self.tokens(last: "{t0}"), layers: [], budget: &budget)
        #expect(colors.isEmpty)
        #expect(diagnostics.map(\.id.rawValue) == ["verify.invalid-value"])
        #expect(diagnostics.first?.message.hasPrefix("'t0' is in a circular alias: t0 → t1 → t2") == true)
        #expect(budget.steps <= 4 * Self.length, "\(budget.steps) steps")
    }

    @Test func aSourceOverItsBudgetIsReportedAndNotRead() throws {
        var css = ShippedReadBudget(limit: 100)
        let sheet = CSSColorReader().colors(":root {\n\(Self.cssChain(last: "#102030"))\n}", file: "s.css", budget: &css)
        var android = ShippedReadBudget(limit: 100)
        let resources = AndroidColorReader().colors(
            [(Self.androidChain(Self.length, last: "#102030"), "values/colors.xml", nil)], budget: &android)
        var tokens = ShippedReadBudget(limit: 100)
        let aliases = DesignTokenReader().colors(base: try Self.tokens(last: "#102030"), layers: [], budget: &tokens)
        for (file, (colors, diagnostics)) in [("s.css", sheet), ("values/colors.xml", resources), ("t.tokens.json", aliases)] {
            #expect(colors.isEmpty, "\(file)")
            #expect(diagnostics.map(\.id.rawValue) == ["verify.over-budget"], "\(file)")
            #expect(
                diagnostics.first?.message == "\(file) takes more than 100 steps to resolve its references and is not read", "\(file)")
        }
        // It stops soon after the limit rather than finishing the work.
        #expect([css, android, tokens].allSatisfy { $0.steps <= 200 })
    }

    @Test func anElementWithTooManyAttributesIsNotParsed() {
        let limit = AndroidColorReader.maximumAttributes
        func file(attributes: Int) -> Data {
            let extra = (0..<attributes - 1).map { " x\($0)='1'" }.joined()
            return Data("<resources>\n<!-- a=1 b=2 -->\n<color name=\"a\"\(extra)>#102030</color>\n</resources>".utf8)
        }
        let (kept, keptDiagnostics) = AndroidColorReader().colors([(file(attributes: limit), "values/colors.xml", nil)])
        #expect(keptDiagnostics.isEmpty)
        #expect(kept.map(\.name) == ["a"])
        let (colors, diagnostics) = AndroidColorReader().colors([(file(attributes: limit + 1), "values/colors.xml", nil)])
        #expect(colors.isEmpty)
        #expect(diagnostics.map(\.id.rawValue) == ["verify.over-budget"])
        #expect(diagnostics.first?.location == SourceLocation(path: "values/colors.xml", line: 3, column: 1))
        #expect(
            diagnostics.first?.message
                == "values/colors.xml has an element with more than \(limit) attributes and is not read")
    }

    /// A document type declaration's internal subset, with a comment and a quote of its own, hid a crowded element
    /// from the attribute scan; a resource file has no declaration, so one is refused before libxml2 reads it.
    @Test func aDocumentTypeDeclarationIsNotParsed() {
        let extra = (0..<300).map { " x\($0)=\"1\"" }.joined()
        let text =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE r [<!-- it's -->]>\n<resources><color name=\"a\"\(extra)>#102030</color>"
            + "<!-- it's --></resources>\n"
        let (colors, diagnostics) = AndroidColorReader().colors([(Data(text.utf8), "values/colors.xml", nil)])
        #expect(colors.isEmpty)
        #expect(diagnostics.map(\.id.rawValue) == ["verify.over-budget"])
        #expect(diagnostics.first?.location == SourceLocation(path: "values/colors.xml", line: 2, column: 1))
        #expect(diagnostics.first?.message == "values/colors.xml has a document type declaration and is not read")
    }
}
