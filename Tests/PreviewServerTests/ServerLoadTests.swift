import Foundation
import Testing

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// The server under the loads of issue 24: many event streams, idle sockets and stalled downloads must not
/// keep ordinary requests from being answered, nor make the server hold whole files in memory.
@Suite struct ServerLoadTests {
    static let activeRequests = 16
    static let eventStreams = 8
    static let idleConnections = 128

    let site = FileManager.default.temporaryDirectory.appendingPathComponent("precept-load-\(UUID().uuidString)")
    let hub = LiveReloadHub()
    let server: HTTPServer

    init() throws {
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        try Data("<html><body><h1>Home</h1></body></html>".utf8).write(to: site.appendingPathComponent("index.html"))
        server = try HTTPServer(
            configuration: .init(
                host: "127.0.0.1", port: 0, maximumActiveRequests: Self.activeRequests, maximumEventStreams: Self.eventStreams,
                maximumIdleConnections: Self.idleConnections))
        let preview = PreviewSite(root: site, hub: hub, port: server.port)
        server.start { preview.handle($0) }
    }

    func finish() {
        hub.close()
        server.stop()
        try? FileManager.default.removeItem(at: site)
    }

    /// Opens an event stream; true when it was admitted, false when it was refused with 503.
    func openEventStream() -> (fd: Int32, admitted: Bool?) {
        let fd = RawHTTP.connect(port: server.port)
        RawHTTP.send(fd, "GET /__precept/events HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n")
        // A refused stream is closed after its 503, which ends the read early.
        let text = RawHTTP.read(fd, until: ": connected", timeout: 5)
        if text.hasPrefix("HTTP/1.1 200"), text.contains(": connected") { return (fd, true) }
        return (fd, text.hasPrefix("HTTP/1.1 503") ? false : nil)
    }

    @Test func eventStreamsHaveTheirOwnPoolAndLeaveOrdinaryRequestsAnswered() {
        defer { finish() }
        var streams: [Int32] = []
        defer { streams.forEach { _ = close($0) } }
        var outcomes: [Bool?] = []
        for _ in 0..<40 {
            let (fd, admitted) = openEventStream()
            streams.append(fd)
            outcomes.append(admitted)
        }
        #expect(outcomes.filter { $0 == true }.count == Self.eventStreams, "the stream pool admits exactly its size")
        #expect(outcomes.filter { $0 == false }.count == 40 - Self.eventStreams, "streams over the pool are refused with 503")
        #expect(server.statistics.eventStreams == Self.eventStreams)
        for probe in 0..<22 {
            let response = RawHTTP.get(port: server.port, "/")
            #expect(response.status == 200, "probe \(probe): an ordinary GET must be answered while 40 event streams are asked for")
        }
    }

    @Test func aStreamWhoseClientLeftIsClosedAtOnceNotAtTheHeartbeat() {
        defer { finish() }
        let (fd, admitted) = openEventStream()
        #expect(admitted == true)
        #expect(eventually(timeout: 5) { hub.clientCount == 1 })
        close(fd)
        #expect(
            eventually(timeout: 5) { hub.clientCount == 0 && server.statistics.eventStreams == 0 },
            "a stream whose client closed must be ended within 5 s (the heartbeat is 15 s)")
        // The pool is whole again.
        var streams: [Int32] = []
        defer { streams.forEach { _ = close($0) } }
        for _ in 0..<Self.eventStreams {
            let (fd, admitted) = openEventStream()
            streams.append(fd)
            #expect(admitted == true)
        }
    }

    /// The head deadline is an hour away, so no idle socket ever makes room by timing out: a GET is answered only
    /// because the oldest idle socket is closed for it. One that waits for a slot gets nothing before the client
    /// socket's 10 s receive timeout (a guard against a hang, not a speed bound) and fails with status 0.
    @Test func ordinaryRequestsAreAnsweredWhileThreeHundredIdleSocketsAreOpen() throws {
        let server = try HTTPServer(
            configuration: .init(
                host: "127.0.0.1", port: 0, maximumActiveRequests: Self.activeRequests, maximumEventStreams: Self.eventStreams,
                maximumIdleConnections: Self.idleConnections, headTimeout: .seconds(3600)))
        let preview = PreviewSite(root: site, hub: hub, port: server.port)
        server.start { preview.handle($0) }
        defer {
            server.stop()
            finish()
        }
        var idle: [Int32] = []
        defer { idle.forEach { _ = close($0) } }
        for index in 0..<300 {
            let fd = RawHTTP.connect(port: server.port)
            // Half send the start of a head and stop (slowloris), half send nothing at all.
            if index.isMultiple(of: 2) { RawHTTP.send(fd, "GET / HTTP/1.1\r\nHost: loc") }
            idle.append(fd)
        }
        for probe in 0..<22 {
            let response = RawHTTP.get(port: server.port, "/")
            #expect(response.status == 200, "probe \(probe): an ordinary GET must be answered while 300 idle sockets are open")
        }
        let statistics = server.statistics
        #expect(statistics.idleConnections <= Self.idleConnections)
        #expect(statistics.droppedIdleConnections >= 300 - Self.idleConnections, "the oldest idle sockets make room for new ones")
    }

    @Test func aTricklingHeadIsCutAtTheHeadDeadline() throws {
        let quick = try HTTPServer(configuration: .init(host: "127.0.0.1", port: 0, headTimeout: .milliseconds(500)))
        let preview = PreviewSite(root: site, hub: hub, port: quick.port)
        quick.start { preview.handle($0) }
        defer {
            quick.stop()
            finish()
        }
        let fd = RawHTTP.connect(port: quick.port)
        defer { close(fd) }
        // One byte every 50 ms keeps the socket busy but never finishes the head: 120 bytes take 6 s, twelve times the
        // deadline. The 408 must come while bytes are still arriving; a timer reset by each byte would never send it.
        let head = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + String(repeating: "a", count: 86)
        let (answer, sent) = RawHTTP.trickle(fd, head, every: 0.05)
        #expect(answer.hasPrefix("HTTP/1.1 408"), "a head still unfinished at its deadline gets 408, however busy the client is")
        #expect(sent < head.utf8.count, "the 408 came after the last byte (\(sent) of \(head.utf8.count)): the deadline was reset")
    }

    @Test func stalledDownloadsHoldOneChunkEachInMemory() throws {
        defer { finish() }
        // Three times what the kernel may buffer for one socket (tcp_wmem's maximum), so each download stalls mid-body.
        let kernelLimit = (try? String(contentsOfFile: "/proc/sys/net/ipv4/tcp_wmem", encoding: .utf8))
            .flatMap { $0.split(whereSeparator: \.isWhitespace).last.flatMap { Int($0) } }
        let size = max(12 << 20, 3 * (kernelLimit ?? 0))
        try Data(repeating: UInt8(ascii: "x"), count: size).write(to: site.appendingPathComponent("big.bin"))
        let downloads = 10
        var clients: [Int32] = []
        defer { clients.forEach { _ = close($0) } }
        for _ in 0..<downloads {
            let fd = RawHTTP.connect(port: server.port, receiveBuffer: 4096)
            RawHTTP.send(fd, "GET /big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n")
            clients.append(fd)
        }
        let chunk = server.configuration.chunkBytes
        #expect(
            eventually(timeout: 5) {
                server.statistics.activeRequests == downloads && server.statistics.bufferedBodyBytes >= downloads * chunk
            },
            "every download must be under way within 5 s")
        let statistics = server.statistics
        #expect(
            statistics.bufferedBodyBytes <= downloads * chunk, "\(statistics.bufferedBodyBytes) bytes buffered for \(downloads) downloads")
        #expect(statistics.peakBufferedBodyBytes <= downloads * chunk)
        clients.forEach { _ = close($0) }
        clients = []
        #expect(eventually(timeout: 5) { server.statistics.activeRequests == 0 }, "a client that leaves frees its slot")
    }

    @Test func filesLargerThanAChunkArriveWholeWithTheScriptInHTML() throws {
        defer { finish() }
        let chunk = server.configuration.chunkBytes
        let bytes = (0..<(3 * chunk + 123)).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        try Data(bytes).write(to: site.appendingPathComponent("letters.txt"))
        let file = RawHTTP.get(port: server.port, "/letters.txt")
        #expect(file.status == 200)
        #expect(file.header("Content-Length") == String(bytes.count))
        #expect(file.body == String(decoding: bytes, as: UTF8.self))
        // `</body>` across the boundary of the last chunk read from the end, then more text after it.
        let filler = String(repeating: "p", count: 2 * chunk - 3)
        let html = "<html><body>\(filler)</body><!-- \(String(repeating: "t", count: chunk - 20)) --></html>"
        try Data(html.utf8).write(to: site.appendingPathComponent("long.html"))
        let page = RawHTTP.get(port: server.port, "/long.html")
        let expected = String(decoding: LiveReloadScript.inject(into: Data(html.utf8)), as: UTF8.self)
        #expect(page.body == expected)
        #expect(page.header("Content-Length") == String(expected.utf8.count))
        let head = RawHTTP.get(port: server.port, "/long.html", method: "HEAD")
        #expect(head.header("Content-Length") == String(expected.utf8.count))
        #expect(head.body.isEmpty)
    }
}
