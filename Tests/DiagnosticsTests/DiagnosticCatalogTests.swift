import Foundation
import Testing

/// Every diagnostic id used in the sources must be documented in docs/diagnostics.md.
@Suite struct DiagnosticCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func idsUsedInSources() throws -> Set<String> {
        let sources = root.appendingPathComponent("Sources")
        let pattern = try Regex(#"\.(?:error|warning|note)\(\s*"([a-z]+\.[a-z0-9-]+)""#)
        var ids = Set<String>()
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let id = match.output[1].substring { ids.insert(String(id)) }
            }
        }
        return ids
    }

    @Test func everyIdIsDocumented() throws {
        let ids = try Self.idsUsedInSources()
        #expect(ids.count > 20, "the scan should find the ids; found \(ids.sorted())")
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/diagnostics.md"), encoding: .utf8)
        for id in ids.sorted() {
            #expect(doc.contains("`\(id)`"), "\(id) is missing from docs/diagnostics.md")
        }
    }
}
