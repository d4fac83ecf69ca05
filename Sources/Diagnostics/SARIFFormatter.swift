import Foundation

/// Writes diagnostics as a SARIF 2.1.0 log, the format GitHub code scanning and other tools import.
/// Rule ids are the diagnostic ids; each rule's `helpUri` points at its section of docs/diagnostics.md.
public enum SARIFFormatter {
    /// Where docs/diagnostics.md is published; `PRECEPT_DOCS_URL` overrides it.
    public static let defaultDocumentationURL = "https://github.com/precept/precept/blob/main/docs/diagnostics.md"

    /// Section anchors of docs/diagnostics.md by family. (`content` and `output` have none yet, so their
    /// rules link to the page.)
    static let sections: [DiagnosticFamily: String] = [
        .config: "configuration-preceptyml", .frontmatter: "front-matter", .markdown: "markdown-and-page-text",
        .text: "markdown-and-page-text", .page: "pages", .links: "links", .colors: "colors",
        .templates: "templates", .cache: "build-cache",
    ]

    public static func helpURI(for id: DiagnosticID, documentationURL: String) -> String {
        id.family.flatMap { sections[$0] }.map { documentationURL + "#" + $0 } ?? documentationURL
    }

    public static func log(
        _ collection: DiagnosticCollection, toolVersion: String,
        documentationURL: String = ProcessInfo.processInfo.environment["PRECEPT_DOCS_URL"] ?? defaultDocumentationURL
    ) -> String {
        let diagnostics = collection.sorted
        let ruleIds = Array(Set(diagnostics.map(\.id))).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIds.enumerated().map { ($1, $0) })
        let rules = ruleIds.map { id in
            Rule(id: id.rawValue, shortDescription: Text(text: id.rawValue), helpUri: helpURI(for: id, documentationURL: documentationURL))
        }
        let results = diagnostics.map { diagnostic in
            let text = ([diagnostic.message] + diagnostic.notes.map { "note: \($0)" }).joined(separator: "\n")
            let locations = diagnostic.location.map { location in
                [
                    Location(
                        physicalLocation: PhysicalLocation(
                            artifactLocation: ArtifactLocation(uri: uriPath(location.path), uriBaseId: "%SRCROOT%"),
                            region: Region(startLine: max(1, location.line), startColumn: max(1, location.column))))
                ]
            }
            return Result(
                ruleId: diagnostic.id.rawValue, ruleIndex: ruleIndex[diagnostic.id] ?? 0, level: level(diagnostic.severity),
                message: Text(text: text), locations: locations ?? [])
        }
        let log = Log(
            runs: [
                Run(
                    tool: Tool(
                        driver: Driver(
                            name: "Precept", version: toolVersion, informationUri: documentationURL, rules: rules)),
                    results: results)
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(log)) ?? Data("{}".utf8), as: UTF8.self)
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path as a URI reference: each segment percent-encoded, `/` kept.
    static func uriPath(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]@")
        return path.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0)
        }.joined(separator: "/")
    }

    struct Log: Encodable {
        var schema = "https://json.schemastore.org/sarif-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }
    struct Run: Encodable {
        var tool: Tool
        var results: [Result]
    }
    struct Tool: Encodable { var driver: Driver }
    struct Driver: Encodable {
        var name: String
        var version: String
        var informationUri: String
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var shortDescription: Text
        var helpUri: String
    }
    struct Text: Encodable { var text: String }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Text
        var locations: [Location]
    }
    struct Location: Encodable { var physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }
    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String
    }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
    }
}
