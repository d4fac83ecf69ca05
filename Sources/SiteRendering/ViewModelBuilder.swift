import Diagnostics
import FrontMatter
import Guidelines
import SiteModel
import Templates

/// Builds the view each template receives from the assembled site (documented in the README's "Customizing the look").
package struct ViewModelBuilder: Sendable {
    package static let checklistPath = "checklist.html"

    package var site: Site
    package var generator: String
    /// Site-wide values computed once, so building one page's view does not scan the whole site.
    package var navigation: SiteNavigation
    /// Rendered navigation groups, reused by every page that shows them the same way (see `SiteNavigation`).
    package let renderMemo = TemplateRenderMemo()
    /// Whether the checklist is one page or an index and a page per group, with the groups' rule counts.
    package var checklistLayout: ChecklistLayout
    /// The theme's words for each of the four languages with a table, in template and JSON form, made once.
    let strings = ThemeStringValues()
    /// The folder of the language these views are of (`zh/`), when they are one language's part of a site in
    /// several (`languageViews`); "" otherwise. Their index and checklist are written under it.
    package private(set) var home = ""
    /// On a site in several languages, the views of each language's part (`Site.restricted(toHome:)`) by its home:
    /// each language's index and checklist are made from its own; empty for a site in one language.
    package private(set) var languageViews: [String: ViewModelBuilder] = [:]

    package init(site: Site, generator: String) {
        self.init(site: site, generator: generator, languageParts: true)
    }

    /// The views of `site`, with each language's views when `languageParts` (those of a language's part have none).
    private init(site: Site, generator: String, languageParts: Bool) {
        self.site = site
        self.generator = generator
        navigation = SiteNavigation(site: site, extraRoots: [Self.notFoundRoot(site.configuration)].compactMap { $0 })
        checklistLayout = ChecklistLayout(site: site)
        if languageParts { makeLanguageParts() }
    }

    /// The views of one language's part of a site.
    init(site: Site, generator: String, home: String) {
        self.init(site: site.restricted(toHome: home), generator: generator, languageParts: false)
        self.home = home
    }

    /// Each language's views, on a site whose pages are in more than one language's folder.
    static func languageViews(
        of site: Site, generator: String, searchRanges ranges: [String: String], checklistHomes checklists: Set<String>
    ) -> [String: ViewModelBuilder] {
        let homes = site.homes
        // Also a site whose only pages are one translation's: its pages link to that language's index.
        guard homes.count > 1 || homes.first?.isEmpty == false else { return [:] }
        var views: [String: ViewModelBuilder] = [:]
        let defaultLanguage = LanguageTag(site.configuration.language) ?? .english
        let originals = site.groups[site.groupRange(home: "")].flatMap(\.pages)
        for home in homes {
            var language = ViewModelBuilder(site: site, generator: generator, home: home)
            language.searchRanges = ranges
            language.siteHomes = homes
            language.siteChecklistHomes = checklists
            if !home.isEmpty {
                let tag = Translations.language(of: home, configuration: site.configuration)
                language.untranslated = originals.filter { site.translations.translations[$0.source.relativePath]?[tag] == nil }.map {
                    var entry = Self.indexPage($0, siteLanguage: LanguageTag(tag) ?? defaultLanguage)
                    entry.lang = $0.language.text
                    return entry
                }
            }
            views[home] = language
        }
        return views
    }

    /// Each language's search page numbers, `first-end` by home (the reading-order positions of its pages in the
    /// whole site, which number the search index's pages); empty on a site in one language.
    package private(set) var searchRanges: [String: String] = [:]

    static func searchRanges(of site: Site) -> [String: String] {
        let homes = site.homes
        guard homes.count > 1 else { return [:] }
        let starts = site.readingOrder.starts
        var ranges: [String: String] = [:]
        for home in homes {
            let groups = site.groupRange(home: home)
            let first = starts[groups.lowerBound]
            let end = groups.upperBound < starts.count ? starts[groups.upperBound] : site.pageCount
            ranges[home] = "\(first)-\(end)"
        }
        return ranges
    }

    /// On a site whose pages are in language folders, the homes of its languages (`Site.homes`) and those with a
    /// checklist, for the language menu of each index and checklist; empty otherwise.
    package private(set) var siteHomes: [String] = []
    package private(set) var siteChecklistHomes: Set<String> = []

    /// On a translation language's views: the default language's pages it has no translation of.
    package private(set) var untranslated: [IndexPageView] = []

    /// The views the index and checklist of the language at `home` are made from.
    package func views(home: String) -> ViewModelBuilder {
        languageViews[home] ?? self
    }

    /// The views of `site` with the navigation of an earlier site with the same pages in the same groups (the
    /// groups at `moved` in a new order: `SiteNavigation.replacingPages`), and its checklist layout when given
    /// (an earlier site whose pages all kept their place, titles and rule kinds: `SiteMemo.Placement`).
    package init(
        site: Site, generator: String, navigation: SiteNavigation, moved: Set<Int> = [], checklistLayout: ChecklistLayout?
    ) {
        self.site = site
        self.generator = generator
        self.navigation = navigation.replacingPages(
            of: site, moved: moved, extraRoots: [Self.notFoundRoot(site.configuration)].compactMap { $0 })
        self.checklistLayout = checklistLayout ?? ChecklistLayout(site: site)
        makeLanguageParts()
    }

    /// The views of each language's part and what the whole site's menus and search read of its languages.
    private mutating func makeLanguageParts() {
        searchRanges = Self.searchRanges(of: site)
        languageViews = Self.languageViews(
            of: site, generator: generator, searchRanges: searchRanges, checklistHomes: navigation.checklistHomes)
        if !languageViews.isEmpty { (siteHomes, siteChecklistHomes) = (site.homes, navigation.checklistHomes) }
    }

    /// `foundations/color.html` → `../`.
    package static func rootPrefix(forOutputPath path: String) -> String {
        String(repeating: "../", count: folderDepth(ofOutputPath: path))
    }

    /// How many folders deep `path` is: its non-empty `/`-separated parts, less one.
    package static func folderDepth(ofOutputPath path: String) -> Int {
        var parts = 0
        var inPart = false
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                inPart = false
            } else if !inPart {
                inPart = true
                parts += 1
            }
        }
        return max(parts, 1) - 1
    }

    /// Whether any page has rules, which is when the checklist page is worth linking to.
    package var hasChecklist: Bool { navigation.hasChecklist }

    /// The site's language as a tag (`en` when `precept.yml` names none or an invalid one).
    package var siteLanguage: LanguageTag { LanguageTag(site.configuration.language) ?? .english }

    /// `page`'s language when it is not `other`, for a link's `lang` attribute.
    static func language(of page: Page, unless other: LanguageTag) -> String? {
        page.language == other ? nil : page.language.text
    }

    func common(
        kind: String, title: String, outputPath: String, currentPage: String?, root: String? = nil, language: LanguageTag? = nil,
        home: String? = nil
    ) -> CommonPageView {
        let root = root ?? Self.rootPrefix(forOutputPath: outputPath)
        let configuration = site.configuration
        let home = home ?? self.home
        let language = language ?? (home.isEmpty ? siteLanguage : LanguageTag(String(home.dropLast())) ?? siteLanguage)
        let words = strings.values(for: language)
        let versions = VersionLinkView.links(configuration.versionMenu, outputPath: outputPath, root: root)
        var common = CommonPageView(
            site: SiteView(
                title: configuration.title, description: configuration.description, baseURL: configuration.baseURL,
                language: configuration.language, generator: generator),
            root: root, home: root + home, assets: root + "assets/", kind: kind,
            isGuideline: kind == "guideline", isIndex: kind == "index", isChecklist: kind == "checklist", isNotFound: kind == "404",
            title: title, language: language.text, strings: words.template, stringsScript: words.script,
            nav: navigation.value(root: root, current: currentPage, home: home),
            navIsPartial: navigation.listedGroups(current: currentPage, home: home).count < navigation.groupCount(home: home),
            navGroupCount: navigation.groupCount(home: home), navGroupCountText: CountText.number(navigation.groupCount(home: home)),
            hasChecklist: navigation.hasChecklist(home: home), searchPages: searchRanges[home],
            navLanguage: home.isEmpty ? configuration.language : Translations.language(of: home, configuration: configuration),
            languages: kind == "index" || kind == "checklist" ? homeLinks(kind: kind, root: root, home: home) : [],
            hasLanguages: (kind == "index" || kind == "checklist") && siteHomes.count > 1)
        if let menu = configuration.versionMenu {
            common.versions = versions
            common.hasVersions = !versions.isEmpty
            common.versionLabel = menu.entries[menu.current].label
            if menu.isEarlierVersion { common.latestVersionURL = versions.first?.url }
        }
        return common
    }

    /// `2026-12-04` as `language` writes a date: `December 4, 2026`; `2026年12月4日` (Chinese, Japanese);
    /// `2026년 12월 4일` (Korean); as it is in other languages or when it is not such a date.
    static func displayDate(_ iso: String, language: LanguageTag) -> String {
        let parts = iso.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]) else { return iso }
        let (year, month, day) = (parts[0], parts[1], parts[2])
        switch language.text.lowercased().split(separator: "-").first ?? "" {
        case "en":
            let months = [
                "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
                "December",
            ]
            return "\(months[month - 1]) \(day), \(year)"
        case "zh", "ja": return "\(year)年\(month)月\(day)日"
        case "ko": return "\(year)년 \(month)월 \(day)일"
        default: return iso
        }
    }

    package func guideline(_ page: Page, previous: Page?, next: Page?, group: Site.Group) -> PageView<GuidelinePageView> {
        let path = page.source.outputPath
        let root = Self.rootPrefix(forOutputPath: path)
        let meta = page.metadata
        let platforms = meta.platforms ?? []
        let rules = page.rules.map { RuleView($0, pageURL: "") }
        let updated = site.lastUpdated[page.source.relativePath]
        let info = PageInfoView(
            id: page.id, title: page.title, description: page.description, summary: page.summary,
            group: group.title, groupId: group.id, platforms: platforms, availability: meta.availability,
            reviewed: meta.reviewed?.text, lastUpdated: updated.map { Self.displayDate($0, language: page.language) },
            lastUpdatedISO: updated, editURL: site.configuration.editURL(forDisplayPath: page.source.displayPath),
            source: meta.source, hig: meta.hig, docs: meta.docs,
            alsoCalled: page.alsoCalled, extra: meta.extra.mapValues(FrontMatterValue.init), isDeprecated: meta.deprecated != nil,
            deprecatedReason: meta.deprecated.flatMap { $0.isEmpty ? nil : $0 })
        let fields = GuidelinePageView(
            page: info, content: site.body(of: page), toc: page.sections.map(Self.tocEntry), hasToc: !page.sections.isEmpty,
            changeLog: page.changeLog.map { ChangeLogView(date: $0.date, changes: $0.changes) },
            hasChangeLog: !page.changeLog.isEmpty, hasPlatforms: !platforms.isEmpty,
            hasMeta: !platforms.isEmpty || meta.availability != nil || meta.reviewed != nil || updated != nil,
            hasAlsoCalled: !page.alsoCalled.isEmpty, hasRelated: !page.related.isEmpty,
            hasReferences: meta.hig != nil || meta.docs != nil || meta.source != nil,
            related: page.related.map { LinkView(title: $0.title, url: $0.href) },
            rules: rules, hasRules: !page.rules.isEmpty, ruleCount: page.rules.count,
            rulesData: rules.isEmpty ? "" : RuleChecklistData.json(pageId: page.id, rules: rules),
            previous: previous.map {
                LinkView(title: $0.title, url: root + $0.source.href, lang: Self.language(of: $0, unless: page.language))
            },
            next: next.map {
                LinkView(title: $0.title, url: root + $0.source.href, lang: Self.language(of: $0, unless: page.language))
            })
        var withNotice = fields
        withNotice.translationNotice = translationNotice(for: page, root: root)
        if site.configuration.llms.markdown { withNotice.markdownCopy = root + URLPath.encode(LLMsText.copyPath(of: page)) }
        var common = common(
            kind: "guideline", title: page.title, outputPath: path, currentPage: path, language: page.language, home: group.home)
        common.languages = languageLinks(for: page, root: root)
        common.hasLanguages = !common.languages.isEmpty
        return PageView(common: common, fields: withNotice)
    }

    package func index() -> PageView<IndexView> {
        let groups = site.groups.map { group in
            IndexGroupView(title: group.title, id: group.id, pages: group.pages.map { Self.indexPage($0, siteLanguage: siteLanguage) })
        }
        return PageView(
            common: common(
                kind: "index", title: site.configuration.title, outputPath: home + "index.html", currentPage: home + "index.html"),
            fields: IndexView(
                groups: groups, hasWhatsNew: site.groups.contains { $0.pages.contains { !$0.changeLog.isEmpty } },
                compact: site.readingOrder.count > IndexView.compactAbove,
                hasFilter: site.readingOrder.count > IndexView.filterAbove, pageCount: site.readingOrder.count,
                untranslated: untranslated, hasUntranslated: !untranslated.isEmpty,
                untranslatedLanguage: Self.languageName(site.configuration.language)))
    }

    /// What the index lists for one page.
    package static func indexPage(_ page: Page, siteLanguage: LanguageTag) -> IndexPageView {
        IndexPageView(
            title: page.title, url: page.source.href, summary: page.description ?? page.summary,
            platforms: page.metadata.platforms ?? [], lang: language(of: page, unless: siteLanguage))
    }

    /// A server shows `404.html` at any depth, so with a base URL its links are absolute.
    package func notFound() -> PageView<NotFoundView> {
        let root = Self.notFoundRoot(site.configuration)
        return PageView(
            common: common(
                kind: "404", title: ThemeStrings.table(for: siteLanguage)["pageNotFound"], outputPath: "404.html", currentPage: nil,
                root: root),
            fields: NotFoundView())
    }

    /// The root of `404.html`'s links: the base URL when there is one, else nil (relative links).
    package static func notFoundRoot(_ configuration: SiteConfiguration) -> String? {
        guard var base = configuration.baseURL else { return nil }
        if !base.hasSuffix("/") { base += "/" }
        return base
    }

    static func tocEntry(_ section: PageSection) -> TocEntryView {
        TocEntryView(id: section.id, title: section.title, children: section.children.map(Self.tocEntry))
    }
}
