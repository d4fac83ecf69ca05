import ColorExport
import ColorScience
import Foundation
import Guidelines
import MCPServer
import SearchIndex
import SiteBuilder
import SiteModel
import SiteRendering

/// One call of a `precept mcp` tool against one reading of the site. Arguments are checked here; a wrong one
/// gives a failed result that says what is expected.
struct PreceptToolCalls {
    var state: PreceptMCPServer.State
    var arguments: [String: JSON]

    var site: Site { state.loaded.site }

    /// A wrong argument, with what is expected.
    struct ArgumentProblem: Error {
        var message: String
    }

    /// A text argument; nil when absent.
    func text(_ key: String) throws(ArgumentProblem) -> String? {
        switch arguments[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw ArgumentProblem(message: "'\(key)' must be text")
        }
    }

    /// A text argument that must be one of `allowed`; nil when absent.
    func choice(_ key: String, _ allowed: [String]) throws(ArgumentProblem) -> String? {
        guard let value = try text(key), !allowed.contains(value) else { return try text(key) }
        throw ArgumentProblem(message: "'\(key)' must be one of \(allowed.joined(separator: ", ")), not '\(value)'")
    }

    /// Runs `body`, turning a wrong argument into a failed result.
    static func checked(_ body: () throws(ArgumentProblem) -> MCPToolResult) -> MCPToolResult {
        do {
            return try body()
        } catch {
            return .failure(error.message)
        }
    }

    /// The result for `structured`, its text being the same JSON.
    static func json(_ structured: JSON) -> MCPToolResult { MCPToolResult(text: structured.text, structured: structured) }

    static func json(_ data: Data) -> MCPToolResult {
        guard let value = try? JSON(parsing: data) else { return .failure("the result could not be encoded") }
        return json(value)
    }

    func search() -> MCPToolResult { Self.checked { () throws(ArgumentProblem) in try searchChecked() } }

    func searchChecked() throws(ArgumentProblem) -> MCPToolResult {
        guard let query = try text("query"), !query.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .failure("'query' must be the text to search for")
        }
        var limit = 10
        if let given = arguments["limit"] {
            guard let number = given.numberValue, number == number.rounded(), (1...50).contains(number) else {
                return .failure("'limit' must be a whole number from 1 to 50")
            }
            limit = Int(number)
        }
        let hits = state.search.search(query)
        var results: [JSON] = []
        var lines = [
            "\(hits.count) \(hits.count == 1 ? "page" : "pages") found for '\(query)'"
                + (hits.count > limit ? "; the first \(limit):" : ":")
        ]
        for hit in hits.prefix(limit) {
            let document = state.search.index.documents[hit.page]
            let page = state.pages[hit.page]
            let matched = hit.entries.prefix(5).compactMap { Self.describe($0, in: document) }
            var result: [String: JSON] = [
                "id": .string(page.id), "title": .string(page.title), "group": .string(document.group),
                "url": .string(page.source.outputPath), "markdown": .string(LLMsText.copyPath(of: page)), "score": .number(hit.score),
                "typos": .number(Double(hit.typos)), "matches": .array(matched.map(JSON.string)),
            ]
            if let deprecated = document.deprecated { result["deprecated"] = .string(deprecated) }
            results.append(.object(result))
            lines.append(
                "- \(page.title) (\(page.id), \(document.group))" + (document.deprecated == nil ? "" : " [deprecated]")
                    + (matched.isEmpty ? "" : ": " + matched.joined(separator: "; ")))
        }
        return MCPToolResult(
            text: lines.joined(separator: "\n"),
            structured: ["query": .string(query), "total": .number(Double(hits.count)), "results": .array(results)])
    }

    /// `section: Specifications`, `rule: Use color sparingly`, `color: Blue` for an entry key of `SearchEngine.Hit`.
    static func describe(_ key: String, in document: SearchDocument) -> String? {
        guard let number = Int(key.dropFirst()) else { return nil }
        switch key.first {
        case "s": return document.sections.indices.contains(number) ? "section: " + document.sections[number].title : nil
        case "r":
            guard document.rules.indices.contains(number) else { return nil }
            return "rule: " + document.rules[number].lead + (document.rules[number].deprecated ? " (deprecated)" : "")
        case "c":
            guard document.colors.indices.contains(number) else { return nil }
            return "color: " + document.colors[number].name + (document.colors[number].deprecated ? " (deprecated)" : "")
        default: return nil
        }
    }

    func page(named wanted: String) -> Page? {
        let lower = wanted.lowercased()
        return state.pages.first {
            $0.id.lowercased() == lower || $0.source.relativePath.lowercased() == lower || $0.source.outputPath.lowercased() == lower
                || $0.source.pathWithoutExtensionLowercased == lower
        }
    }

    func getPage() -> MCPToolResult { Self.checked { () throws(ArgumentProblem) in try getPageChecked() } }

    func getPageChecked() throws(ArgumentProblem) -> MCPToolResult {
        guard let wanted = try text("page") else { return .failure("'page' must be a page's id or path") }
        guard let page = page(named: wanted) else {
            let close = state.pages.filter { $0.id.lowercased().contains(wanted.lowercased()) }.prefix(5).map(\.id)
            return .failure(
                "no page '\(wanted)'"
                    + (close.isEmpty ? "; search finds pages by their words" : "; did you mean \(close.joined(separator: ", "))?"))
        }
        let group = site.groups.first { $0.pages.contains { $0.source.relativePath == page.source.relativePath } }?.title ?? ""
        var metadata: [String: JSON] = [
            "id": .string(page.id), "title": .string(page.title), "group": .string(group), "path": .string(page.source.relativePath),
            "url": .string(page.source.outputPath), "markdown": .string(LLMsText.copyPath(of: page)),
            "language": .string(page.language.description), "platforms": .array((page.metadata.platforms ?? []).map(JSON.string)),
            "rules": .number(Double(page.rules.count)), "colorTables": .number(Double(page.colorTables.count)),
        ]
        if let description = page.description ?? page.summary { metadata["description"] = .string(description) }
        metadata["text"] = .string(LLMsText.copy(of: page, in: site))
        return MCPToolResult(text: LLMsText.copy(of: page, in: site), structured: .object(metadata))
    }

    func listColors() -> MCPToolResult {
        Self.checked { () throws(ArgumentProblem) in
            let failing = try choice("failing", ["AA", "AAA"])
            let query = ColorQuery(
                page: try text("page"), table: try text("table"), name: try text("name"),
                appearance: try choice("appearance", PreceptTools.appearances.compactMap(\.stringValue)), platform: try text("platform"),
                failing: failing.flatMap(ColorQuery.Level.init(rawValue:)))
            let document = query.apply(
                to: ColorsDocument(pages: site.pages, settings: state.loaded.configuration.colorChecks, generator: SiteBuild.generator))
            return Self.json(document.encoded())
        }
    }

    func listRules() -> MCPToolResult {
        Self.checked { () throws(ArgumentProblem) in
            let filter = RulesAPI.Filter(
                page: try text("page"), kind: try choice("kind", PreceptTools.kinds.compactMap(\.stringValue)),
                platform: try text("platform"))
            return Self.json(RulesAPI.encode(site, filter: filter))
        }
    }

    func checkContrast() -> MCPToolResult { Self.checked { () throws(ArgumentProblem) in try ContrastCheck(calls: self).result() } }
}

extension PageSourceInfo {
    var pathWithoutExtensionLowercased: String { String(outputPath.dropLast(".html".count)).lowercased() }
}
