import Foundation
import Testing

@testable import Diagnostics

/// `DiagnosticCatalog`, the sources and docs/diagnostics.md name the same ids with the same severities: an id
/// reported in `Sources` but not declared in the catalog, or not documented in its family's section, fails
/// here, and so does a declared or documented id that nothing reports.
@Suite struct DiagnosticCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalogFile = "Sources/Diagnostics/DiagnosticCatalog.swift"
    /// File names that look like ids (`colors.css`): a family word, a dot and one of these.
    static let fileExtensions: Set<String> = ["css", "js", "json", "html", "md", "mustache", "txt", "yml", "xml", "svg", "png"]

    /// An id as the sources write it, with the severity when it is written as `.error("id"`, `.warning(` or `.note(`.
    struct Use: Hashable {
        var id: String
        var severity: Severity?
        var file: String
    }

    /// Every id in `Sources` outside the catalog: string literals of the form `family.name` for a known
    /// family, and whatever string a diagnostic is made with, known family or not.
    static func usesInSources() throws -> [Use] {
        var uses: [Use] = []
        let sources = root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let file = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            guard file != catalogFile else { continue }
            uses += try self.uses(in: String(contentsOf: url, encoding: .utf8), file: file)
        }
        return uses
    }

    /// The ids the code of one source file names, comments left out: an id a comment mentions is not reported.
    static func uses(in source: String, file: String) throws -> [Use] {
        let families = DiagnosticFamily.allCases.map(\.rawValue).joined(separator: "|")
        let literal = try Regex(#""((?:"# + families + #")\.[a-z0-9-]+)""#)
        // `.warning("id"` as an implicit member (not `output.error(`), `Diagnostic.warning("id"`, or
        // `Diagnostic(.warning, id: "id"`.
        let made = try Regex(
            #"(?:^|[^A-Za-z0-9_)\]]|Diagnostic)\.(error|warning|note)(?:\(|, id:)\s*"([^"\\]*)""#)
        let text = SwiftCommentStripper.strip(source)
        var uses: [Use] = []
        for match in text.matches(of: literal) {
            let id = String(match.output[1].substring!)
            guard let name = id.split(separator: ".").last, !fileExtensions.contains(String(name)) else { continue }
            uses.append(Use(id: id, severity: nil, file: file))
        }
        for match in text.matches(of: made) {
            let severity = match.output[1].substring.flatMap { Severity(rawValue: String($0)) }
            uses.append(Use(id: String(match.output[2].substring!), severity: severity, file: file))
        }
        return uses
    }

    /// A row of one of the id tables in docs/diagnostics.md.
    struct DocumentedID {
        var id: String
        /// `error`, `warning`, `note`, or `—` for an id no longer reported.
        var severity: String
        /// The heading of the section the row is in.
        var section: String
    }

    static func documentedIDs() throws -> [DocumentedID] {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        let row = try Regex(#"^\| `([^`]+)` \| ([^|]+?) \|"#)
        var section = ""
        var rows: [DocumentedID] = []
        for line in doc.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            if let match = line.firstMatch(of: row) {
                rows.append(
                    DocumentedID(id: String(match.output[1].substring!), severity: String(match.output[2].substring!), section: section))
            }
        }
        return rows
    }

    @Test func theCatalogListsEachIdOnceWithItsFamily() {
        #expect(DiagnosticCatalog.entries.count > 60)
        var seen = Set<DiagnosticID>()
        for entry in DiagnosticCatalog.entries {
            #expect(seen.insert(entry.id).inserted, "\(entry.id) is listed twice")
            #expect(entry.id.rawValue.wholeMatch(of: /[a-z]+\.[a-z0-9]+(-[a-z0-9]+)*/) != nil, "\(entry.id) is not a dotted id")
            #expect(entry.id.family != nil, "\(entry.id) has no family")
            #expect(!entry.summary.isEmpty && !entry.summary.contains("\n"), "\(entry.id) needs a one-line summary")
            #expect(DiagnosticCatalog.entry(for: entry.id) == entry)
        }
        #expect(DiagnosticCatalog.entry(for: "colors.no-such-id") == nil)
    }

    @Test func everyIdTheSourcesReportIsInTheCatalogWithItsSeverity() throws {
        let uses = try Self.usesInSources()
        #expect(Set(uses.map(\.id)).count > 60, "the scan should find the ids; found \(Set(uses.map(\.id)).sorted())")
        for use in uses {
            let entry = DiagnosticCatalog.entry(for: DiagnosticID(use.id))
            #expect(entry != nil, "\(use.file) reports '\(use.id)', which is not in DiagnosticCatalog")
            if let severity = use.severity, let entry {
                #expect(
                    severity == entry.severity,
                    "\(use.file) reports \(use.id) as a \(severity.rawValue), the catalog as a \(entry.severity.rawValue)")
            }
        }
    }

    /// An id in a `//`, `///` or `/* */` comment is not a report; one in code is, also beside a string that holds
    /// `//` or a raw string or an interpolation that holds quotes.
    @Test func idsInCommentsAreNotReports() throws {
        let source = #"""
            let site = "https://example.com/a" // "colors.in-line-comment"
            /// Reports `"links.in-doc-comment"` and `.warning("links.in-doc-call"`.
            /* "page.in-block" /* "page.nested" */ "page.after-nested" */
            out.append(.warning("colors.made", "\(flag ? "a//b" : "c") // \(x) still in the string"))
            let raw = #"a "quoted" // "page.in-raw-string" "#
            let more = """
                // "links.in-multiline-string"
                """ // "links.after-multiline-string"
            let regex = #/"//"/# // "page.after-regex"
            """#
        let uses = try Self.uses(in: source, file: "Example.swift")
        #expect(Set(uses.map(\.id)) == ["colors.made", "page.in-raw-string", "links.in-multiline-string"])
        #expect(uses.contains(Use(id: "colors.made", severity: .warning, file: "Example.swift")))
        let stripped = SwiftCommentStripper.strip(source)
        #expect(
            stripped.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    @Test func everyIdInTheCatalogIsReported() throws {
        let reported = Set(try Self.usesInSources().map(\.id))
        for entry in DiagnosticCatalog.entries {
            #expect(reported.contains(entry.id.rawValue), "\(entry.id) is in the catalog but nothing in Sources reports it")
        }
    }

    @Test func theCatalogAndTheDocumentationAgree() throws {
        let rows = try Self.documentedIDs()
        #expect(rows.count >= DiagnosticCatalog.entries.count)
        let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byID.count == rows.count, "docs/diagnostics.md lists an id twice")
        for entry in DiagnosticCatalog.entries {
            guard let row = byID[entry.id.rawValue] else {
                Issue.record("\(entry.id) is not documented in docs/diagnostics.md")
                continue
            }
            #expect(row.severity == entry.severity.rawValue, "\(entry.id): docs/diagnostics.md says \(row.severity)")
            #expect(row.section == entry.id.family?.documentationSection, "\(entry.id) is documented under '\(row.section)'")
        }
        let reported = Set(try Self.usesInSources().map(\.id))
        for row in rows where DiagnosticCatalog.entry(for: DiagnosticID(row.id)) == nil {
            // Only an id that is no longer reported may be documented without being in the catalog.
            #expect(row.severity == "—", "docs/diagnostics.md documents \(row.id), which is not in DiagnosticCatalog")
            #expect(!reported.contains(row.id), "\(row.id) is documented as no longer reported, but Sources report it")
        }
    }
}
