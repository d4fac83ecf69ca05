/// A tool as `tools/list` describes it.
package struct MCPTool: Sendable, Hashable {
    package var name: String
    package var title: String
    package var description: String
    /// The JSON Schema of the tool's `arguments`.
    package var inputSchema: JSON

    package init(name: String, title: String, description: String, inputSchema: JSON) {
        self.name = name
        self.title = title
        self.description = description
        self.inputSchema = inputSchema
    }

    var json: JSON {
        [
            "name": .string(name), "title": .string(title), "description": .string(description), "inputSchema": inputSchema,
            "annotations": ["readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false],
        ]
    }
}

/// What a tool call gives back: text for the model, the same as JSON for programs, and whether the tool failed
/// (a failure the caller can correct, such as a page that does not exist, is a result, not a protocol error).
package struct MCPToolResult: Sendable, Hashable {
    package var text: String
    package var structured: JSON?
    package var isError: Bool

    package init(text: String, structured: JSON? = nil, isError: Bool = false) {
        self.text = text
        self.structured = structured
        self.isError = isError
    }

    /// A failed call, explained.
    package static func failure(_ message: String) -> MCPToolResult { MCPToolResult(text: message, isError: true) }

    var json: JSON {
        var members: [String: JSON] = ["content": [["type": "text", "text": .string(text)]], "isError": .bool(isError)]
        if let structured { members["structuredContent"] = structured }
        return .object(members)
    }
}

/// A resource as `resources/list` describes it, with its text when read.
package struct MCPResource: Sendable, Hashable {
    package var uri: String
    package var name: String
    package var title: String
    package var description: String?
    package var mimeType: String

    package init(uri: String, name: String, title: String, description: String?, mimeType: String) {
        self.uri = uri
        self.name = name
        self.title = title
        self.description = description
        self.mimeType = mimeType
    }

    var json: JSON {
        var members: [String: JSON] = ["uri": .string(uri), "name": .string(name), "title": .string(title), "mimeType": .string(mimeType)]
        if let description { members["description"] = .string(description) }
        return .object(members)
    }
}

/// What an MCP server serves: its tools and resources. The protocol (`MCPSession`) is the same for any provider;
/// the tests give it one of their own.
package protocol MCPProvider: Sendable {
    var name: String { get }
    var version: String { get }
    /// Guidance for the assistant about the server as a whole.
    var instructions: String { get }
    var tools: [MCPTool] { get }
    /// Runs a tool; `arguments` are the call's, not yet checked. Throws only for a call that cannot be a call of it.
    func call(_ tool: String, arguments: [String: JSON]) async throws(JSONRPCError) -> MCPToolResult
    func resources() async -> [MCPResource]
    /// The text of the resource at `uri`; throws `JSONRPCError.resourceNotFound` for an unknown one.
    func read(_ uri: String) async throws(JSONRPCError) -> String
}
