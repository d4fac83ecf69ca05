import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Accepts connections and reads their request heads, all on one thread with `poll`: a client slow to send
/// its head, or sending none, holds a descriptor and a few bytes here, never a thread or a request slot,
/// and accepting never waits on any client.
///
/// Each connection must finish its head within the head timeout of being accepted (408 otherwise); when
/// `maximumIdleConnections` are waiting, a new connection closes the oldest one. A complete head goes to
/// `dispatch` with its socket, still non-blocking.
struct HeadReader {
    private struct Pending {
        var fd: Int32
        var head = RequestHeadBuffer()
        var deadline: ContinuousClock.Instant
    }

    private enum ReadOutcome {
        case waiting
        case finished
    }

    let listener: Int32
    let wake: WakeSignal
    let configuration: HTTPServer.Configuration
    let load: ServerLoad
    let dispatch: (Int32, [UInt8]) -> Void

    /// Oldest first.
    private var pending: [Pending] = []
    private var dropped = 0
    /// Set when the process is out of descriptors and no idle connection is left to close.
    private var acceptPausedUntil: ContinuousClock.Instant?
    private let clock = ContinuousClock()
    private var chunk = [UInt8](repeating: 0, count: 4096)

    init(
        listener: Int32, wake: WakeSignal, configuration: HTTPServer.Configuration, load: ServerLoad,
        dispatch: @escaping (Int32, [UInt8]) -> Void
    ) {
        self.listener = listener
        self.wake = wake
        self.configuration = configuration
        self.load = load
        self.dispatch = dispatch
    }

    /// Runs until the server stops, then closes the connections still sending their heads.
    mutating func run() {
        while !load.isStopped {
            let now = clock.now
            if let paused = acceptPausedUntil, now >= paused { acceptPausedUntil = nil }
            let accepting = acceptPausedUntil == nil
            var descriptors = [
                pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: accepting ? listener : -1, events: Int16(POLLIN), revents: 0),
            ]
            descriptors += pending.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout(from: now))
            if ready < 0 {
                if errno != EINTR { usleep(10_000) }
                continue
            }
            if descriptors[0].revents != 0 { wake.drain() }
            readHeads(readable: descriptors[2...].map { $0.revents != 0 })
            if accepting, descriptors[1].revents != 0 { acceptConnections() }
            load.recordIdle(pending.count, dropped: dropped)
        }
        for connection in pending { Connection.close(connection.fd) }
        pending = []
        load.recordIdle(0, dropped: dropped)
    }

    /// Until the nearest head deadline (or the end of an accept pause); at most a second, as a safety net.
    private func timeout(from now: ContinuousClock.Instant) -> Int32 {
        var nearest = now + .seconds(1)
        for connection in pending where connection.deadline < nearest { nearest = connection.deadline }
        if let paused = acceptPausedUntil, paused < nearest { nearest = paused }
        return (nearest - now).pollMilliseconds
    }

    private mutating func readHeads(readable: [Bool]) {
        var kept: [Pending] = []
        kept.reserveCapacity(pending.count)
        for (index, var connection) in pending.enumerated() {
            if readable[index], case .finished = read(&connection) { continue }
            if clock.now >= connection.deadline {
                Connection.refuse(connection.fd, with: .text(408))
                dropped += 1
                continue
            }
            kept.append(connection)
        }
        pending = kept
    }

    /// Reads what has arrived; hands on, answers or closes the connection once its head is decided.
    private mutating func read(_ connection: inout Pending) -> ReadOutcome {
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { return .waiting }
                Connection.close(connection.fd)
                return .finished
            }
            if count == 0 {
                // The client closed its side: nothing to answer, or a head cut short.
                if connection.head.count == 0 {
                    Connection.close(connection.fd)
                } else {
                    Connection.refuse(connection.fd, with: .text(400))
                }
                return .finished
            }
            connection.head.append(chunk[..<count])
            if let end = connection.head.end(), end <= configuration.maximumHeadBytes {
                dispatch(connection.fd, Array(connection.head.bytes[..<end]))
                return .finished
            }
            if connection.head.count > configuration.maximumHeadBytes {
                Connection.refuse(connection.fd, with: .text(431))
                return .finished
            }
        }
    }

    private mutating func acceptConnections() {
        // A bounded batch, so heads already waiting are read between bursts of new connections.
        for _ in 0..<64 {
            let client = accept(listener, nil, nil)
            if client < 0 {
                switch errno {
                case EINTR, ECONNABORTED:
                    continue
                case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                    // Out of descriptors: an idle connection gives its own up, or accepting pauses briefly.
                    if !pending.isEmpty {
                        dropOldest()
                        continue
                    }
                    acceptPausedUntil = clock.now + .milliseconds(50)
                    return
                case EAGAIN, EWOULDBLOCK:
                    return
                default:
                    // The listener is shut down (stopping) or broken: do not spin on it.
                    acceptPausedUntil = clock.now + .milliseconds(50)
                    return
                }
            }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK)
            if pending.count >= configuration.maximumIdleConnections { dropOldest() }
            pending.append(Pending(fd: client, deadline: clock.now + configuration.headTimeout))
        }
    }

    private mutating func dropOldest() {
        Connection.close(pending.removeFirst().fd)
        dropped += 1
    }
}
