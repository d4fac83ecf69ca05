import ColorExport
import Foundation
import OutputStore
import SiteModel
import SiteRendering
import Templates

extension OutputStage {
    /// The file a declaration describes, with the template warnings rendering it gave, and for an API file the
    /// length of each page's part. Nil when the product has nothing to write.
    func render(_ declaration: OutputDeclaration, views: ViewModelBuilder, digests: [PageDigests]) -> Rendered? {
        switch declaration.product {
        case .guideline(let position):
            return renderer.renderGuideline(at: position, views: views, library: library).map { Rendered(file: $0.0, warnings: $0.1) }
        case .markdownCopy(let position):
            let page = views.navigation.pages[position]
            return Rendered(file: OutputFile(path: declaration.path, text: LLMsText.copy(of: page, in: site)))
        case .llmsIndex:
            return Rendered(file: OutputFile(path: declaration.path, text: LLMsText.index(site)))
        case .llmsFull:
            return Rendered(file: OutputFile(path: declaration.path, text: LLMsText.full(site)))
        case .index(let home):
            let (file, warnings) = renderer.renderIndex(views.views(home: home), library: library)
            return Rendered(file: file, warnings: warnings)
        case .checklist(let home):
            let (file, warnings) = renderer.renderChecklist(views.views(home: home), library: library)
            return Rendered(file: file, warnings: warnings)
        case .checklistGroup(let home, let number):
            let language = views.views(home: home)
            let (file, warnings) = renderer.renderChecklistGroup(
                language.checklistLayout.entries[number], views: language, library: library)
            return Rendered(file: file, warnings: warnings)
        case .notFound:
            let (file, warnings) = renderer.renderNotFound(views, library: library)
            return Rendered(file: file, warnings: warnings)
        case .whatsNew:
            let (file, warnings) = renderer.renderPage(
                "whats-new", views.whatsNew(), path: declaration.path, library: library, views: views)
            return Rendered(file: file, warnings: warnings)
        case .api(let kind):
            return apiFile(kind, digests: digests)
        case .apiIndex:
            let layout = APIGroupLayout(site: site, partLengths: digests.map(\.groupPartLength))
            return Rendered(
                file: OutputFile(path: declaration.path, data: APIIndex.encode(site, layout: layout, generator: SiteBuild.generator)))
        case .apiGroup(let file):
            let group = site.groups[file.group]
            let api = GroupAPI(configuration: site.configuration, translations: site.translations)
            let parts = file.pages.map { api.part(group.pages[$0]) }
            let data = GroupAPI.assemble(group, parts: parts, part: file.part, partCount: file.partCount)
            return Rendered(file: OutputFile(path: declaration.path, data: data))
        case .apiSchema(let path):
            return Rendered(file: OutputFile(path: path, text: path == APISchemas.indexPath ? APISchemas.index : APISchemas.group))
        case .colorsSchema:
            return Rendered(file: OutputFile(path: declaration.path, text: ColorsSchema.json))
        case .sitemap:
            return Sitemap.render(site).map { Rendered(file: OutputFile(path: declaration.path, text: $0)) }
        case .feed:
            return AtomFeed.render(site).map { Rendered(file: OutputFile(path: declaration.path, text: $0)) }
        case .asset(let path):
            return theme.assets[path].map { Rendered(file: OutputFile(path: path, text: $0)) }
        case .staticFile(let path):
            return (try? Data(contentsOf: loaded.contentURL.appendingPathComponent(path))).map {
                Rendered(file: OutputFile(path: path, data: $0))
            }
        case .versionFile(let path):
            return versionFiles[path].flatMap { try? Data(contentsOf: $0.source) }.map { Rendered(file: OutputFile(path: path, data: $0)) }
        }
    }

    /// A rendered output.
    struct Rendered: Sendable {
        var file: OutputFile
        var warnings: [TemplateWarning] = []
        var apiLengths: (APIDocuments.Kind, [Int])?
        /// For an API file encoded whole: each page's part digest, in the file's order.
        var apiPartDigests: [String]?
    }

    /// `kind`'s API file: the file as written with the changed pages' parts replaced, when the memo knows its
    /// parts and the pages are the same in the same order; otherwise encoded again.
    private func apiFile(_ kind: APIDocuments.Kind, digests: [PageDigests]) -> Rendered {
        let api = APIDocuments(configuration: site.configuration, generator: SiteBuild.generator, translations: site.translations)
        let number = APIDocuments.Kind.allCases.firstIndex(of: kind)!
        let entries = APIDocuments.order(kind, site)
        if let memo, let lengths = memo.apiLengths[kind], lengths.count == entries.count {
            // Positions in the file's order (reading order, or by source path for colors): the same pages in both.
            let newPaths = site.readingOrder.mapPages(\.source.relativePath)
            let oldPaths = memo.pages.map(\.relativePath)
            let newOrder = SiteOutputs.fileOrder(kind, paths: newPaths)
            let oldOrder = SiteOutputs.fileOrder(kind, paths: oldPaths)
            if oldOrder.map({ oldPaths[$0] }) == newOrder.map({ newPaths[$0] }) {
                var changes: [Int: [UInt8]] = [:]
                for position in entries.indices
                where digests[newOrder[position]].api[number] != memo.pages[oldOrder[position]].digests.api[number] {
                    changes[position] = api.part(kind, entries[position])
                }
                if let file = ReadOnlyFile(path: outputURL.appendingPathComponent(kind.path).path),
                    let pieces = api.splicePieces(kind, file, lengths: lengths, replacing: changes)
                {
                    var newLengths = lengths
                    for (position, part) in changes { newLengths[position] = part.count }
                    return Rendered(file: OutputFile(path: kind.path, chunks: pieces), apiLengths: (kind, newLengths))
                }
            }
        }
        let encoded = api.encode(kind, site, partDigest: PageDigests.apiPart)
        return Rendered(file: encoded.file, apiLengths: (kind, encoded.lengths), apiPartDigests: encoded.partDigests)
    }
}
