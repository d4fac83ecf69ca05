import FrontMatter
import Guidelines
import SiteModel

extension ViewModelBuilder {
    /// Names of languages in themselves, for the language menu; a language not listed shows its tag.
    static let languageNames: [String: String] = [
        "en": "English", "zh": "中文", "zh-Hans": "简体中文", "zh-Hant": "繁體中文", "ja": "日本語", "ko": "한국어", "fr": "Français",
        "de": "Deutsch", "es": "Español", "it": "Italiano", "pt": "Português", "pt-BR": "Português (Brasil)", "nl": "Nederlands",
        "sv": "Svenska", "da": "Dansk", "nb": "Norsk bokmål", "fi": "Suomi", "pl": "Polski", "ru": "Русский", "uk": "Українська",
        "tr": "Türkçe", "ar": "العربية", "he": "עברית", "hi": "हिन्दी", "th": "ไทย", "vi": "Tiếng Việt", "id": "Bahasa Indonesia",
    ]

    static func languageName(_ tag: String) -> String {
        languageNames[tag] ?? LanguageTag(tag).flatMap { languageNames[$0.language] } ?? tag
    }

    /// The language menu of `page`: each of the site's languages (and any other a translation of it is in), linking to
    /// the page in it, or saying it is not translated. Empty on a site of one language for a page without translations.
    func languageLinks(for page: Page, root: String) -> [LanguageLinkView] {
        let translations = site.translations
        let path = page.source.relativePath
        let family = translations.versions(of: path)
        let siteLanguages = site.configuration.allLanguages
        guard siteLanguages.count > 1 || !family.isEmpty else { return [] }
        let strings = ThemeStrings.table(for: page.language)
        let own = family.first { $0.path == path }?.language ?? Translations.language(of: path, configuration: site.configuration)
        var languages = siteLanguages
        for member in family where !languages.contains(member.language) { languages.append(member.language) }
        let base = Self.notFoundRoot(site.configuration)
        return languages.map { language in
            let target =
                language == own
                ? page.source.outputPath : family.first { $0.language == language }.flatMap { translations.outputPaths[$0.path] }
            return LanguageLinkView(
                language: language, name: Self.languageName(language), url: target.map { root + URLPath.encode($0) },
                href: target.map { (base ?? root) + URLPath.encode($0) }, current: language == own,
                note: target == nil ? strings["notTranslated"] : nil)
        }
    }

    /// The language menu of an index or a checklist: each language's own (its index when it has no checklist).
    func homeLinks(kind: String, root: String, home current: String) -> [LanguageLinkView] {
        guard siteHomes.count > 1 else { return [] }
        let base = Self.notFoundRoot(site.configuration)
        return siteHomes.map { home in
            let file = kind == "checklist" && siteChecklistHomes.contains(home) ? Self.checklistPath : "index.html"
            let language = home.isEmpty ? site.configuration.language : Translations.language(of: home, configuration: site.configuration)
            return LanguageLinkView(
                language: language, name: Self.languageName(language), url: root + home + file, href: (base ?? root) + home + file,
                current: home == current)
        }
    }

    /// The banner of `page` when it is a translation that has fallen behind its source.
    func translationNotice(for page: Page, root: String) -> TranslationNoticeView? {
        let translations = site.translations
        guard let status = translations.statuses[page.source.relativePath], status.isOutdated,
            let sourcePath = translations.outputPaths[status.source]
        else { return nil }
        let strings = ThemeStrings.table(for: page.language)
        let sourceTitle = translations.titles[status.source] ?? status.source
        let separator = strings["changeSeparator"]
        let lines = status.changes.prefix(TranslationNoticeView.listed).map { change -> String in
            let color = change.color.map { TranslationChecker.label($0, change.api) } ?? ""
            switch change.kind {
            case .valueChanged:
                return
                    "\(color) · \(change.appearance.map { strings.label(of: $0) } ?? "")\(separator)\(change.translated ?? "") → \(change.source ?? "")"
            case .appearanceAdded:
                return "\(color) · \(change.appearance.map { strings.label(of: $0) } ?? "")\(separator)→ \(change.source ?? "")"
            case .colorAdded: return strings.format("translationChangeColorAdded", ["color": color])
            case .colorRemoved: return strings.format("translationChangeColorRemoved", ["color": color])
            case .rulesChanged: return strings["translationChangeRules"]
            }
        }
        let extra = status.changes.count - lines.count
        return TranslationNoticeView(
            title: strings["translationOutdated"], introBefore: strings["translationOutdatedBefore"],
            introAfter: strings["translationOutdatedAfter"],
            sourceURL: root + URLPath.encode(sourcePath), sourceTitle: sourceTitle, changes: Array(lines),
            more: extra > 0 ? strings.format("translationMore", ["count": String(extra)]) : nil)
    }
}
