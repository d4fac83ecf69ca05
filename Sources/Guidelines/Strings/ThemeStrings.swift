import FrontMatter

/// The built-in theme's own words (labels, buttons, verdicts) in the language of the page they appear on.
///
/// Templates read them as `{{strings.key}}`, the theme's scripts from the `precept-strings` JSON block the
/// layout writes (`stringsJSON`), and the page renderer for the words it draws into bodies (swatch tables,
/// color pairs). A phrase with a number or name in it holds a placeholder in braces (`{count}`), which the
/// script or `format(_:_:)` fills in. Tables exist for `en`, `zh`, `ja` and `ko`; another language gets the
/// English words, and a key a table lacks falls back to English too.
package struct ThemeStrings: Sendable, Hashable {
    /// The language of the table chosen: `en`, `zh`, `ja` or `ko`.
    package let language: String
    /// Key → text, every key of `english` present.
    package let entries: [String: String]

    /// The languages with a table of their own.
    package static let languages = ["en", "zh", "ja", "ko"]

    /// The table for pages in `tag`'s language: its language subtag's (`zh-Hant` → `zh`), else English.
    package init(for tag: LanguageTag) {
        language = Self.tableLanguage(for: tag)
        let table: [String: String] =
            switch language {
            case "zh": Self.chinese
            case "ja": Self.japanese
            case "ko": Self.korean
            default: [:]
            }
        var entries = Self.english.merging(table) { _, translated in translated }
        // What the header's buttons say before the script has run: the choices start at Auto.
        let fill = { (key: String, values: [String: String]) in
            values.reduce(entries[key]!) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
        }
        entries["themeButtonAuto"] = fill("themeButton", ["current": entries["themeAuto"]!, "next": entries["themeLight"]!])
        entries["contrastButtonAuto"] = fill(
            "contrastButton", ["current": entries["contrastAuto"]!, "next": entries["contrastStandard"]!])
        entries["contrastLabelAuto"] = fill("contrastLabel", ["value": entries["contrastAuto"]!])
        self.entries = entries
    }

    /// The table for pages in `tag`'s language, made once per process.
    package static func table(for tag: LanguageTag) -> ThemeStrings {
        made[tableLanguage(for: tag)]!
    }

    private static let made: [String: ThemeStrings] = Dictionary(
        uniqueKeysWithValues: languages.map { ($0, ThemeStrings(for: LanguageTag($0)!)) })

    /// The language of the table pages in `tag` get: its language subtag when that has a table, else `en`.
    package static func tableLanguage(for tag: LanguageTag) -> String {
        let language = tag.language
        return languages.contains(language) ? language : "en"
    }

    /// The text for `key`; the key itself for a key no table has (a typo shows on the page rather than nothing).
    package subscript(key: String) -> String {
        entries[key] ?? key
    }

    /// The text for `key` with each `{name}` replaced by its value, in one pass: a value is never read for
    /// placeholders, and a `{` that opens no known name stays as it is.
    package func format(_ key: String, _ values: [String: String]) -> String {
        let text = self[key]
        guard text.contains("{") else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 32)
        walk(key, known: { values[String($0)] != nil }, text: { out += $0 }, value: { out += values[String($0)]! })
        return out
    }

    /// Goes through the text of `key` once, handing each stretch of its own words to `text` and the name of each
    /// `{name}` that `known` accepts to `value`; a `{` that opens no known name is part of the words.
    func walk(_ key: String, known: (Substring) -> Bool, text: (Substring) -> Void, value: (Substring) -> Void) {
        var rest = self[key][...]
        while let open = rest.firstIndex(of: "{") {
            let inside = rest[rest.index(after: open)...]
            if let close = inside.firstIndex(of: "}"), known(inside[..<close]) {
                text(rest[..<open])
                value(inside[..<close])
                rest = inside[inside.index(after: close)...]
            } else {
                text(rest[...open])
                rest = inside
            }
        }
        text(rest)
    }

    /// The entries as one JSON object, keys sorted, safe to put inside `<script>` (no `<`, `>` or `&` unescaped).
    package var json: String {
        var out = "{"
        for (index, key) in entries.keys.sorted().enumerated() {
            if index > 0 { out += "," }
            out += Self.jsonString(key) + ":" + Self.jsonString(entries[key]!)
        }
        return out + "}"
    }

    private static func jsonString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}

extension ThemeStrings {
    /// The name of an appearance column in this language: the four standard appearances and a pair's roles are
    /// translated; a custom one (`Aqua`) keeps the header as the page wrote it.
    package func label(of appearance: Appearance) -> String {
        let key: String? =
            switch appearance {
            case .light: "appearanceLight"
            case .dark: "appearanceDark"
            case .lightIncreasedContrast: "appearanceLightIncreased"
            case .darkIncreasedContrast: "appearanceDarkIncreased"
            case .background: "appearanceBackground"
            case .foreground: "appearanceForeground"
            default: nil
            }
        return key.map { self[$0] } ?? appearance.label
    }
}
