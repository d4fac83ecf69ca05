import Foundation
import MCPServer
import PreceptMCP
import SiteBuilder
import Testing

/// The tools of `precept mcp` on a copy of the bundled site, called through the provider as the protocol calls them.
struct PreceptMCPServerTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let root: URL
    let server: PreceptMCPServer

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("precept-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["content", "precept.yml"] {
            try FileManager.default.copyItem(at: Self.repository.appendingPathComponent(item), to: root.appendingPathComponent(item))
        }
        server = PreceptMCPServer(request: BuildRequest(projectRoot: root), version: "test")
    }

    func call(_ tool: String, _ arguments: [String: JSON] = [:]) async throws -> MCPToolResult {
        try await server.call(tool, arguments: arguments)
    }

    /// Every file under the project, by path, with its bytes.
    func files() throws -> [String: Data] {
        var out: [String: Data] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            out[url.path] = try Data(contentsOf: url)
        }
        return out
    }

    @Test func searchRanksAsTheSiteDoesAndSaysWhatMatched() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await call("search", ["query": "blue"])
        #expect(!result.isError)
        let results = result.structured?["results"]
        guard case .array(let hits)? = results else {
            Issue.record("no results: \(result.text)")
            return
        }
        #expect(hits.first?["title"] == "Color" && hits.first?["markdown"] == "foundations/color.md")
        #expect(hits.first?["matches"] == ["color: Blue"])
        #expect(result.text.hasPrefix("2 pages found for 'blue'"))
        #expect(
            try await call("search", ["query": "blue", "limit": 1]).structured?["results"].map {
                if case .array(let a) = $0 { a.count } else { 0 }
            } == 1)
        #expect(try await call("search", ["query": ""]).isError)
        #expect(try await call("search", ["query": "blue", "limit": 0]).isError)
        #expect(try await call("search", ["query": 3]).isError)
    }

    @Test func searchSaysWhatIsDeprecatedAndRanksItLower() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("---\ndeprecated: \"Use Color\"\n---\n# Old swatches\n\nThe old page about blue.\n".utf8)
            .write(to: root.appendingPathComponent("content/blue.md"))
        let result = try await call("search", ["query": "blue"])
        guard case .array(let hits)? = result.structured?["results"] else {
            Issue.record("no results: \(result.text)")
            return
        }
        // Found by a word of its body (5), the deprecated page scores half of that.
        #expect(hits.map { $0["title"] } == ["Color", "系统颜色", "Old swatches"])
        #expect(hits.last?["score"] == .number(2.5) && hits.last?["deprecated"] == "Use Color" && hits[0]["deprecated"] == nil)
        #expect(result.text.contains("- Old swatches (blue, General) [deprecated]"))
    }

    @Test func getPageGivesTheMarkdownCopyAndItsMetadata() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        for name in ["color", "foundations/color", "foundations/color.md", "foundations/color.html"] {
            let result = try await call("get_page", ["page": .string(name)])
            #expect(result.structured?["id"] == "color", "\(name)")
            #expect(result.text.hasPrefix("---\ntitle: \"Color\"\n"))
            #expect(result.text.contains("| Blue | SwiftUI: `blue` | #0088FF | #0091FF | #1E6EF4 | #5CB8FF |"))
            #expect(result.text.contains("**Must not:** **Never make color the only carrier of meaning.**"))
            #expect(result.structured?["group"] == "Foundations" && result.structured?["colorTables"] == 3)
        }
        let missing = try await call("get_page", ["page": "colour-theory"])
        #expect(missing.isError && missing.text.hasPrefix("no page 'colour-theory'"))
    }

    @Test func listColorsFiltersAsPreceptColorsDoes() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await call("list_colors", ["name": "Blue", "appearance": "dark"])
        guard case .array(let tables)? = result.structured?["tables"] else {
            Issue.record("no tables: \(result.text.prefix(300))")
            return
        }
        #expect(!tables.isEmpty)
        for table in tables {
            guard case .array(let colors)? = table["colors"] else { continue }
            for color in colors {
                #expect(color["name"]?.stringValue?.contains("Blue") == true)
                #expect(color["values"]?.objectValue.map { Array($0.keys) } == ["dark"])
            }
        }
        #expect(try await call("list_colors", ["appearance": "sepia"]).isError)
        #expect(try await call("list_colors", ["colour": "Blue"]).isError, "an unknown argument is refused, not ignored")
    }

    @Test func checkContrastMeasuresAndListsGuidelineColorsThatPass() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        // Known pairs: white on black is 21:1; #767676 on white is the lightest gray that passes AA (4.54:1), #777777 is 4.48:1.
        let extreme = try await call("check_contrast", ["foreground": "white", "background": "#000"])
        #expect(extreme.structured?["wcag"]?["ratio"] == 21)
        #expect(extreme.structured?["wcag"]?["verdicts"]?["aaa-text"] == true)
        #expect(extreme.structured?["appearance"] == "dark", "a dark background measures the dark colors")
        let passes = try await call("check_contrast", ["foreground": "#767676"])
        #expect(passes.structured?["wcag"]?["verdicts"]?["aa-text"] == true && passes.structured?["background"] == "#FFFFFF")
        let fails = try await call("check_contrast", ["foreground": "rgb(119 119 119)", "appearance": "light"])
        #expect(fails.structured?["wcag"]?["verdicts"]?["aa-text"] == false)
        #expect(fails.structured?["wcag"]?["verdicts"]?["aa-large-text"] == true)
        // The guideline colors that pass as text on white, best first: each listed one really passes.
        guard case .array(let colors)? = fails.structured?["passingColors"], let first = colors.first else {
            Issue.record("no passing colors: \(fails.text)")
            return
        }
        #expect(colors.allSatisfy { ($0["ratio"]?.numberValue ?? 0) >= 4.5 })
        #expect((first["ratio"]?.numberValue ?? 0) >= (colors.last?["ratio"]?.numberValue ?? 0))
        #expect(try await call("check_contrast", ["foreground": "not a color"]).isError)
        #expect(try await call("check_contrast", [:]).isError)
    }

    @Test func listRulesFiltersByKind() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let result = try await call("list_rules", ["kind": "must-not", "page": "color"])
        guard case .array(let rules)? = result.structured?["rules"] else {
            Issue.record("no rules: \(result.text.prefix(300))")
            return
        }
        #expect(rules.map { $0["lead"] } == ["Never make color the only carrier of meaning."])
        #expect(try await call("list_rules", ["kind": "should"]).isError)
    }

    @Test func pagesAreResourcesAndTheSiteIsReadAgainWhenItChanges() async throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try files()
        let resources = await server.resources()
        #expect(resources.first?.uri == "precept://llms.txt")
        #expect(resources.contains { $0.uri == "precept://pages/foundations/color.md" && $0.title == "Color" })
        #expect(try await server.read("precept://pages/foundations/color.md").contains("### System colors"))
        #expect(try await server.read("precept://llms.txt").contains("- [Color](foundations/color.md): "))
        await #expect(throws: JSONRPCError.self) { try await server.read("precept://pages/none.md") }
        #expect(try files() == before, "the server writes nothing, not even the page cache")

        let page = root.appendingPathComponent("content/foundations/typography.md")
        let text = try String(contentsOf: page, encoding: .utf8).replacingOccurrences(of: "title: Typography", with: "title: Lettering")
        try text.write(to: page, atomically: true, encoding: .utf8)
        let found = try await call("search", ["query": "lettering"])
        #expect(found.structured?["results"]?.text.contains("\"title\":\"Lettering\"") == true, "\(found.text)")
    }
}
