import ColorExport
import Foundation
import Guidelines
import SiteModel

/// A file of `api/groups/`: one navigation group's pages (or one part of them, `APIGroupLayout`), each with its
/// rules and color tables nested under it, so that a rule or a table does not repeat the page's title, path,
/// platforms or source file. Compact JSON with sorted keys, written page by page (`part`), so the same pages
/// always give the same bytes and a build can tell a page's part changed from its digest alone.
///
/// `{"group":{"id":…,"title":…},"pages":[…],"part":1,"partCount":1,"schemaVersion":2}`, described by
/// `api/group.schema.json` (`APISchemas.group`). Version 2: a rule's `body` is left out above
/// `api.rule_bodies_max_pages` (the index's `ruleBodies` says which).
package struct GroupAPI: Sendable {
    package static let schemaVersion = 2

    let colorSettings: ColorCheckSettings
    /// Whether a rule carries its `body` (`SiteConfiguration.apiRuleBodies`, off above `rule_bodies_max_pages`).
    let ruleBodies: Bool
    /// The site's translations: a translated page's entry says how it stands against its source.
    let translations: Translations

    package init(configuration: SiteConfiguration, translations: Translations = Translations()) {
        colorSettings = configuration.colorChecks
        ruleBodies = configuration.apiRuleBodies
        self.translations = translations
    }

    /// One page's entry in its group's file: the page's fields, its rules and its color tables.
    package func part(_ page: Page) -> [UInt8] {
        CompactJSONWriter.bytes(reservingCapacity: 4_096) { json in
            json.beginObject()
            json.member("aliases", strings: page.metadata.aliases ?? [])
            json.member("alsoCalled", strings: page.alsoCalled)
            json.key("changeLog")
            json.beginArray()
            for entry in page.changeLog {
                json.beginObject()
                json.member("changes", entry.changes)
                json.member("date", entry.date)
                json.endObject()
            }
            json.endArray()
            json.key("colorTables")
            json.raw(colorTables(page))
            json.member("deprecated", page.metadata.deprecated)
            json.member("description", page.description)
            json.member("id", page.id)
            json.member("language", page.language.text)
            json.member("path", page.source.outputPath)
            json.member("platforms", strings: page.metadata.platforms ?? [])
            json.member("reviewed", page.metadata.reviewed?.text)
            json.key("rules")
            json.beginArray()
            for rule in page.rules { write(rule, into: &json) }
            json.endArray()
            json.key("sections")
            json.beginArray()
            for section in page.sections { write(section, into: &json) }
            json.endArray()
            json.member("source", page.source.relativePath)
            json.member("summary", page.summary)
            json.member("title", page.title)
            TranslationJSON.write(
                TranslationJSON.of(page.source.relativePath, in: translations),
                TranslationJSON.translations(of: page.source.relativePath, in: translations), into: &json)
            // `path` percent-encoded where a URL needs it (`URLPath`): what a link to the page, or to a rule with
            // `#anchor`, is made from.
            json.member("url", page.source.href)
            json.endObject()
        }
    }

    /// A rule without what its page says: its link is the page's `url` and `#anchor`, its source the page's file;
    /// its body only while the site is small enough (`ruleBodies`).
    private func write(_ rule: Rule, into json: inout CompactJSONWriter) {
        json.beginObject()
        json.member("anchor", rule.anchor)
        if ruleBodies { json.member("body", rule.body) }
        json.member("column", rule.column)
        json.member("deprecated", rule.deprecated)
        json.member("hash", rule.textHash)
        json.member("id", rule.id)
        json.member("kind", rule.kind.rawValue)
        json.member("lead", rule.lead)
        json.member("line", rule.line)
        json.member("section", rule.section)
        json.endObject()
    }

    private func write(_ section: PageSection, into json: inout CompactJSONWriter) {
        json.beginObject()
        json.key("children")
        json.beginArray()
        for child in section.children { write(child, into: &json) }
        json.endArray()
        json.member("id", section.id)
        json.member("title", section.title)
        json.endObject()
    }

    /// The page's color tables as `api/colors.json` gives them (contrast included), without the page's fields and
    /// with each source as a line and column of the page's file; written by hand, as `JSONEncoder` would write
    /// them with sorted keys (`GroupAPITests`), which took most of the time of writing a group file.
    private func colorTables(_ page: Page) -> [UInt8] {
        guard !page.colorTables.isEmpty else { return Array("[]".utf8) }
        let document = ColorsDocument(pages: [page], settings: colorSettings, generator: "")
        return CompactJSONWriter.bytes(reservingCapacity: 8_192) { json in
            json.beginArray()
            for (table, anchor) in zip(document.tables, page.colorTables.map(\.anchor)) { write(table, anchor: anchor, into: &json) }
            json.endArray()
        }
    }

    private func write(_ table: ColorsDocument.Table, anchor: String?, into json: inout CompactJSONWriter) {
        json.beginObject()
        json.member("anchor", anchor)
        json.member("appearances", strings: table.appearances)
        json.key("colors")
        json.beginArray()
        for color in table.colors {
            json.beginObject()
            write(apis: color.apis, into: &json)
            json.member("column", color.source.column)
            json.member("deprecated", color.deprecated)
            json.member("line", color.source.line)
            json.member("localizedName", color.localizedName)
            json.member("name", color.name)
            json.key("values")
            json.beginObject()
            for key in color.values.keys.sorted() {
                json.key(key)
                write(color.values[key]!, into: &json)
            }
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.member("column", table.source.column)
        json.member("deprecated", table.deprecated)
        json.member("id", table.id)
        json.member("kind", table.kind)
        json.member("line", table.source.line)
        json.member("notes", strings: table.notes)
        json.member("platforms", strings: table.platforms)
        json.key("recoveredFromLines")
        json.bool(table.recoveredFromLines)
        json.key("semanticColors")
        json.beginArray()
        for color in table.semanticColors {
            json.beginObject()
            write(apis: color.apis, into: &json)
            json.member("column", color.source.column)
            json.member("line", color.source.line)
            json.member("name", color.name)
            json.member("purpose", color.purpose)
            json.endObject()
        }
        json.endArray()
        json.member("title", table.title)
        json.endObject()
    }

    private func write(apis: [String: String], into json: inout CompactJSONWriter) {
        json.key("apis")
        json.beginObject()
        for key in apis.keys.sorted() { json.member(key, apis[key]) }
        json.endObject()
    }

    private func write(_ value: ColorsDocument.Value, into json: inout CompactJSONWriter) {
        json.beginObject()
        json.key("alpha")
        json.double(value.alpha)
        json.member("colorSpace", value.colorSpace)
        json.member("column", value.source.column)
        json.key("contrast")
        json.beginArray()
        for contrast in value.contrast {
            json.beginObject()
            for (key, flag) in [
                ("aaLargeText", contrast.aaLargeText), ("aaText", contrast.aaText), ("aaaText", contrast.aaaText),
            ] {
                json.key(key)
                json.bool(flag)
            }
            json.key("apca")
            json.double(contrast.apca)
            json.member("background", contrast.background)
            json.key("nonText")
            json.bool(contrast.nonText)
            json.key("wcag")
            json.double(contrast.wcag)
            json.endObject()
        }
        json.endArray()
        if let displayP3 = value.displayP3 {
            json.key("displayP3")
            json.beginArray()
            for component in displayP3 { json.double(component) }
            json.endArray()
        }
        json.member("hex", value.hex)
        json.member("line", value.source.line)
        json.member("notation", value.notation)
        json.member("original", value.original)
        json.key("rgb")
        json.beginArray()
        for component in value.rgb { json.int(component) }
        json.endArray()
        json.endObject()
    }

    /// Everything of the file before the first page's part.
    package static func head(_ group: Site.Group) -> [UInt8] {
        CompactJSONWriter.bytes(reservingCapacity: 128) { json in
            json.beginObject()
            json.key("group")
            json.beginObject()
            json.member("id", group.id)
            json.member("title", group.title)
            json.endObject()
            json.key("pages")
        }
            + Array("[".utf8)
    }

    /// Everything of the file after the last page's part.
    package static func tail(part: Int, partCount: Int) -> [UInt8] {
        Array("],\"part\":\(part),\"partCount\":\(partCount),\"schemaVersion\":\(schemaVersion)}".utf8)
    }

    /// The whole file from its pages' parts, in reading order.
    package static func assemble(_ group: Site.Group, parts: [[UInt8]], part: Int, partCount: Int) -> Data {
        var out = head(group)
        out.reserveCapacity(out.count + parts.reduce(parts.count) { $0 + $1.count } + 64)
        for (number, bytes) in parts.enumerated() {
            if number > 0 { out.append(UInt8(ascii: ",")) }
            out += bytes
        }
        out += tail(part: part, partCount: partCount)
        return Data(out)
    }
}
