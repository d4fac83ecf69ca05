import Diagnostics
import FrontMatter
import MarkdownSyntax
import TestSupport

@testable import Guidelines

/// Seeded random page results with a bit of everything: nil and present optionals, empty and full arrays,
/// non-ASCII text, nested YAML front matter, colors in Display P3 with alpha, every case of every enum.
struct PageResultGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    static let texts = [
        "", "a", "Blue", "system-blue", "content/foundations/color.md", "é", "蓝色", "日本語のテキスト", "🎨", "👩‍👩‍👧‍👦 family",
        "Grüße, Ünïcödé", "\u{0}", "tab\there\r\nCRLF", "<b>&amp;</b>", "\u{FEFF}BOM", "\u{10FFFF}",
        String(repeating: "long ASCII text ", count: 20), String(repeating: "混合 mixed 🎨 ", count: 12),
    ]

    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    mutating func string() -> String { pick(Self.texts) }
    mutating func optionalString() -> String? { chance(30) ? nil : string() }
    mutating func strings() -> [String] { array(4) { $0.string() } }
    mutating func bool() -> Bool { chance(50) }

    mutating func int() -> Int {
        switch random.next() % 6 {
        case 0: pick([0, 1, -1, Int.max, Int.min, 127, 128, -64, -65])
        case 1: Int(truncatingIfNeeded: random.next())
        default: Int(random.next() % 2000)
        }
    }

    mutating func double() -> Double {
        switch random.next() % 4 {
        case 0: pick([0, -0.0, 1, 0.5, 0.1 + 0.2, .leastNonzeroMagnitude, .infinity, -.infinity, .greatestFiniteMagnitude])
        default: Double(random.next() % 1_000_001) / 1_000_000
        }
    }

    mutating func array<T>(_ maximum: UInt64, _ make: (inout PageResultGenerator) -> T) -> [T] {
        let count = Int(random.next() % (maximum + 1))
        var elements: [T] = []
        for _ in 0..<count { elements.append(make(&self)) }
        return elements
    }

    mutating func optional<T>(_ make: (inout PageResultGenerator) -> T) -> T? {
        chance(30) ? nil : make(&self)
    }

    mutating func location() -> SourceLocation { SourceLocation(path: string(), line: int(), column: int()) }

    mutating func result() -> PageResult {
        PageResult(page: optional { $0.page() }, diagnostics: array(5) { $0.diagnostic() })
    }

    mutating func diagnostic() -> Diagnostic {
        Diagnostic(pick(Severity.allCases), id: DiagnosticID(string()), string(), at: optional { $0.location() }, notes: strings())
    }

    mutating func page() -> Page {
        Page(
            id: string(),
            source: PageSourceInfo(relativePath: string(), displayPath: string(), outputPath: string(), folder: optionalString()),
            title: string(), description: optionalString(), summary: optionalString(), metadata: metadata(),
            sections: array(4) { generator in
                PageSection(
                    id: generator.string(), title: generator.string(), level: 2,
                    children: generator.array(3) { PageSection(id: $0.string(), title: $0.string(), level: 3, children: []) })
            },
            alsoCalled: strings(), related: array(3) { RelatedLink(title: $0.string(), href: $0.string()) },
            changeLog: array(3) { ChangeLogEntry(date: $0.string(), changes: $0.string(), line: $0.int()) },
            tasks: array(4) {
                TaskItem(text: $0.string(), checked: $0.bool(), sectionId: $0.optionalString(), sectionTitle: $0.optionalString())
            },
            bodyHTML: array(6) { $0.string() }.joined(separator: "\n"),
            headings: array(4) {
                RenderedHeading(
                    level: $0.int(), id: $0.string(), title: $0.string(), sourceURL: $0.optionalString(), line: $0.int(), column: $0.int())
            },
            links: array(5) {
                RenderedLink(destination: $0.destination(), raw: $0.string(), isImage: $0.bool(), line: $0.int(), column: $0.int())
            },
            colorTables: array(3) { $0.colorTable() },
            rules: array(4) { $0.rule() }, language: languageTag())
    }

    /// One of a few well-formed tags, in their conventional case.
    mutating func languageTag() -> LanguageTag {
        LanguageTag(pick(["en", "zh", "ja", "ko", "zh-Hant-TW", "pt-BR", "x-test"]))!
    }

    mutating func destination() -> LinkDestination {
        switch random.next() % 5 {
        case 0: .external(string())
        case 1: .fragment(string())
        case 2: .relative(path: string(), fragment: nil)
        case 3: .relative(path: string(), fragment: string())
        default: .unsafe(scheme: string())
        }
    }

    mutating func metadata() -> PageMetadata {
        var extra: [String: YAMLValue] = [:]
        for _ in 0..<(random.next() % 6) { extra[string() + String(random.next() % 100)] = yaml(depth: 0) }
        return PageMetadata(
            id: optionalString(), title: optionalString(), description: optionalString(), platforms: optional { $0.strings() },
            availability: optionalString(),
            reviewed: optional {
                ReviewDate(year: $0.int(), month: $0.int(), day: $0.optional { $0.int() }, text: $0.string(), line: $0.int())
            },
            source: optionalString(), hig: optionalString(), docs: optionalString(), aliases: optional { $0.strings() },
            draft: optional { $0.bool() }, weight: optional { $0.int() },
            language: optional { $0.languageTag() }, deprecated: optionalString(), extra: extra)
    }

    mutating func yaml(depth: Int) -> YAMLValue {
        switch depth >= 4 ? 0 : random.next() % 3 {
        case 0: return .scalar(string(), plain: bool(), at: location())
        case 1: return .sequence(array(3) { $0.yaml(depth: depth + 1) }, at: location())
        default:
            let entries = array(3) { YAMLMappingEntry(key: $0.string(), keyLocation: $0.location(), value: $0.yaml(depth: depth + 1)) }
            return .mapping(entries, at: location())
        }
    }

    mutating func colorTable() -> ColorTable {
        ColorTable(
            id: string(), pageId: string(), title: string(), anchor: optionalString(), kind: pick([.specification, .semantic]),
            platforms: strings(), notes: strings(), appearances: array(4) { $0.pick(Appearance.allCases) },
            colors: array(4) { $0.colorSpec() },
            semanticColors: array(3) {
                SemanticColor(name: $0.string(), purpose: $0.string(), apis: $0.apis(), line: $0.int(), column: $0.int())
            },
            recoveredFromLines: bool(), line: int(), column: int(), blockPosition: SourcePosition(line: int(), column: int()),
            deprecated: optionalString())
    }

    mutating func apis() -> [String: String] {
        var apis: [String: String] = [:]
        for _ in 0..<(random.next() % 5) { apis[pick(["SwiftUI", "UIKit", "AppKit", "API", "コード", "🎨"]) + string()] = string() }
        return apis
    }

    mutating func colorSpec() -> ColorSpec {
        var values: [Appearance: ColorValue] = [:]
        for appearance in Appearance.allCases where chance(60) { values[appearance] = colorValue() }
        return ColorSpec(
            name: string(), localizedName: optionalString(), apis: apis(), values: values, line: int(), column: int(),
            deprecated: optionalString())
    }

    mutating func colorValue() -> ColorValue {
        let p3 = chance(40)
        return ColorValue(
            red: UInt8(truncatingIfNeeded: random.next()), green: UInt8(truncatingIfNeeded: random.next()),
            blue: UInt8(truncatingIfNeeded: random.next()), alpha: chance(50) ? 1 : double(),
            colorSpace: p3 ? .displayP3 : .sRGB, displayP3: p3 ? [double(), double(), double()] : (chance(10) ? [] : nil),
            notation: pick([.rgbLabeled, .cssRGB, .hex, .triplet, .displayP3]), original: string(), line: int(), column: int())
    }

    mutating func rule() -> Rule {
        Rule(
            id: string(), anchor: string(), lead: string(), body: string(), kind: pick(Rule.Kind.allCases), section: optionalString(),
            sectionAnchor: optionalString(), textHash: string(), line: int(), column: int(), deprecated: optionalString())
    }
}
