import Foundation
import Synchronization
import Testing

@testable import MCPServer

/// A provider with one quick tool and one that waits until it is cancelled.
struct TestProvider: MCPProvider {
    let name = "test"
    let version = "1.0"
    let instructions = "for tests"
    let started = Counter()
    var tools: [MCPTool] {
        [
            MCPTool(name: "echo", title: "Echo", description: "echoes 'text'", inputSchema: ["type": "object"]),
            MCPTool(name: "wait", title: "Wait", description: "waits until cancelled", inputSchema: ["type": "object"]),
        ]
    }

    func call(_ tool: String, arguments: [String: JSON]) async throws(JSONRPCError) -> MCPToolResult {
        if tool == "wait" {
            started.count.withLock { $0 += 1 }
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(5)) }
            return MCPToolResult(text: "cancelled")
        }
        guard let text = arguments["text"]?.stringValue else { return .failure("'text' must be text") }
        return MCPToolResult(text: text, structured: ["text": .string(text)])
    }

    func resources() async -> [MCPResource] {
        [MCPResource(uri: "test://a", name: "a", title: "A", description: nil, mimeType: "text/markdown")]
    }

    func read(_ uri: String) async throws(JSONRPCError) -> String {
        guard uri == "test://a" else { throw .resourceNotFound(uri) }
        return "# A"
    }
}

final class Counter: Sendable {
    let count = Mutex(0)
}

/// The lines a session sent, in order.
final class Sent: Sendable {
    let lines = Mutex<[String]>([])
    var all: [JSON] { lines.withLock { $0 }.map { try! JSON(parsing: Data($0.utf8)) } }
}

struct MCPSessionTests {
    let provider = TestProvider()
    let sent = Sent()
    var session: MCPSession { MCPSession(provider: provider) { [sent] line in sent.lines.withLock { $0.append(line) } } }

    /// A session that has been sent `initialize`, with its answer taken out of `sent`.
    func initializedSession() async -> MCPSession {
        let session = session
        await session.receive(Data(#"{"jsonrpc":"2.0","id":"init","method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#.utf8))
        await session.drain()
        sent.lines.withLock { $0.removeAll() }
        return session
    }

    /// Sends each message and waits for every answer.
    func exchange(_ messages: [String], on session: MCPSession) async -> [JSON] {
        for message in messages { await session.receive(Data(message.utf8)) }
        await session.drain()
        return sent.all
    }

    @Test func theHandshakeAgreesOnTheClientsVersionOrOffersTheNewest() async {
        let session = session
        let answers = await exchange(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"c","version":"1"}}}"#,
                #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
                #"{"jsonrpc":"2.0","id":"two","method":"initialize","params":{"protocolVersion":"1999-01-01"}}"#,
            ], on: session)
        #expect(answers.count == 2, "a notification gets no answer")
        let first = answers.first { $0["id"] == 1 }
        #expect(first?["result"]?["protocolVersion"] == "2025-06-18")
        #expect(first?["result"]?["serverInfo"]?["name"] == "test")
        #expect(first?["result"]?["capabilities"]?["tools"] != nil)
        #expect(answers.first { $0["id"] == "two" }?["result"]?["protocolVersion"] == "2025-11-25")
    }

    @Test func discoverOffersThe2026RevisionAndItsResultsAreTagged() async {
        let session = session
        let meta = #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}"#
        let answers = await exchange(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"server/discover","params":{"# + meta + "}}",
                #"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{"# + meta + "}}",
                #"{"jsonrpc":"2.0","id":3,"method":"server/discover","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2099-01-01"}}}"#,
                #"{"jsonrpc":"2.0","id":4,"method":"tools/list"}"#,
            ], on: session)
        let discover = answers.first { $0["id"] == 1 }?["result"]
        #expect(discover?["supportedVersions"] == ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"])
        #expect(discover?["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"] == "test")
        #expect(discover?["resultType"] == "complete")
        let modern = answers.first { $0["id"] == 2 }?["result"]
        #expect(modern?["resultType"] == "complete")
        #expect(modern?["ttlMs"] == 0)
        #expect(modern?["cacheScope"] == "private")
        #expect(answers.first { $0["id"] == 3 }?["error"]?["code"] == -32022)
        #expect(answers.first { $0["id"] == 4 }?["result"]?["resultType"] == nil, "a handshake-era result is as it always was")
    }

    @Test func toolsAreListedAndCalled() async {
        let session = await initializedSession()
        let answers = await exchange(
            [
                #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
                #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"text":"héllo"}}}"#,
                #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"echo","arguments":{}}}"#,
                #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"nope"}}"#,
                #"{"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"echo","arguments":[1]}}"#,
                #"{"jsonrpc":"2.0","id":6,"method":"resources/read","params":{"uri":"test://a"}}"#,
                #"{"jsonrpc":"2.0","id":7,"method":"resources/read","params":{"uri":"test://b"}}"#,
                #"{"jsonrpc":"2.0","id":8,"method":"ping"}"#,
            ], on: session)
        func answer(_ id: Int) -> JSON? { answers.first { $0["id"] == .number(Double(id)) } }
        #expect(answer(1)?["result"]?["tools"]?.text.contains(#""name":"echo""#) == true)
        #expect(answer(1)?["result"]?["tools"]?.text.contains(#""readOnlyHint":true"#) == true)
        #expect(answer(2)?["result"]?["content"] == [["type": "text", "text": "héllo"]])
        #expect(answer(2)?["result"]?["structuredContent"] == ["text": "héllo"])
        #expect(answer(2)?["result"]?["isError"] == false)
        #expect(answer(3)?["result"]?["isError"] == true, "a tool's own failure is a result the caller can correct")
        #expect(answer(4)?["error"]?["code"] == -32602)
        #expect(answer(5)?["error"]?["code"] == -32602)
        #expect(answer(6)?["result"]?["contents"] == [["uri": "test://a", "mimeType": "text/markdown", "text": "# A"]])
        #expect(answer(7)?["error"]?["code"] == -32002)
        #expect(answer(8)?["result"] == [:])
    }

    @Test func badMessagesGetJSONRPCErrorsAndTheSessionGoesOn() async {
        let session = await initializedSession()
        await session.receive(.oversized)
        let answers = await exchange(
            [
                "not json", "[1, 2]", "42", #"{"jsonrpc":"1.0","id":1,"method":"ping"}"#,
                #"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#,
                #"{"jsonrpc":"2.0","id":2}"#, #"{"jsonrpc":"2.0","id":3,"method":"prompts/get"}"#,
                #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":[1]}"#, #"{"jsonrpc":"2.0","id":9,"result":{}}"#,
                #"{"jsonrpc":"2.0","id":5,"method":"ping"}"#,
            ], on: session)
        // Requests answered by a task may come after later errors: compared by id, and the rest as a collection.
        func code(_ id: JSON) -> Int? { answers.first { $0["id"] == id }?["error"]?["code"]?.numberValue.map(Int.init) }
        #expect(answers.count == 10, "one answer per message but the response: \(answers.map(\.text))")
        #expect(code(1) == -32600, "an error names the request when it can")
        #expect(code(2) == -32600 && code(3) == -32601 && code(4) == -32602)
        #expect(answers.first { $0["id"] == 5 }?["result"] == [:])
        let anonymous = answers.filter { $0["id"] == .null }.compactMap { $0["error"]?["code"]?.numberValue.map(Int.init) }
        #expect(anonymous.sorted() == [-32700, -32600, -32600, -32600, -32600].sorted())
    }

    @Test func aCancelledRequestStopsAndGetsNoAnswer() async throws {
        let session = await initializedSession()
        await session.receive(Data(#"{"jsonrpc":"2.0","id":"slow","method":"tools/call","params":{"name":"wait"}}"#.utf8))
        while provider.started.count.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(2)) }
        await session.receive(Data(#"{"jsonrpc":"2.0","id":"fast","method":"ping"}"#.utf8))
        await session.receive(Data(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"slow"}}"#.utf8))
        await session.drain()
        // The cancelled tool ends (drain returned) and only the ping was answered.
        #expect(sent.all.map { $0["id"] } == ["fast"])
        // A cancellation of something not running is ignored.
        await session.receive(Data(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"none"}}"#.utf8))
        #expect(sent.all.count == 1)
    }

    @Test func anIdUsedAgainAfterACancelGetsItsOwnAnswer() async throws {
        let session = await initializedSession()
        await session.receive(Data(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"wait"}}"#.utf8))
        while provider.started.count.withLock({ $0 }) == 0 { try await Task.sleep(for: .milliseconds(2)) }
        await session.receive(Data(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}"#.utf8))
        await session.receive(
            Data(#"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"echo","arguments":{"text":"second"}}}"#.utf8))
        await session.drain()
        #expect(sent.all.count == 1)
        #expect(sent.all.first?["result"]?["structuredContent"] == ["text": "second"])
    }

    @Test func requestsBeyondTheRunningLimitAreRefusedAtOnce() async throws {
        let session = await initializedSession()
        for number in 0..<MCPSession.maximumRunning {
            await session.receive(Data(#"{"jsonrpc":"2.0","id":\#(number),"method":"tools/call","params":{"name":"wait"}}"#.utf8))
        }
        await session.receive(Data(#"{"jsonrpc":"2.0","id":"one too many","method":"ping"}"#.utf8))
        #expect(sent.all.map { $0["error"]?["code"] } == [-32000])
        for number in 0..<MCPSession.maximumRunning {
            await session.receive(Data(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(number)}}"#.utf8))
        }
        await session.receive(Data(#"{"jsonrpc":"2.0","id":"now","method":"ping"}"#.utf8))
        await session.drain()
        #expect(sent.all.last?["id"] == "now" && sent.all.last?["result"] == [:])
    }

    @Test func anIdADoubleCannotHoldIsRefusedAndOneItCanIsAnsweredAsSent() async {
        let session = session
        let answers = await exchange(
            [#"{"jsonrpc":"2.0","id":9007199254740993000,"method":"ping"}"#, #"{"jsonrpc":"2.0","id":9007199254740992,"method":"ping"}"#],
            on: session)
        #expect(answers.first { $0["id"] == .null }?["error"]?["code"] == -32600)
        #expect(sent.lines.withLock { $0 }.contains { $0.contains(#""id":9007199254740992,"#) })
    }

    @Test func jsonIsWrittenCompactlyWithSortedKeys() throws {
        let value = try JSON(parsing: Data(#"{"b":[true,null,1.5,-2],"a":"x\"\n\u0001é"}"#.utf8))
        #expect(value.text == #"{"a":"x\"\n\u0001é","b":[true,null,1.5,-2]}"#)
        #expect(throws: JSON.SyntaxError.self) { try JSON(parsing: Data("{".utf8)) }
    }
}
