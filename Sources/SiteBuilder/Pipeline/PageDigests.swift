import Guidelines
import SiteModel
import SiteRendering

/// What each site-wide output shows of one page, as digests: the navigation entry, the index entry, the
/// checklist entry, its part of its group's API file (with that part's length), each whole-site API file's part
/// and the search document. A pure function of the page's result
/// (its cache key) and its group's title, so the build memo keeps it under those and a build computes it
/// only for pages it has not seen.
package struct PageDigests: Sendable, Hashable {
    /// Title and output path: what another page's navigation and previous/next links show.
    package var navigation: String
    /// `ViewModelBuilder.indexPage`.
    package var index: String
    /// `ViewModelBuilder.checklistPage`; empty for a page without rules.
    package var checklist: String
    /// Each whole-site API file's part, in `APIDocuments.Kind.allCases` order; empty until known, and while the
    /// site is too big for those files (`APIGroupLayout.writesWholeSite`). A build without a memo encodes every
    /// part anyway and takes these from there (`APIDocuments.encode`), so they are not made twice.
    package var api: [String]
    /// The page's part of its `api/groups/` file (`GroupAPI.part`), and that part's length in bytes, by which
    /// `APIGroupLayout` cuts a big group into files.
    package var groupPart: String
    package var groupPartLength: Int
    /// The search document (page, group, rules, body).
    package var search: String

    /// The memo's name for the digests of the page with cache key `pageKey` in the group titled `group`.
    /// `translation` is the page's `Translations.summary` digest ("" outside a translation family): a page's API
    /// parts say how it stands against its family, so the same page in another family has other digests.
    package static func memoKey(pageKey: String, group: String, translation: String = "") -> String {
        pageKey + "\t" + group + (translation.isEmpty ? "" : "\t" + translation)
    }

    package init(
        navigation: String, index: String, checklist: String, api: [String], groupPart: String, groupPartLength: Int, search: String
    ) {
        self.navigation = navigation
        self.index = index
        self.checklist = checklist
        self.api = api
        self.groupPart = groupPart
        self.groupPartLength = groupPartLength
        self.search = search
    }

    /// The digests of `page` in `group`, whose cache key is `pageKey`; the whole-site API parts' only with `documents`.
    package init(page: Page, group: Site.Group, pageKey: String, groupAPI: GroupAPI, api documents: APIDocuments?) {
        navigation = Self.navigation(page)
        // What `ViewModelBuilder.indexPage` shows, field by field.
        var index = InputDigest("index entry")
        index.add(page.title)
        index.add(page.source.outputPath)
        index.add(page.description ?? page.summary ?? "\u{0}")
        index.add(page.language.text)
        index.add((page.metadata.platforms ?? []).count)
        for platform in page.metadata.platforms ?? [] { index.add(platform) }
        self.index = index.finish()
        checklist = ViewModelBuilder.checklistPage(page, group: group).map(Self.checklist) ?? ""
        api =
            documents.map { documents in
                APIDocuments.Kind.allCases.map { kind in Self.apiPart(documents.part(kind, (page, kind == .colors ? "" : group.title))) }
            } ?? []
        let part = groupAPI.part(page)
        groupPart = Self.apiPart(part)
        groupPartLength = part.count
        search = InputDigest.of("search document", pageKey, group.title)
    }

    /// The digest of one page's part of an API file.
    package static func apiPart(_ bytes: [UInt8]) -> String {
        var digest = InputDigest("api part")
        digest.add(bytes)
        return digest.finish()
    }

    /// The digest of what a navigation entry shows of `page`.
    package static func navigation(_ page: Page) -> String {
        InputDigest.of("navigation entry", page.title, page.source.outputPath, page.language.text)
    }
}
