import Guidelines

/// The appearance a name spells out in words: `dark.tokens.json`, the resolver context `dark-high-contrast`,
/// `md_theme_light_primary`. `dark`/`night` and `light`/`day` pick the luminosity; `contrast` or `hc`, increased
/// contrast (`high` and `increased` go with it and are dropped from a name's rest).
package enum ShippedAppearanceWords {
    package static func words(_ name: String) -> [String] {
        // camelCase counts as words too: highContrast → high, contrast.
        var spaced = ""
        for character in name {
            if character.isUppercase, let last = spaced.last, last.isLowercase { spaced.append(" ") }
            spaced.append(character)
        }
        return spaced.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// Nil when the name says nothing about appearance.
    /// Medium or low contrast (Material's `primaryLightMediumContrast`) is none of the four: nil.
    package static func appearance(words: [String]) -> Appearance? {
        let set = Set(words)
        guard set.isDisjoint(with: ["medium", "low"]) else { return nil }
        let dark = !set.isDisjoint(with: ["dark", "night"])
        let light = !set.isDisjoint(with: ["light", "day"])
        let contrast = !set.isDisjoint(with: ["contrast", "hc"])
        switch (dark, light, contrast) {
        case (true, _, false): return .dark
        case (true, _, true): return .darkIncreasedContrast
        case (false, true, false): return .light
        case (false, _, true): return .lightIncreasedContrast
        default: return nil
        }
    }

    /// The appearance of a token file from its name without the extensions: `dark.tokens.json` → dark.
    /// A pair's halves (`background.tokens.json`) are the appearances of those names.
    package static func appearance(fileName: String) -> Appearance? {
        let stem = fileName.split(separator: ".").first.map(String.init) ?? fileName
        if stem == "background" || stem == "foreground" { return .custom(stem) }
        return appearance(words: words(stem))
    }

    /// The name without its appearance words, as words, and the appearance they give: `md_theme_dark_primary` →
    /// (`[md, theme, primary]`, dark); nil when the name has none, or nothing is left.
    package static func split(_ name: String) -> (rest: [String], appearance: Appearance)? {
        let all = words(name)
        guard let appearance = appearance(words: all) else { return nil }
        let appearanceWords: Set<String> = ["dark", "night", "light", "day", "contrast", "hc", "high", "increased"]
        let rest = all.filter { !appearanceWords.contains($0) }
        guard !rest.isEmpty else { return nil }
        return (rest, appearance)
    }
}
