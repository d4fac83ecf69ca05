import Foundation
import Guidelines
import SiteModel

/// `api/index.json`: what a client reads first. The site's counts, the schema files, whether the whole-site files
/// were written, and every navigation group with its counts and its files (`APIGroupLayout`), each path relative
/// to `api/`, so a client fetches only the groups it needs. Small at any size (a few hundred bytes a group), and
/// made of counts and paths only: a page edit that keeps them rewrites its group's file, not the index.
package enum APIIndex {
    package static let schemaVersion = 2
    package static let path = APIGroupLayout.indexPath
    package static let schemaPath = "api/index.schema.json"
    /// The whole-site files, relative to `api/`, in the order the index lists them.
    package static let wholeSiteFiles = ["pages.json", "rules.json", "colors.json"]

    struct Counts: Encodable {
        var colorTables: Int
        var files: Int
        var groups: Int
        var pages: Int
        var rules: Int
    }

    struct FileEntry: Encodable {
        var colorTables: Int
        var firstPage: String?
        var pages: Int
        var part: Int
        var path: String
        var rules: Int
    }

    struct GroupEntry: Encodable {
        var colorTables: Int
        var files: [FileEntry]
        var id: String
        var pages: Int
        var rules: Int
        var title: String
    }

    struct Limits: Encodable {
        var partBytes: Int
        var ruleBodiesMaxPages: Int
        var wholeSiteBytes: Int
    }

    struct WholeSite: Encodable {
        var files: [String]
        var written: Bool
    }

    struct Schemas: Encodable {
        var colors: String
        var group: String
        var index: String
    }

    struct Document: Encodable {
        var counts: Counts
        var generator: String
        var groups: [GroupEntry]
        var limits: Limits
        /// Whether the group files' rules carry their `body`.
        var ruleBodies: Bool
        var schemaVersion: Int
        var schemas: Schemas
        var site: String
        var wholeSite: WholeSite
    }

    /// The index of `site` cut into files as `layout` says, pretty-printed with sorted keys.
    package static func encode(_ site: Site, layout: APIGroupLayout, generator: String) -> Data {
        let relative = { (path: String) in String(path.dropFirst("api/".count)) }
        let groups = site.groups.enumerated().map { number, group in
            let files = layout.files(forGroup: number).map { file in
                FileEntry(
                    colorTables: file.colorTableCount, firstPage: file.pages.first.map { group.pages[$0].id },
                    pages: file.pages.count, part: file.part, path: relative(file.path), rules: file.ruleCount)
            }
            return GroupEntry(
                colorTables: files.reduce(0) { $0 + $1.colorTables }, files: files, id: group.id, pages: group.pages.count,
                rules: files.reduce(0) { $0 + $1.rules }, title: group.title)
        }
        let document = Document(
            counts: Counts(
                colorTables: groups.reduce(0) { $0 + $1.colorTables }, files: layout.files.count, groups: groups.count,
                pages: groups.reduce(0) { $0 + $1.pages }, rules: groups.reduce(0) { $0 + $1.rules }),
            generator: generator, groups: groups,
            limits: Limits(
                partBytes: site.configuration.apiPartBytes, ruleBodiesMaxPages: site.configuration.apiRuleBodiesMaxPages,
                wholeSiteBytes: site.configuration.apiWholeSiteBytes),
            ruleBodies: site.configuration.apiRuleBodies, schemaVersion: schemaVersion,
            schemas: Schemas(colors: "colors.schema.json", group: "group.schema.json", index: "index.schema.json"),
            site: site.configuration.title,
            wholeSite: WholeSite(files: layout.writesWholeSite ? wholeSiteFiles : [], written: layout.writesWholeSite))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(document)) ?? Data("{}".utf8)
    }
}
