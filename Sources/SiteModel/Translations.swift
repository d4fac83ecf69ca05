import Diagnostics
import Foundation
import FrontMatter
import Guidelines

/// Which pages of the site are translations of which (docs/translations.md).
///
/// A page under a folder named for one of the site's other languages (`content/zh/…` when `languages:` lists
/// `zh`) is that language's page. It translates the default-language page at the same path below the language
/// folder (`zh/foundations/color.md` → `foundations/color.md`), or the page its front matter names with
/// `translation_of:` (a content-relative path), which also links a page outside the language folders.
package struct Translations: Sendable, Hashable {
    /// A translated page: its language and the page it translates.
    package struct Link: Sendable, Hashable {
        /// The site language it is written in, as `languages:` spells it (`zh`).
        package var language: String
        /// Content-relative path of the page it translates.
        package var source: String
    }

    /// Content-relative path of a translated page → its link.
    package private(set) var links: [String: Link] = [:]
    /// Content-relative path of a translated page → its status against the page it translates (`check`).
    package var statuses: [String: TranslationStatus] = [:]
    /// Content-relative path of a source page → language → the translated page's content-relative path.
    package private(set) var translations: [String: [String: String]] = [:]
    /// Content-relative path → output path of every page that is a source or a translation.
    package private(set) var outputPaths: [String: String] = [:]
    /// Content-relative path → title of every page that is a source or a translation.
    package private(set) var titles: [String: String] = [:]
    /// The site's languages, the default first.
    package private(set) var languages: [String] = []

    package init() {}

    package var isEmpty: Bool { links.isEmpty }

    /// The site language of the page at `relativePath`: the language folder it is under, or the default.
    package static func language(of relativePath: String, configuration: SiteConfiguration) -> String {
        guard let slash = relativePath.firstIndex(of: "/") else { return configuration.language }
        let folder = relativePath[..<slash].lowercased()
        return configuration.translationLanguages.first { $0.lowercased() == folder } ?? configuration.language
    }

    /// `pages` with each page under a language folder that does not name its language in its front matter taking
    /// the folder's (`content/fr/…` is French though its text reads as no CJK language); the others as they are.
    package static func withFolderLanguages(_ pages: [Page], configuration: SiteConfiguration) -> [Page] {
        guard !configuration.translationLanguages.isEmpty else { return pages }
        var pages = pages
        for index in pages.indices where pages[index].metadata.language == nil {
            let folder = language(of: pages[index].source.relativePath, configuration: configuration)
            guard folder != configuration.language, let tag = LanguageTag(folder), pages[index].language.language != tag.language
            else { continue }
            pages[index].language = tag
        }
        return pages
    }

    /// The translations among `pages` (those shown), and a warning for each `translation_of:` that names no page
    /// and each second translation of one page into one language.
    package static func find(_ pages: [Page], configuration: SiteConfiguration) -> (Translations, [Diagnostic]) {
        var found = Translations()
        found.languages = configuration.allLanguages
        guard !configuration.translationLanguages.isEmpty || pages.contains(where: { $0.metadata.extra["translation_of"] != nil })
        else { return (found, []) }
        var diagnostics: [Diagnostic] = []
        var byPath: [String: Int] = [:]
        for index in pages.indices { byPath[pages[index].source.relativePath] = index }
        for index in pages.indices.sorted(by: { pages[$0].source.relativePath < pages[$1].source.relativePath }) {
            let page = pages[index]
            let path = page.source.relativePath
            let language = Self.language(of: path, configuration: configuration)
            var source: String?
            if let named = page.metadata.extra["translation_of"] {
                let text = named.scalarText ?? ""
                source = Self.resolve(text, in: byPath)
                if source == nil || source == path {
                    diagnostics.append(
                        .warning(
                            "translation.missing-source", "'translation_of' names no other page of the site: '\(text)'",
                            at: named.location,
                            notes: ["write the content-relative path of the page this one translates, such as foundations/color.md"]))
                    source = nil
                }
            } else if language != configuration.language {
                let below = String(path.drop { $0 != "/" }.dropFirst())
                if byPath[below] != nil { source = below }
            }
            guard let source, let sourceIndex = byPath[source] else { continue }
            let pageLanguage = language != configuration.language ? language : page.language.text
            if let named = page.metadata.extra["translation_of"] {
                // The original is a page of the default language, and the translation is in another.
                let sourcePage = pages[sourceIndex]
                var problem: String?
                if Self.language(of: source, configuration: configuration) != configuration.language
                    || sourcePage.metadata.extra["translation_of"] != nil
                {
                    problem =
                        "'translation_of' names \(sourcePage.source.displayPath), which is itself a translation; name the original page"
                } else if LanguageTag(pageLanguage)?.language == LanguageTag(configuration.language)?.language {
                    problem =
                        "this page and \(sourcePage.source.displayPath), which it translates, are both in '\(configuration.language)'"
                }
                if let problem {
                    diagnostics.append(
                        .warning(
                            "translation.invalid-source", problem, at: named.location,
                            notes: [
                                "a translation names the default-language page it translates, and is under a language folder (content/zh/…) or says its language with 'language:'"
                            ]))
                    continue
                }
            }
            if let other = found.translations[source]?[pageLanguage] {
                diagnostics.append(
                    .warning(
                        "translation.duplicate",
                        "\(page.source.displayPath) and \(pages[byPath[other]!].source.displayPath) both translate \(pages[sourceIndex].source.displayPath) into '\(pageLanguage)'",
                        at: SourceLocation(path: page.source.displayPath, line: 1, column: 1),
                        notes: ["the first by path is the page's translation; give this one another 'translation_of' or remove it"]))
                continue
            }
            found.links[path] = Link(language: pageLanguage, source: source)
            found.translations[source, default: [:]][pageLanguage] = path
            found.outputPaths[path] = page.source.outputPath
            found.outputPaths[source] = pages[sourceIndex].source.outputPath
            found.titles[path] = page.title
            found.titles[source] = pages[sourceIndex].title
        }
        return (found, diagnostics)
    }

    /// `foundations/color.md`, `/foundations/color.md` or `foundations/color` → the page's content-relative path.
    static func resolve(_ text: String, in byPath: [String: Int]) -> String? {
        var path = text.trimmingCharacters(in: .whitespaces)
        while path.hasPrefix("/") || path.hasPrefix("./") { path = String(path.drop { $0 == "/" || $0 == "." }) }
        for candidate in [path, path + ".md", path + ".markdown"] where byPath[candidate] != nil { return candidate }
        return nil
    }

    /// The pages a change to the page at `path` can show on: the page it translates, and all its translations.
    package func family(of path: String) -> [String] {
        let source = links[path]?.source ?? path
        guard let all = translations[source] else { return [] }
        return [source] + all.values.sorted()
    }

    /// The source page of the family `path` belongs to, and each language's page of it (default first), for a
    /// page that has translations or is one; empty otherwise.
    package func versions(of path: String) -> [(language: String, path: String)] {
        let source = links[path]?.source ?? path
        guard let all = translations[source] else { return [] }
        let sourceLanguage = languages.first ?? "en"
        var result = [(language: sourceLanguage, path: source)]
        for language in languages.dropFirst() { if let translated = all[language] { result.append((language, translated)) } }
        for (language, translated) in all.sorted(by: { $0.key < $1.key }) where !languages.contains(language) {
            result.append((language, translated))
        }
        return result
    }

    /// A digest of what the page at `path` shows of its family (the language menu, the outdated banner).
    package func summary(of path: String) -> String {
        let family = versions(of: path)
        guard !family.isEmpty else { return "" }
        var text = family.map { "\($0.language)=\(outputPaths[$0.path] ?? $0.path)" }.joined(separator: ",")
        if let source = statuses[path]?.source { text += "|" + (titles[source] ?? "") }
        if let status = statuses[path] { text += "|" + status.changes.map(\.summary).joined(separator: ";") }
        return text
    }
}
