import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted socket whose request head has been read: blocking writes that give up on a client that
/// stops reading, without raising SIGPIPE.
struct Connection: Sendable {
    let fd: Int32

    /// Makes the socket blocking again (the head reader had it non-blocking); a write that cannot make
    /// progress for `sendTimeout` fails instead of holding a thread forever.
    init(fd: Int32, sendTimeout: Duration) {
        self.fd = fd
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        let (seconds, attoseconds) = sendTimeout.components
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    @discardableResult
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { send($0) }
    }

    func send(_ raw: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < raw.count {
            let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            if sent < 0, errno == EINTR { continue }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    func close() {
        Self.close(fd)
    }

    static func close(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_RDWR))
        _ = Glibc.close(fd)
    }

    /// Answers a socket that is still non-blocking with a short response, as far as its send buffer takes
    /// it without waiting (a fresh socket's buffer takes all of it), then closes it.
    static func refuse(_ fd: Int32, with response: HTTPResponse) {
        var data = response.head()
        if case .bytes(let body) = response.body { data.append(body) }
        _ = data.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
        close(fd)
    }
}
