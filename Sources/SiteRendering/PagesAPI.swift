import Foundation
import Guidelines
import SiteModel

/// `api/pages.json`: every page's metadata and outline, for tools and scripts.
package enum PagesAPI {
    package static let path = "api/pages.json"

    struct Entry: Encodable {
        var id: String
        var title: String
        var path: String
        var source: String
        var group: String
        var language: String
        var description: String?
        var summary: String?
        var platforms: [String]
        var aliases: [String]
        var alsoCalled: [String]
        var reviewed: String?
        var deprecated: String?
        var sections: [Section]
        var changeLog: [ChangeLogEntry]
        var translation: TranslationJSON?
        var translations: [String: String]?
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
        let entries = site.groups.flatMap { group in
            group.pages.map { entry($0, group: group.title, translations: site.translations) }
        }
        return Data(write(Document(site: site.configuration.title, pages: entries)))
    }

    /// What the file lists for one page of the group titled `group`.
    static func entry(_ page: Page, group: String, translations: Translations = Translations()) -> Entry {
        let path = page.source.relativePath
        return Entry(
            id: page.id, title: page.title, path: page.source.outputPath, source: page.source.relativePath,
            group: group, language: page.language.text, description: page.description, summary: page.summary,
            platforms: page.metadata.platforms ?? [], aliases: page.metadata.aliases ?? [], alsoCalled: page.alsoCalled,
            reviewed: page.metadata.reviewed?.text, deprecated: page.metadata.deprecated, sections: page.sections.map(section),
            changeLog: page.changeLog,
            translation: TranslationJSON.of(path, in: translations),
            translations: TranslationJSON.translations(of: path, in: translations))
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

    /// The document as `JSONEncoder` writes it pretty-printed with sorted keys (a test holds the two equal).
    static func write(_ document: Document) -> [UInt8] {
        PrettyJSONWriter.bytes(reservingCapacity: document.pages.count * 2_000) { json in
            json.beginObject()
            json.member("pages", array: document.pages) { write($0, into: &$1) }
            json.member("site", document.site)
            json.end()
        }
    }

    /// One entry as `JSONEncoder` writes it on its own (for `APIDocuments`' per-page parts).
    static func write(_ entry: Entry) -> [UInt8] {
        PrettyJSONWriter.bytes(reservingCapacity: 2_048) { write(entry, into: &$0) }
    }

    static func write(_ page: Entry, into json: inout PrettyJSONWriter) {
        func write(_ section: Section) {
            json.beginObject()
            json.key("children")
            json.beginArray()
            for child in section.children { write(child) }
            json.end()
            json.member("id", section.id)
            json.member("title", section.title)
            json.end()
        }
        json.beginObject()
        json.member("aliases", strings: page.aliases)
        json.member("alsoCalled", strings: page.alsoCalled)
        json.key("changeLog")
        json.beginArray()
        for entry in page.changeLog {
            json.beginObject()
            json.member("changes", entry.changes)
            json.member("date", entry.date)
            json.end()
        }
        json.end()
        json.member("description", page.description)
        json.member("group", page.group)
        json.member("id", page.id)
        json.member("language", page.language)
        json.member("path", page.path)
        json.member("platforms", strings: page.platforms)
        json.member("reviewed", page.reviewed)
        json.key("sections")
        json.beginArray()
        for section in page.sections { write(section) }
        json.end()
        json.member("source", page.source)
        json.member("summary", page.summary)
        json.member("title", page.title)
        TranslationJSON.write(page.translation, page.translations, into: &json)
        json.end()
    }
}
