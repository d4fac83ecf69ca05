import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One accepted socket: reading a bounded request head and writing without raising SIGPIPE.
struct Connection: Sendable {
    let fd: Int32

    enum HeadResult {
        case head([UInt8])
        case tooLarge
        case timedOut
        case closed
    }

    init(fd: Int32) {
        self.fd = fd
        // Writes to a client that stops reading give up instead of blocking a thread forever.
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Reads until the blank line that ends the head, at most `limit` bytes and `timeout` in total.
    func readHead(limit: Int, timeout: Duration) -> HeadResult {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            if let end = Self.endOfHead(bytes) { return .head(Array(bytes[..<end])) }
            if bytes.count > limit { return .tooLarge }
            let remaining = deadline - clock.now
            guard remaining > .zero else { return .timedOut }
            let milliseconds = Int32(
                clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return ready == 0 ? .timedOut : .closed }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, min($0.count, limit + 4 - bytes.count + 1), 0) }
            if count <= 0 { return bytes.isEmpty ? .closed : .timedOut }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    static func endOfHead(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    @discardableResult
    func send(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = Glibc.send(fd, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if sent < 0, errno == EINTR { continue }
                guard sent > 0 else { return false }
                offset += sent
            }
            return true
        }
    }

    func close() {
        shutdown(fd, Int32(SHUT_RDWR))
        _ = Glibc.close(fd)
    }
}
