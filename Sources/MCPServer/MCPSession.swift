import Foundation

/// One MCP connection: reads JSON-RPC 2.0 messages (`receive(_:)`), answers each request through the provider,
/// and hands every answer to `send` as one line of JSON.
///
/// Requests run concurrently, each in its own task, so a slow tool does not hold up `ping`; a request the client
/// cancels (`notifications/cancelled`) is stopped and gets no answer, as MCP asks. A message that is not JSON,
/// not JSON-RPC, too large, or names an unknown method gets a JSON-RPC error; nothing a client sends ends the
/// session. Speaks the initialize handshake (protocol versions 2024-11-05 to 2025-11-25) and the 2026-07-28
/// revision's `server/discover`, whose requests carry their version in `_meta`.
package actor MCPSession {
    /// Handshake revisions, newest first.
    package static let handshakeVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]
    /// Revisions negotiated by `server/discover`.
    package static let modernVersions = ["2026-07-28"]
    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"

    private let provider: any MCPProvider
    private let send: @Sendable (String) async -> Void
    /// The requests being answered, by id, each with the number of its arrival (an id may be used again once its
    /// request is cancelled, and the old request's end must not take the new one's place).
    private var running: [JSON: (number: Int, task: Task<Void, Never>)] = [:]
    private var arrivals = 0
    /// Whether the client has sent `initialize`: before it, only `initialize`, `ping` and the 2026-07-28 revision's
    /// requests (which carry their version and need no handshake) are answered.
    private var initialized = false
    /// The most requests answered at once; one more gets an error (`-32000`) at once, so that a client cannot make the
    /// server hold unbounded work.
    package static let maximumRunning = 64

    package init(provider: any MCPProvider, send: @escaping @Sendable (String) async -> Void) {
        self.provider = provider
        self.send = send
    }

    /// Handles one framed event: a message, or the report of one too large to read.
    package func receive(_ event: MCPLineFramer.Event) async {
        switch event {
        case .oversized:
            await reply(id: .null, .failure(.invalidRequest("the message is larger than the server reads; it was dropped")))
        case .message(let data):
            await receive(data)
        }
    }

    /// Handles one message.
    package func receive(_ data: Data) async {
        let message: JSON
        do {
            message = try JSON(parsing: data)
        } catch {
            await reply(id: .null, .failure(.parseError(error.message)))
            return
        }
        if case .object = message, let name = JSONMemberNames.firstDuplicate(in: Array(data)) {
            await reply(id: .null, .failure(.invalidRequest("the member '\(name)' is given twice; a message names each member once")))
            return
        }
        if case .array = message {
            await reply(id: .null, .failure(.invalidRequest("batches are not part of MCP; send one message per line")))
            return
        }
        guard case .object(let members) = message else {
            await reply(id: .null, .failure(.invalidRequest("a JSON-RPC message is an object")))
            return
        }
        let id = members["id"]
        if let id, !Self.isValidID(id) {
            await reply(id: .null, .failure(.invalidRequest("'id' must be a string or a whole number of at most 2^53")))
            return
        }
        guard members["jsonrpc"] == "2.0" else {
            await reply(id: id ?? .null, .failure(.invalidRequest("'jsonrpc' must be \"2.0\"")))
            return
        }
        guard let method = members["method"]?.stringValue else {
            // A response to a request this server never sends, or nonsense: nothing to answer either way.
            if members["result"] == nil, members["error"] == nil {
                await reply(id: id ?? .null, .failure(.invalidRequest("a request needs a 'method'")))
            }
            return
        }
        let params = members["params"] ?? .object([:])
        guard case .object = params else {
            if let id { await reply(id: id, .failure(.invalidParams("'params' must be an object"))) }
            return
        }
        guard let id else {
            notify(method, params: params)
            return
        }
        if method == "initialize" { initialized = true }
        guard initialized || Self.answeredBeforeInitialize(method, params: params) else {
            await reply(
                id: id,
                .failure(
                    .invalidRequest(
                        "the session is not initialized: send 'initialize' first (or use the 2026-07-28 revision, with its version in '_meta')"
                    )))
            return
        }
        guard running[id] == nil else {
            await reply(id: id, .failure(.invalidRequest("a request with this id is still running")))
            return
        }
        guard running.count < Self.maximumRunning else {
            await reply(
                id: id,
                .failure(JSONRPCError(code: -32000, message: "\(Self.maximumRunning) requests are running; send this one again later")))
            return
        }
        let provider = provider
        arrivals += 1
        let number = arrivals
        running[id] = (
            number,
            Task.detached { [weak self] in
                let outcome = await MCPMethods.answer(method, params: params, provider: provider)
                await self?.finish(id, number, outcome)
            }
        )
    }

    /// Waits for the requests still running (standard input has ended).
    package func drain() async {
        while let request = running.values.first {
            await request.task.value
        }
    }

    private func finish(_ id: JSON, _ number: Int, _ outcome: MCPMethods.Outcome) async {
        // Cancelled: removed from `running` already (perhaps replaced by a new request with its id), and no answer is sent.
        guard running[id]?.number == number else { return }
        running[id] = nil
        await reply(id: id, outcome)
    }

    private func notify(_ method: String, params: JSON) {
        switch method {
        case "notifications/cancelled":
            guard let id = params["requestId"], let request = running.removeValue(forKey: id) else { return }
            request.task.cancel()
        default:
            // notifications/initialized and any other notification need nothing.
            break
        }
    }

    private func reply(id: JSON, _ outcome: MCPMethods.Outcome) async {
        var members: [String: JSON] = ["jsonrpc": "2.0", "id": id]
        switch outcome {
        case .success(let result): members["result"] = result
        case .failure(let error): members["error"] = error.json
        }
        await send(JSON.object(members).text)
    }

    /// `ping`, `server/discover`, and requests of the 2026-07-28 revision (their version in `_meta`), which has no
    /// handshake.
    static func answeredBeforeInitialize(_ method: String, params: JSON) -> Bool {
        if method == "ping" || method == "server/discover" { return true }
        return params["_meta"]?[versionKey]?.stringValue.map(modernVersions.contains) ?? false
    }

    /// A string, or a whole number that a double holds exactly (|n| ≤ 2⁵³), so that it is answered as it was sent.
    static func isValidID(_ id: JSON) -> Bool {
        switch id {
        case .string: true
        case .number(let number): number == number.rounded() && abs(number) <= 9_007_199_254_740_992
        default: false
        }
    }
}
