import Foundation
import Guidelines
import MCPServer
import SearchIndex
import SiteBuilder
import SiteModel
import SiteRendering

/// The guidelines of one project as an MCP provider (`precept mcp`): the site is read as `check` reads it (the
/// page cache is used, never written; nothing else is written either) and read again, reusing the pages whose
/// text did not change, whenever the configuration or a file of the content folder changes.
package actor PreceptMCPServer: MCPProvider {
    /// What one reading of the site gives the tools.
    struct State: Sendable {
        var stamp: ContentStamp
        var loaded: LoadedSite
        var search: SearchEngine
        /// Pages by reading-order position, as the search index numbers them.
        var pages: [Page]
    }

    package nonisolated let name = "precept"
    package nonisolated let version: String
    package nonisolated let tools = PreceptTools.all
    package nonisolated var instructions: String {
        "Precept serves a team's design guidelines. Use search to find pages, get_page to read one as Markdown, "
            + "list_colors and list_rules for the specified colors and rules, and check_contrast to test a color pair "
            + "against WCAG and APCA and find guideline colors that pass."
    }

    private let request: BuildRequest
    private var state: State?
    private var loading: (stamp: ContentStamp, task: Task<Result<State, LoadError>, Never>)?

    struct LoadError: Error, Sendable {
        var message: String
    }

    /// `request` names the project (root, configuration, content folder); its mode and cache are set here.
    package init(request: BuildRequest, version: String) {
        var request = request
        request.mode = .session
        request.cacheMode = .readOnly
        self.request = request
        self.version = version
    }

    /// The site as it is now: the last reading while nothing changed, else a new one.
    func current() async -> Result<State, LoadError> {
        let build = SiteBuild(request)
        var (config, diagnostics, error) = build.configuration()
        if let error { return .failure(LoadError(message: error)) }
        // The tools read every page's Markdown copy, whatever the site publishes.
        config.llms.markdown = true
        config.llms.maxPages = .max
        let stamp = ContentStamp(
            configURL: build.resolve(request.configPath ?? ConfigurationLoader.fileName), contentURL: build.resolve(config.contentDirectory)
        )
        if let state, state.stamp == stamp { return .success(state) }
        if let loading, loading.stamp == stamp { return await loading.task.value }
        var next = request
        next.warmPages = state?.loaded.warmPages ?? [:]
        let task = Task<Result<State, LoadError>, Never> { [next, config, diagnostics] in
            switch await SiteBuild(next).load(config: (config, diagnostics)) {
            case .failure(let failure): return .failure(LoadError(message: failure.message))
            case .success(let loaded):
                let pages = loaded.site.pages
                let documents = SiteRenderer.searchDocuments(of: loaded.site)
                let index = SearchIndex(documents: (0..<documents.count).map(documents.document))
                return .success(State(stamp: stamp, loaded: loaded, search: SearchEngine(index: index), pages: pages))
            }
        }
        loading = (stamp, task)
        let result = await task.value
        // A newer reading started meanwhile: it, not this one, becomes the state.
        guard loading?.stamp == stamp else { return result }
        loading = nil
        if case .success(let made) = result { state = made }
        return result
    }

    package func call(_ tool: String, arguments: [String: JSON]) async throws(JSONRPCError) -> MCPToolResult {
        let known = PreceptTools.all.first { $0.name == tool }?.inputSchema["properties"]?.objectValue ?? [:]
        if let unknown = arguments.keys.sorted().first(where: { known[$0] == nil }) {
            return .failure("'\(unknown)' is not an argument of \(tool); its arguments are \(known.keys.sorted().joined(separator: ", "))")
        }
        let state: State
        switch await current() {
        case .failure(let error): return .failure("the site cannot be read: \(error.message)")
        case .success(let current): state = current
        }
        if Task.isCancelled { return .failure("cancelled") }
        let calls = PreceptToolCalls(state: state, arguments: arguments)
        switch tool {
        case "search": return calls.search()
        case "get_page": return calls.getPage()
        case "list_colors": return calls.listColors()
        case "check_contrast": return calls.checkContrast()
        case "list_rules": return calls.listRules()
        default: throw .invalidParams("unknown tool '\(tool)'")
        }
    }

    package func resources() async -> [MCPResource] {
        guard case .success(let state) = await current() else { return [] }
        let site = state.loaded.site
        var resources = [
            MCPResource(
                uri: Self.indexURI, name: "llms.txt", title: site.configuration.title,
                description: "every page with a line about it, by section", mimeType: "text/plain")
        ]
        for page in state.pages {
            resources.append(
                MCPResource(
                    uri: Self.uri(of: page), name: page.id, title: page.title, description: page.description ?? page.summary,
                    mimeType: "text/markdown"))
        }
        return resources
    }

    package func read(_ uri: String) async throws(JSONRPCError) -> String {
        guard case .success(let state) = await current() else { throw .resourceNotFound(uri) }
        if uri == Self.indexURI { return LLMsText.index(state.loaded.site) }
        guard let page = state.pages.first(where: { Self.uri(of: $0) == uri }) else { throw .resourceNotFound(uri) }
        return LLMsText.copy(of: page, in: state.loaded.site)
    }

    static let indexURI = "precept://llms.txt"

    /// `precept://pages/foundations/color.md`: the page's content path, percent-encoded.
    static func uri(of page: Page) -> String { "precept://pages/" + URLPath.encode(page.source.relativePath, nonASCII: .percentEncoded) }
}
