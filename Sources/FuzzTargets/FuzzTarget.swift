import Diagnostics
import FrontMatter
import Guidelines
import SearchIndex
import Templates

/// The checks of the libFuzzer targets (Fuzz/README.md), in one place for both of their callers: the fuzzer
/// executables in `Fuzz/Targets`, which trap on a failure so libFuzzer keeps the input, and the tests that replay
/// every seed of `Fuzz/corpus/<target>/` in `make test`. A raw value is the target's corpus folder.
///
/// `check` runs one input through the code a target exercises and returns what went wrong, or nil. The code
/// under test must not trap either: a trap there stops the fuzzer, or the test run, on that input.
package enum FuzzTarget: String, CaseIterable, Sendable {
    /// `FrontMatterParser.parse` on any text, as a page file's contents (invalid UTF-8 repaired, as the reader does).
    case frontMatter = "front-matter"
    /// `ColorNotationParser.standard.parse` and `isBlank` on any cell text.
    case colorNotation = "color-notation"
    /// The Mustache parser, and rendering what parses (strict) against a small value with itself and a partial.
    case template = "template"
    /// A whole page through `PageProcessor().process` with the default limits.
    case pageTable = "page-table"
    /// The search tokenizer at index time and at query time.
    case searchTokenizer = "search-tokenizer"
    /// `PageResultCodec.decode` on any bytes (what a page worker or the page cache could hand over damaged).
    case pageResult = "page-result"

    /// Runs `input` through this target's code; nil when every property held.
    package func check(_ input: [UInt8]) -> String? {
        switch self {
        case .frontMatter: Self.frontMatter(Self.text(input))
        case .colorNotation: Self.colorNotation(Self.text(input))
        case .template: Self.template(Self.text(input))
        case .pageTable: Self.pageTable(Self.text(input))
        case .searchTokenizer: Self.searchTokenizer(Self.text(input))
        case .pageResult: Self.pageResult(input)
        }
    }

    private static func text(_ input: [UInt8]) -> String {
        String(decoding: input, as: UTF8.self)
    }

    private static func frontMatter(_ text: String) -> String? {
        let result = FrontMatterParser.parse(SourceText(path: "fuzz.md", text: text))
        _ = result.metadata.id
        return nil
    }

    private static func colorNotation(_ text: String) -> String? {
        defer { _ = ColorNotationParser.isBlank(text) }
        switch ColorNotationParser.standard.parse(text) {
        case .value(_, let offset), .invalid(_, _, let offset, _):
            // Offsets are UTF-8 offsets into the cell text.
            return offset >= 0 && offset <= text.utf8.count ? nil : "offset \(offset) outside the text"
        case .none:
            return nil
        }
    }

    private static func template(_ text: String) -> String? {
        guard let template = try? Template(parsing: text, name: "page") else { return nil }
        let partial = try! Template(parsing: "<b>{{title}}</b>{{#items}}{{name}}{{/items}}", name: "item")
        let library = TemplateLibrary(templates: ["page": template, "item": partial])
        let value = TemplateValue.object([
            "title": .string("Colors & <Type>"),
            "count": .number(3),
            "flag": .bool(true),
            "none": .null,
            "items": .list([.object(["name": .string("red")]), .object(["name": .string("blue")]), .string("x")]),
            "nested": .object(["a": .object(["b": .string("deep")])]),
        ])
        // Strict mode renders exactly what plain mode does and adds the warnings, so one render covers both.
        _ = library.render("page", with: value, strict: true)
        return nil
    }

    private static func pageTable(_ text: String) -> String? {
        let source = PageSource(relativePath: "foundations/color.md", displayPath: "content/foundations/color.md", text: text)
        _ = PageProcessor().process(source)
        return nil
    }

    private static func searchTokenizer(_ text: String) -> String? {
        let tokenizer = SearchTokenizer()
        for term in tokenizer.indexTerms(text) + tokenizer.queryTerms(text) {
            if term.isEmpty { return "empty term" }
            if term.count > SearchTokenizer.maximumTermLength { return "term longer than the cap: \(term)" }
        }
        return nil
    }

    /// It must throw or return a result, never trap; a result it returns must encode and decode back to itself.
    private static func pageResult(_ bytes: [UInt8]) -> String? {
        guard let result = try? PageResultCodec.decode(bytes) else { return nil }
        let again = PageResultCodec.encode(result)
        guard let back = try? PageResultCodec.decode(again), PageResultCodec.encode(back) == again else {
            return "a decoded result does not round-trip"
        }
        return nil
    }
}
