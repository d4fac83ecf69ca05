import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on plain sockets: one thread per connection up to a cap, bounded request
/// heads, a deadline for reading them, and one response per connection (`Connection: close`).
public final class HTTPServer: @unchecked Sendable {
    // Safe to share: `listener` and `configuration` never change after `init`; the connection count and
    // the stopped flag are read and written only under `lock`.
    public struct Configuration: Sendable {
        public var host: String
        /// 0 picks a free port; `port` tells which.
        public var port: UInt16
        public var maximumConnections: Int
        public var maximumHeadBytes: Int
        /// How long a client may take to send its request head.
        public var headTimeout: Duration

        public init(
            host: String = "127.0.0.1", port: UInt16 = 8000, maximumConnections: Int = 64, maximumHeadBytes: Int = 16 * 1024,
            headTimeout: Duration = .seconds(10)
        ) {
            self.host = host
            self.port = port
            self.maximumConnections = maximumConnections
            self.maximumHeadBytes = maximumHeadBytes
            self.headTimeout = headTimeout
        }
    }

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
    private let lock = NSCondition()
    private var connections = 0
    private var stopped = false

    /// Binds and listens; `start` begins accepting connections.
    public init(configuration: Configuration) throws {
        self.configuration = configuration
        let host = configuration.host == "localhost" ? "127.0.0.1" : configuration.host
        let ipv6 = host.contains(":")
        let bareHost = ipv6 ? host.trimmingCharacters(in: CharacterSet(charactersIn: "[]")) : host
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw ServerError.socket("cannot create a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var result: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = configuration.port.bigEndian
            guard inet_pton(AF_INET6, bareHost, &address.sin6_addr) == 1 else {
                close(fd)
                throw ServerError.socket("'\(configuration.host)' is not an IP address")
            }
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = configuration.port.bigEndian
            guard inet_pton(AF_INET, bareHost, &address.sin_addr) == 1 else {
                close(fd)
                throw ServerError.socket("'\(configuration.host)' is not an IP address")
            }
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard result == 0, listen(fd, 128) == 0 else {
            let message = String(cString: strerror(errno))
            close(fd)
            throw ServerError.socket("cannot listen on \(configuration.host):\(configuration.port): \(message)")
        }
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        let boundPort = withUnsafePointer(to: &bound) { pointer in
            ipv6
                ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
        listener = fd
        port = boundPort
    }

    deinit { close(listener) }

    /// Accepts connections on a background thread until `stop`, answering each with `handler`.
    public func start(handler: @escaping @Sendable (HTTPRequest) -> Reply) {
        let thread = Thread { [self] in acceptLoop(handler) }
        thread.name = "precept-accept"
        thread.start()
    }

    /// Stops accepting, and waits up to `timeout` for open connections to finish.
    public func stop(timeout: Duration = .seconds(3)) {
        lock.lock()
        stopped = true
        lock.unlock()
        shutdown(listener, Int32(SHUT_RDWR))
        let deadline = Date().addingTimeInterval(Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
        lock.lock()
        while connections > 0, lock.wait(until: deadline) {}
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop(_ handler: @escaping @Sendable (HTTPRequest) -> Reply) {
        while !isStopped {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                if isStopped { return }
                if errno == EMFILE || errno == ENFILE {
                    usleep(50_000)
                    continue
                }
                return
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            lock.lock()
            let admitted = connections < configuration.maximumConnections && !stopped
            if admitted { connections += 1 }
            lock.unlock()
            guard admitted else {
                let connection = Connection(fd: client)
                connection.send(HTTPResponse.text(503, "too many connections; try again").serialized())
                connection.close()
                continue
            }
            let thread = Thread { [self] in
                serve(Connection(fd: client), handler)
                lock.lock()
                connections -= 1
                lock.broadcast()
                lock.unlock()
            }
            thread.name = "precept-connection"
            thread.start()
        }
    }

    private func serve(_ connection: Connection, _ handler: @Sendable (HTTPRequest) -> Reply) {
        defer { connection.close() }
        switch connection.readHead(limit: configuration.maximumHeadBytes, timeout: configuration.headTimeout) {
        case .tooLarge:
            connection.send(HTTPResponse.text(431).serialized())
        case .timedOut:
            connection.send(HTTPResponse.text(408).serialized())
        case .closed:
            return
        case .head(let bytes):
            guard let request = HTTPRequest.parse(head: bytes) else {
                connection.send(HTTPResponse.text(400).serialized())
                return
            }
            switch handler(request) {
            case .response(let response):
                connection.send(response.serialized(includeBody: request.method != "HEAD"))
            case .eventStream(let body):
                let head =
                    "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\nCache-Control: no-store\r\nX-Accel-Buffering: no\r\n\r\n"
                guard connection.send(Data(head.utf8)), request.method != "HEAD" else { return }
                body(EventStreamConnection(connection: connection, stopped: { [weak self] in self?.isStopped ?? true }))
            }
        }
    }
}

/// The open connection of a server-sent-events client.
public struct EventStreamConnection: Sendable {
    let connection: Connection
    let stopped: @Sendable () -> Bool

    /// Sends raw event-stream text; false when the client has gone.
    @discardableResult
    public func send(_ text: String) -> Bool {
        connection.send(Data(text.utf8))
    }

    /// True once the server is stopping; streams should end.
    public var isServerStopping: Bool { stopped() }
}
