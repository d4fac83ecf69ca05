import ColorScience
import Foundation
import Testing

/// The built-in theme's colour tokens meet WCAG 2.x contrast in light and dark, measured with Precept's own
/// `WCAGContrast`: 4.5:1 for text (1.4.3), 3:1 for focus rings and control boundaries (1.4.11).
///
/// The tokens are read from `templates/assets/precept.css` (the embedded copy is checked against it by
/// `BuiltInThemeTests`): the light set is the `:where(:root)` rule, each dark set is the light set with a dark
/// rule's tokens on top, one for `@media (prefers-color-scheme: dark)` (Auto) and one for `[data-theme="dark"]`
/// (the toggle). To cover a new colour pair, add a row to `pairs`.
@Suite struct ThemeContrastTests {
    static let stylesheet = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates/assets/precept.css")

    /// Every foreground/background token pair the theme paints, with where it does so. One row per pair;
    /// `.text` asks for 4.5:1, `.nonText` for 3:1.
    static let pairs: [TokenPair] = [
        // Text on the page and its surfaces.
        .text("--text", on: "--bg", "body text, headings, navigation, cards, kbd"),
        .text("--text", on: "--surface", "theme toggle; hovered navigation link, card and pager link"),
        .text("--text", on: "--surface-hover", "hovered theme toggle"),
        .text("--text", on: "--table-head", "table header cells"),
        .text("--text", on: "--zebra", "even table rows"),
        .text("--text", on: "--mark-bg", "<mark>"),
        .text("--text-secondary", on: "--bg", "meta, breadcrumb, footer, table of contents, blockquote, nav group titles"),
        .text("--text-secondary", on: "--surface", "card summary and pager label on hover"),
        .text("--text-secondary", on: "--zebra", "change log dates in even rows"),
        // Links and the accent.
        .text("--accent", on: "--bg", "links, breadcrumb, pager title, current header link"),
        .text("--accent", on: "--surface", "pager title on a hovered pager link"),
        .text("--accent", on: "--accent-tint", "current page in the navigation"),
        .text("--accent", on: "--table-head", "links in table header cells"),
        .text("--accent", on: "--zebra", "links in even table rows"),
        // Filled controls, chips and code.
        .text("--button-text", on: "--button-bg", "skip link, .button, check mark of a checked task"),
        .text("--button-text", on: "--button-bg-hover", "hovered .button"),
        .text("--chip-text", on: "--chip-bg", "platform chips"),
        .text("--code-text", on: "--code-bg", "code blocks"),
        .text("--code-text", on: "--code-inline-bg", "inline code"),
        // Non-text: focus rings and control boundaries.
        .nonText("--focus", on: "--bg", "focus ring (drawn outside the control, over the page)"),
        .nonText("--focus", on: "--surface", "focus ring inside a hovered navigation link"),
        .nonText("--focus", on: "--accent-tint", "focus ring inside the current navigation link"),
        .nonText("--control-border", on: "--bg", "unchecked task checkbox"),
        .nonText("--button-bg", on: "--bg", "checked task checkbox"),
    ]

    @Test(arguments: pairs)
    func pairMeetsItsMinimumInEveryAppearance(_ pair: TokenPair) throws {
        let sets = try Self.tokenSets()
        for (appearance, tokens) in sets {
            let foreground = try #require(tokens[pair.foreground], "\(appearance) defines no \(pair.foreground)")
            let background = try #require(tokens[pair.background], "\(appearance) defines no \(pair.background)")
            let page = try #require(tokens["--bg"].flatMap(Self.color), "\(appearance): --bg is not a colour")
            let fg = try #require(Self.color(foreground), "\(appearance): \(pair.foreground) is '\(foreground)', not a hex colour")
            let bg = try #require(Self.color(background), "\(appearance): \(pair.background) is '\(background)', not a hex colour")
            let ratio = WCAGContrast.contrastRatio(foreground: fg, background: bg, backdrop: page)
            #expect(
                ratio >= pair.criterion.minimumRatio,
                """
                \(appearance): \(pair.foreground) \(foreground) on \(pair.background) \(background) is \
                \(String(format: "%.2f", ratio)):1, below \(pair.criterion.minimumRatio):1 (\(pair.use))
                """)
        }
    }

    @Test func bothDarkRulesDefineTheSameTokens() throws {
        let blocks = try Self.blocks()
        let media = Self.tokens(in: blocks, context: Self.darkMediaContext)
        let attribute = Self.tokens(in: blocks, context: Self.darkAttributeContext)
        #expect(!media.isEmpty, "no tokens for \(Self.darkMediaContext)")
        #expect(!attribute.isEmpty, "no tokens for \(Self.darkAttributeContext)")
        #expect(media == attribute, "the prefers-color-scheme and data-theme dark rules differ")
    }

    /// A token that the theme uses as a text, background or outline colour needs a row in `pairs`, so a new
    /// token cannot skip the contrast check.
    @Test func everyColourTokenTheThemeUsesIsInThePairTable() throws {
        let blocks = try Self.blocks()
        let tableTokens = Set(Self.pairs.flatMap { [$0.foreground, $0.background] })
        let foregrounds = Set(Self.pairs.map(\.foreground))
        for block in blocks {
            for (property, value) in block.declarations {
                for token in Self.tokenReferences(in: value) {
                    switch property {
                    case "color":
                        #expect(foregrounds.contains(token), "\(block.context.last ?? ""): color uses \(token), which no pair checks")
                    case "background", "background-color", "outline", "outline-color":
                        #expect(
                            tableTokens.contains(token), "\(block.context.last ?? ""): \(property) uses \(token), which no pair checks")
                    default:
                        break
                    }
                }
            }
        }
    }

    @Test func parserReadsNestedRulesAndHexColours() {
        let css = """
            /* tokens */ :where(:root) { --a: #fff; --b: #000000; color: var(--a) }
            @media (prefers-color-scheme: dark) { :where(:root:not([data-theme='light'])) { --a: #111 } }
            """
        let blocks = Self.parse(css)
        #expect(blocks.count == 2)
        #expect(Self.tokens(in: blocks, context: [":where(:root)"]) == ["--a": "#fff", "--b": "#000000"])
        #expect(Self.tokens(in: blocks, context: Self.darkMediaContext) == ["--a": "#111"])
        #expect(Self.color("#fff") == .white)
        #expect(Self.color("#00000080")?.alpha == 128.0 / 255)
        #expect(Self.color("rgb(0 0 0)") == nil)
        #expect(Self.tokenReferences(in: "3px solid var(--focus, var(--accent))") == ["--focus", "--accent"])
    }
}

// MARK: - The pair table

struct TokenPair: Sendable, CustomTestStringConvertible {
    let foreground: String
    let background: String
    let criterion: WCAGCriterion
    /// Where the theme paints this pair, for failure messages.
    let use: String

    static func text(_ foreground: String, on background: String, _ use: String) -> TokenPair {
        TokenPair(foreground: foreground, background: background, criterion: .aaText, use: use)
    }

    static func nonText(_ foreground: String, on background: String, _ use: String) -> TokenPair {
        TokenPair(foreground: foreground, background: background, criterion: .nonText, use: use)
    }

    var testDescription: String { "\(foreground) on \(background) (\(criterion.rawValue))" }
}

// MARK: - Reading the stylesheet

extension ThemeContrastTests {
    struct Block {
        /// The enclosing at-rules and the selector, outermost first, with whitespace collapsed.
        var context: [String]
        var declarations: [(property: String, value: String)]
    }

    static let lightContext = [":where(:root)"]
    static let darkMediaContext = ["@media (prefers-color-scheme: dark)", #":where(:root:not([data-theme="light"]))"#]
    static let darkAttributeContext = [#":where(:root[data-theme="dark"])"#]

    /// The token sets to check, by appearance: each dark set is the light tokens with the dark rule on top.
    static func tokenSets() throws -> [(String, [String: String])] {
        let blocks = try blocks()
        let light = tokens(in: blocks, context: lightContext)
        let darkMedia = light.merging(tokens(in: blocks, context: darkMediaContext)) { $1 }
        let darkAttribute = light.merging(tokens(in: blocks, context: darkAttributeContext)) { $1 }
        return [("light", light), ("dark (prefers-color-scheme)", darkMedia), ("dark (data-theme)", darkAttribute)]
    }

    static func blocks() throws -> [Block] {
        parse(try String(contentsOf: stylesheet, encoding: .utf8))
    }

    /// The custom properties declared by every rule with exactly this context, later rules winning.
    static func tokens(in blocks: [Block], context: [String]) -> [String: String] {
        var tokens: [String: String] = [:]
        for block in blocks where block.context == context {
            for (property, value) in block.declarations where property.hasPrefix("--") {
                tokens[property] = value
            }
        }
        return tokens
    }

    /// A small CSS reader, enough for the theme: comments dropped, `{`/`}` nesting followed, and the
    /// declarations of each rule collected with the at-rules and selector around them. Strings holding braces
    /// or semicolons are not supported (the theme has none).
    static func parse(_ css: String) -> [Block] {
        var text = css
        while let open = text.range(of: "/*") {
            let close = text.range(of: "*/", range: open.upperBound..<text.endIndex)
            text.removeSubrange(open.lowerBound..<(close?.upperBound ?? text.endIndex))
        }
        var blocks: [Block] = []
        var context: [String] = []
        var buffer = ""
        for character in text {
            switch character {
            case "{":
                // Statements such as @import end with ';' before a selector.
                let selector = buffer.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? ""
                context.append(normalize(selector))
                buffer = ""
            case "}":
                let declarations = declarations(in: buffer)
                if !declarations.isEmpty {
                    blocks.append(Block(context: context, declarations: declarations))
                }
                if !context.isEmpty { context.removeLast() }
                buffer = ""
            default:
                buffer.append(character)
            }
        }
        return blocks
    }

    static func declarations(in body: String) -> [(property: String, value: String)] {
        body.split(separator: ";").compactMap { declaration in
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let property = declaration[..<colon].trimmingCharacters(in: .whitespacesAndNewlines)
            let value = declaration[declaration.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !property.isEmpty, !property.contains(where: \.isWhitespace) else { return nil }
            return (property, value)
        }
    }

    static func normalize(_ selector: String) -> String {
        selector.split(whereSeparator: \.isWhitespace).joined(separator: " ").replacingOccurrences(of: "'", with: "\"")
    }

    /// The custom properties a value refers to with `var(--name…)`.
    static func tokenReferences(in value: String) -> [String] {
        var names: [String] = []
        var rest = value[...]
        while let start = rest.range(of: "var(") {
            let name = rest[start.upperBound...].prefix { $0 != "," && $0 != ")" && !$0.isWhitespace }
            names.append(String(name))
            rest = rest[start.upperBound...]
        }
        return names
    }

    /// `#rgb`, `#rrggbb` or `#rrggbbaa` as an sRGB colour; nil for anything else (extend this if the theme
    /// starts writing tokens another way).
    static func color(_ value: String) -> SRGBColor? {
        guard value.hasPrefix("#") else { return nil }
        var digits = String(value.dropFirst())
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6 || digits.count == 8, let number = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 { return SRGBColor(rgb24: number) }
        return SRGBColor(
            red8: UInt8(number >> 24), green8: UInt8((number >> 16) & 0xff), blue8: UInt8((number >> 8) & 0xff),
            alpha8: UInt8(number & 0xff))
    }
}
