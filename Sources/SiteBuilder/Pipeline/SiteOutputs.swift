import ColorExport
import Guidelines
import SiteModel
import SiteRendering

/// The outputs stage: every file of the site except the search index (`SearchStage`), each declared with
/// the digest of exactly what its view reads (`ViewModelBuilder`), so that the write stage can leave alone
/// every file whose inputs did not change. Adding a site-wide output is one `Product` case, one declaration
/// here and one line in `OutputStage.render(_:views:digests:)`.
///
/// What each file reads, and so declares:
/// - a guideline page: its own result (cache key), its last-updated date, its group's title and id, the entries of its group the
///   navigation lists (a window of them in large groups), the previous and next pages' entries, the other
///   groups as the navigation shows them from its folder depth, and whether the checklist exists;
/// - the index: every page's index entry, by group; "What's new": every page's change-log rows; the checklist: every page's checklist entry and the
///   rule counts (a split one: the layout, and each group page its entry's pages);
/// - a page's Markdown copy: its own result (cache key) and path; `llms.txt`: every page's title, description or
///   summary and path, by group; `llms-full.txt`: every page's result and path (`SiteOutputs.llms`);
/// - `api/index.json`: the group files' paths and counts; each group file: its pages' parts; each whole-site API file
///   (while the site is small enough for them): every page's part; the sitemap: every page's path and last-updated date; assets, static files and
///   the versions' files: their bytes;
/// - and all of them the site's inputs (`siteInputs`: configuration, theme, Precept's version).
///
/// A guideline page's declaration reads of other pages only what their `SiteMemo.Placement` holds (titles and
/// paths, through the navigation digests); so while the site keeps its structure (the site stage reused its
/// memo) and the site inputs are the same, only the pages whose own result changed get new declarations, and
/// a session's build passes the others in as `Reuse`.
package struct SiteOutputs: Sendable {
    /// What every declaration of a build shares, which a session reuses while the site keeps its structure:
    /// the resting navigation's digest at each root, and each API file's page order.
    package struct Shared: Sendable {
        package var resting: [String: String] = [:]
        package var fileOrders: [APIDocuments.Kind: [Int]] = [:]
    }

    /// The last build's declarations, and the reading-order positions of the pages whose result changed since.
    package struct Reuse: Sendable {
        package var declarations: [OutputDeclaration]
        package var changed: Set<Int>
    }

    package var declarations: [OutputDeclaration] = []
    package var shared: Shared

    /// `digests` holds each page's digests in reading order; `pageKeys` each page's cache key by content-relative path;
    /// `staticFiles` each static file's content digest by content-relative path.
    package init(
        views: ViewModelBuilder, theme: Theme, siteInputs: String, digests: [PageDigests], pageKeys: [String: String],
        staticFiles: [String: String], versionFiles: [String: String] = [:], shared known: Shared? = nil, reusing reuse: Reuse? = nil
    ) {
        let site = views.site
        let navigation = views.navigation
        var resting = known?.resting ?? [:]
        // The navigation as a page at `root` shows it when none of its groups is current: the site's, or for a
        // language's index and checklist that language's views' own (`home`), which list every page of a small
        // language even on a large site.
        func restingDigest(_ root: String, home: String? = nil) -> String {
            let key = home.map { $0 + "\u{1}" + root } ?? root
            if let known = resting[key] { return known }
            let shown = home.map { views.views(home: $0) } ?? views
            var digest = InputDigest("resting groups")
            digest.add(root)
            digest.add(shown.navigation.expandAll)
            for group in shown.site.groups {
                digest.add(
                    SiteNavigation.view(
                        of: group, root: root, current: nil, expand: shown.navigation.expandAll,
                        siteLanguage: shown.navigation.siteLanguage
                    ).templateValue)
            }
            let made = digest.finish()
            resting[key] = made
            return made
        }
        func common(_ label: String, root: String, home: String? = nil) -> InputDigest {
            var digest = InputDigest(label)
            digest.add(siteInputs)
            digest.add(restingDigest(root, home: home))
            digest.add(navigation.hasChecklist)
            digest.add(navigation.checklistHomes.sorted().joined(separator: ","))
            digest.add(views.searchRanges.sorted { $0.key < $1.key }.map { $0.key + $0.value }.joined(separator: ","))
            return digest
        }
        var declarations: [OutputDeclaration] = []
        declarations.reserveCapacity(digests.count + 16)

        // Guideline pages: the one at `position`, the `item`th of `group`.
        func guideline(_ group: Site.Group, item: Int, position: Int) -> OutputDeclaration {
            let page = group.pages[item]
            let path = page.source.outputPath
            var digest = common("guideline", root: ViewModelBuilder.rootPrefix(forOutputPath: path))
            digest.add(pageKeys[page.source.relativePath] ?? "")
            digest.add(site.translations.summary(of: page.source.relativePath))
            digest.add(site.lastUpdated[page.source.relativePath] ?? "")
            digest.add(path)
            digest.add(group.title)
            digest.add(group.id)
            digest.add(group.pages.count)
            let listed = SiteNavigation.listedRange(count: group.pages.count, position: item, expand: true)
            digest.add(listed.lowerBound)
            digest.add(listed.upperBound)
            digest.add(item)
            let start = position - item
            for index in listed { digest.add(digests[start + index].navigation) }
            digest.add(position > 0 ? digests[position - 1].navigation : "-")
            digest.add(position + 1 < digests.count ? digests[position + 1].navigation : "-")
            return OutputDeclaration(path: path, inputs: digest.finish(), product: .guideline(position))
        }
        // A page's Markdown copy shows the page's own result and nothing of other pages.
        func markdownCopy(_ page: Page, position: Int) -> OutputDeclaration {
            var digest = InputDigest("markdown copy")
            digest.add(siteInputs)
            digest.add(pageKeys[page.source.relativePath] ?? "")
            digest.add(page.source.outputPath)
            return OutputDeclaration(path: LLMsText.copyPath(of: page), inputs: digest.finish(), product: .markdownCopy(position))
        }
        var position = 0
        if let reuse {
            // The same pages in the same places: the last build's declarations, those of the changed pages made again.
            let order = site.readingOrder
            for last in reuse.declarations {
                switch last.product {
                case .guideline(let at) where reuse.changed.contains(at):
                    let group = order.group(at: at)
                    declarations.append(guideline(site.groups[group], item: at - order.starts[group], position: at))
                case .markdownCopy(let at) where reuse.changed.contains(at):
                    let group = order.group(at: at)
                    declarations.append(markdownCopy(site.groups[group].pages[at - order.starts[group]], position: at))
                case .guideline, .markdownCopy:
                    declarations.append(last)
                default:
                    continue
                }
            }
        } else {
            var seen = Set<String>()
            for group in site.groups {
                for item in group.pages.indices {
                    defer { position += 1 }
                    let path = group.pages[item].source.outputPath
                    guard navigation.place(of: path) != nil, seen.insert(path).inserted else { continue }
                    declarations.append(guideline(group, item: item, position: position))
                    if site.configuration.llms.markdown { declarations.append(markdownCopy(group.pages[item], position: position)) }
                }
            }
        }

        // Each language's index and checklist (the site's own on a site in one language), the 404 page.
        let homes = views.languageViews.isEmpty ? [""] : Set(site.homes + [""]).sorted()
        for home in homes {
            let language = views.views(home: home)
            let range = views.languageViews.isEmpty ? site.groups.indices : site.groupRange(home: home)
            let start = range.isEmpty ? 0 : site.readingOrder.starts[range.lowerBound]
            let slice = Array(digests[start..<(start + language.site.pageCount)])
            let languageHome: String? = views.languageViews.isEmpty ? nil : home
            var index = common("index", root: ViewModelBuilder.rootPrefix(forOutputPath: home + "index.html"), home: languageHome)
            index.add(home)
            position = 0
            for group in language.site.groups {
                index.add(group.title)
                index.add(group.id)
                index.add(group.pages.count)
                for _ in group.pages.indices {
                    index.add(slice[position].index)
                    position += 1
                }
            }
            index.add(language.site.groups.contains { $0.pages.contains { !$0.changeLog.isEmpty } })
            for page in language.untranslated { for field in [page.title, page.url, page.lang ?? ""] { index.add(field) } }
            declarations.append(OutputDeclaration(path: home + "index.html", inputs: index.finish(), product: .index(home)))
            declarations += Self.checklist(language, digests: slice) { common($0, root: $1, home: languageHome) }
        }
        var notFound = common("404", root: ViewModelBuilder.notFoundRoot(site.configuration) ?? "")
        declarations.append(OutputDeclaration(path: "404.html", inputs: notFound.finish(), product: .notFound))

        // What's new: every page's change-log rows, with the page's title, path and group; the feed beside it the
        // same rows and the base URL (and the site's inputs: title and language).
        var whatsNew = common("whats new", root: "")
        var feed = InputDigest("feed")
        feed.add(siteInputs)
        for group in site.groups {
            for page in group.pages where !page.changeLog.isEmpty {
                for field in [page.title, page.source.outputPath, group.title] {
                    whatsNew.add(field)
                    feed.add(field)
                }
                for row in page.changeLog {
                    whatsNew.add(row.date)
                    whatsNew.add(row.changes)
                    feed.add(row.date)
                    feed.add(row.changes)
                }
            }
        }
        // With versions, what changed from each to the next.
        whatsNew.add(site.configuration.versionChanges?.digest ?? "")
        feed.add(site.configuration.versionChanges?.digest ?? "")
        declarations.append(OutputDeclaration(path: ViewModelBuilder.whatsNewPath, inputs: whatsNew.finish(), product: .whatsNew))
        if let base = site.configuration.baseURL, !base.isEmpty {
            declarations.append(OutputDeclaration(path: AtomFeed.path, inputs: feed.finish(), product: .feed))
        }
        declarations += Self.llms(site, siteInputs: siteInputs, pageKeys: pageKeys, staticFiles: staticFiles)

        // The API, the sitemap, the theme's assets and the static files.
        let apiLayout = APIGroupLayout(site: site, partLengths: digests.map(\.groupPartLength))
        declarations += Self.apiGroups(apiLayout, site: site, siteInputs: siteInputs, digests: digests)
        var fileOrders = known?.fileOrders ?? [:]
        for kind in APIDocuments.Kind.allCases where apiLayout.writesWholeSite {
            let order = fileOrders[kind] ?? Self.fileOrder(kind, site)
            fileOrders[kind] = order
            declarations.append(
                OutputDeclaration(
                    path: kind.path, inputs: Self.apiInputs(kind, siteInputs: siteInputs, digests: digests, order: order),
                    product: .api(kind)
                ))
        }
        declarations.append(
            OutputDeclaration(
                path: SiteRenderer.colorsSchemaPath, inputs: InputDigest.of("schema", ColorsSchema.json), product: .colorsSchema))
        if let base = site.configuration.baseURL, !base.isEmpty {
            var digest = InputDigest("sitemap")
            digest.add(base)
            for group in site.groups {
                for item in group.pages.indices {
                    digest.add(group.pages[item].source.outputPath)
                    digest.add(site.lastUpdated[group.pages[item].source.relativePath] ?? "")
                }
            }
            declarations.append(OutputDeclaration(path: "sitemap.xml", inputs: digest.finish(), product: .sitemap))
        }
        for (path, text) in theme.assets.sorted(by: { $0.key < $1.key }) {
            declarations.append(OutputDeclaration(path: path, inputs: InputDigest.of("asset", text), product: .asset(path)))
        }
        for (path, digest) in staticFiles.sorted(by: { $0.key < $1.key }) {
            declarations.append(OutputDeclaration(path: path, inputs: digest, product: .staticFile(path)))
        }
        // The versions' sites (`versions:`), each file as its own build left it.
        for (path, digest) in versionFiles.sorted(by: { $0.key < $1.key }) where staticFiles[path] == nil {
            declarations.append(OutputDeclaration(path: path, inputs: digest, product: .versionFile(path)))
        }
        self.declarations = declarations
        shared = Shared(resting: resting, fileOrders: fileOrders)
    }

    /// `api/index.json`, its schema and the group schema, and every file of `api/groups/`: the index reads the
    /// layout's paths and counts (and each file's first page's id); a group file its group and part and its pages' parts.
    static func apiGroups(_ layout: APIGroupLayout, site: Site, siteInputs: String, digests: [PageDigests]) -> [OutputDeclaration] {
        var index = InputDigest("api index")
        index.add(siteInputs)
        index.add(layout.writesWholeSite)
        let starts = site.readingOrder.starts
        var files: [OutputDeclaration] = []
        for file in layout.files {
            let group = site.groups[file.group]
            var digest = InputDigest("api group")
            digest.add(siteInputs)
            for field in [file.path, group.id, group.title] {
                digest.add(field)
                index.add(field)
            }
            for number in [file.part, file.partCount] {
                digest.add(number)
                index.add(number)
            }
            for number in [file.pages.count, file.ruleCount, file.colorTableCount, group.pages.count] { index.add(number) }
            index.add(file.pages.first.map { group.pages[$0].id } ?? "")
            for item in file.pages { digest.add(digests[starts[file.group] + item].groupPart) }
            files.append(OutputDeclaration(path: file.path, inputs: digest.finish(), product: .apiGroup(file)))
        }
        return [
            OutputDeclaration(path: APIIndex.path, inputs: index.finish(), product: .apiIndex),
            OutputDeclaration(
                path: APISchemas.indexPath, inputs: InputDigest.of("schema", APISchemas.index), product: .apiSchema(APISchemas.indexPath)),
            OutputDeclaration(
                path: APISchemas.groupPath, inputs: InputDigest.of("schema", APISchemas.group), product: .apiSchema(APISchemas.groupPath)),
        ] + files
    }

    /// The inputs of `kind`'s API file: every page's part, in the file's order; empty while the parts'
    /// digests are not known (a build without a memo, which renders the file and declares it afterwards).
    package static func apiInputs(_ kind: APIDocuments.Kind, siteInputs: String, digests: [PageDigests], order: [Int]) -> String {
        guard let number = APIDocuments.Kind.allCases.firstIndex(of: kind), digests.allSatisfy({ $0.api.count > number }) else {
            return ""
        }
        var digest = InputDigest("api")
        digest.add(siteInputs)
        digest.add(kind.rawValue)
        for position in order { digest.add(digests[position].api[number]) }
        return digest.finish()
    }

    /// The reading-order positions of the pages in the order `kind`'s file lists them.
    package static func fileOrder(_ kind: APIDocuments.Kind, _ site: Site) -> [Int] {
        fileOrder(kind, paths: site.readingOrder.mapPages(\.source.relativePath))
    }

    /// `fileOrder` for pages whose content-relative paths, in reading order, are `paths`.
    package static func fileOrder(_ kind: APIDocuments.Kind, paths: [String]) -> [Int] {
        guard kind == .colors else { return Array(paths.indices) }
        return paths.indices.sorted { paths[$0] < paths[$1] }
    }

    /// `checklist.html` and, when the checklist is split, each group's page.
    private static func checklist(
        _ views: ViewModelBuilder, digests: [PageDigests], common: (String, String) -> InputDigest
    ) -> [OutputDeclaration] {
        let site = views.site
        let layout = views.checklistLayout
        let starts = site.readingOrder.starts
        let home = views.home
        let indexPath = home + ChecklistLayout.indexPath
        guard layout.isSplit else {
            var digest = common("checklist", ViewModelBuilder.rootPrefix(forOutputPath: indexPath))
            digest.add(layout.kindCounts.map(String.init).joined(separator: ","))
            for position in digests.indices where !digests[position].checklist.isEmpty { digest.add(digests[position].checklist) }
            return [OutputDeclaration(path: indexPath, inputs: digest.finish(), product: .checklist(home))]
        }
        // What the index shows of an entry, which its own page shows too (with its siblings' paths).
        func entryFields(_ entry: ChecklistLayout.Entry, into digest: inout InputDigest) {
            let group = site.groups[entry.group]
            // By index: filtering would copy every page of the group.
            let first = entry.pages.first { !group.pages[$0].rules.isEmpty }
            let last = entry.pages.last { !group.pages[$0].rules.isEmpty }
            for field in [
                group.title, group.id, entry.path, first.map { group.pages[$0].title } ?? "", last.map { group.pages[$0].title } ?? "",
            ] {
                digest.add(field)
            }
            for number in [entry.pageCount, entry.ruleCount, entry.part, entry.partCount] + entry.kindCounts { digest.add(number) }
        }
        var index = common("checklist index", ViewModelBuilder.rootPrefix(forOutputPath: indexPath))
        index.add(layout.ruleCount)
        index.add(layout.kindCounts.map(String.init).joined(separator: ","))
        for entry in layout.entries { entryFields(entry, into: &index) }
        // The index carries every rule's hash for the site-wide review progress (`ChecklistIndexView.reviewHashes`):
        // each page's checklist digest covers its rules' hashes (reading 170,000 rules' hashes instead cost a
        // tenth of a second of every one-page edit at 10,000 pages).
        for entry in layout.entries {
            for item in entry.pages where !digests[starts[entry.group] + item].checklist.isEmpty {
                index.add(digests[starts[entry.group] + item].checklist)
            }
        }
        let listed = Set(layout.entries.map(\.group))
        for number in site.groups.indices where !listed.contains(number) { index.add(site.groups[number].title) }
        var declarations = [OutputDeclaration(path: indexPath, inputs: index.finish(), product: .checklist(home))]
        for (number, entry) in layout.entries.enumerated() {
            var digest = common("checklist group", ViewModelBuilder.rootPrefix(forOutputPath: home + entry.path))
            digest.add(layout.kindCounts.map(String.init).joined(separator: ","))
            entryFields(entry, into: &digest)
            for sibling in layout.entries(forGroup: entry.group) {
                digest.add(sibling.part)
                digest.add(sibling.path)
            }
            for item in entry.pages where !digests[starts[entry.group] + item].checklist.isEmpty {
                digest.add(digests[starts[entry.group] + item].checklist)
            }
            declarations.append(
                OutputDeclaration(path: home + entry.path, inputs: digest.finish(), product: .checklistGroup(home, number)))
        }
        return declarations
    }
}
