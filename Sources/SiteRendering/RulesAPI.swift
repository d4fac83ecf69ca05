import Foundation
import Guidelines
import SiteModel

/// `api/rules.json` and `precept rules`: every rule of the site with its page, section, kind and source.
package enum RulesAPI {
    package static let schemaVersion = 1
    package static let path = "api/rules.json"

    struct Source: Encodable {
        var file: String
        var line: Int
        var column: Int
    }

    struct Entry: Encodable {
        var id: String
        var page: String
        var pageTitle: String
        var url: String
        var lead: String
        var body: String
        var kind: String
        var section: String?
        var platforms: [String]
        var hash: String
        var source: Source
        var deprecated: String?
    }

    struct Document: Encodable {
        var schemaVersion: Int
        var rules: [Entry]
    }

    /// Filters: page id or path, rule kind, platform (all case-insensitive); nil keeps everything.
    package struct Filter: Sendable {
        package var page: String?
        package var kind: String?
        package var platform: String?
        package init(page: String? = nil, kind: String? = nil, platform: String? = nil) {
            self.page = page
            self.kind = kind
            self.platform = platform
        }

        func keeps(_ page: Page, _ rule: Rule) -> Bool {
            if let wanted = self.page?.lowercased(), page.id.lowercased() != wanted, page.source.relativePath.lowercased() != wanted,
                page.source.relativePath.lowercased() != wanted + ".md"
            {
                return false
            }
            if let kind, rule.kind.rawValue != kind.lowercased() { return false }
            if let platform, !(page.metadata.platforms ?? []).contains(where: { $0.lowercased() == platform.lowercased() }) {
                return false
            }
            return true
        }
    }

    package static func encode(_ site: Site, filter: Filter = Filter()) -> Data {
        let entries = site.pages.flatMap { Self.entries($0, filter: filter) }
        return Data(write(Document(schemaVersion: schemaVersion, rules: entries)))
    }

    /// What the file lists for one page: its rules that `filter` keeps.
    static func entries(_ page: Page, filter: Filter = Filter()) -> [Entry] {
        page.rules.filter { filter.keeps(page, $0) }.map { rule in
            Entry(
                id: rule.id, page: page.id, pageTitle: page.title, url: page.source.href + "#" + rule.anchor, lead: rule.lead,
                body: rule.body, kind: rule.kind.rawValue, section: rule.section, platforms: page.metadata.platforms ?? [],
                hash: rule.textHash, source: Source(file: page.source.displayPath, line: rule.line, column: rule.column),
                deprecated: rule.deprecated)
        }
    }

    /// The document with no rules, around which `APIDocuments` puts each page's entries.
    static func emptyDocument() -> Data {
        (try? PagesAPI.encoder().encode(Document(schemaVersion: schemaVersion, rules: []))) ?? Data("{}".utf8)
    }

    /// The document as `JSONEncoder` writes it pretty-printed with sorted keys (a test holds the two equal).
    static func write(_ document: Document) -> [UInt8] {
        PrettyJSONWriter.bytes(reservingCapacity: document.rules.count * 700) { json in
            json.beginObject()
            json.member("rules", array: document.rules) { write($0, into: &$1) }
            json.member("schemaVersion", document.schemaVersion)
            json.end()
        }
    }

    /// One entry as `JSONEncoder` writes it on its own (for `APIDocuments`' per-page parts).
    static func write(_ entry: Entry) -> [UInt8] {
        PrettyJSONWriter.bytes(reservingCapacity: 1_024) { write(entry, into: &$0) }
    }

    static func write(_ rule: Entry, into json: inout PrettyJSONWriter) {
        json.beginObject()
        json.member("body", rule.body)
        json.member("hash", rule.hash)
        json.member("id", rule.id)
        json.member("kind", rule.kind)
        json.member("lead", rule.lead)
        json.member("page", rule.page)
        json.member("pageTitle", rule.pageTitle)
        json.member("platforms", strings: rule.platforms)
        json.member("section", rule.section)
        json.key("source")
        json.beginObject()
        json.member("column", rule.source.column)
        json.member("file", rule.source.file)
        json.member("line", rule.source.line)
        json.end()
        json.member("url", rule.url)
        json.end()
    }
}
