import Foundation
import Guidelines

/// `api/pages.json`: every page's metadata and outline, for tools and scripts.
package enum PagesAPI {
    package static let path = "api/pages.json"

    struct Entry: Encodable {
        var id: String
        var title: String
        var path: String
        var source: String
        var group: String
        var description: String?
        var summary: String?
        var platforms: [String]
        var aliases: [String]
        var alsoCalled: [String]
        var reviewed: String?
        var sections: [Section]
        var changeLog: [ChangeLogEntry]
    }

    struct Section: Encodable {
        var id: String
        var title: String
        var children: [Section]
    }

    struct Document: Encodable {
        var site: String
        var pages: [Entry]
    }

    static func section(_ s: PageSection) -> Section {
        Section(id: s.id, title: s.title, children: s.children.map(section))
    }

    package static func encode(_ site: Site) -> Data {
        let entries = site.groups.flatMap { group in group.pages.map { entry($0, group: group.title) } }
        return (try? encoder().encode(Document(site: site.configuration.title, pages: entries))) ?? Data("{}".utf8)
    }

    /// What the file lists for one page of the group titled `group`.
    static func entry(_ page: Page, group: String) -> Entry {
        Entry(
            id: page.id, title: page.title, path: page.source.outputPath, source: page.source.relativePath,
            group: group, description: page.description, summary: page.summary,
            platforms: page.metadata.platforms ?? [], aliases: page.metadata.aliases ?? [], alsoCalled: page.alsoCalled,
            reviewed: page.metadata.reviewed?.text, sections: page.sections.map(section), changeLog: page.changeLog)
    }

    /// The document with no pages, around which `APIDocuments` puts each page's entry.
    static func emptyDocument(_ configuration: SiteConfiguration) -> Data {
        (try? encoder().encode(Document(site: configuration.title, pages: []))) ?? Data("{}".utf8)
    }

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }
}
