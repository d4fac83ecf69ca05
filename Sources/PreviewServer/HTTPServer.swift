import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on plain sockets, one response per connection (`Connection: close`).
///
/// Three kinds of connection, each bounded on its own so none can starve the others: connections still
/// sending their head wait on one polling thread (`HeadReader`) under a deadline; a request being answered
/// has a thread and one of `maximumActiveRequests` slots; a live-reload event stream has a thread and one
/// of `maximumEventStreams` slots, and ends as soon as its client leaves.
public final class HTTPServer: Sendable {
    /// What a handler answers: a whole response, or a stream that keeps the connection (server-sent events).
    public enum Reply: Sendable {
        case response(HTTPResponse)
        case eventStream(@Sendable (EventStreamConnection) -> Void)
    }

    public enum ServerError: Error, CustomStringConvertible {
        case socket(String)
        public var description: String {
            switch self {
            case .socket(let message): message
            }
        }
    }

    public let configuration: Configuration
    /// The port actually bound.
    public let port: UInt16
    private let listener: Int32
    private let wake: WakeSignal
    private let load: ServerLoad

    /// Binds and listens; `start` begins accepting connections.
    public init(configuration: Configuration) throws {
        guard let wake = WakeSignal() else { throw ServerError.socket("cannot create a socket: \(String(cString: strerror(errno)))") }
        (listener, port) = try ListeningSocket.open(host: configuration.host, port: configuration.port)
        self.configuration = configuration
        self.wake = wake
        load = ServerLoad(maximumRequests: configuration.maximumActiveRequests, maximumStreams: configuration.maximumEventStreams)
    }

    deinit { close(listener) }

    /// The connections, slots and body bytes held right now.
    public var statistics: Statistics { load.statistics }

    /// Accepts connections on a background thread until `stop`, answering each with `handler`.
    public func start(handler: @escaping @Sendable (HTTPRequest) -> Reply) {
        load.readerStarted()
        let thread = Thread { [self] in
            var reader = HeadReader(listener: listener, wake: wake, configuration: configuration, load: load) { fd, head in
                self.dispatch(fd, head, handler)
            }
            reader.run()
            load.readerFinished()
        }
        thread.name = "precept-accept"
        thread.start()
    }

    /// Stops accepting, ends the event streams, and waits up to `timeout` for open requests to finish.
    public func stop(timeout: Duration = .seconds(3)) {
        load.stop()
        shutdown(listener, Int32(SHUT_RDWR))
        wake.signal()
        let (seconds, attoseconds) = timeout.components
        _ = load.waitUntilQuiet(until: Date().addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18))
    }

    /// On the head reader's thread: answers at once what needs no handler, else gives the request a thread.
    private func dispatch(_ fd: Int32, _ head: [UInt8], _ handler: @escaping @Sendable (HTTPRequest) -> Reply) {
        guard let request = HTTPRequest.parse(head: head) else { return Connection.refuse(fd, with: .text(400)) }
        guard load.acquireRequest() else {
            return Connection.refuse(fd, with: .text(503, "too many requests at once; try again", headers: [("Retry-After", "1")]))
        }
        let thread = Thread { [self] in
            serve(request, on: Connection(fd: fd, sendTimeout: configuration.sendTimeout), handler)
        }
        thread.name = "precept-request"
        thread.start()
    }

    /// Holds a request slot while the handler runs and its response is sent; an event stream trades it for
    /// a stream slot, so open pages never take the slots that requests need.
    private func serve(_ request: HTTPRequest, on connection: Connection, _ handler: @Sendable (HTTPRequest) -> Reply) {
        var holdsRequestSlot = true
        defer {
            if holdsRequestSlot { load.releaseRequest() }
            connection.close()
        }
        let includeBody = request.method != "HEAD"
        switch handler(request) {
        case .response(let response):
            connection.send(response, includeBody: includeBody, chunkBytes: configuration.chunkBytes, load: load)
        case .eventStream(let body):
            guard load.acquireStream(connection.fd) else {
                let refusal = HTTPResponse.text(503, "too many live-reload streams are open; close some tabs and reload")
                connection.send(refusal, includeBody: includeBody, chunkBytes: configuration.chunkBytes, load: load)
                return
            }
            defer { load.releaseStream(connection.fd) }
            load.releaseRequest()
            holdsRequestSlot = false
            let head =
                "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\nX-Accel-Buffering: no\r\n\r\n"
            guard connection.send(Data(head.utf8)), includeBody else { return }
            body(EventStreamConnection(connection: connection, stopped: { [load] in load.isStopped }))
        }
    }
}
