import Foundation
import FrontMatter
import Guidelines

/// Site-wide settings, from `precept.yml` and command-line options; every field has a working default.
public struct SiteConfiguration: Sendable, Hashable, Codable {
    public var title: String = "Guidelines"
    /// One line under the title on the home page.
    public var description: String?
    /// Absolute base URL (`https://design.example.com/guidelines/`); enables `sitemap.xml`.
    public var baseURL: String?
    public var language: String = "en"
    /// Every language the site is published in (`languages:` in precept.yml), the default (`language`) among
    /// them; pages under a folder named for one of the others (`content/zh/…`) are that language's pages.
    public var languages: [String] = []
    public var contentDirectory: String = "content"
    /// A folder of templates overriding the built-in theme file by file.
    public var templatesDirectory: String?
    public var outputDirectory: String = "public"
    /// Pass raw HTML in Markdown through instead of showing it escaped.
    public var allowRawHTML: Bool = false
    /// Treat warnings as errors.
    public var strict: Bool = false
    /// Build pages marked `draft: true`.
    public var includeDrafts: Bool = false

    /// Shipped colors compared with the guidelines on every check and build (`verify:` in precept.yml).
    public var verify: [VerifySource] = []

    /// Backgrounds, thresholds and the like for the color checks (`colors:` in precept.yml).
    package var colorChecks = ColorCheckSettings()
    /// Lower-cased headings whose list items are rules (`rules: { headings: [...] }` in precept.yml).
    package var ruleHeadings: Set<String> = RuleExtractor.defaultHeadings
    /// Diagnostic id → severity (`error`, `warning`, `note`) or `ignore` (`severity:` in precept.yml).
    public var severityOverrides: [String: String] = [:]
    /// Per-page caps and budgets (`limits:` in precept.yml).
    package var limits = BuildLimits()
    /// A site with more rules than this gets a checklist page per group (a group with more cut into parts)
    /// behind an index at `checklist.html` instead of one page (`checklist: { split_above: }` in precept.yml).
    package var checklistSplitAbove = SiteConfiguration.defaultChecklistSplitAbove

    /// The default of `checklist: { split_above: }`: a checklist page of 2,000 rules is about 1.5 MB of HTML,
    /// under the 2 MB a page of a site should stay within (5,000 rules were 3.7 MB).
    package static let defaultChecklistSplitAbove = 2_000

    /// The most bytes of pages one file of `api/groups/` holds before its group is cut into parts of consecutive
    /// pages (a page is never cut; a single page over it gets a file of its own).
    package var apiPartBytes = SiteConfiguration.defaultAPIPartBytes
    /// `api/pages.json`, `api/rules.json` and `api/colors.json` are written only while the group files together
    /// hold at most this many bytes of pages; above it the index and the group files are the whole API.
    package var apiWholeSiteBytes = SiteConfiguration.defaultAPIWholeSiteBytes
    /// Whether a rule in `api/groups/` carries its `body` (its text is on its page at `url#anchor` either way).
    package var apiRuleBodies = true
    /// Above this many pages the group files leave rule bodies out (`sized(forPages:)`): at 10,000 pages they
    /// were 37 MB of the site, more than every page's navigation.
    package var apiRuleBodiesMaxPages = SiteConfiguration.defaultAPIRuleBodiesMaxPages
    /// `llms.txt`, `llms-full.txt` and the pages' Markdown copies.
    package var llms = LLMSettings()
    /// `reviews: { max_age_months: }`: a page whose `reviewed:` date is older gets `page.review-overdue`; nil: unchecked.
    package var reviewMaxAgeMonths: Int?
    /// `versions:`: earlier git revisions published under `v/<name>/` beside the current guidelines.
    public var versions: [VersionSetting] = []
    /// `current_version:`: how the version menu names the guidelines at the root.
    public var currentVersionLabel = "Latest"
    /// The version menu of the site being built, set by the build when `versions:` lists any (never read from a file).
    public var versionMenu: VersionMenu?
    /// What changed from each version to the next, set by the build for the "What's new" page (never read from a file).
    public var versionChanges: VersionChanges?
    /// `last_updated: true`: each page shows the date of its last change (git, else the file's time), and `sitemap.xml`
    /// gives it as `lastmod`.
    package var lastUpdated = false
    /// `edit_url:`: each page links "Edit this page" to this address, `{path}` replaced by the page's file path from the
    /// project folder (`content/foundations/color.md`).
    package var editURL: String?

    /// The page's "Edit this page" address, its path percent-encoded as a URL path.
    package func editURL(forDisplayPath path: String) -> String? {
        guard let editURL else { return nil }
        let encoded = path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? String($0)
        }
        return editURL.replacingOccurrences(of: "{path}", with: encoded.joined(separator: "/"))
    }

    /// 4 MiB: well under the 10 MiB every file must stay under, with room for a page over the limit.
    package static let defaultAPIPartBytes = 4 << 20
    /// 1 MiB of compact group files: the pretty whole-site files are then at most about 3 MiB each.
    package static let defaultAPIWholeSiteBytes = 1 << 20
    /// As `llms: max_pages:`: a site this size writes everything.
    package static let defaultAPIRuleBodiesMaxPages = 5_000

    public init() {}
}

extension SiteConfiguration {
    /// The languages other than the default whose pages live under `content/<tag>/`, in the order given.
    package var translationLanguages: [String] {
        languages.filter { $0.lowercased() != language.lowercased() }
    }

    /// The site's languages, the default first.
    package var allLanguages: [String] { [language] + translationLanguages }

    /// The configuration a site of `pageCount` pages is built with (`LLMSettings.sized(forPages:)`; rule bodies
    /// in the API's group files only up to `apiRuleBodiesMaxPages`).
    package func sized(forPages pageCount: Int) -> SiteConfiguration {
        var sized = self
        sized.llms = llms.sized(forPages: pageCount)
        if pageCount > apiRuleBodiesMaxPages { sized.apiRuleBodies = false }
        return sized
    }

    /// What every output depends on of the sized settings beyond precept.yml's bytes: whether the copies and
    /// `llms-full.txt` are written, and whether the API's rules carry their bodies; adding one page can turn either.
    package var outputsTag: String { llms.outputsTag + (apiRuleBodies ? "" : " api:no-bodies") }

    /// What processing a page depends on: the build's processor and the fingerprint's page keys use the same.
    package var pageOptions: PageProcessor.Options {
        PageProcessor.Options(
            allowRawHTML: allowRawHTML, siteTitle: title, colorChecks: colorChecks, ruleHeadings: ruleHeadings, limits: limits.page,
            siteLanguage: LanguageTag(language) ?? .english, markdownCopies: llms.needsCopies, copyLinksToCopies: llms.markdown)
    }
}
