import Foundation
import Testing

@testable import MCPServer

/// The handshake comes first, and a message means one thing to every reader (issue 47).
struct MCPHandshakeTests {
    let sent = Sent()

    func answers(_ messages: [String]) async -> [JSON] {
        let session = MCPSession(provider: TestProvider()) { [sent] line in sent.lines.withLock { $0.append(line) } }
        for message in messages {
            await session.receive(Data(message.utf8))
            await session.drain()
        }
        return sent.all
    }

    @Test func toolsAndResourcesAreRefusedBeforeInitialize() async {
        let answers = await answers([
            #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hi"}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"test://a"}}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":5,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}"#,
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            #"{"jsonrpc":"2.0","id":6,"method":"tools/call","params":{"name":"echo","arguments":{"text":"hi"}}}"#,
        ])
        #expect(answers.count == 6)
        for id in [1, 2, 3] {
            let answer = answers[id - 1]
            #expect(answer["id"] == .number(Double(id)))
            #expect(answer["error"]?["code"] == -32600, "\(answer.text)")
            #expect(answer["result"] == nil)
        }
        #expect(answers[3]["result"] == [:], "ping is answered at any time")
        #expect(answers[4]["result"]?["protocolVersion"] == "2025-06-18")
        #expect(answers[5]["result"]?["structuredContent"]?["text"] == "hi", "\(answers[5].text)")
    }

    @Test func theHandshakelessRevisionIsAnsweredWithItsVersion() async {
        let answers = await answers([
            #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#
        ])
        #expect(answers.first?["result"]?["tools"] != nil, "\(answers.map(\.text))")
    }

    @Test func aMemberGivenTwiceIsRefusedNotReadAsTheLastOne() async {
        let answers = await answers([
            #"{"jsonrpc":"2.0","id":"init","method":"initialize","params":{}}"#,
            #"{"jsonrpc":"2.0","id":1,"method":"ping","id":2}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"ping","\u006d\u0065thod":"tools/list"}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"echo","arguments":{"text":"a","text2":"b"}}}"#,
        ])
        #expect(answers.count == 4)
        #expect(answers[1]["id"] == .null && answers[1]["error"]?["code"] == -32600, "\(answers[1].text)")
        #expect(answers[1]["error"]?["message"] == "the member 'id' is given twice; a message names each member once")
        #expect(answers[2]["error"]?["message"] == "the member 'method' is given twice; a message names each member once")
        #expect(answers[3]["id"] == 4 && answers[3]["result"] != nil, "nested members with other names are fine")
    }

    @Test func theMemberScanDecodesEscapesAndLooksOnlyAtTheTopLevel() {
        #expect(JSONMemberNames.firstDuplicate(in: Array(#"{"a":{"b":1,"b":2},"c":[{"a":1}]}"#.utf8)) == nil)
        #expect(JSONMemberNames.firstDuplicate(in: Array(#"{"a":"x\"y","a":1}"#.utf8)) == "a")
        #expect(JSONMemberNames.firstDuplicate(in: Array(#"{"\ud83d\ude00":1,"😀":2}"#.utf8)) == "😀")
        #expect(JSONMemberNames.firstDuplicate(in: Array(#"{"k":"id","id":1}"#.utf8)) == nil, "a value is not a name")
    }
}
