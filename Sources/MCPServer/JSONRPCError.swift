/// A JSON-RPC 2.0 error object, as a response carries it.
package struct JSONRPCError: Error, Sendable, Hashable {
    package var code: Int
    package var message: String
    package var data: JSON?

    package init(code: Int, message: String, data: JSON? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    package static func parseError(_ message: String) -> JSONRPCError { JSONRPCError(code: -32700, message: message) }
    package static func invalidRequest(_ message: String) -> JSONRPCError { JSONRPCError(code: -32600, message: message) }
    package static func methodNotFound(_ method: String) -> JSONRPCError {
        JSONRPCError(code: -32601, message: "unknown method '\(method)'")
    }
    package static func invalidParams(_ message: String) -> JSONRPCError { JSONRPCError(code: -32602, message: message) }
    package static func internalError(_ message: String) -> JSONRPCError { JSONRPCError(code: -32603, message: message) }
    /// MCP's "resource not found".
    package static func resourceNotFound(_ uri: String) -> JSONRPCError {
        JSONRPCError(code: -32002, message: "no resource '\(uri)'", data: ["uri": .string(uri)])
    }

    var json: JSON {
        var members: [String: JSON] = ["code": .number(Double(code)), "message": .string(message)]
        if let data { members["data"] = data }
        return .object(members)
    }
}
