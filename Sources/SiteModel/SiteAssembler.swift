import Diagnostics
import FrontMatter
import Guidelines

/// Orders pages into folder groups and checks what needs the whole site (links, anchors, duplicate ids).
///
/// Each part is also callable alone.
package struct SiteAssembler: Sendable {
    package var configuration: SiteConfiguration

    package init(configuration: SiteConfiguration) {
        self.configuration = configuration
    }

    package func assemble(_ pages: [Page], staticFiles: Set<String>) -> (Site, [Diagnostic]) {
        let visible = visiblePages(Translations.withFolderLanguages(pages, configuration: configuration))
        var diagnostics = Self.duplicateIds(visible)
        diagnostics += LinkValidator(pages: visible, staticFiles: staticFiles).validate()
        let (translations, translationFindings) = self.translations(visible)
        diagnostics += Self.colorConflicts(visible, translations: translations)
        diagnostics += translationFindings
        var site = Site(configuration: configuration, groups: Self.groups(visible, configuration: configuration), staticFiles: staticFiles)
        site.translations = translations
        return (site, diagnostics)
    }

    /// The translations among the shown pages with each one's status, and the findings about them.
    package func translations(_ visible: [Page]) -> (Translations, [Diagnostic]) {
        var (translations, diagnostics) = Translations.find(visible, configuration: configuration)
        diagnostics += TranslationChecker().check(&translations, pages: visible)
        return (translations, diagnostics)
    }

    /// The pages the site shows: drafts only when the configuration includes them.
    package func visiblePages(_ pages: [Page]) -> [Page] {
        guard !configuration.includeDrafts, pages.contains(where: \.isDraft) else { return pages }
        return pages.filter { !$0.isDraft }
    }

    /// A warning for every page whose id an earlier page (by source path) already uses.
    package static func duplicateIds(_ visible: [Page]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstById: [String: Int] = [:]
        // By index: sorting the pages themselves copies each one several times.
        for index in visible.indices.sorted(by: { visible[$0].source.relativePath < visible[$1].source.relativePath }) {
            let page = visible[index]
            if let first = firstById[page.id].map({ visible[$0] }) {
                diagnostics.append(
                    .warning(
                        "page.duplicate-id", "page id '\(page.id)' is also used by \(first.source.displayPath)",
                        at: SourceLocation(path: page.source.displayPath, line: 1, column: 1),
                        notes: ["give each page a unique 'id:' in its front matter"]))
            } else {
                firstById[page.id] = index
            }
        }
        return diagnostics
    }

    /// The same color given different values on two pages' tables. A translated page is left out: its colors are
    /// compared with its source's alone (`TranslationChecker`), where a difference means the translation is behind.
    package static func colorConflicts(_ visible: [Page], translations: Translations = Translations()) -> [Diagnostic] {
        // By index, and only the pages with tables: sorting the pages themselves copies each one several times.
        let withTables = visible.indices.filter {
            !visible[$0].colorTables.isEmpty && translations.links[visible[$0].source.relativePath] == nil
        }
        let colorInputs = withTables.sorted { visible[$0].source.relativePath < visible[$1].source.relativePath }.flatMap { index in
            visible[index].colorTables.map { ColorConflictValidator.Input(path: visible[index].source.displayPath, table: $0) }
        }
        return ColorConflictValidator().validate(colorInputs)
    }

    /// Folder groups, top-level pages first, each in reading order. On a site in several languages each
    /// language's pages (under `content/<tag>/`) are grouped the same way by the folder below the language's, after
    /// the default language's groups and in the order of `languages:`; their ids start with the tag (`zh-general`,
    /// `zh-foundations`).
    package static func groups(_ visible: [Page], configuration: SiteConfiguration = SiteConfiguration()) -> [Site.Group] {
        let homes = configuration.translationLanguages
        let lowered = Dictionary(homes.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        // (language folder as written, or "") and folder below it.
        func key(_ page: Page) -> GroupKey {
            let path = page.source.relativePath
            guard !lowered.isEmpty, let slash = path.firstIndex(of: "/"), lowered[path[..<slash].lowercased()] != nil else {
                return GroupKey(home: "", folder: page.source.folder ?? "")
            }
            let below = path[path.index(after: slash)...]
            let folder = below.firstIndex(of: "/").map { String(below[..<$0]) } ?? ""
            return GroupKey(home: String(path[..<slash]) + "/", folder: folder)
        }
        let byKey = Dictionary(grouping: visible, by: key)
        let rank = { (home: String) -> Int in
            home.isEmpty ? -1 : homes.firstIndex { $0.lowercased() + "/" == home.lowercased() } ?? homes.count
        }
        return byKey.keys.sorted { lhs, rhs in
            if lhs.home != rhs.home { return (rank(lhs.home), lhs.home) < (rank(rhs.home), rhs.home) }
            // Top-level pages first, then folders alphabetically.
            if lhs.folder.isEmpty != rhs.folder.isEmpty { return lhs.folder.isEmpty }
            return lhs.folder < rhs.folder
        }.map { key in
            let id = key.folder.isEmpty ? "general" : key.folder
            return Site.Group(
                id: key.home.isEmpty ? id : key.home.dropLast() + "-" + id,
                title: key.folder.isEmpty ? Self.generalTitle(home: key.home, configuration) : Self.groupTitle(key.folder),
                pages: Self.inReadingOrder(byKey[key, default: []]), home: key.home)
        }
    }

    struct GroupKey: Hashable {
        var home: String
        var folder: String
    }

    /// The title of the group of pages at the top of a language's folder: "General" in that language.
    static func generalTitle(home: String, _ configuration: SiteConfiguration) -> String {
        let language = home.isEmpty ? configuration.language : Translations.language(of: home, configuration: configuration)
        return ThemeStrings.table(for: LanguageTag(language) ?? .english)["groupGeneral"]
    }

    /// `foundations` → `Foundations`, `design-tokens` → `Design tokens`.
    package static func groupTitle(_ folder: String) -> String {
        let words = folder.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == " " })
        guard let first = words.first else { return folder }
        return ([first.prefix(1).uppercased() + first.dropFirst()] + words.dropFirst().map(String.init)).joined(separator: " ")
    }

    /// `pages` sorted by `readingOrder`, each page's sort key made once (lower-casing titles in every
    /// comparison took most of assembling a 10,000-page site).
    package static func inReadingOrder(_ pages: [Page]) -> [Page] {
        readingOrderIndices(pages).map { pages[$0] }
    }

    /// The positions of `pages` in reading order: the page at `result[n]` comes `n`th.
    package static func readingOrderIndices(_ pages: [Page]) -> [Int] {
        let keys = pages.map { (weight: $0.metadata.weight ?? Int.max, title: $0.title.lowercased(), path: $0.source.relativePath) }
        return pages.indices.sorted { a, b in
            let (x, y) = (keys[a], keys[b])
            if x.weight != y.weight { return x.weight < y.weight }
            if x.title != y.title { return x.title < y.title }
            return x.path < y.path
        }
    }

    package static func readingOrder(_ a: Page, _ b: Page) -> Bool {
        let wa = a.metadata.weight ?? Int.max, wb = b.metadata.weight ?? Int.max
        if wa != wb { return wa < wb }
        if a.title.lowercased() != b.title.lowercased() { return a.title.lowercased() < b.title.lowercased() }
        return a.source.relativePath < b.source.relativePath
    }
}
