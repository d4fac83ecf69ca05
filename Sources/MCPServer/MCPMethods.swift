/// The answer to each MCP method the server knows, as a JSON-RPC result or error.
enum MCPMethods {
    typealias Outcome = Result<JSON, JSONRPCError>

    static func answer(_ method: String, params: JSON, provider: any MCPProvider) async -> Outcome {
        let modern = params["_meta"]?[MCPSession.versionKey]?.stringValue.map(MCPSession.modernVersions.contains) ?? false
        let outcome: Outcome
        switch method {
        case "initialize": outcome = .success(initialize(params, provider: provider))
        case "server/discover": outcome = discover(params, provider: provider)
        case "ping": return .success(.object([:]))
        case "tools/list": outcome = .success(["tools": .array(provider.tools.map(\.json))])
        case "tools/call": outcome = await call(params, provider: provider)
        case "resources/list": outcome = .success(["resources": .array(await provider.resources().map(\.json))])
        case "resources/templates/list": outcome = .success(["resourceTemplates": []])
        case "resources/read":
            guard let uri = params["uri"]?.stringValue else { return .failure(.invalidParams("'uri' must be text")) }
            do {
                let text = try await provider.read(uri)
                let mimeType = uri.hasSuffix(".txt") ? "text/plain" : "text/markdown"
                outcome = .success(["contents": [["uri": .string(uri), "mimeType": .string(mimeType), "text": .string(text)]]])
            } catch {
                return .failure(error)
            }
        default: return .failure(.methodNotFound(method))
        }
        guard modern, case .success(.object(var members)) = outcome else { return outcome }
        // The 2026-07-28 revision tags every result and gives cacheable ones a lifetime (none: content can change).
        members["resultType"] = "complete"
        if ["tools/list", "resources/list", "resources/read", "resources/templates/list", "server/discover"].contains(method) {
            members["ttlMs"] = 0
            members["cacheScope"] = "private"
        }
        return .success(.object(members))
    }

    static func capabilities() -> JSON {
        ["tools": ["listChanged": false], "resources": ["listChanged": false, "subscribe": false]]
    }

    static func serverInfo(_ provider: any MCPProvider) -> JSON {
        ["name": .string(provider.name), "title": "Precept", "version": .string(provider.version)]
    }

    /// The client's version when this server speaks it, else the newest this server speaks.
    static func initialize(_ params: JSON, provider: any MCPProvider) -> JSON {
        let asked = params["protocolVersion"]?.stringValue ?? ""
        let version = MCPSession.handshakeVersions.contains(asked) ? asked : MCPSession.handshakeVersions[0]
        return [
            "protocolVersion": .string(version), "capabilities": capabilities(), "serverInfo": serverInfo(provider),
            "instructions": .string(provider.instructions),
        ]
    }

    static func discover(_ params: JSON, provider: any MCPProvider) -> Outcome {
        let supported = MCPSession.modernVersions + MCPSession.handshakeVersions
        if let asked = params["_meta"]?[MCPSession.versionKey]?.stringValue, !supported.contains(asked) {
            return .failure(
                JSONRPCError(
                    code: -32022, message: "unsupported protocol version '\(asked)'",
                    data: ["supported": .array(supported.map(JSON.string)), "requested": .string(asked)]))
        }
        return .success([
            "supportedVersions": .array(supported.map(JSON.string)), "capabilities": capabilities(),
            "instructions": .string(provider.instructions), "_meta": .object([MCPSession.serverInfoKey: serverInfo(provider)]),
        ])
    }

    static func call(_ params: JSON, provider: any MCPProvider) async -> Outcome {
        guard let name = params["name"]?.stringValue else { return .failure(.invalidParams("'name' must be the name of a tool")) }
        guard provider.tools.contains(where: { $0.name == name }) else {
            return .failure(
                .invalidParams("unknown tool '\(name)'; the tools are \(provider.tools.map(\.name).joined(separator: ", "))"))
        }
        let arguments: [String: JSON]
        switch params["arguments"] {
        case nil, .null?: arguments = [:]
        case .object(let members)?: arguments = members
        default: return .failure(.invalidParams("'arguments' must be an object"))
        }
        do {
            return .success(try await provider.call(name, arguments: arguments).json)
        } catch {
            return .failure(error)
        }
    }
}
