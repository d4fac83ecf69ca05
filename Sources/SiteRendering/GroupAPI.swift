import ColorExport
import Foundation
import Guidelines
import SiteModel

/// A file of `api/groups/`: one navigation group's pages (or one part of them, `APIGroupLayout`), each with its
/// rules and color tables nested under it, so that a rule or a table does not repeat the page's title, path,
/// platforms or source file. Compact JSON with sorted keys, written page by page (`part`), so the same pages
/// always give the same bytes and a build can tell a page's part changed from its digest alone.
///
/// `{"group":{"id":…,"title":…},"pages":[…],"part":1,"partCount":1,"schemaVersion":1}`, described by
/// `api/group.schema.json` (`APISchemas.group`).
package struct GroupAPI: Sendable {
    package static let schemaVersion = 1

    let colorSettings: ColorCheckSettings

    package init(configuration: SiteConfiguration) {
        colorSettings = configuration.colorChecks
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
            json.member("description", page.description)
            json.member("id", page.id)
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
            // `path` percent-encoded where a URL needs it (`URLPath`): what a link to the page, or to a rule with
            // `#anchor`, is made from.
            json.member("url", page.source.href)
            json.endObject()
        }
    }

    /// A rule without what its page says: its link is the page's `url` and `#anchor`, its source the page's file.
    private func write(_ rule: Rule, into json: inout CompactJSONWriter) {
        json.beginObject()
        json.member("anchor", rule.anchor)
        json.member("body", rule.body)
        json.member("column", rule.column)
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
    /// with each source as a line and column of the page's file.
    private func colorTables(_ page: Page) -> [UInt8] {
        guard !page.colorTables.isEmpty else { return Array("[]".utf8) }
        let document = ColorsDocument(pages: [page], settings: colorSettings, generator: "")
        let tables = zip(document.tables, page.colorTables).map { Table($0, anchor: $1.anchor) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(tables)).map { [UInt8]($0) } ?? Array("[]".utf8)
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

    struct Table: Encodable {
        var anchor: String?
        var appearances: [String]
        var colors: [Color]
        var column: Int
        var id: String
        var kind: String
        var line: Int
        var notes: [String]
        var platforms: [String]
        var recoveredFromLines: Bool
        var semanticColors: [SemanticColor]
        var title: String

        init(_ table: ColorsDocument.Table, anchor: String?) {
            self.anchor = anchor
            appearances = table.appearances
            colors = table.colors.map(Color.init)
            (line, column) = (table.source.line, table.source.column)
            id = table.id
            kind = table.kind
            notes = table.notes
            platforms = table.platforms
            recoveredFromLines = table.recoveredFromLines
            semanticColors = table.semanticColors.map {
                SemanticColor(apis: $0.apis, column: $0.source.column, line: $0.source.line, name: $0.name, purpose: $0.purpose)
            }
            title = table.title
        }
    }

    struct Color: Encodable {
        var apis: [String: String]
        var column: Int
        var line: Int
        var localizedName: String?
        var name: String
        var values: [String: Value]

        init(_ color: ColorsDocument.Color) {
            apis = color.apis
            (line, column) = (color.source.line, color.source.column)
            localizedName = color.localizedName
            name = color.name
            values = color.values.mapValues(Value.init)
        }
    }

    struct Value: Encodable {
        var alpha: Double
        var colorSpace: String
        var column: Int
        var contrast: [ColorContrast]
        var displayP3: [Double]?
        var hex: String
        var line: Int
        var notation: String
        var original: String
        var rgb: [Int]

        init(_ value: ColorsDocument.Value) {
            alpha = value.alpha
            colorSpace = value.colorSpace
            (line, column) = (value.source.line, value.source.column)
            contrast = value.contrast
            displayP3 = value.displayP3
            hex = value.hex
            notation = value.notation
            original = value.original
            rgb = value.rgb
        }
    }

    struct SemanticColor: Encodable {
        var apis: [String: String]
        var column: Int
        var line: Int
        var name: String
        var purpose: String
    }
}
