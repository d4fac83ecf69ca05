import Templates

/// The fields every template receives, whatever kind of page it renders.
package struct CommonPageView: TemplateView {
    package var site: SiteView
    package var root: String
    /// `root` followed by the folder of the page's language (`../zh/`) on a site in several languages; else `root`.
    package var home: String
    package var assets: String
    package var kind: String
    package var isGuideline: Bool
    package var isIndex: Bool
    package var isChecklist: Bool
    package var isNotFound: Bool
    package var title: String
    /// The language of the page being rendered (`<html lang>`): a guideline page's own, the site's elsewhere.
    package var language: String
    /// The theme's words in `language` (`ThemeStrings`): `{{strings.onThisPage}}`.
    /// Held in template form: `ViewModelBuilder` makes each language's object once per build.
    package var strings: TemplateValue
    /// The asset holding `strings` for the theme's scripts (`strings-zh.js`), shared by every page in the language.
    package var stringsScript: String
    /// A list of `NavGroupView`s, held in template form because `SiteNavigation` builds most of it once per site.
    package var nav: TemplateValue
    /// `nav` lists only some of the site's groups (`SiteNavigation.allGroupsLimit`).
    package var navIsPartial: Bool
    package var navGroupCount: Int
    package var navGroupCountText: String
    package var hasChecklist: Bool
    /// On a site in several languages, the search page numbers of this page's language (`120-245`), so that its
    /// search lists only them; else nil.
    package var searchPages: String? = nil
    /// The language the navigation is in: the site's, or on a site in several languages the page's language's.
    package var navLanguage: String = ""
    /// The language menu: a guideline page in each of the site's languages, or each language's index (checklist);
    /// empty on a site in one language for a page without translations.
    package var languages: [LanguageLinkView] = []
    package var hasLanguages: Bool = false
    /// The version menu (`versions:`): this page in each published version; empty on a site without versions.
    package var versions: [VersionLinkView] = []
    package var hasVersions: Bool = false
    /// The label of the version being read, for the menu's button.
    package var versionLabel: String? = nil
    /// On a page of an earlier version: the same page (or the index) in the current guidelines at the root.
    package var latestVersionURL: String? = nil

    package static let fields = [
        ViewField("site", "the site's settings", of: SiteView.self),
        ViewField(
            "root",
            "relative path from this page to the site root: `\"\"`, `\"../\"`, `\"../../\"` (absolute on `404.html` with a base URL)"),
        ViewField(
            "home",
            "relative path from this page to its language's index and checklist: `root`, or on a site in several languages `root` + the language's folder (`../zh/`)"
        ),
        ViewField("assets", "`root` + `assets/`, for `{{assets}}precept.css`"),
        ViewField("kind", "`guideline`, `index`, `checklist` or `404`"),
        ViewField("isGuideline", "`kind` is `guideline`"),
        ViewField("isIndex", "`kind` is `index`"),
        ViewField("isChecklist", "`kind` is `checklist`"),
        ViewField("isNotFound", "`kind` is `404`"),
        ViewField("title", "the page's title (the site title on the index)"),
        ViewField(
            "language",
            "the page's language, for `<html lang>`: a guideline page's `language:`, else detected from its text, else `site.language`"),
        ViewField(
            "strings",
            "the theme's words in `language` (English for a language without a table): `{{strings.onThisPage}}`; see the README's \"Languages\""
        ),
        ViewField(
            "stringsScript",
            "the file in `assets/` holding `strings` for the theme's scripts (`strings-zh.js`): `<script src=\"{{assets}}{{stringsScript}}\" defer>` before `strings.js`"
        ),
        ViewField(
            "nav", "the navigation: one group per folder, or on a site of more than 25 groups the 11 around this page's",
            of: NavGroupView.self),
        ViewField("navIsPartial", "`nav` lists only some of the groups, so link to the index for the rest"),
        ViewField("navGroupCount", "how many groups the site has (in this page's language)"),
        ViewField("navGroupCountText", "`navGroupCount` for people: digits grouped by commas"),
        ViewField(
            "searchPages",
            "on a site in several languages: the reading-order positions of this page's language (`120-245`), for the search field's `data-pages`, so that search lists that language's pages; else unset"
        ),
        ViewField(
            "navLanguage",
            "the language of the navigation's titles, for its `lang`: `site.language`, or on a site in several languages that of the page's language folder"
        ),
        ViewField(
            "languages",
            "the language menu (`languages:`): on a guideline page the page in each language, on an index or checklist each language's own; the current one marked",
            of: LanguageLinkView.self),
        ViewField("hasLanguages", "`languages` is not empty"),
        ViewField(
            "versions",
            "the version menu (`versions:`): this page in each published version, or that version's index; the current one marked",
            of: VersionLinkView.self),
        ViewField("hasVersions", "`versions` is not empty"),
        ViewField("versionLabel", "the label of the version this page belongs to; unset on a site without versions"),
        ViewField(
            "latestVersionURL",
            "on a page of an earlier version (under `v/<name>/`): the same page in the current guidelines, or their index; else unset"),
        ViewField("hasChecklist", "some page (of this page's language) has rules, so `{{home}}checklist.html` is worth a link"),
    ]

    package static let sample = CommonPageView(
        site: .sample, root: "../", home: "../", assets: "../assets/", kind: "guideline", isGuideline: true, isIndex: false,
        isChecklist: false, isNotFound: false, title: "Color", language: "en",
        strings: .object(["onThisPage": .string("On this page")]), stringsScript: "strings-en.js",
        nav: [NavGroupView.sample].templateValue, navIsPartial: false,
        navGroupCount: 1, navGroupCountText: "1", hasChecklist: true, searchPages: "0-12",
        navLanguage: "en", languages: [.sample], hasLanguages: true, versions: [.sample], hasVersions: true, versionLabel: "1.0",
        latestVersionURL: "../../../foundations/color.html")
}

extension CommonPageView: TemplateValueConvertible {
    package func makeTemplateValue() -> TemplateValue {
        var fields: [String: TemplateValue] = [
            "site": site.makeTemplateValue(), "root": .string(root), "home": .string(home), "assets": .string(assets),
            "kind": .string(kind),
            "isGuideline": .bool(isGuideline), "isIndex": .bool(isIndex), "isChecklist": .bool(isChecklist),
            "isNotFound": .bool(isNotFound), "title": .string(title), "language": .string(language),
            "strings": strings, "stringsScript": .string(stringsScript), "nav": nav, "navIsPartial": .bool(navIsPartial),
            "navGroupCount": .number(Double(navGroupCount)), "navGroupCountText": .string(navGroupCountText),
            "hasChecklist": .bool(hasChecklist), "navLanguage": .string(navLanguage),
            "languages": languages.makeTemplateValue(), "hasLanguages": .bool(hasLanguages),
            "versions": versions.makeTemplateValue(), "hasVersions": .bool(hasVersions),
        ]
        fields.setIfPresent(searchPages, forKey: "searchPages")
        fields.setIfPresent(versionLabel, forKey: "versionLabel")
        fields.setIfPresent(latestVersionURL, forKey: "latestVersionURL")
        return .object(fields)
    }
}
