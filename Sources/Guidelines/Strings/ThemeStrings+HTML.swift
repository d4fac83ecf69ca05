import MarkdownSyntax

extension ThemeStrings {
    /// The text for `key` as markup: its own words escaped, each `{name}` replaced by its value as it is. The
    /// values are `HTML`, so what a page supplies (a color's name) arrives escaped by whoever made it.
    package func html(_ key: String, _ values: [String: HTML] = [:]) -> HTML {
        var out = HTML()
        walk(
            key, known: { values[String($0)] != nil }, text: { if !$0.isEmpty { out += HTML(text: String($0)) } },
            value: { out += values[String($0)]! })
        return out
    }
}
