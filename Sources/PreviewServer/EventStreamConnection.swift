import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The open connection of a server-sent-events client.
public struct EventStreamConnection: Sendable {
    enum Wait: Sendable {
        case woken
        case timedOut
        /// The client closed its end (a tab closed or reloaded) or the server shut the socket down (stopping).
        case clientLeft
    }

    let connection: Connection
    let stopped: @Sendable () -> Bool

    /// Sends raw event-stream text; false when the client has gone.
    @discardableResult
    public func send(_ text: String) -> Bool {
        connection.send(Data(text.utf8))
    }

    /// True once the server is stopping; streams should end.
    public var isServerStopping: Bool { stopped() }

    /// Waits for `wake`, for `timeout`, or for the client to leave, whichever comes first. A client on an
    /// event stream sends nothing after its request, so a readable socket means it closed its end: that is
    /// seen at once, where a write would notice only at the next heartbeat.
    func wait(for wake: WakeSignal, timeout: Duration) -> Wait {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var scratch = [UInt8](repeating: 0, count: 512)
        while true {
            let remaining = deadline - clock.now
            guard remaining > .zero else { return .timedOut }
            var descriptors = [
                pollfd(fd: connection.fd, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, remaining.pollMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return .clientLeft
            }
            if ready == 0 { return .timedOut }
            let socket = descriptors[0].revents
            if socket & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return .clientLeft }
            if socket != 0 {
                let count = scratch.withUnsafeMutableBytes { recv(connection.fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                if count == 0 { return .clientLeft }
                if count < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR { return .clientLeft }
                // Anything a client does send is dropped.
            }
            if descriptors[1].revents != 0 { return .woken }
        }
    }
}
