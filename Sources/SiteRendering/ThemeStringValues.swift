import FrontMatter
import Guidelines
import Templates

/// Each theme-strings table (`ThemeStrings`) as the template object and the JSON text the layout receives, made
/// once per build: four tables, whatever the number of pages.
struct ThemeStringValues: Sendable {
    struct Words: Sendable {
        var template: TemplateValue
        var json: String
    }

    private let byTable: [String: Words]

    init() {
        var made: [String: Words] = [:]
        for language in ThemeStrings.languages {
            let table = ThemeStrings(for: LanguageTag(language)!)
            made[table.language] = Words(template: .object(table.entries.mapValues { .string($0) }), json: table.json)
        }
        byTable = made
    }

    /// The words for pages in `language`: its table's, or English.
    func values(for language: LanguageTag) -> Words {
        byTable[ThemeStrings.tableLanguage(for: language)]!
    }
}
